import { api } from "../../../shared/api/api-client";
import type { Profile } from "../types";

/** GET /profiles/{ref}: a public profile by numeric id or username (404 "Profile not found."). */
export function getProfile(ref: string, signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>(`/profiles/${encodeURIComponent(ref)}`, { signal });
}
