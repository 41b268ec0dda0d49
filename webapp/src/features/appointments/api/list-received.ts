import { api } from "../../../shared/api/api-client";
import type { ReceivedFilter, ReceivedPage } from "./types";

/** GET /appointments/received?page=N[&date=&time=]: the professional's list, newest first. */
export function listReceived(page: number, { date, time }: ReceivedFilter, signal?: AbortSignal): Promise<ReceivedPage> {
  return api.get<ReceivedPage>("/appointments/received", {
    query: { page, date: date || undefined, time: date && time ? time : undefined },
    signal,
  });
}
