/** The browser's own time zone (IANA name). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function wallClock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
}

/**
 * Whether a viewer in `viewerZone` reads a different date or time at that instant than the
 * professional's zone shows. Compared by clock, not by name: "Asia/Calcutta" (what many
 * browsers report) and "Asia/Kolkata" are the same time and need no label.
 */
export function zonesDiffer(professionalZone: string, viewerZone: string, atIso: string): boolean {
  if (professionalZone === viewerZone) return false;
  const at = new Date(atIso);
  if (Number.isNaN(at.getTime())) return false;
  try {
    return wallClock(at, professionalZone) !== wallClock(at, viewerZone);
  } catch {
    return true; // a zone this browser does not know: name it rather than guess
  }
}
