import type { Schema } from "../api/schemas";

export type Order = Schema<"OrderOut">;
/** The three ids Checkout hands back, sent to POST /payments/verify as they are. */
export interface PaymentProof {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
export type PaymentResult = Schema<"PaymentResultOut">;

/** How one opening of Checkout ended. */
export type CheckoutOutcome =
  | { status: "paid"; proof: PaymentProof }
  | { status: "failed"; reason: string }
  | { status: "dismissed" };

/** The part of Razorpay Checkout's options this app sets (same for the sandbox's copy). */
export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: PaymentProof) => void;
  modal: { ondismiss: () => void };
}

export interface CheckoutInstance {
  open(): void;
  on(event: "payment.failed", callback: (response: unknown) => void): void;
}

export type CheckoutConstructor = new (
  options: CheckoutOptions,
) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}
