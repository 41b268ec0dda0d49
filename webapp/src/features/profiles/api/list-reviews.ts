import { api } from "../../../shared/api/api-client";
import type { ReviewPage } from "../types";

/** GET /profiles/{ref}/reviews?page=N: ten reviews a page, newest first. */
export function listReviews(ref: string, page: number, signal?: AbortSignal): Promise<ReviewPage> {
  return api.get<ReviewPage>(`/profiles/${encodeURIComponent(ref)}/reviews`, {
    query: { page },
    signal,
  });
}
