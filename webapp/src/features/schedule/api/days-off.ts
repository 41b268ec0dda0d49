import { api } from "../../../shared/api/api-client";
import type { DayOffIn, DayOffOut } from "./types";

/**
 * GET /schedule/me/days-off: the upcoming days off and other hours (those with `hours`), each
 * with the times booked on it.
 */
export function getDaysOff(signal?: AbortSignal): Promise<DayOffOut[]> {
  return api.get<DayOffOut[]>("/schedule/me/days-off", { signal });
}

/**
 * POST /schedule/me/days-off {first, last, hours}: 201 with the day off (no hours) or other
 * hours, and what is booked on it. 422 with `fields` ("first", "hours.0.start", ...).
 */
export function addDayOff(dayOff: DayOffIn): Promise<DayOffOut> {
  return api.post<DayOffOut>("/schedule/me/days-off", dayOff);
}

/** DELETE /schedule/me/days-off/{id}: the dates are bookable again. */
export function removeDayOff(id: number): Promise<void> {
  return api.delete<void>(`/schedule/me/days-off/${id}`);
}
