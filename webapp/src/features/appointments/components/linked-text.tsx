import { linkify } from "../lib/linkify";

/**
 * A message as plain text, its http(s) addresses made clickable (a new tab, without handing
 * this page to the opened one). Nothing else in the text is interpreted.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === "link" ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
