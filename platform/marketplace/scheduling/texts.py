"""What the schedule's server side says."""

from django.utils.translation import gettext_lazy as _

CHOOSE_DAY = _("Choose at least one day.")
END_AFTER_START = _("The end time must be after the start time.")
PLACES_RANGE = _("Available Slots must be between 1 and 100.")
OVERLAP = _("This time overlaps another time on {day}.")
UNKNOWN_DAY = _("Unknown day: {day}.")
BAD_TIME = _("Enter a time as HH:MM.")
BAD_ZONE = _("Choose a valid time zone.")
HORIZON_RANGE = _("Clients can book between 1 and 365 days ahead.")
TOO_MANY_WINDOWS = _("You can add at most 50 times.")
DUPLICATE_WINDOW = _("A time appears twice. Please reload and try again.")
SCHEDULE_NOT_ADDED = _("Schedule Not Added")
SESSION_LENGTH = _(
    "Choose a session length of 15, 20, 30, 45, 60 or 90 minutes, or the whole time."
)
SESSION_TOO_LONG = _("A session must fit between the start and end times.")
BUFFER_RANGE = _("A buffer must be between 0 and 120 minutes.")
NOTICE_RANGE = _("Minimum notice must be between 0 and 720 hours.")
DAILY_LIMIT_RANGE = _("The daily limit must be between 1 and 100 bookings, or empty for none.")
RESCHEDULE_LIMIT_RANGE = _("Reschedules must be between 0 and 10.")
RESCHEDULE_NOTICE_RANGE = _(
    "The reschedule notice must be between 0 and 720 hours, or empty for the policy's."
)
CHOOSE_DATE = _("Choose a date.")
OFF_END_BEFORE_START = _("The last day off must be on or after the first.")
OFF_PAST = _("Choose a date from today on.")
OFF_TOO_LONG = _("A day off can span at most 366 days.")
TOO_MANY_DAYS_OFF = _("You can add at most 100 days off.")
DAY_OFF_NOT_FOUND = _("Day off not found.")
OFF_OVERLAP = _("These dates overlap a day off or other hours you already have.")
TOO_MANY_HOURS = _("You can add at most 10 times to a date.")
HOURS_OVERLAP = _("These hours overlap other hours of the same date.")
POLICY_TIERS = _("A cancellation policy has between 1 and 5 tiers.")
POLICY_HOURS = _("Notice must be a whole number of hours between 0 and 720.")
POLICY_PERCENT = _("The refund must be a whole percent between 0 and 100.")
POLICY_HOURS_ORDER = _("Each tier's notice must be shorter than the one above it.")
POLICY_PERCENT_ORDER = _("A shorter notice cannot give back more than a longer one.")
