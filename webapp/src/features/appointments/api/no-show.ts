import { api } from "../../../shared/api/api-client";
import type { NoShow } from "./types";

/** POST /appointments/{id}/no-show {text}: either side reports the other absent (409 outside the window, or reported already). */
export function reportNoShow(id: number, text: string): Promise<NoShow> {
  return api.post<NoShow>(`/appointments/${id}/no-show`, { text });
}

/** POST /appointments/{id}/no-show/agree: the professional agrees; the client is refunded in full. */
export function agreeNoShow(id: number): Promise<NoShow> {
  return api.post<NoShow>(`/appointments/${id}/no-show/agree`);
}

/** POST /appointments/{id}/no-show/dispute {text}: the side reported against sends it to support. */
export function disputeNoShow(id: number, text: string): Promise<NoShow> {
  return api.post<NoShow>(`/appointments/${id}/no-show/dispute`, { text });
}
