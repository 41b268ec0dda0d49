import type { ReceivedFilter } from "./types";

/** Cache keys of the appointment lists; the app's live-frame wiring invalidates them too. */
export const appointmentKeys = {
  all: () => ["appointments"] as const,
  /** The client's list, optionally of one date. */
  mine: (date = "") => ["appointments", "mine", date] as const,
  /** The professional's list, optionally of one date (and time). */
  received: ({ date, time }: ReceivedFilter = { date: "", time: "" }) =>
    ["appointments", "received", date, time] as const,
  /** The professional's own times of a day, for the reserve dialog. */
  ownSlots: (professionalId: number, date: string) =>
    ["appointments", "own-slots", professionalId, date] as const,
};
