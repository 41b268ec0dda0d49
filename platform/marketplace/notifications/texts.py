"""What notifications say outside the app (the text message and the e-mail around a stored
notification's text), and the reminders before an appointment or a webinar, in the style of
the areas' own notification texts (bookings/texts.py, events/texts.py)."""

SMS = "{site}: {text}"
MAIL_SUBJECT = "{text}"
MAIL_BODY = (
    "{text}\n\n"
    "Open {site} to see the details.\n\n"
    "You get this e-mail because you have an account at {site}."
)

APPOINTMENT_REMINDER = "Reminder: your appointment with {name} is on {when}"
APPOINTMENT_STARTS_SOON = "Reminder: your appointment with {name} starts soon, on {when}"
EVENT_REMINDER = "Reminder: {title} is on {when}"
EVENT_STARTS_SOON = "Reminder: {title} starts soon, on {when}"
# "Tue 25 Nov 2026 at 10:00 AM IST": the date and time where the appointment or event is
# held (its stored time zone), named, since the reader may be elsewhere.
WHEN = "{date} at {time} {zone}"
