import { ABOUT_PREVIEW_WORDS } from "../constants";

export interface AboutPreview {
  text: string;
  /** True when words were cut, i.e. "Read More" has something to show. */
  truncated: boolean;
}

/** The first `limit` words of the about text (whitespace collapsed), with "..." when cut. */
export function aboutPreview(about: string, limit = ABOUT_PREVIEW_WORDS): AboutPreview {
  const words = about.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return { text: about.trim(), truncated: false };
  return { text: `${words.slice(0, limit).join(" ")}...`, truncated: true };
}
