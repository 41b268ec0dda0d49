import { useMemo, useRef, type Key, type ReactNode } from "react";
import { SLIDE_GAP } from "../constants";
import { slideLayoutVariables, slidesPerView, type SlidesTable } from "./slides-per-view";
import { useSwiperOnDemand } from "./use-swiper-on-demand";

interface CarouselProps<Item> {
  /** The spec's slides per viewport width. */
  slides: SlidesTable;
  items: readonly Item[];
  itemKey: (item: Item) => Key;
  renderItem: (item: Item) => ReactNode;
  className: string;
}

/**
 * A home page carousel: Swiper's markup, shown at load as a native scroll-snap row with
 * Swiper's slide widths and gaps, and run by Swiper from the visitor's first move on it
 * (useSwiperOnDemand).
 */
export function Carousel<Item>({ slides, items, itemKey, renderItem, className }: CarouselProps<Item>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const options = useMemo(() => ({ ...slidesPerView(slides, SLIDE_GAP), grabCursor: true }), [slides]);
  const layout = useMemo(() => slideLayoutVariables(slides, SLIDE_GAP), [slides]);
  useSwiperOnDemand(rootRef, options, items);
  // The class names never change after the first render: Swiper adds its own to the same elements.
  return (
    <div ref={rootRef} className={`swiper carousel ${className}`} style={layout}>
      <div className="swiper-wrapper">
        {items.map((item) => (
          <div key={itemKey(item)} className="swiper-slide">
            {renderItem(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
