import { ApiError } from "../api/api-error";
import { CheckoutUnavailable, payWithCheckout } from "./checkout";
import { PAYMENT_TEXTS as T } from "./constants";
import type { Order, PaymentProof, PaymentResult } from "./types";

/** How paying ended, with the toast to show. */
export type PaymentOutcome =
  | { status: "paid"; result: PaymentResult; message: string }
  | { status: "cancelled"; message: string }
  | {
      status: "failed";
      message: string;
      conflict: boolean;
      /** Checkout took the money but its verification did not come through: the server hears
       * of the payment by webhook, so the hold must not be given back meanwhile. */
      charged?: boolean;
    };

export interface PaymentSteps {
  createOrder: () => Promise<Order>;
  verify: (proof: PaymentProof) => Promise<PaymentResult>;
  checkout?: (order: Order) => ReturnType<typeof payWithCheckout>;
}

// A 409 is the server's considered answer (the hold lapsed, the place is gone and the payment
// refunded): its own words say more than a generic toast.
const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409;

/**
 * The spec's payment flow for anything paid: make the order on the server, open Checkout,
 * verify the three ids on the server. Never throws: every ending has its toast text.
 */
export async function pay(steps: PaymentSteps): Promise<PaymentOutcome> {
  let order: Order;
  try {
    order = await steps.createOrder();
  } catch (error) {
    if (isConflict(error))
      return { status: "failed", message: error.message, conflict: true };
    return { status: "failed", message: T.orderFailed, conflict: false };
  }

  let outcome;
  try {
    outcome = await (steps.checkout ?? payWithCheckout)(order);
  } catch (error) {
    if (error instanceof CheckoutUnavailable) {
      return { status: "failed", message: T.scriptFailed, conflict: false };
    }
    throw error;
  }
  if (outcome.status === "dismissed")
    return { status: "cancelled", message: T.cancelled };
  if (outcome.status === "failed") {
    return { status: "failed", message: T.notCompleted, conflict: false };
  }

  try {
    const result = await steps.verify(outcome.proof);
    return { status: "paid", result, message: T.completed };
  } catch (error) {
    if (isConflict(error))
      return { status: "failed", message: error.message, conflict: true };
    if (
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500
    ) {
      return {
        status: "failed",
        message: T.verificationRefused,
        conflict: false,
        charged: true,
      };
    }
    return {
      status: "failed",
      message: T.verificationUnreachable,
      conflict: false,
      charged: true,
    };
  }
}
