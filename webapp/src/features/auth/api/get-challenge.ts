import { api } from "../../../shared/api/api-client";
import type { Challenge } from "../lib/proof-of-work";

/** GET /auth/challenge: a proof-of-work challenge, for when POST /auth/code answers 428. */
export function getChallenge(): Promise<Challenge> {
  return api.get<Challenge>("/auth/challenge");
}
