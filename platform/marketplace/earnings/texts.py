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
