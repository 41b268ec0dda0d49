import { api } from "../../../shared/api/api-client";
import type { ScheduleOut } from "./types";

/** GET /schedule/me: the signed-in professional's weekly windows and booking settings. */
export function getMySchedule(signal?: AbortSignal): Promise<ScheduleOut> {
  return api.get<ScheduleOut>("/schedule/me", { signal });
}
