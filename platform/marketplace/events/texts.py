"""What the events server side says. Spec texts are spelled as the spec spells them."""

from django.utils.translation import gettext_lazy as _

ENTER_TITLE = _("Enter a title.")
TITLE_TOO_LONG = _("The title can be at most 120 characters.")
ENTER_SHORT_DESCRIPTION = _("Enter a short description.")
SHORT_DESCRIPTION_TOO_LONG = _("The short description can be at most 300 characters.")
DESCRIPTION_TOO_LONG = _("The description is too long.")
ENTER_PRICE = _("Enter a price (0 for a free event).")
PRICE_RANGE = _("The price must be between ₹0 and ₹10,00,000.")
DATE_PAST = _("The event must start in the future.")
END_BEFORE_START = _("The event must end after it starts.")
SEATS_RANGE = _("Slots must be between 1 and 100000, or Unlimited.")
SEATS_BELOW_BOOKED = _("{booked} seats are booked already: slots cannot be fewer.")
UNKNOWN_TYPE = _("Choose Online or Offline.")
UNKNOWN_ZONE = _("Unknown time zone.")
EVENT_NOT_FOUND = _("This event does not exist.")
SOLD_OUT = _("This event is sold out.")
EVENT_OVER = _("This event has already started.")
OWN_EVENT = _("You cannot book your own event.")
ALREADY_BOOKED = _("You have already booked this event.")
NEW_BOOKING = _("{name} booked {title}")
EVENT_CHANGED = _("{title} changed: see its details again.")
BOOKING_NOT_FOUND = _("This booking does not exist.")
HOLD_LAPSED = _("Your hold on this seat has lapsed. Please book again.")
NOT_HELD = _("This seat is no longer held for you: it was paid, given back or lapsed.")
SEAT_GONE = _("The seat you paid for is no longer free. Your payment will be refunded in full.")
SEAT_OFFERED = _(
    "A seat of {title} is free for you: it is held for {minutes} minutes. Book it on My Events."
)
SEAT_HELD_FOR_YOU = _("A seat is already held for you: book it now.")
