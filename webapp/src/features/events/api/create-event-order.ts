import { api } from "../../../shared/api/api-client";
import type { Billing } from "../../../shared/invoices/business-fields";
import type { Order } from "../../../shared/payments/types";

/** POST /events/bookings/{id}/order: the Razorpay order for the caller's seat hold (409 once it
 * lapsed), with the booker's business details for a business invoice when they gave them. */
export function createEventOrder(bookingId: number, billing: Billing = {}): Promise<Order> {
  return api.post<Order>(`/events/bookings/${bookingId}/order`, billing);
}
