import { api } from "../../api/api-client";

/** POST /auth/logout: revokes this device's session on the server (204). */
export function logout(): Promise<void> {
  return api.post<void>("/auth/logout");
}
