/** Milliseconds left until `deadline` (ISO), never below 0; 0 for an unreadable deadline. */
export function msLeft(deadline: string, now: number): number {
  const end = Date.parse(deadline);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** "9:05" for 9 minutes 5 seconds; whole seconds rounded up, so "0:00" means it has lapsed. */
export function countdownText(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
