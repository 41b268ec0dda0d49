import { api } from "../../../shared/api/api-client";
import type { PlansPayload, Profile } from "../types";

/** PUT /profiles/me/plans: the whole Service / Session form; plans not sent are deleted. */
export function savePlans(form: PlansPayload): Promise<Profile> {
  return api.put<Profile>("/profiles/me/plans", form);
}
