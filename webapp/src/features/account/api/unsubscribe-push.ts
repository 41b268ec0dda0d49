import { api } from "../../../shared/api/api-client";

/** DELETE /auth/push: this device takes no more pushes. */
export function unsubscribePush(): Promise<void> {
  return api.delete("/auth/push");
}
