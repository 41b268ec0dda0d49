"""Paying for a place: the Razorpay order for a hold (or an accepted pay-later booking), and
the verified payment that confirms it, payments' purpose hook for appointments. A lapsed
hold is confirmed only when its place is still free, counted under the professional's lock
as a booking is (`services`)."""

from django.db import transaction
from django.utils import timezone

from kernel.errors import NotFound
from kernel.history.services import transition
from kernel.kept import Kept
from kernel.locking import contended
from kernel.waitlist import services as waitlist
from marketplace.bookings import live, notices, texts
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries import payable_appointment
from marketplace.bookings.services import PURPOSE, Occasion, PlaceGone, line_of, places_left
from marketplace.bookings.waitlist import locked_profile_of
from marketplace.coupons import services as coupons
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway
from marketplace.payments.models import Order
from notifications.models import Notification
from notifications.wording import Text

Status = Appointment.Status

# A payment's confirmation reads the appointment once, under its lock: its SQL is kept.
_TO_CONFIRM_LOCKED = Kept(
    lambda pk: (
        Appointment.objects.select_related("window", "professional", "client")
        .filter(pk=pk)
        .select_for_update(of=("self",))[:1]
    ),
    pk=int,
)


def appointment_payment_confirm(*, appointment_id: int, payment_ref: str) -> Appointment:
    """A verified payment turns the hold into an accepted, paid appointment. A hold that
    lapsed is still confirmed when its place is free, counting everyone else; otherwise
    PlaceGone, and the caller refunds. A second confirmation returns it unchanged."""
    with contended(), transaction.atomic():
        # The house's lock order: the payment's order (the caller's), the professional (found
        # by the appointment), then the row, read once under its lock: the moves below are
        # `held`.
        profile = locked_profile_of(appointment_id)
        appointment = _TO_CONFIRM_LOCKED.first(pk=appointment_id) if profile is not None else None
        if appointment is None:
            raise NotFound(texts.APPOINTMENT_NOT_FOUND)
        window = appointment.window
        if appointment.paid:
            return appointment
        now = timezone.now()
        if appointment.status == Status.ACCEPTED:
            # Accepted first, paid after (pay-later): its place was taken all along, and the
            # professional hears of a change to a booking they know.
            _paid(appointment, payment_ref, known=True)
            return appointment
        if appointment.status not in (Status.AWAITING_PAYMENT, Status.EXPIRED):
            raise PlaceGone()
        held = appointment.status == Status.AWAITING_PAYMENT and appointment.hold_expires_at > now
        if not held:
            occasion = Occasion(
                profile=profile, window=window, day=appointment.day,
                starts=appointment.starts_at, ends=appointment.ends_at,
            )  # fmt: skip
            free = places_left(occasion, profile, window, now, exclude=appointment.pk)
            # Those waiting for the time come first: a late payment never takes their place.
            free -= waitlist.waiting_count(line_of(window.pk, appointment.starts_at))
            again = Appointment.objects.filter(
                client_id=appointment.client_id, professional_id=appointment.professional_id,
                starts_at=appointment.starts_at, status__in=Appointment.LIVE,
            ).exclude(pk=appointment.pk)  # fmt: skip
            if free <= 0 or again.exists():
                raise PlaceGone()
            # Its code's use was given back when it lapsed: taken again only if one is left.
            coupon, client_id = appointment.coupon_id, appointment.client_id
            if not coupons.use_left(coupon_id=coupon, client_id=client_id, now=now):
                raise PlaceGone()
        transition(
            appointment, "confirm", by=appointment.client, note=f"paid {payment_ref}"[:200],
            held=True,
        )  # fmt: skip
        live.taken_or_freed(appointment, profile)
        _paid(appointment, payment_ref, known=False)
    return appointment


def appointment_order(
    *,
    client,
    appointment_id: int,
    gateway: Gateway,
    billing: payments.Billing = payments.NO_BILLING,
) -> Order:
    """The Razorpay order to pay this client's hold (or accepted pay-later booking) with. The
    hold is checked first, so checkout is never opened for a time that is gone; the amount
    is the appointment's stored price."""
    appointment = payable_appointment(client=client, appointment_id=appointment_id)
    order = payments.order_open(
        client=client, purpose=PURPOSE, purpose_id=appointment.pk,
        amount_paise=appointment.price_paise, receipt=f"appointment-{appointment.pk}",
        gateway=gateway, billing=billing,
    )  # fmt: skip
    order.appointment = appointment  # what checkout's options are made of
    return order


def appointment_fulfil(appointment_id: int, payment_ref: str) -> str:
    """Payments' purpose hook: the payment the appointment is paid with (PlaceGone if none
    can be: the caller refunds)."""
    return appointment_payment_confirm(
        appointment_id=appointment_id, payment_ref=payment_ref
    ).payment_ref


def _paid(appointment: Appointment, payment_ref: str, *, known: bool) -> None:
    """Record the payment, in the history too (by the client). A pay-first booking is news to
    the professional (`booking.created`); a pay-later one they accepted is an update of it
    (`booking.updated`). Called with the appointment locked and refreshed (`held`)."""
    transition(
        appointment, "pay", by=appointment.client, note=f"paid {payment_ref}"[:200],
        also={"payment_ref": payment_ref[:100], "hold_expires_at": None}, held=True,
    )  # fmt: skip
    if known:
        text = Text(texts.PAID, name=appointment.name)
        notices.tell(
            appointment, user=appointment.professional, text=text, kind=Notification.Kind.PAYMENT
        )
    else:  # a new booking, paid: what the professional must hear of at once
        notices.tell_professional(appointment, kind=Notification.Kind.BOOKING)
    notices.tell_client(appointment)
