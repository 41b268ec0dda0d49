import { api } from "../../../shared/api/api-client";
import type { Professional } from "../types";

/** GET /profiles/{id}: the public profile (plans, consulting note, payment_required). */
export function getProfessional(
  id: number,
  signal?: AbortSignal,
): Promise<Professional> {
  return api.get<Professional>(`/profiles/${id}`, { signal });
}
