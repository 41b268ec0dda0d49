"""What the payments area says. The client's toasts ("Payment Completed!", "Payment
Failed.Try Again...") are the web app's; these are the server's answers."""

from django.utils.translation import gettext_lazy as _

VERIFICATION_FAILED = _("Payment verification failed.")
ORDER_NOT_FOUND = _("This payment order was not found.")
PAYMENT_MISMATCH = _("This payment does not belong to this order.")
PAYMENT_NOT_CAPTURED = _("This payment has not been completed.")
GATEWAY_UNAVAILABLE = _("The payment service is not answering. Please try again in a moment.")
GATEWAY_REFUSED = _("The payment service refused the request.")
BAD_WEBHOOK_SIGNATURE = _("The webhook signature is not valid.")
BAD_WEBHOOK = _("The webhook is not a Razorpay event.")
REFUNDED_ALREADY = _("This payment was refunded in full.")
# Refund reasons the system records (staff read them, and so does Razorpay): not translated.
REFUND_PLACE_GONE = "place gone"
REFUND_DUPLICATE = "appointment already paid"
PAYMENT_NOT_FOUND = _("This payment was not found.")
PAYMENT_UNKNOWN = _("Razorpay does not know this payment. Please check it or pay again.")
ENTER_REFUND_REASON = _("Enter the reason for the refund.")
REFUND_AMOUNT = _("Enter an amount to refund of more than ₹0.")
REFUND_TOO_MUCH = _("At most {left} of this payment can still be refunded.")
REFUND_BEYOND_CAPTURE = _("Refund {refund} would give back more than was captured: not recorded.")
ENTER_BUSINESS_NAME = _("Enter the business name this GSTIN is registered in.")
ENTER_GSTIN = _("Enter the business's GSTIN too, or leave both empty.")
BUSINESS_NAME_TOO_LONG = _("Enter at most 120 characters.")
