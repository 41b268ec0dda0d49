import { api } from "../../../shared/api/api-client";
import type { Schema } from "../../../shared/api/schemas";

/** `altcha`, a solved proof of work, only once the server has asked for one (428). */
export type RequestCodeInput = Omit<Schema<"CodeIn">, "altcha"> & { altcha?: string };

/**
 * POST /auth/code: texts a one-time code to the phone. 400 invalid input, 428 solve a
 * challenge first (see with-proof-of-work), 429 rate-limited.
 */
export function requestCode(input: RequestCodeInput): Promise<Schema<"CodeOut">> {
  return api.post<Schema<"CodeOut">>("/auth/code", input);
}
