import { verifyPayment } from "../../../shared/payments/api";
import { pay, type PaymentOutcome } from "../../../shared/payments/pay";
import { createEventOrder } from "../api/create-event-order";

/** Pays for a held seat through the shared checkout rail (order, Checkout, verify). */
export function payForBooking(bookingId: number): Promise<PaymentOutcome> {
  return pay({ createOrder: () => createEventOrder(bookingId), verify: verifyPayment });
}
