"""What a payment is for, beyond appointments (which sit below payments and are called
directly). Areas above payments hand in, from their AppConfig.ready(), how to fulfil an order
of theirs once its payment is captured; payments never imports them (README, "Layering").

A fulfiller returns the payment id that the thing paid for was paid with (a second payment
for the same thing is refunded), or raises Unfulfillable when it is gone (sold out, lapsed and
taken): the caller then refunds in full."""

from collections.abc import Callable

from marketplace.errors import Conflict

Fulfil = Callable[[int, str], str]
_event_booking: Fulfil | None = None


class Unfulfillable(Conflict):
    pass


def configure(*, event_booking: Fulfil) -> None:
    global _event_booking
    _event_booking = event_booking


def event_booking_fulfil(booking_id: int, payment_ref: str) -> str:
    if _event_booking is None:
        raise RuntimeError("No events area is configured to fulfil event payments.")
    return _event_booking(booking_id, payment_ref)
