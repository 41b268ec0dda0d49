import { api } from "../../../shared/api/api-client";
import type { Schema } from "../../../shared/api/schemas";
import type { SignedIn } from "../../../shared/session/types";

export type RegisterInput = Schema<"RegisterIn">;

/** POST /auth/register: creates the account of a verified new phone number. */
export function register(input: RegisterInput): Promise<SignedIn> {
  return api.post<SignedIn>("/auth/register", input);
}
