"""What the invoices area says: its answers and every word of its papers (drawn in the
request's language under translation.override, so one layout serves English and Hindi)."""

from django.utils.translation import gettext_lazy as _

NOT_FOUND = _("This invoice was not found.")

CREDIT_NOTE = _("Credit note")
INVOICE_NUMBER = _("Invoice number")
INVOICE_DATE = _("Invoice date")
CREDIT_NOTE_NUMBER = _("Credit note number")
CREDIT_NOTE_DATE = _("Credit note date")
AGAINST_INVOICE = _("Against invoice")
REVERSE_CHARGE = _("Tax payable on reverse charge")
NO = _("No")
PAYMENT = _("Payment")
OPERATOR = _("E-commerce operator")
PHONE_LINE = _("Phone: {phone}")
DESCRIPTION = _("Description")
SAC = _("SAC")
AMOUNT = _("Amount")
LIST_PRICE = _("List price")
DISCOUNT = _("Discount (code {code})")
VALUE = _("Value")
TOTAL = _("Total")
REFUNDED = _("Refunded")
IN_WORDS = _("Amount in words")
APPOINTMENT_LINE = _("{plan}: appointment on {date} at {time} IST")
WEBINAR_LINE = _("Webinar: {title}, on {date} at {time} IST")
PACKAGE_LINE = _("Package: {name}, {sessions} sessions")
EXEMPT_NOTE = _(
    "Bill of supply: the service is exempt from GST (healthcare services by a clinical "
    "establishment, an authorised medical practitioner or para-medics: notification "
    "12/2017-Central Tax (Rate), entry 74). No GST is charged."
)
UNREGISTERED_NOTE = _("The supplier is not registered for GST: no GST is charged.")
CREDIT_NOTE_NOTE = _("Issued for a refund of the amount above against the invoice named.")
ISSUED_THROUGH = _("Issued electronically on behalf of the supplier by {operator}.")
