"""What the packages area says: the spec's style, short sentences."""

from django.utils.translation import gettext_lazy as _

CHOOSE_PLAN = _("Choose one of your sessions.")
ENTER_NAME = _("Enter a name for the package.")
NAME_TOO_LONG = _("A name can be at most 100 characters.")
SESSIONS_RANGE = _("A package has 1 to 50 sessions.")
DAYS_RANGE = _("A package is valid for 1 to 730 days.")
PACKAGE_NOT_FOUND = _("Package not found.")
PURCHASE_NOT_FOUND = _("Package not found.")
SOLD_ALREADY = _("This package has been bought: only new packages can be changed.")
NOT_ON_SALE = _("This package is not on sale any more.")
NOT_YOURS_TO_BUY = _("You cannot buy your own package.")
TOO_MANY = _("You can offer at most 20 packages.")
ORDER_DESCRIPTION = _("{name}: {sessions} sessions of {plan} with {professional}")
# Spending a credit (the booking's `purchase_id` field).
CREDIT_NOT_PAID = _("This package is not paid yet.")
CREDIT_REFUNDED = _("This package was refunded: its sessions can no longer be booked.")
CREDIT_WRONG_PLAN = _("This package is for another session.")
CREDIT_EXPIRED = _("This package expired on {date}.")
CREDIT_NONE_LEFT = _("No sessions are left in this package.")
