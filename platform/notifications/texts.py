"""What notifications say outside the app (the text message and the e-mail around a stored
notification's text), and the reminders before an appointment or a webinar, in the style of
the areas' own notification texts (bookings/texts.py, events/texts.py)."""

from django.utils.translation import gettext_lazy as _

# Nothing to translate in these two: the notification's own words are in its reader's language.
SMS = "{site}: {text}"
MAIL_SUBJECT = "{text}"
MAIL_BODY = _(
    "{text}\n\n"
    "Open {site} to see the details.\n\n"
    "You get this e-mail because you have an account at {site}."
)

NOTIFICATION_NOT_FOUND = _("This notification does not exist.")

APPOINTMENT_REMINDER = _("Reminder: your appointment with {name} is on {when}")
APPOINTMENT_STARTS_SOON = _("Reminder: your appointment with {name} starts soon, on {when}")
EVENT_REMINDER = _("Reminder: {title} is on {when}")
EVENT_STARTS_SOON = _("Reminder: {title} starts soon, on {when}")
# "Tue 25 Nov 2026 at 10 : 00 AM IST": the date and time where the appointment or event is
# held (its stored time zone), named, since the reader may be elsewhere.
WHEN = _("{date} at {time} {zone}")
# "Tue 5 Nov 2026": {day} as it is (no leading zero, as the web app writes a date), {year}
# four digits.
DATE = _("{weekday} {day} {month} {year}")
# Named in the reader's language (by datetime's weekday() and month).
WEEKDAYS = {
    0: _("Mon"),
    1: _("Tue"),
    2: _("Wed"),
    3: _("Thu"),
    4: _("Fri"),
    5: _("Sat"),
    6: _("Sun"),
}
MONTHS = {
    1: _("Jan"),
    2: _("Feb"),
    3: _("Mar"),
    4: _("Apr"),
    5: _("May"),
    6: _("Jun"),
    7: _("Jul"),
    8: _("Aug"),
    9: _("Sep"),
    10: _("Oct"),
    11: _("Nov"),
    12: _("Dec"),
}
# The halves of the day, as the web app names them ("3 : 00 PM"; in Hindi "3 : 00 अपराह्न").
AM = _("AM")
PM = _("PM")
