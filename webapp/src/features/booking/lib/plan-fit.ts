import type { Plan } from "../types";

function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A time's session length in minutes: its end minus its start ("HH:MM", one day). */
export function sessionMinutes(slot: { start: string; end: string }): number {
  return minutesOf(slot.end) - minutesOf(slot.start);
}

/** Whether the plan can be booked in that time: it asks for no length, or one the session has. */
export function planFits(plan: Pick<Plan, "duration_minutes">, slot: { start: string; end: string }): boolean {
  return !plan.duration_minutes || sessionMinutes(slot) >= plan.duration_minutes;
}
