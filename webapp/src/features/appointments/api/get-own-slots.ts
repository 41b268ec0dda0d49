import { api } from "../../../shared/api/api-client";
import type { DaySlots } from "./types";

/** GET /professionals/{id}/slots?date=: the day's times with places left (the reserve dialog). */
export function getOwnSlots(professionalId: number, date: string, signal?: AbortSignal): Promise<DaySlots> {
  return api.get<DaySlots>(`/professionals/${professionalId}/slots`, { query: { date }, signal });
}
