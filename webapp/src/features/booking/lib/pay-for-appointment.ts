import { ApiError } from "../../../shared/api/api-error";
import type { BusinessDetails } from "../../../shared/invoices/business-fields";
import { createOrder, verifyPayment } from "../../../shared/payments/api";
import { pay, type PaymentOutcome } from "../../../shared/payments/pay";

/** Pays for a held appointment through the shared checkout rail; the business details (when
 * given) go with the order, and their field errors back to their fields. */
export function payForAppointment(
  appointmentId: number,
  business?: BusinessDetails,
): Promise<PaymentOutcome> {
  business?.setErrors({});
  return pay({
    createOrder: async () => {
      try {
        return await createOrder(appointmentId, business?.billing() ?? {});
      } catch (error) {
        if (error instanceof ApiError && (error.fields.gstin || error.fields.business_name)) {
          business?.setErrors({ gstin: error.fields.gstin, business_name: error.fields.business_name });
        }
        throw error;
      }
    },
    verify: verifyPayment,
  });
}
