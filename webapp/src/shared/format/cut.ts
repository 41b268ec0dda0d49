/**
 * The spec's card preview: the first `length` characters and "..." when the text is longer.
 * Characters are code points, so an emoji is never cut in half.
 */
export function cut(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join("")}...` : text;
}
