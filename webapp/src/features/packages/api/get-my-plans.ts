import { api } from "../../../shared/api/api-client";
import type { Schema } from "../../../shared/api/schemas";

export type MyProfile = Schema<"ProfileOut">;

/** GET /profiles/me: the professional's own plans, which a package is made of. */
export function getMyProfile(signal?: AbortSignal): Promise<MyProfile> {
  return api.get<MyProfile>("/profiles/me", { signal });
}
