/**
 * Rich text the server sanitised when it was written (an allow-list of tags; links only http,
 * https and mailto, opening in a new tab with rel=noopener). Only the event's description and
 * response come here: never text that did not pass the server's sanitiser.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  return <div className={`rich-text ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
