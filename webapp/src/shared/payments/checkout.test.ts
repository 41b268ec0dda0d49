// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  CheckoutUnavailable,
  loadCheckout,
  payWithCheckout,
  resetCheckoutLoads,
} from "./checkout";
import type { CheckoutOptions, Order } from "./types";

const order: Order = {
  order_id: "order_123",
  amount: 150000,
  currency: "INR",
  key_id: "rzp_test_sandbox",
  checkout_url: "/sandbox/razorpay/checkout.js",
  name: "Consultation Marketplace",
  description: "Video call with Asha Rao",
  prefill: {
    name: "Rohit",
    email: "rohit@example.in",
    contact: "+919100000001",
  },
};

/** A stand-in for Razorpay's constructor; `act` plays the person at the dialog. */
function fakeRazorpay(
  act: (
    options: CheckoutOptions,
    emit: (event: string, data: unknown) => void,
  ) => void,
) {
  const opened: CheckoutOptions[] = [];
  window.Razorpay = class {
    private listeners: Record<string, ((data: unknown) => void)[]> = {};
    constructor(private options: CheckoutOptions) {}
    on(event: string, callback: (data: unknown) => void) {
      (this.listeners[event] ??= []).push(callback);
    }
    open() {
      opened.push(this.options);
      act(this.options, (event, data) =>
        this.listeners[event]?.forEach((callback) => callback(data)),
      );
    }
  };
  return opened;
}

afterEach(() => {
  delete window.Razorpay;
  resetCheckoutLoads();
  document.head.querySelectorAll("script").forEach((script) => script.remove());
});

describe("payWithCheckout", () => {
  it("opens Checkout with the server's order and resolves paid with the three ids", async () => {
    const opened = fakeRazorpay((options) =>
      options.handler({
        razorpay_order_id: "order_123",
        razorpay_payment_id: "pay_9",
        razorpay_signature: "sig",
      }),
    );
    await expect(payWithCheckout(order)).resolves.toEqual({
      status: "paid",
      proof: {
        razorpay_order_id: "order_123",
        razorpay_payment_id: "pay_9",
        razorpay_signature: "sig",
      },
    });
    expect(opened[0]).toMatchObject({
      key: "rzp_test_sandbox",
      amount: 150000,
      currency: "INR",
      order_id: "order_123",
      prefill: order.prefill,
    });
  });

  it("resolves dismissed when the dialog is closed", async () => {
    fakeRazorpay((options) => options.modal.ondismiss());
    await expect(payWithCheckout(order)).resolves.toEqual({
      status: "dismissed",
    });
  });

  it("resolves failed on payment.failed, and the first ending wins", async () => {
    fakeRazorpay((options, emit) => {
      emit("payment.failed", { error: { description: "Card declined" } });
      options.modal.ondismiss();
    });
    await expect(payWithCheckout(order)).resolves.toEqual({
      status: "failed",
      reason: "Card declined",
    });
  });
});

describe("loadCheckout", () => {
  it("adds the script once however often it is asked for", async () => {
    const first = loadCheckout("/sandbox/razorpay/checkout.js");
    const second = loadCheckout("/sandbox/razorpay/checkout.js");
    const scripts = document.head.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute("src")).toBe(
      "/sandbox/razorpay/checkout.js",
    );
    fakeRazorpay(() => undefined);
    scripts[0]?.dispatchEvent(new Event("load"));
    await expect(Promise.all([first, second])).resolves.toEqual([
      undefined,
      undefined,
    ]);
    await loadCheckout("/sandbox/razorpay/checkout.js");
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
  });

  it("rejects with CheckoutUnavailable when the script fails, and tries again next time", async () => {
    const failing = loadCheckout("/checkout.js");
    document.head.querySelector("script")?.dispatchEvent(new Event("error"));
    await expect(failing).rejects.toBeInstanceOf(CheckoutUnavailable);
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    void loadCheckout("/checkout.js").catch(() => undefined);
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
  });

  it("makes payWithCheckout reject when the script does not load", async () => {
    const paying = payWithCheckout(order);
    document.head.querySelector("script")?.dispatchEvent(new Event("error"));
    await expect(paying).rejects.toBeInstanceOf(CheckoutUnavailable);
  });
});
