import { api } from "../../../shared/api/api-client";

/** DELETE /auth/sessions/{id}: signs another device out. */
export function revokeSession(id: number): Promise<void> {
  return api.delete(`/auth/sessions/${id}`);
}
