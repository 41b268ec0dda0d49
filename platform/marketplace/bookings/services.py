"""Taking a place and paying for it: booking, the professional's reservation, holds that
lapse, and a payment that confirms a hold. A place is taken under the window's row lock: lock,
count, write, in one transaction (ARCHITECTURE.md, "Capacity"), so however many people press
"Book Appointment" at once, no time is booked beyond its places. What the two sides do with an
appointment afterwards is in `decisions`; what each hears of it, in `notices`."""

import datetime
import logging

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.utils import timezone

from marketplace.bookings import live, notices, texts
from marketplace.bookings.models import HOLD_MINUTES, Appointment
from marketplace.bookings.queries import horizon, occurrence, places_taken
from marketplace.errors import Conflict, InvalidInput, NotFound
from marketplace.history.services import transition
from marketplace.locking import contended, lock
from marketplace.notifications.models import Notification
from marketplace.profiles.models import Plan, Profile
from marketplace.profiles.queries import bookable_profile
from marketplace.scheduling.models import Window

logger = logging.getLogger(__name__)
Status = Appointment.Status

EXPIRE = {Status.AWAITING_PAYMENT: {Status.EXPIRED}, Status.PENDING: {Status.EXPIRED}}
CONFIRM = {Status.AWAITING_PAYMENT: {Status.ACCEPTED}, Status.EXPIRED: {Status.ACCEPTED}}


class SlotFull(Conflict):
    def __init__(self, message: str = texts.SLOT_FULL) -> None:
        super().__init__(message, fields={"window_id": message})


class PlaceGone(Conflict):
    """A payment arrived for a time that is no longer free: the caller (payments) refunds."""

    def __init__(self, message: str = texts.PLACE_GONE) -> None:
        super().__init__(message)


def _clean(value: str) -> str:
    return " ".join(value.split())


def _checked(*, client, professional_id, window_id, day, plan_id, name, email, now) -> dict:
    """Everything that needs no lock, refused with a message on its field."""
    if client.pk == professional_id:
        raise InvalidInput(texts.NOT_YOURSELF)
    profile = bookable_profile(professional_id)
    if profile is None:
        raise NotFound(texts.PROFESSIONAL_NOT_FOUND)
    fields: dict[str, str] = {}
    plan = Plan.objects.filter(pk=plan_id, profile_id=professional_id).first()
    if plan is None:
        fields["plan_id"] = texts.SELECT_SESSION
    elif plan.price_paise <= 0:
        fields["plan_id"] = texts.CHOOSE_METHOD
    if not name:
        fields["name"] = texts.ENTER_NAME
    if not email:
        fields["email"] = texts.ENTER_EMAIL
    else:
        try:
            validate_email(email)
        except ValidationError:
            fields["email"] = texts.INVALID_EMAIL
    found = _when(profile=profile, window_id=window_id, day=day, now=now, fields=fields)
    return {"profile": profile, "plan": plan, **found}


def _when(*, profile, window_id, day, now, fields: dict[str, str]) -> dict:
    """The window's occurrence on `day`, if it is offered, within the horizon and to come."""
    first, last = horizon(profile, now)
    window = Window.objects.filter(pk=window_id, professional_id=profile.pk).first()
    starts = ends = None
    if day < first:
        fields["date"] = texts.DATE_PAST
    elif day > last:
        fields["date"] = texts.DATE_TOO_FAR.format(days=profile.booking_horizon_days)
    elif window is None or not window.active or not window.on(day.weekday()):
        fields["window_id"] = texts.TIME_NOT_OFFERED
    else:
        starts, ends = occurrence(window, day, profile.time_zone)
        if starts <= now:
            fields["window_id"] = texts.TIME_PASSED
    if fields:
        raise InvalidInput(next(iter(fields.values())), fields=fields)
    return {"window": window, "starts": starts, "ends": ends}


def appointment_book(
    *,
    client,
    professional_id: int,
    window_id: int,
    day: datetime.date,
    plan_id: int,
    name: str,
    email: str,
) -> Appointment:
    now = timezone.now()
    name, email = _clean(name), email.strip()
    found = _checked(
        client=client, professional_id=professional_id, window_id=window_id, day=day,
        plan_id=plan_id, name=name, email=email, now=now,
    )  # fmt: skip
    profile, plan, window = found["profile"], found["plan"], found["window"]
    starts, ends = found["starts"], found["ends"]
    pay_first = profile.payment_required
    status = Status.AWAITING_PAYMENT if pay_first else Status.PENDING
    with contended(), transaction.atomic():
        appointment = _take_place(
            client=client, profile=profile, window=window, day=day, starts=starts, ends=ends,
            now=now, status=status, plan=plan, name=name, email=email,
            phone=getattr(client, "phone", "") or "",
            hold_expires_at=now + datetime.timedelta(minutes=HOLD_MINUTES) if pay_first else None,
        )  # fmt: skip
        if pay_first:
            expires = appointment.hold_expires_at
            transaction.on_commit(lambda: _enqueue_expiry(appointment.pk, expires))
        else:
            notices.tell_professional(appointment, kind=Notification.Kind.BOOKING)
    return appointment


def _take_place(*, client, profile, window, day, starts, ends, now, status, plan, **fields):
    """Lock, count, write: the one way a place is taken, by a booking or a reservation.
    Called inside the caller's transaction."""
    professional_id = profile.pk
    window = lock(window)[0]
    if not window.active:
        raise SlotFull(texts.TIME_NOT_OFFERED)
    mine = Appointment.objects.filter(
        client_id=client.pk, professional_id=professional_id, starts_at=starts,
        status__in=Appointment.LIVE,
    )  # fmt: skip
    for earlier in mine:
        if earlier.status == Status.AWAITING_PAYMENT and earlier.hold_expires_at <= now:
            # The client's own lapsed hold, not yet swept: it gives way to the new booking.
            _expire(earlier, tell=False)
        else:
            # One live appointment per person and time (a DB constraint): a professional's
            # reservation blocks one place of a time, not several.
            message = texts.ALREADY_RESERVED if status == Status.RESERVED else texts.ALREADY_BOOKED
            raise Conflict(message, fields={"window_id": message})
    taken = places_taken(professional_id=professional_id, starts_at=starts, ends_at=ends, now=now)
    if taken >= window.places:
        raise SlotFull()
    appointment = Appointment.objects.create(
        client=client,
        # The user the profile was read with: the answer and the notification need no query.
        professional=profile.user,
        window=window,
        starts_at=starts,
        ends_at=ends,
        day=day,
        time_zone=profile.time_zone,
        plan=plan,
        plan_name=plan.name if plan else "",
        plan_type=plan.type if plan else "",
        price_paise=plan.price_paise if plan else 0,
        status=status,
        **fields,
    )
    live.slots_publish(professional_id=professional_id, day=day, profile=profile)
    return appointment


def _enqueue_expiry(appointment_id: int, eta: datetime.datetime) -> None:
    from marketplace.bookings.tasks import hold_expire_task

    try:
        hold_expire_task.schedule(kwargs={"appointment_id": appointment_id}, eta=eta)
    except Exception:
        # The minute sweep (holds_expire_due) expires it anyway: the booking stands.
        logger.exception("Could not enqueue the expiry of hold %s", appointment_id)


def _expire(appointment: Appointment, *, tell: bool = True) -> None:
    transition(appointment, field="status", to=Status.EXPIRED, by=None, allowed=EXPIRE)
    if tell:
        notices.tell(appointment, user=appointment.client, text=texts.HOLD_EXPIRED)
    else:
        notices.tell_client(appointment)


def hold_expire(*, appointment_id: int) -> bool:
    """The worker's task: an awaiting-payment appointment past its hold becomes expired and
    its place is offered again. Idempotent: anything else is left alone (False)."""
    appointment = Appointment.objects.select_related("window").filter(pk=appointment_id).first()
    if appointment is None:
        return False
    with contended(), transaction.atomic():
        # The window first, as booking and payment do, so the three queue in one order.
        lock(appointment.window)
        appointment.refresh_from_db()
        now = timezone.now()
        if appointment.status != Status.AWAITING_PAYMENT or appointment.hold_expires_at > now:
            return False
        _expire(appointment)
        live.slots_publish(professional_id=appointment.professional_id, day=appointment.day)
    return True


def holds_expire_due() -> int:
    """The periodic sweep: every hold past its time, in case its own task was lost."""
    due = Appointment.objects.filter(
        status=Status.AWAITING_PAYMENT, hold_expires_at__lte=timezone.now()
    ).values_list("pk", flat=True)
    return sum(hold_expire(appointment_id=pk) for pk in list(due))


def unanswered_expire_due() -> int:
    """The periodic sweep's second half: a request the professional never answered before
    its time began expires, and the client hears so (nothing is paid on a pending one)."""
    due = Appointment.objects.filter(status=Status.PENDING, starts_at__lte=timezone.now())
    expired = 0
    for appointment in due.select_related("professional", "client"):
        with transaction.atomic():
            try:
                transition(appointment, field="status", to=Status.EXPIRED, by=None, allowed=EXPIRE)
            except Conflict:
                continue  # decided meanwhile
            name = appointment.professional.name or appointment.professional.username
            notices.tell(
                appointment, user=appointment.client, text=texts.UNANSWERED.format(name=name)
            )
            expired += 1
    return expired


def appointment_payment_confirm(*, appointment_id: int, payment_ref: str) -> Appointment:
    """A verified payment turns the hold into an accepted, paid appointment. A hold that
    lapsed is still confirmed when its place is free, counting everyone else; otherwise
    PlaceGone, and the caller refunds. A second confirmation returns it unchanged."""
    appointment = (
        Appointment.objects.select_related("window", "professional").filter(pk=appointment_id)
    ).first()
    if appointment is None:
        raise NotFound(texts.APPOINTMENT_NOT_FOUND)
    with contended(), transaction.atomic():
        # The house's lock order: the payment's order (the caller's), the window, the row.
        window = lock(appointment.window)[0]
        lock(appointment)
        appointment.refresh_from_db()
        if appointment.paid:
            return appointment
        now = timezone.now()
        if appointment.status == Status.ACCEPTED:
            # Accepted first, paid after (pay-later): its place was taken all along, and the
            # professional hears of a change to a booking they know.
            _paid(appointment, payment_ref, known=True)
            return appointment
        if appointment.status in (Status.REJECTED, Status.CANCELLED):
            raise PlaceGone(texts.ENDED_BEFORE_PAYMENT)
        if appointment.status not in (Status.AWAITING_PAYMENT, Status.EXPIRED):
            raise PlaceGone()
        held = appointment.status == Status.AWAITING_PAYMENT and appointment.hold_expires_at > now
        if not held:
            taken = places_taken(
                professional_id=appointment.professional_id, starts_at=appointment.starts_at,
                ends_at=appointment.ends_at, now=now, exclude=appointment.pk,
            )  # fmt: skip
            again = Appointment.objects.filter(
                client_id=appointment.client_id, professional_id=appointment.professional_id,
                starts_at=appointment.starts_at, status__in=Appointment.LIVE,
            ).exclude(pk=appointment.pk)  # fmt: skip
            if taken >= window.places or again.exists():
                raise PlaceGone()
        transition(
            appointment, field="status", to=Status.ACCEPTED, by=appointment.client,
            allowed=CONFIRM, note=f"paid {payment_ref}"[:200],
        )  # fmt: skip
        live.slots_publish(professional_id=appointment.professional_id, day=appointment.day)
        _paid(appointment, payment_ref, known=False)
    return appointment


PAY = {False: {True}}


def _paid(appointment: Appointment, payment_ref: str, *, known: bool) -> None:
    """Record the payment, in the history too (by the client). A pay-first booking is news to
    the professional (`booking.created`); a pay-later one they accepted is an update of it
    (`booking.updated`). Called under the appointment's lock."""
    transition(
        appointment, field="paid", to=True, by=appointment.client, allowed=PAY,
        note=f"paid {payment_ref}"[:200],
    )  # fmt: skip
    appointment.payment_ref = payment_ref[:100]
    appointment.hold_expires_at = None
    appointment.save(update_fields=["payment_ref", "hold_expires_at", "updated_at"])
    if known:
        text = texts.PAID.format(name=appointment.name)
        notices.tell(
            appointment, user=appointment.professional, text=text, kind=Notification.Kind.PAYMENT
        )
    else:
        notices.tell_professional(appointment, kind=Notification.Kind.PAYMENT)
    notices.tell_client(appointment)


def appointment_reserve(*, professional, window_id: int, day: datetime.date) -> Appointment:
    """The professional's own block of a place, counted like any booking."""
    profile = Profile.objects.select_related("user").filter(pk=professional.pk).first()
    if profile is None:
        raise NotFound(texts.NOT_PROFESSIONAL)
    now = timezone.now()
    found = _when(profile=profile, window_id=window_id, day=day, now=now, fields={})
    with contended(), transaction.atomic():
        appointment = _take_place(
            client=professional, profile=profile, window=found["window"], day=day,
            starts=found["starts"], ends=found["ends"], now=now, status=Status.RESERVED,
            plan=None, name=professional.name or "Reserved", email="",
            phone=professional.phone,
        )  # fmt: skip
    return appointment
