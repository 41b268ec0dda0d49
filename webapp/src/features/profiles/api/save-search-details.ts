import { api } from "../../../shared/api/api-client";
import type { Profile, SearchDetails } from "../types";

/** PUT /profiles/me/search: the service category and search keywords. */
export function saveSearchDetails(details: SearchDetails): Promise<Profile> {
  return api.put<Profile>("/profiles/me/search", details);
}
