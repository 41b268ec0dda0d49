import { DEFAULT_BANNER } from "../constants";

/** The event's banner, or the default one when the host uploaded none. */
export function EventBanner({ src, title, className = "event-banner" }: { src: string | null; title: string; className?: string }) {
  return <img className={className} src={src || DEFAULT_BANNER} alt={title} loading="lazy" />;
}
