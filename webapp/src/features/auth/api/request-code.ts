import { api } from "../../../shared/api/api-client";
import type { Schema } from "../../../shared/api/schemas";

export type RequestCodeInput = Schema<"CodeIn">;

/** POST /auth/code: texts a one-time code to the phone. 400 invalid input, 429 rate-limited. */
export function requestCode(input: RequestCodeInput): Promise<Schema<"CodeOut">> {
  return api.post<Schema<"CodeOut">>("/auth/code", input);
}
