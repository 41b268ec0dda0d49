"""What the booking server side says. Spec texts are spelled as the spec spells them."""

from django.utils.translation import gettext_lazy as _

SLOT_FULL = _("This time has just been taken. Please choose another time.")
PLACE_GONE = _("The time you paid for is no longer free. Your payment will be refunded in full.")
TOO_CLOSE = _("This time is too close to another booking. Please choose another time.")
DAY_LIMIT_REACHED = _(
    "The professional takes no more bookings on this date. Please choose another date."
)
NO_WAITLIST_TOO_CLOSE = _(
    "This time is not full, so it has no waitlist: it is too close to another booking. "
    "Please choose another time."
)
NO_WAITLIST_DAY_LIMIT = _(
    "This time is not full, so it has no waitlist: the professional takes no more bookings "
    "on this date. Please choose another date."
)
HOLD_LAPSED = _("Your hold on this time has lapsed. Please choose a time again.")
ALREADY_BOOKED = _("You have already booked this time.")
SELECT_SESSION = _("Select A Session")
CHOOSE_METHOD = _("Choose Available Method")
SELECT_DATE_TIME = _("Select date and time")
NOT_YOURSELF = _("You cannot book an appointment with yourself.")
DATE_PAST = _("This date has passed. Please choose another date.")
DATE_TOO_FAR = _("Bookings open at most {days} days ahead.")
TIME_PASSED = _("This time has already begun. Please choose a later time.")
TIME_NOT_OFFERED = _("This time is not offered on that date.")
PLAN_TOO_LONG = _("This session needs {minutes} minutes: choose a time at least that long.")
TOO_SOON = _(
    "This time starts too soon to book ({hours} hours' notice). Please choose a later time."
)
BAD_START = _("Enter the start as HH:MM.")
DAY_OFF = _("The professional is not available on that date. Please choose another date.")
PROFESSIONAL_NOT_FOUND = _("This professional does not exist.")
APPOINTMENT_NOT_FOUND = _("This appointment does not exist.")
NEW_BOOKING = _("New booking from {name}")
NEW_PAID_BOOKING = _("New paid booking from {name}")
PAID = _("{name} paid for their booking")
RESERVATION_NOT_FOUND = _("This reservation does not exist.")
ACCEPTED = _("Your booking was accepted")
REJECTED = _("Your booking was rejected: {reason}")
CANCELLED_BY_PROFESSIONAL = _("Your booking was cancelled by {name}")
CANCELLED_BY_CLIENT = _("{name} cancelled their booking")
ENTER_REASON = _("Enter a reason.")
REASON_TOO_LONG = _("The reason can be at most 300 characters.")
HOLD_PAID = _("This booking is paid already: cancel it instead.")
NOT_PROFESSIONAL = _("Only professionals can reserve appointments.")
ALREADY_RESERVED = _("You have already reserved this time.")
REENTER_MESSAGE = _("Re-enter The Message")
MESSAGE_TOO_LONG = _("A message can be at most 2000 characters.")
MESSAGES_NOT_YET = _("Messages open once the appointment is accepted and paid.")
NEW_MESSAGE = _("New message from {name}")
REVIEW_NOT_YET = _("You can write feedback once your paid appointment has begun.")
CALENDAR_NOT_YET = _("Only an accepted appointment can be added to a calendar.")
# An appointment in a calendar (the .ics download and the calendar feed).
CALENDAR_SUMMARY = _("{plan} with {name}")
CALENDAR_RESERVED = _("Reserved Slot")
CALENDAR_PLAN = _("Plan: {plan} ({type})")
CALENDAR_STATUS = _("Status: {status}")
CALENDAR_PAID = _("Status: {status}, paid")
CALENDAR_LINK = _("Details: {url}")
CALENDAR_LOCATIONS = {"Online": _("Online"), "Offline": _("In person")}
# A plan's type as CALENDAR_PLAN names it.
CALENDAR_TYPES = {"Online": _("Online"), "Offline": _("Offline")}
FILTER_NEEDS_DATE = _("Choose a date to filter by time.")
HOLD_EXPIRED = _("Your hold lapsed before payment, so the time is offered to others again.")
UNANSWERED = _("{name} did not answer your booking request before its time.")
TOO_LATE_TO_ACCEPT = _("This appointment's time has already begun.")
TOO_LATE_TO_PAY = _("This appointment's time has already begun, so it can no longer be paid.")
TOO_MANY_MESSAGES = _("You have sent many messages in the last hour. Please try again later.")
TOO_MANY_REVIEWS = _("You have written feedback many times in the last hour. Please try later.")
ORDER_DESCRIPTION = _("{plan} with {professional}")
OFFER_GONE = _("This place is no longer held for you: the offer lapsed or was declined.")
PLACE_OFFERED = _(
    "A place with {name} on {date} at {time} is free for you: it is held for {minutes} "
    "minutes. Book it on Your Appointments."
)
OFFER_LAPSED = _("The place held for you from the waitlist lapsed, so it went to the next in line.")
WAIT_ENDED = _("A time you waited for can no longer be booked, so you are off its waitlist.")
# No-shows (bookings/noshows.py).
NO_SHOW_NOT_HERE = _(
    "A no-show can be reported only on an accepted appointment, paid or free, once it has begun."
)
NO_SHOW_TOO_EARLY = _("A no-show can be reported once the appointment has begun.")
NO_SHOW_TOO_LATE = _("A no-show can be reported up to 48 hours after the appointment ended.")
NO_SHOW_TWICE = _("A no-show has already been reported on this appointment.")
NO_SHOW_NONE = _("No no-show has been reported on this appointment.")
NO_SHOW_NOT_YOURS = _("Only the side reported against can answer this report.")
ENTER_WHAT_HAPPENED = _("Say in a few words what happened.")
WHAT_HAPPENED_TOO_LONG = _("At most 500 characters.")
NO_SHOW_BY_CLIENT = _(
    "{name} reported that you did not come to your appointment. Agree (they are refunded in "
    "full) or dispute it by {when}; without an answer they are refunded in full."
)
NO_SHOW_BY_PROFESSIONAL = _(
    "{name} reported that you did not come to your appointment: no refund. You can dispute "
    "it on Your Appointments."
)
NO_SHOW_AGREED = _("{name} agreed that they did not come: your payment is refunded in full.")
NO_SHOW_LAPSED = _(
    "{name} did not answer your no-show report in time: your payment is refunded in full."
)
NO_SHOW_LAPSED_PROFESSIONAL = _(
    "You did not answer {name}'s no-show report in time, so they were refunded in full."
)
NO_SHOW_DISPUTED = _("{name} disputed the no-show report: support will decide and tell you both.")
NO_SHOW_REFUNDED = _("Support decided the no-show dispute: the client is refunded in full.")
NO_SHOW_NOT_REFUNDED = _("Support decided the no-show dispute: nothing is refunded.")
NO_SHOW_REVIEW = _("Feedback can be written only on an appointment that took place.")
# Reschedules: by the client, and times proposed by the professional (bookings.reschedule).
NOT_MOVABLE = _("Only a pending or accepted appointment that has not begun can be moved.")
SAME_TIME = _("This is already the appointment's time. Please choose another time.")
RESCHEDULE_LIMIT = _(
    "This appointment has been moved {count} times, the most this professional allows. "
    "Please contact the professional."
)
RESCHEDULE_TOO_LATE = _(
    "This appointment can be moved only up to {hours} hours before it starts. "
    "Please contact the professional."
)
MOVED_BY_CLIENT = _("{name} moved their booking to {when}")
TIMES_PROPOSED = _("{name} proposes new times for your booking. Pick one on Your Appointments.")
PROPOSAL_PICKED = _("{name} picked a new time for their booking: {when}")
PROPOSAL_DECLINED = _("{name} declined the new times you proposed, so the booking was cancelled.")
PROPOSAL_LAPSED = _(
    "The new times proposed for a booking were not answered, so it stays at {when}."
)
PROPOSAL_GONE = _("These proposed times are no longer held: pick again from the latest proposal.")
PROPOSE_ONE_TO_THREE = _("Propose one to three times.")
PROPOSED_TWICE = _("This time is proposed twice.")
NOTE_TOO_LONG = _("The note can be at most 300 characters.")
NOTHING_PROPOSED = _("No new times are proposed for this appointment.")
NO_RESERVATION_MOVES = _("A reservation is released, not moved.")
COUPON_WITH_CREDIT = _("A coupon code cannot be used with a package session.")
