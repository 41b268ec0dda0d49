import { api } from "../../../shared/api/api-client";
import type { Professional } from "../../../shared/professionals/types";
import { POPULAR_LIMIT } from "../constants";

/** GET /professionals/popular?term=&limit=: most reviewed listed professionals, `term` narrows by search match. */
export function listPopularProfessionals(term: string, signal?: AbortSignal): Promise<Professional[]> {
  return api.get<Professional[]>("/professionals/popular", {
    query: { term, limit: POPULAR_LIMIT },
    signal,
  });
}
