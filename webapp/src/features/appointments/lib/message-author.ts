import { APPOINTMENT_TEXTS as T } from "../constants";

/**
 * Who wrote a message, as the thread labels it: "You" for the signed-in user; otherwise the
 * other side's label ("Client" on the professional's screen, the professional's name on the
 * client's).
 */
export function authorLabel(authorId: number, meId: number | null, otherSide: string): string {
  return meId !== null && authorId === meId ? T.you : otherSide;
}
