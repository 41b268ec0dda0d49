import type { SwiperProps } from "swiper/react";

/** Turns the spec's slides-per-width table into Swiper's props. */
export function slidesPerView(table: { base: number; 640: number; 768: number; 1024: number }, spaceBetween: number) {
  const props: Pick<SwiperProps, "slidesPerView" | "spaceBetween" | "breakpoints"> = {
    slidesPerView: table.base,
    spaceBetween,
    breakpoints: {
      640: { slidesPerView: table[640] },
      768: { slidesPerView: table[768] },
      1024: { slidesPerView: table[1024] },
    },
  };
  return props;
}
