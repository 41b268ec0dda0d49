export interface ScrollMetrics {
  scrollTop: number;
  viewportHeight: number;
  pageHeight: number;
}

/**
 * True once the viewport's bottom edge is past `ratio` of the page height; also true when the
 * page is no taller than the viewport, so a short first page still pulls the next one.
 */
export function isPastThreshold({ scrollTop, viewportHeight, pageHeight }: ScrollMetrics, ratio: number): boolean {
  return scrollTop + viewportHeight >= pageHeight * ratio;
}

export function windowScrollMetrics(): ScrollMetrics {
  const root = document.documentElement;
  return {
    scrollTop: window.scrollY || root.scrollTop,
    viewportHeight: window.innerHeight,
    pageHeight: root.scrollHeight,
  };
}
