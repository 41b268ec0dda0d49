import { api } from "../../../shared/api/api-client";
import type { PushSubscriptionData } from "../../../shared/push/push-subscription";

/** PUT /auth/push: this device takes pushes at the browser's subscription (400: refused). */
export function subscribePush(subscription: PushSubscriptionData): Promise<void> {
  return api.put<void>("/auth/push", subscription);
}
