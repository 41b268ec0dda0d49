import { useCallback, useState } from "react";

/**
 * True once the element is within `margin` of the viewport, and from then on. A long page's
 * sections below the fold wait for it before they fetch and build their carousels, so a phone
 * spends its first seconds on what it shows. Where the browser has no IntersectionObserver,
 * everything counts as near.
 */
export function useNearViewport<T extends Element>(margin = "50% 0px"): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
