import { api } from "../../../shared/api/api-client";
import type { PlansForm, Profile } from "../types";

/** PUT /profiles/me/plans: the whole Service / Session form; plans not sent are deleted. */
export function savePlans(form: PlansForm): Promise<Profile> {
  return api.put<Profile>("/profiles/me/plans", form);
}
