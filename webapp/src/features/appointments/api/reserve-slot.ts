import { api } from "../../../shared/api/api-client";
import type { Received } from "./types";

/** POST /appointments/reservations {window_id, start, date}: 201 with the "Reserved Slot" card. */
export function reserveSlot(windowId: number, start: string, date: string): Promise<Received> {
  return api.post<Received>("/appointments/reservations", { window_id: windowId, start, date });
}
