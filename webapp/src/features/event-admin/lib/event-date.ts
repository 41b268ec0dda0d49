const DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "2026-12-01" -> "1 Dec 2026": the event's own calendar day, whatever the viewer's zone. */
export function formatEventDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : DAY.format(day);
}
