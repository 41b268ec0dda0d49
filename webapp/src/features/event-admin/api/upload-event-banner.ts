import { api } from "../../../shared/api/api-client";
import type { EventDetail } from "../types";

/** POST /events/{id}/banner (multipart, field `image`): a png or jpeg of at most 8 MB. */
export function uploadEventBanner(id: number, image: File): Promise<EventDetail> {
  const form = new FormData();
  form.append("image", image, image.name);
  return api.upload<EventDetail>(`/events/${id}/banner`, form);
}
