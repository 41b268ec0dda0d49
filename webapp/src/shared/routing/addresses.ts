import { PATHS } from "./paths";

/**
 * The addresses of the pages whose subject travels in the query (the spec carries it in
 * navigation state, which a reload, a shared link or a notification loses):
 * /bookAppoinment?professional=7&plan=2&date=2026-12-01, /bookEvent?event=5,
 * /viewEvent?event=5&from=/events. The paths stay the spec's.
 */

function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * `reschedule`: the client's appointment this page moves (rather than books), and `current`
 * its time now ("YYYY-MM-DDTHH:MM" in the professional's zone), marked among the times.
 */
export function bookAppointmentAddress(
  professional: number,
  more: { plan?: number | null; date?: string | null; reschedule?: number | null; current?: string | null; coupon?: string | null } = {},
): string {
  return withQuery(PATHS.bookAppointment, {
    professional, plan: more.plan, date: more.date, reschedule: more.reschedule, current: more.current,
    coupon: more.coupon,
  });
}

/** A query's local time of a day, "YYYY-MM-DDTHH:MM", else null. */
export function momentParam(value: string | null | undefined): { date: string; start: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(value ?? "");
  const date = dateParam(match?.[1]);
  return match && date ? { date, start: `${match[2]}:${match[3]}` } : null;
}

/** `coupon`: a code the link carries (`?coupon=CODE`), applied on the booking step. */
export function bookEventAddress(event: number, coupon?: string | null): string {
  return withQuery(PATHS.bookEvent, { event, coupon });
}

/** A query's coupon code (`?coupon=CODE`): letters, digits and hyphens, else "". */
export function couponParam(value: string | null | undefined): string {
  const code = (value ?? "").trim();
  return /^[A-Za-z0-9-]{1,20}$/.test(code) ? code.toUpperCase() : "";
}

/** `from`: the page Back returns to (the host's own list hides Book Event). */
export function viewEventAddress(event: number, from?: string | null): string {
  return withQuery(PATHS.viewEvent, { event, from });
}

/** A query's id: a positive whole number, else null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** A query's date, "YYYY-MM-DD" of a real day, else null. */
export function dateParam(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d ? value : null;
}

const INSIDE = "https://app.invalid";
/** A control character (which a browser drops from an address) or a backslash (read as "/"). */
const unsafe = (character: string) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f || character === "\\";

/**
 * A way back inside the app ("/events"), never out to another site: "//evil.example", and
 * what a browser reads as it ("/\\evil.example", "/\t/evil.example": it drops tabs and line
 * breaks from an address) are refused; what is kept is the address as the browser reads it.
 */
export function innerPathParam(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || [...value].some(unsafe)) return null;
  try {
    const url = new URL(value, INSIDE);
    return url.origin === INSIDE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
