import { api } from "../../../shared/api/api-client";
import type { DaySlots } from "../types";

/** GET /professionals/{id}/slots?date=YYYY-MM-DD (public): the day's times and places left. */
export function getDaySlots(
  professionalId: number,
  date: string,
  signal?: AbortSignal,
): Promise<DaySlots> {
  return api.get<DaySlots>(`/professionals/${professionalId}/slots`, {
    query: { date },
    signal,
  });
}
