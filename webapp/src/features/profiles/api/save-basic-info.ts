import { api } from "../../../shared/api/api-client";
import type { BasicInfo, Profile } from "../types";

/** PUT /profiles/me/basic: name, e-mail, position, about, country, state. */
export function saveBasicInfo(info: BasicInfo): Promise<Profile> {
  return api.put<Profile>("/profiles/me/basic", info);
}
