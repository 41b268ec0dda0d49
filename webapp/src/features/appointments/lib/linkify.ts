/** A piece of a message: plain text, or an address that may become a link. */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// Candidates start with a scheme-like word or "www."; each is then checked on its own, so
// anything but http(s) stays plain text however it is spelled.
const CANDIDATE = /\b(?:[a-z][a-z0-9+.-]*:\/*|www\.)[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address ("see https://x.in/a.").
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * The address a typed link opens, or null: only http and https (a bare "www." is taken as
 * https). javascript:, data:, vbscript: and the like never become links.
 */
export function safeHref(candidate: string): string | null {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  if (!/^https?:\/\//i.test(withScheme)) return null;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Splits a message into text and link parts (links made on display only, never stored). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = "";
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index ?? 0;
    const word = match[0].replace(TRAILING, "");
    const href = safeHref(word);
    if (!href) continue;
    plain += text.slice(last, start);
    if (plain) parts.push({ kind: "text", text: plain });
    plain = "";
    parts.push({ kind: "link", text: word, href });
    last = start + word.length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ kind: "text", text: plain });
  return parts;
}
