import { api } from "../../api/api-client";
import type { Schema } from "../../api/schemas";

/**
 * The e-mail the signed-in user gave last (GET /auth/me/email: their profile's, else the last
 * one typed into a booking form), to prefill Email.
 */
export async function getMyEmail(signal?: AbortSignal): Promise<string> {
  const answer = await api.get<Schema<"EmailOut">>("/auth/me/email", { signal });
  return answer.email;
}
