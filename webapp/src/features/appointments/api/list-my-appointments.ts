import { api } from "../../../shared/api/api-client";
import type { AppointmentPage } from "./types";

/** GET /appointments/mine?page=N[&date=YYYY-MM-DD]: the client's appointments, newest first. */
export function listMyAppointments(page: number, date: string, signal?: AbortSignal): Promise<AppointmentPage> {
  return api.get<AppointmentPage>("/appointments/mine", { query: { page, date: date || undefined }, signal });
}
