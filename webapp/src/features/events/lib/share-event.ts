import { EVENT_TEXTS as T, publicEventPath } from "../constants";

/** The spec's share link: {host}/e/{id}. */
export function shareLink(id: number, origin: string = window.location.origin): string {
  return `${origin}${publicEventPath(id)}`;
}

/**
 * The browser's share sheet with the event's link; without the Web Share API the spec's alert.
 * A dismissed sheet is no error.
 */
export async function shareEvent(event: { id: number; title: string }): Promise<void> {
  const url = shareLink(event.id);
  if (typeof navigator.share !== "function") {
    window.alert(T.shareUnsupported);
    return;
  }
  try {
    await navigator.share({ title: event.title, url });
  } catch {
    /* cancelled by the user */
  }
}
