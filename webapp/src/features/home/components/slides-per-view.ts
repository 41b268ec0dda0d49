import type { CSSProperties } from "react";
import type { SwiperOptions } from "swiper/types";

/** The spec's slides visible per viewport width (constants.ts). */
export interface SlidesTable {
  base: number;
  640: number;
  768: number;
  1024: number;
}

/** Turns the spec's slides-per-width table into Swiper's options. */
export function slidesPerView(table: SlidesTable, spaceBetween: number) {
  const options: Pick<SwiperOptions, "slidesPerView" | "spaceBetween" | "breakpoints"> = {
    slidesPerView: table.base,
    spaceBetween,
    breakpoints: {
      640: { slidesPerView: table[640] },
      768: { slidesPerView: table[768] },
      1024: { slidesPerView: table[1024] },
    },
  };
  return options;
}

/**
 * The same table as CSS variables: before Swiper starts, the row lays its slides out with them
 * exactly as Swiper will (home-page.css, `.carousel`), so nothing moves when it takes over.
 */
export function slideLayoutVariables(table: SlidesTable, gap: number): CSSProperties {
  return {
    "--slides-base": table.base,
    "--slides-640": table[640],
    "--slides-768": table[768],
    "--slides-1024": table[1024],
    "--slide-gap": `${gap}px`,
  } as CSSProperties;
}
