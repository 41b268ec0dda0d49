/** The spec's card preview: the first `length` characters plus "..." when the text is longer. */
export function cut(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join("")}...` : text;
}
