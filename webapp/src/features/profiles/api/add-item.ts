import { api } from "../../../shared/api/api-client";
import type { ItemSectionKey } from "../lib/item-sections";
import type { ItemFields, Profile } from "../types";

/** POST /profiles/me/items/{section}: adds one skill, school, language, job, link or award. */
export function addItem(section: ItemSectionKey, fields: ItemFields): Promise<Profile> {
  return api.post<Profile>(`/profiles/me/items/${section}`, fields);
}
