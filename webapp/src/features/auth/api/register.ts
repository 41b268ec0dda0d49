import { api } from "../../../shared/api/api-client";
import type { SignedIn } from "../../../shared/session/types";

export interface RegisterInput {
  ticket: string;
  first_name: string;
  last_name: string;
}

/** POST /auth/register: creates the account of a verified new phone number. */
export function register(input: RegisterInput): Promise<SignedIn> {
  return api.post<SignedIn>("/auth/register", input);
}
