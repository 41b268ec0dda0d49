import { createOrder, verifyPayment } from "../../../shared/payments/api";
import { pay, type PaymentOutcome } from "../../../shared/payments/pay";

/** Pays for a held appointment through the shared checkout rail. */
export function payForAppointment(
  appointmentId: number,
): Promise<PaymentOutcome> {
  return pay({
    createOrder: () => createOrder(appointmentId),
    verify: verifyPayment,
  });
}
