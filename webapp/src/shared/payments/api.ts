import { api } from "../api/api-client";
import type { Billing } from "../invoices/business-fields";
import type { Order, PaymentProof, PaymentResult } from "./types";

/** POST /payments/orders: the Razorpay order for the caller's hold (409 when it lapsed), with
 * the client's business details for a business invoice when they gave them. */
export function createOrder(appointmentId: number, billing: Billing = {}): Promise<Order> {
  return api.post<Order>("/payments/orders", { appointment_id: appointmentId, ...billing });
}

/** POST /payments/verify: the server checks Checkout's signature and records the payment. */
export function verifyPayment(proof: PaymentProof): Promise<PaymentResult> {
  return api.post<PaymentResult>("/payments/verify", proof);
}
