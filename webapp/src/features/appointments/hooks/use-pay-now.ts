import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { createOrder, verifyPayment } from "../../../shared/payments/api";
import { pay } from "../../../shared/payments/pay";
import { appointmentKeys } from "../api/query-keys";
import { patchListed } from "../lib/cache";

/**
 * "Pay Now" of an accepted, unpaid appointment (or a live pay-first hold) through the shared
 * rail: the server makes the order for the price stored on the appointment, Checkout takes
 * the payment, the server verifies it. Each ending has the spec's toast; a paid card turns
 * Paid at once and the list refetches.
 */
export function usePayNow(appointmentId: number) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const payNow = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await pay({ createOrder: () => createOrder(appointmentId), verify: verifyPayment });
      if (outcome.status === "paid") {
        toast.success(outcome.message);
        patchListed(queryClient, appointmentId, (item) => ({ ...item, status: "accepted", paid: true }));
      } else {
        toast.error(outcome.message);
      }
      if (outcome.status === "paid" || (outcome.status === "failed" && outcome.conflict)) {
        void queryClient.invalidateQueries({ queryKey: appointmentKeys.all() });
      }
    } finally {
      setBusy(false);
    }
  };
  return { payNow, busy };
}
