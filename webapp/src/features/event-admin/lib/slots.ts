import { EVENT_ADMIN_TEXTS as T } from "../constants";

/** The card's slots: "Unlimited", or the number with what is left ("Sold out" at none). */
export function slotsText({ seats, left }: { seats: number | null; left: number | null }): string {
  if (seats === null) return T.unlimited;
  if (left === null) return String(seats);
  return `${seats} (${left === 0 ? T.soldOut : T.left(left)})`;
}
