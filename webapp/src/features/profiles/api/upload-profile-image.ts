import { api } from "../../../shared/api/api-client";
import type { Profile } from "../types";

/** POST /profiles/me/image (multipart, field `image`): the cropped, compressed avatar. */
export function uploadProfileImage(image: Blob, filename = "profile.jpg"): Promise<Profile> {
  const form = new FormData();
  form.append("image", image, filename);
  return api.upload<Profile>("/profiles/me/image", form);
}
