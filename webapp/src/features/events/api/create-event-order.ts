import { api } from "../../../shared/api/api-client";
import type { Order } from "../../../shared/payments/types";

/** POST /events/bookings/{id}/order: the Razorpay order for the caller's seat hold (409 once it lapsed). */
export function createEventOrder(bookingId: number): Promise<Order> {
  return api.post<Order>(`/events/bookings/${bookingId}/order`);
}
