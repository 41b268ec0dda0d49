"""What the earnings server side says. Spec texts are spelled as the spec spells them."""

from django.utils.translation import gettext_lazy as _

ENTER_NAME = _("Enter the account holder's name.")
NAME_TOO_LONG = _("The name can be at most 120 characters.")
ENTER_ACCOUNT = _("Enter an account number of 9 to 18 digits.")
ENTER_IFSC = _("Enter a valid IFSC code, like SBIN0001234.")
ENTER_PHONE = _("Please enter a 10-digit phone number.")
CHOOSE_BALANCE = _("Choose the Booking or the Event balance.")
ENTER_AMOUNT = _("Enter the amount to withdraw.")
MINIMUM = _("The minimum withdrawal is {minimum}.")
AT_MOST = _("You can withdraw at most {available} from your {balance} balance.")
ENTER_REFERENCE = _("Enter the bank's reference for this payout (at most 60 characters).")
ENTER_REASON = _("Enter why this payout failed.")
WITHDRAWAL_NOT_FOUND = _("This withdrawal does not exist.")
PAID = _("Your withdrawal of {amount} was paid (reference {reference}).")
FAILED = _("Your withdrawal of {amount} failed: {reason}. The money is back in your balance.")
ENTER_QUARTER = _("Choose a quarter, like 2026-27-Q1.")
ENTER_YEAR = _("Choose a financial year, like 2026-27.")
ENTER_MONTH = _("Choose a month, like 2026-10.")
FEE_INVOICE_NOT_FOUND = _("This invoice does not exist.")

# The papers: the quarterly statement and the platform's fee invoice.
STATEMENT = _("Statement of earnings")
STATEMENT_OF = _("{quarter}, financial year {year}")
PERIOD = _("Period")
FROM_TO = _("{start} to {end}")
ISSUED_ON = _("Issued on")
PLATFORM = _("Platform")
PROFESSIONAL = _("Professional")
NO_PAN = _("PAN: not given")
DATE = _("Date")
WHAT = _("What")
GROSS = _("Gross")
FEE = _("Platform fee")
TDS = "TDS"  # the same in both languages
TCS = "TCS"  # the same in both languages
NET = _("Net")
BALANCE = _("Balance")
PAID_OUT = _("Paid out")
KIND_PAYMENT = _("Payment")
KIND_REFUND = _("Refund")
KIND_WITHDRAWAL = _("Withdrawal")
KIND_PAYOUT = _("Payout")
KIND_PAYOUT_FAILED = _("Payout failed")
OPENING = _("Opening balance")
CLOSING = _("Closing balance")
TOTAL_GROSS = _("Gross received (less refunds)")
TOTAL_FEE = _("Platform fee")
TOTAL_TDS = _("TDS withheld (s.194-O of the Income-tax Act)")
TOTAL_TCS = _("TCS collected (s.52 of the CGST Act)")
TOTAL_NET = _("Net earned")
TOTAL_WITHDRAWN = _("Withdrawn")
NET_IN_WORDS = _("Net earned, in words")
CLOSING_IN_WORDS = _("Closing balance, in words")
NOTHING_MOVED = _("No money moved in this quarter.")
STATEMENT_NOTE = _(
    "Dates are in Indian Standard Time. The balance is what you earned and have not withdrawn, "
    "pending or withdrawable. TDS and TCS are held for the government and deposited against "
    "your PAN and GSTIN: check them in Form 26AS and GSTR-2X."
)
INVOICE = _("Tax invoice")
INVOICE_NO_GST = _("Invoice")
INVOICE_NUMBER = _("Invoice number")
INVOICE_DATE = _("Invoice date")
INVOICE_MONTH = _("For the month")
DESCRIPTION = _("Description")
SAC = "SAC"  # the same in both languages
AMOUNT = _("Amount")
FEE_LINE = _("Platform fee for bookings and webinars in {month}")
TOTAL = _("Total")
TOTAL_IN_WORDS = _("Total, in words")
INVOICE_NOTE = _(
    "The fee was deducted from your earnings when each payment was received; nothing is due. "
    "Not payable under reverse charge."
)
CHOOSE_FORMAT = _("Choose csv or pdf.")
