"""What the calendar feed says."""

from django.utils.translation import gettext_lazy as _

# The calendar's name in the subscriber's list of calendars.
CALENDAR_NAME = _("{site} appointments")
HOSTING = _("You host this webinar.")
HOSTED_BY = _("Hosted by {name}.")
LINK = _("Details: {url}")
LOCATIONS = {"Online": _("Online"), "Offline": _("In person")}
TOO_MANY_RESETS = _(
    "You have reset your calendar link many times in the last hour. Please try later."
)
