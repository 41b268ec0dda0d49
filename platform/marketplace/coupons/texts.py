"""What the coupons area says: the professional's form and a client's code."""

from django.utils.translation import gettext_lazy as _

# The professional's form.
ENTER_CODE = _("Enter a code of 3 to 20 letters, digits or hyphens.")
CODE_TAKEN = _("You already have a code with this name.")
CHOOSE_KIND = _("Choose percent, rupees off or free.")
PERCENT_RANGE = _("Enter a percentage from 1 to 100.")
ENTER_AMOUNT = _("Enter an amount in whole rupees, more than 0.")
AMOUNT_ABOVE_PRICE = _("The amount is more than the price of {name} (₹{price}).")
CHOOSE_SOMETHING = _("Choose at least one session or webinar.")
NOT_YOUR_PLAN = _("Choose among your own sessions.")
NOT_YOUR_EVENT = _("Choose among your own upcoming webinars.")
USES_RANGE = _("Enter a number from 1 to 100000, or leave it empty.")
UNTIL_BEFORE_FROM = _("The end date cannot be before the start date.")
COUPON_NOT_FOUND = _("Coupon not found.")

# A client's code, at the payment step and at booking.
UNKNOWN = _("This code does not exist.")
PAUSED = _("This code is not in use right now.")
NOT_YET = _("This code is not valid yet. It starts on {date}.")
EXPIRED = _("This code has expired.")
USED_UP = _("This code has been used up.")
LIMIT = _("You have already used this code.")
NOT_FOR_SESSION = _("This code is not for this session.")
NOT_FOR_WEBINAR = _("This code is not for this webinar.")
PLAN_NOT_FOUND = _("Select A Session")
EVENT_NOT_FOUND = _("Event not found.")
