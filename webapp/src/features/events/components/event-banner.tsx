import { Picture, type PictureSources } from "../../../shared/ui/picture";
import { DEFAULT_BANNER } from "../constants";

/** What events.css shows a banner at (16:9, inside the page's 960 px column less its 16 px padding). */
const BANNER_SIZES = {
  // An event's own page: the column's full width.
  page: "(min-width: 960px) 928px, calc(100vw - 32px)",
  // .event-grid: 1, 2 then 3 cards a row, 16 px apart, less the card's 1 px borders.
  card: "(min-width: 1024px) 297px, (min-width: 960px) 454px, (min-width: 640px) calc(50vw - 26px), calc(100vw - 34px)",
} as const;

interface EventBannerProps {
  src: string | null;
  sources: PictureSources | null;
  title: string;
  /** "page" is the event's own page, where the banner is the largest paint: it loads first. */
  shown: "page" | "card";
}

/** The event's banner, or the default one when the host uploaded none. */
export function EventBanner({ src, sources, title, shown }: EventBannerProps) {
  return (
    <Picture
      className={shown === "page" ? "event-view-banner" : "event-card-banner"}
      src={src || DEFAULT_BANNER}
      sources={sources}
      sizes={BANNER_SIZES[shown]}
      alt={title}
      width={960}
      height={540}
      priority={shown === "page"}
    />
  );
}
