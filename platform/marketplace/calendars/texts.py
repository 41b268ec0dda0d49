"""What the calendar feed says."""

# The calendar's name in the subscriber's list of calendars.
CALENDAR_NAME = "{site} appointments"
HOSTING = "You host this webinar."
HOSTED_BY = "Hosted by {name}."
LINK = "Details: {url}"
LOCATIONS = {"Online": "Online", "Offline": "In person"}
TOO_MANY_RESETS = "You have reset your calendar link many times in the last hour. Please try later."
