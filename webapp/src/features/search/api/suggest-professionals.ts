import { api } from "../../../shared/api/api-client";
import type { Professional } from "../../../shared/professionals/types";

/** GET /professionals/suggest?q=: up to 8 best matches for the overlay, `q` sent as typed. */
export function suggestProfessionals(q: string, signal?: AbortSignal): Promise<Professional[]> {
  return api.get<Professional[]>("/professionals/suggest", { query: { q }, signal });
}
