import { api } from "../../api/api-client";
import type { Schema } from "../../api/schemas";

/** The signed-in user's e-mail from their own profile (GET /profiles/me), to prefill Email. */
export async function getMyEmail(signal?: AbortSignal): Promise<string> {
  const profile = await api.get<Schema<"ProfileOut">>("/profiles/me", { signal });
  return profile.email ?? "";
}
