import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error";
import { CheckoutUnavailable } from "./checkout";
import { pay } from "./pay";
import type { CheckoutOutcome, Order, PaymentResult } from "./types";

const order = { order_id: "order_1" } as Order;
const proof = {
  razorpay_order_id: "order_1",
  razorpay_payment_id: "pay_1",
  razorpay_signature: "s",
};
const result = { status: "paid" } as PaymentResult;
const ends = (outcome: CheckoutOutcome) => vi.fn(async () => outcome);

describe("pay: the spec's toasts for each ending", () => {
  it("verifies the ids Checkout handed back: Payment Completed!", async () => {
    const verify = vi.fn(async () => result);
    const outcome = await pay({
      createOrder: async () => order,
      checkout: ends({ status: "paid", proof }),
      verify,
    });
    expect(outcome).toEqual({
      status: "paid",
      result,
      message: "Payment Completed!",
    });
    expect(verify).toHaveBeenCalledWith(proof);
  });

  it("order creation failed: Server error. Are you online?; a lapsed hold: the server's words", async () => {
    const checkout = ends({ status: "dismissed" });
    const down = await pay({
      createOrder: () => Promise.reject(new ApiError(0, "x")),
      checkout,
      verify: vi.fn(),
    });
    expect(down).toMatchObject({
      status: "failed",
      message: "Server error. Are you online?",
    });
    const lapsed = await pay({
      createOrder: () =>
        Promise.reject(new ApiError(409, "Your hold on this time has lapsed.")),
      checkout,
      verify: vi.fn(),
    });
    expect(lapsed).toEqual({
      status: "failed",
      message: "Your hold on this time has lapsed.",
      conflict: true,
    });
    expect(checkout).not.toHaveBeenCalled();
  });

  it("script failed: Are you online?", async () => {
    const outcome = await pay({
      createOrder: async () => order,
      checkout: () => Promise.reject(new CheckoutUnavailable()),
      verify: vi.fn(),
    });
    expect(outcome).toMatchObject({
      status: "failed",
      message: "Are you online?",
    });
  });

  it("dismissed: Transaction cancelled.!; failed: Payment Not Completed.Try Again...", async () => {
    const verify = vi.fn();
    const dismissed = await pay({
      createOrder: async () => order,
      checkout: ends({ status: "dismissed" }),
      verify,
    });
    expect(dismissed).toEqual({
      status: "cancelled",
      message: "Transaction cancelled.!",
    });
    const failed = await pay({
      createOrder: async () => order,
      checkout: ends({ status: "failed", reason: "declined" }),
      verify,
    });
    expect(failed).toMatchObject({
      status: "failed",
      message: "Payment Not Completed.Try Again...",
    });
    expect(verify).not.toHaveBeenCalled();
  });

  it("verification refused, unreachable, or the place gone", async () => {
    const run = (error: ApiError) =>
      pay({
        createOrder: async () => order,
        checkout: ends({ status: "paid", proof }),
        verify: () => Promise.reject(error),
      });
    expect(
      await run(new ApiError(400, "Payment verification failed.")),
    ).toMatchObject({
      message: "Payment Failed.Try Again...",
      charged: true,
    });
    // Checkout took the money: the hold waits for the webhook rather than being given back.
    expect(await run(new ApiError(0, "offline"))).toMatchObject({
      message: "Server error. Payment verification failed.",
      charged: true,
    });
    expect(await run(new ApiError(409, "Refunded in full."))).toEqual({
      status: "failed",
      message: "Refunded in full.",
      conflict: true,
    });
  });
});
