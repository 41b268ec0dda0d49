import { api } from "../../../shared/api/api-client";
import type { Review } from "./types";

/** POST /appointments/{id}/review {text}: writes the client's feedback, or edits it. */
export function writeReview(id: number, text: string): Promise<Review> {
  return api.post<Review>(`/appointments/${id}/review`, { text });
}
