import type { CheckoutOutcome, Order, PaymentProof } from "./types";

/** The checkout script could not be loaded: the spec's "Are you online?". */
export class CheckoutUnavailable extends Error {
  constructor() {
    super("The payment checkout could not be loaded.");
    this.name = "CheckoutUnavailable";
  }
}

// One load per script address; a failed load is forgotten so the next press tries again.
const loads = new Map<string, Promise<void>>();

/** Loads Razorpay Checkout (or the sandbox's copy) once, on the first payment of the visit. */
export function loadCheckout(url: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  const pending = loads.get(url);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve() : reject(new CheckoutUnavailable());
    script.onerror = () => {
      script.remove();
      reject(new CheckoutUnavailable());
    };
    document.head.append(script);
  });
  loads.set(url, load);
  load.catch(() => loads.delete(url));
  return load;
}

function failureReason(response: unknown): string {
  const error = (response as { error?: { description?: unknown } } | null)
    ?.error;
  return typeof error?.description === "string" ? error.description : "";
}

/**
 * Opens Checkout for a server-made order and waits for it to end: paid (with the three ids to
 * verify on the server), failed, or dismissed. Rejects with CheckoutUnavailable when the
 * script does not load. A failed attempt keeps Checkout open for another try in Razorpay's own
 * dialog, so the first of the outcomes wins and later callbacks are ignored.
 */
export async function payWithCheckout(order: Order): Promise<CheckoutOutcome> {
  await loadCheckout(order.checkout_url);
  const Checkout = window.Razorpay;
  if (!Checkout) throw new CheckoutUnavailable();
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Checkout({
      key: order.key_id,
      amount: order.amount,
      currency: order.currency,
      name: order.name,
      description: order.description,
      order_id: order.order_id,
      prefill: order.prefill,
      handler: (proof: PaymentProof) =>
        settle({
          status: "paid",
          proof: {
            razorpay_order_id: proof.razorpay_order_id,
            razorpay_payment_id: proof.razorpay_payment_id,
            razorpay_signature: proof.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => settle({ status: "dismissed" }) },
    });
    checkout.on("payment.failed", (response) =>
      settle({ status: "failed", reason: failureReason(response) }),
    );
    checkout.open();
  });
}

/** For tests: forget loaded scripts. */
export function resetCheckoutLoads(): void {
  loads.clear();
}
