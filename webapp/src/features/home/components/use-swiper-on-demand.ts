import { useEffect, useRef, type RefObject } from "react";
import type { Swiper, SwiperOptions } from "swiper/types";

/**
 * What shows that the visitor is about to use a row: a pointer over it or on it, a finger on
 * it, the keyboard in it.
 */
const START_EVENTS = ["pointerenter", "pointerdown", "touchstart", "focusin", "keydown"] as const;
/** How long a row must be still (no finger on it, not scrolling) before Swiper takes it over. */
const SETTLE_MS = 150;

const loadSwiper = () => import("swiper").then((module) => module.default);

/**
 * Starts Swiper on the row under `rootRef` (`.swiper > .swiper-wrapper > .swiper-slide`) the
 * first time the visitor reaches for it, not at load: Swiper measures every slide as it starts,
 * which on a phone blocks the page for a good part of a second when all the home page's
 * carousels do it at once. Until then the row is a native scroll-snap row laid out like
 * Swiper's (home-page.css), which a finger scrolls as usual; Swiper takes over once the row is
 * still, at the slide it was left on.
 *
 * `slides` is what the row shows; Swiper re-measures when it changes.
 */
export function useSwiperOnDemand(rootRef: RefObject<HTMLElement | null>, options: SwiperOptions, slides: unknown) {
  const swiperRef = useRef<Swiper | null>(null);

  useEffect(() => {
    const root = rootRef.current;
    const track = root?.querySelector<HTMLElement>(".swiper-wrapper");
    if (!root || !track) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fingers = 0;
    let lastScroll = 0;
    const onTouch = (event: TouchEvent) => {
      fingers = event.touches.length;
    };
    const onScroll = () => {
      lastScroll = performance.now();
    };
    // Focus moved to a slide Swiper has out of view: the browser scrolls the clipped row to
    // show it, Swiper has to move its own track there instead.
    const onFocus = (event: FocusEvent) => {
      const swiper = swiperRef.current;
      const slide = (event.target as Element).closest(".swiper-slide");
      if (!swiper || !slide) return;
      root.scrollLeft = 0;
      const shown = root.getBoundingClientRect();
      const box = slide.getBoundingClientRect();
      if (box.left < shown.left - 1 || box.right > shown.right + 1) swiper.slideTo(swiper.slides.indexOf(slide as HTMLElement));
    };

    const takeOver = (SwiperClass: typeof import("swiper").default) => {
      if (stopped) return;
      if (fingers > 0 || performance.now() - lastScroll < SETTLE_MS) {
        timer = setTimeout(() => takeOver(SwiperClass), SETTLE_MS);
        return;
      }
      const initialSlide = slideShown(track, Number(options.spaceBetween ?? 0));
      swiperRef.current = new SwiperClass(root, { ...options, initialSlide });
      root.addEventListener("focusin", onFocus);
    };
    const start = () => {
      for (const type of START_EVENTS) root.removeEventListener(type, start);
      loadSwiper().then(takeOver, () => undefined); // offline: the row stays a native one
    };

    root.addEventListener("touchstart", onTouch, { passive: true });
    root.addEventListener("touchend", onTouch, { passive: true });
    root.addEventListener("touchcancel", onTouch, { passive: true });
    track.addEventListener("scroll", onScroll, { passive: true });
    for (const type of START_EVENTS) root.addEventListener(type, start, { passive: true });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const type of START_EVENTS) root.removeEventListener(type, start);
      root.removeEventListener("touchstart", onTouch);
      root.removeEventListener("touchend", onTouch);
      root.removeEventListener("touchcancel", onTouch);
      root.removeEventListener("focusin", onFocus);
      track.removeEventListener("scroll", onScroll);
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
    // The options are fixed per carousel; the row's element lives as long as the component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    swiperRef.current?.update();
  }, [slides]);
}

/** The slide a native row was scrolled to (0 when it was not). */
function slideShown(track: HTMLElement, gap: number): number {
  const first = track.firstElementChild;
  if (!first || track.scrollLeft <= 0) return 0;
  return Math.round(track.scrollLeft / (first.getBoundingClientRect().width + gap));
}
