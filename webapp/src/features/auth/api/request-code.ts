import { api } from "../../../shared/api/api-client";

export interface RequestCodeInput {
  country_code: string;
  phone: string;
}

/** POST /auth/code: texts a one-time code to the phone. 400 invalid input, 429 rate-limited. */
export function requestCode(input: RequestCodeInput): Promise<{ message: string }> {
  return api.post<{ message: string }>("/auth/code", input);
}
