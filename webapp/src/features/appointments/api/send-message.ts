import { api } from "../../../shared/api/api-client";
import type { Message } from "./types";

/** POST /appointments/{id}/messages {text}: the meeting response or the client's message. */
export function sendMessage(id: number, text: string): Promise<Message> {
  return api.post<Message>(`/appointments/${id}/messages`, { text });
}
