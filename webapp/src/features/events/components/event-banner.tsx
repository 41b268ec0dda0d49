import { Picture, type PictureSources } from "../../../shared/ui/picture";
import { DEFAULT_BANNER } from "../../../shared/ui/default-banner";

/** The page's column's full width (960 px less its 16 px padding). */
const BANNER_SIZES = "(min-width: 960px) 928px, calc(100vw - 32px)";

interface EventBannerProps {
  src: string | null;
  sources: PictureSources | null;
  title: string;
}

/**
 * An event's own page's banner, or the default one when the host uploaded none. It is the
 * page's largest paint, so it loads first. (Lists show theirs in the shared event card.)
 */
export function EventBanner({ src, sources, title }: EventBannerProps) {
  return (
    <Picture
      className="event-view-banner"
      src={src || DEFAULT_BANNER}
      sources={sources}
      sizes={BANNER_SIZES}
      alt={title}
      width={960}
      height={540}
      priority
    />
  );
}
