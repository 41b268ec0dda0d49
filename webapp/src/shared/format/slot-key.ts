/** A time of a day: a window's session, named by the window and the session's start (HH:MM). */
export function slotKey(slot: { window_id: number; start: string }): string {
  return `${slot.window_id}@${slot.start}`;
}
