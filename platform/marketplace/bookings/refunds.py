"""Money going back when an appointment ends. Payments sits above bookings (README,
"Layering") and bookings knows no order; the payments area hands in, from its
AppConfig.ready(), how to lock an appointment's payments and how to refund them in full.

A transition that may refund takes the payment locks first (the house's lock order: order,
then bookings' rows), so it queues behind a payment being settled instead of deadlocking."""

from collections.abc import Callable

_lock: Callable[[int], None] = lambda appointment_id: None  # noqa: E731
_refund: Callable[[int, str, str | None], int] | None = None


def configure(
    *, lock: Callable[[int], None], refund: Callable[[int, str, str | None], int]
) -> None:
    global _lock, _refund
    _lock, _refund = lock, refund


def payments_lock(appointment_id: int) -> None:
    _lock(appointment_id)


def refund_in_full(appointment_id: int, reason: str, origin: str | None = None) -> int:
    """Refund every captured payment of the appointment; returns the paise given back.
    `origin` is this server's address, for the local sandbox gateway (None elsewhere)."""
    if _refund is None:
        raise RuntimeError("No payments rail is configured to refund appointment payments.")
    return _refund(appointment_id, reason, origin)
