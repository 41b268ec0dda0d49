import { api } from "../../api/api-client";
import type { User } from "../types";

/** GET /auth/me: the signed-in user. Shared because the header, the account page and sign-in need it. */
export function getMe(signal?: AbortSignal): Promise<User> {
  return api.get<User>("/auth/me", { signal });
}
