import { api } from "../../../shared/api/api-client";
import type { Profile } from "../types";

/** POST /profiles/me/banner (multipart, field `image`): the compressed banner. */
export function uploadBanner(image: Blob, filename = "banner.jpg"): Promise<Profile> {
  const form = new FormData();
  form.append("image", image, filename);
  return api.upload<Profile>("/profiles/me/banner", form);
}
