import { api } from "../api/api-client";
import type { Order, PaymentProof, PaymentResult } from "./types";

/** POST /payments/orders: the Razorpay order for the caller's hold (409 when it lapsed). */
export function createOrder(appointmentId: number): Promise<Order> {
  return api.post<Order>("/payments/orders", { appointment_id: appointmentId });
}

/** POST /payments/verify: the server checks Checkout's signature and records the payment. */
export function verifyPayment(proof: PaymentProof): Promise<PaymentResult> {
  return api.post<PaymentResult>("/payments/verify", proof);
}
