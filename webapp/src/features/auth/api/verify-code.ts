import { api } from "../../../shared/api/api-client";
import type { Schema } from "../../../shared/api/schemas";
import type { SignedIn } from "../../../shared/session/types";

export type VerifyCodeInput = Schema<"VerifyIn">;

/** A new phone number gets a ticket to finish registration with a name. */
export type NeedsName = Schema<"SignInOut"> & { status: "needs_name"; ticket: string };

/** POST /auth/verify. 400 wrong or expired code, 429 too many tries. */
export function verifyCode(input: VerifyCodeInput): Promise<SignedIn | NeedsName> {
  return api.post<SignedIn | NeedsName>("/auth/verify", input);
}
