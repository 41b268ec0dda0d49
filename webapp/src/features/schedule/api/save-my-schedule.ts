import { api } from "../../../shared/api/api-client";
import type { ScheduleIn, ScheduleOut } from "./types";

/** PUT /schedule/me: replaces the whole list (kept windows carry their ids). */
export function saveMySchedule(schedule: ScheduleIn): Promise<ScheduleOut> {
  return api.put<ScheduleOut>("/schedule/me", schedule);
}
