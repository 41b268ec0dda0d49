import { ApiError } from "../../../shared/api/api-error";
import type { BusinessDetails } from "../../../shared/invoices/business-fields";
import { verifyPayment } from "../../../shared/payments/api";
import { pay, type PaymentOutcome } from "../../../shared/payments/pay";
import { createEventOrder } from "../api/create-event-order";

/** Pays for a held seat through the shared checkout rail (order, Checkout, verify); the
 * business details (when given) go with the order, and their field errors back to them. */
export function payForBooking(bookingId: number, business?: BusinessDetails): Promise<PaymentOutcome> {
  business?.setErrors({});
  return pay({
    createOrder: async () => {
      try {
        return await createEventOrder(bookingId, business?.billing() ?? {});
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
