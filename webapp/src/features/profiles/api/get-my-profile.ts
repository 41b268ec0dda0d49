import { api } from "../../../shared/api/api-client";
import type { Profile } from "../types";

/** GET /profiles/me: the signed-in user's profile, with their e-mail. */
export function getMyProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>("/profiles/me", { signal });
}
