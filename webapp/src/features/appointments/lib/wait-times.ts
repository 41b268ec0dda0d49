import { meridiemShown } from "../../../shared/format/meridiem";
import { toClock } from "../../../shared/format/time-range";

/** "HH:MM" (24 h) of an instant in a time zone: a place in line names its end only as an instant. */
export function clockIn(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  try {
    return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
  } catch {
    return ""; // a zone this browser does not know
  }
}

/** A start alone as the spec writes times, "10 : 30 AM" (in Hindi "10 : 30 पूर्वाह्न"); as
 * given when not "HH:MM". */
export function formatStart(hhmm: string): string {
  const clock = toClock(hhmm);
  return clock ? `${clock.hour} : ${String(clock.minute).padStart(2, "0")} ${meridiemShown(clock.meridiem)}` : hhmm;
}
