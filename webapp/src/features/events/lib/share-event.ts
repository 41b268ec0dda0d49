import { shareLink as shareOrCopy } from "../../../shared/ui/share-link";
import { EVENT_TEXTS as T, publicEventPath } from "../constants";

/** The spec's share link: {host}/e/{id}. */
export function shareLink(id: number, origin: string = window.location.origin): string {
  return `${origin}${publicEventPath(id)}`;
}

/** The event's link through the share sheet, else copied (see shared/ui/share-link). */
export function shareEvent(event: { id: number; title: string }): Promise<void> {
  return shareOrCopy({ title: event.title, url: shareLink(event.id) }, { copied: T.linkCopied, unsupported: T.shareUnsupported });
}
