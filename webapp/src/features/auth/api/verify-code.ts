import { api } from "../../../shared/api/api-client";
import type { SignedIn } from "../../../shared/session/types";

export interface VerifyCodeInput {
  country_code: string;
  phone: string;
  code: string;
}

/** A new phone number gets a ticket to finish registration with a name. */
export interface NeedsName {
  status: "needs_name";
  ticket: string;
}

/** POST /auth/verify. 400 wrong or expired code, 429 too many tries. */
export function verifyCode(input: VerifyCodeInput): Promise<SignedIn | NeedsName> {
  return api.post<SignedIn | NeedsName>("/auth/verify", input);
}
