/** The spec's card cut: at most `length` characters, then "..." when anything was cut. */
export function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
