import { api } from "../../../shared/api/api-client";
import type { ItemSectionKey } from "../lib/item-sections";
import type { Profile } from "../types";

/** DELETE /profiles/me/items/{section}/{id}. */
export function deleteItem(section: ItemSectionKey, id: number): Promise<Profile> {
  return api.delete<Profile>(`/profiles/me/items/${section}/${id}`);
}
