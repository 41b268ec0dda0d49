import { DEFAULT_TIME_ZONE } from "../constants";

/**
 * The IANA zones the browser knows, with the default and the saved one always offered (some
 * browsers list India only under its old name, Asia/Calcutta).
 */
export function timeZoneChoices(current: string): string[] {
  let known: string[] = [];
  try {
    known = Intl.supportedValuesOf("timeZone");
  } catch {
    // An older browser: the default and the saved zone remain.
  }
  return [...new Set([DEFAULT_TIME_ZONE, current, ...known])].filter(Boolean).sort();
}
