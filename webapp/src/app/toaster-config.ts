import type { ToasterProps } from "react-hot-toast";

/**
 * The spec's toasts: bottom-center, dark, 10 px apart, 30 px from the edges, 3 s by default.
 * "At most 20 kept" and "removal delay 1000 ms" are react-hot-toast's own defaults
 * (TOAST_LIMIT = 20, TOAST_REMOVE_DELAY = 1000); toaster-config.test.ts checks them.
 */
export const TOASTER_PROPS = {
  position: "bottom-center",
  gutter: 10,
  containerStyle: { top: 30, right: 30, bottom: 30, left: 30 },
  toastOptions: {
    duration: 3000,
    style: { background: "#333", color: "#fff" },
    blank: { duration: 4000 },
    error: { duration: 4000 },
    success: { duration: 2000 },
    loading: { duration: Infinity },
    custom: { duration: 4000 },
  },
} satisfies ToasterProps;
