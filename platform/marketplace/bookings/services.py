"""Every write of the bookings area. A place is taken under the window's row lock: lock,
count, write, in one transaction (ARCHITECTURE.md, "Capacity"), so however many people press
"Book Appointment" at once, no time is booked beyond its places."""

import datetime
import logging

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.utils import timezone

from marketplace.bookings import live, refunds, texts
from marketplace.bookings.models import HOLD_MINUTES, Appointment
from marketplace.bookings.queries import horizon, occurrence, places_taken
from marketplace.errors import Conflict, InvalidInput, NotFound
from marketplace.history.services import transition
from marketplace.locking import contended, lock
from marketplace.notifications.models import Notification
from marketplace.notifications.services import notification_send
from marketplace.profiles.models import Plan, Profile
from marketplace.profiles.queries import bookable_profile
from marketplace.scheduling.models import Window
from realtime import topics
from realtime.publish import publish

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
            _tell_professional(appointment, kind=Notification.Kind.BOOKING)
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


# Where a notification about an appointment takes its reader (the web app's routes).
PROFESSIONAL_LIST_PATH = "/appoinments"
CLIENT_LIST_PATH = "/yourAppoinments"


def notice_data(appointment: Appointment, user, **more) -> dict:
    """A notification's data: the appointment, and the list where `user` finds it."""
    mine = appointment.professional_id == user.pk
    path = PROFESSIONAL_LIST_PATH if mine else CLIENT_LIST_PATH
    return {"appointment_id": appointment.pk, "path": path, **more}


def _tell_professional(appointment: Appointment, *, kind: str) -> None:
    template = texts.NEW_PAID_BOOKING if appointment.paid else texts.NEW_BOOKING
    notification_send(
        user=appointment.professional,
        kind=kind,
        text=template.format(name=appointment.name)[:300],
        data=notice_data(appointment, appointment.professional),
    )
    publish(
        topics.user(appointment.professional_id),
        "booking.created",
        {
            "appointment_id": appointment.pk,
            "client_name": appointment.name,
            "plan_name": appointment.plan_name,
            "starts_at": appointment.starts_at,
            "status": appointment.status,
            "paid": appointment.paid,
        },
    )


def _updated(appointment: Appointment) -> dict:
    """`booking.updated`'s data: what an open card needs to change in place."""
    return {
        "appointment_id": appointment.pk,
        "status": appointment.status,
        "paid": appointment.paid,
        "reason": appointment.reason,
    }


def _tell_client(appointment: Appointment) -> None:
    publish(topics.user(appointment.client_id), "booking.updated", _updated(appointment))


def _expire(appointment: Appointment, *, tell: bool = True) -> None:
    transition(appointment, field="status", to=Status.EXPIRED, by=None, allowed=EXPIRE)
    if tell:
        _tell(appointment, user=appointment.client, text=texts.HOLD_EXPIRED)
    else:
        _tell_client(appointment)


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
            _tell(appointment, user=appointment.client, text=texts.UNANSWERED.format(name=name))
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
        _tell(appointment, user=appointment.professional, text=text, kind=Notification.Kind.PAYMENT)
    else:
        _tell_professional(appointment, kind=Notification.Kind.PAYMENT)
    _tell_client(appointment)


# The appointment's life after booking. Each move checks who asks (anyone but the
# appointment's own professional or client gets 404, as if it did not exist) and, through
# `transition`, the current state under the row's lock (an illegal move is a 409).
ACCEPT = {Status.PENDING: {Status.ACCEPTED}}
# A professional may still turn down what they accepted (refunded in full if paid).
REJECT = {Status.PENDING: {Status.REJECTED}, Status.ACCEPTED: {Status.REJECTED}}
CANCEL = {  # by the client
    Status.PENDING: {Status.CANCELLED},
    Status.ACCEPTED: {Status.CANCELLED},
    # A client who leaves the checkout gives the held place back at once, not in 10 minutes.
    Status.AWAITING_PAYMENT: {Status.CANCELLED},
}
# The professional turns down a request by rejecting it; cancelling is for what they accepted.
PROFESSIONAL_CANCEL = {Status.ACCEPTED: {Status.CANCELLED}}
RELEASE = {Status.RESERVED: {Status.CANCELLED}}
REFUND_WINDOW = datetime.timedelta(hours=24)


def appointment_of(appointment_id: int, user, *, professional: bool | None) -> Appointment:
    """The appointment if `user` is its professional (True), its client (False) or either
    (None); a reservation (the professional's own block) is never the client's."""
    rows = Appointment.objects.select_related("professional", "client").filter(pk=appointment_id)
    appointment = rows.first()
    if appointment is not None:
        mine_as_pro = appointment.professional_id == user.pk
        mine_as_client = appointment.client_id == user.pk and not appointment.reservation
        if (professional is True and mine_as_pro) or (professional is False and mine_as_client):
            return appointment
        if professional is None and (mine_as_pro or mine_as_client):
            return appointment
    raise NotFound(texts.APPOINTMENT_NOT_FOUND)


def _tell(appointment: Appointment, *, user, text: str, kind=Notification.Kind.BOOKING) -> None:
    """`booking.updated` and a stored notification to `user`, the side that did not act."""
    notification_send(
        user=user,
        kind=kind,
        text=text[:300],
        data=notice_data(appointment, user),
    )
    publish(topics.user(user.pk), "booking.updated", _updated(appointment))


def cancellable(appointment: Appointment, *, by_professional: bool, now=None) -> bool:
    """Whether that side may cancel it now: a live booking (a reservation is released, not
    cancelled); the client's paid one only up to 24 hours before it starts."""
    if by_professional:
        return appointment.status in PROFESSIONAL_CANCEL
    if appointment.status not in CANCEL:
        return False
    return not appointment.paid or in_refund_window(appointment, now)


def in_refund_window(appointment: Appointment, now=None) -> bool:
    return appointment.starts_at - (now or timezone.now()) >= REFUND_WINDOW


def display_name(user) -> str:
    return user.name or user.username


def _end(
    appointment, *, to: str, by, allowed, note: str, refund: bool, tell: tuple, origin=None
) -> None:
    """Reject or cancel: the payments first locked (their lock order comes before ours), the
    move made, the money given back in full when `refund` and paid, and the place freed.
    A refund the gateway refuses rolls the whole move back. `origin` is this server's
    address, which the local payment sandbox needs."""
    with contended(), transaction.atomic():
        refunds.payments_lock(appointment.pk)
        change = transition(
            appointment, field="status", to=to, by=by, allowed=allowed, note=note[:300]
        )
        if to == Status.REJECTED:
            appointment.reason = note[:300]
            appointment.save(update_fields=["reason"])
        appointment.refresh_from_db(fields=["paid"])
        if appointment.paid:
            if not refund:
                raise Conflict(texts.CANCEL_TOO_LATE)
            appointment.refunded_paise = refunds.refund_in_full(appointment.pk, note or to, origin)
            appointment.save(update_fields=["refunded_paise"])
        live.slots_publish(professional_id=appointment.professional_id, day=appointment.day)
        if change.from_state != Status.AWAITING_PAYMENT:
            # A hold given up before paying was never news to the professional.
            _tell(appointment, user=tell[0], text=tell[1])


def appointment_accept(*, professional, appointment_id: int) -> Appointment:
    appointment = appointment_of(appointment_id, professional, professional=True)
    if appointment.status == Status.PENDING and appointment.starts_at <= timezone.now():
        # Nobody could pay for, or be refunded, a time already begun.
        raise Conflict(texts.TOO_LATE_TO_ACCEPT)
    with transaction.atomic():
        transition(appointment, field="status", to=Status.ACCEPTED, by=professional, allowed=ACCEPT)
        _tell(appointment, user=appointment.client, text=texts.ACCEPTED)
    return appointment


def appointment_reject(
    *, professional, appointment_id: int, reason: str, origin: str | None = None
) -> Appointment:
    reason = _clean(reason)
    if not reason:
        raise InvalidInput(texts.ENTER_REASON, fields={"reason": texts.ENTER_REASON})
    if len(reason) > 300:
        raise InvalidInput(texts.REASON_TOO_LONG, fields={"reason": texts.REASON_TOO_LONG})
    appointment = appointment_of(appointment_id, professional, professional=True)
    told = (appointment.client, texts.REJECTED.format(reason=reason))
    _end(appointment, to=Status.REJECTED, by=professional, allowed=REJECT, note=reason,
         refund=True, tell=told, origin=origin)  # fmt: skip
    return appointment


def appointment_cancel(*, user, appointment_id: int, origin: str | None = None) -> Appointment:
    """Either side. A paid appointment cancelled by the professional is always refunded; by
    the client only at least 24 hours before it starts, otherwise refused (409)."""
    appointment = appointment_of(appointment_id, user, professional=None)
    by_professional = appointment.professional_id == user.pk
    in_time = in_refund_window(appointment)
    if by_professional:
        told = (appointment.client, texts.CANCELLED_BY_PROFESSIONAL.format(name=display_name(user)))
    else:
        told = (appointment.professional, texts.CANCELLED_BY_CLIENT.format(name=appointment.name))
    allowed = PROFESSIONAL_CANCEL if by_professional else CANCEL
    _end(appointment, to=Status.CANCELLED, by=user, allowed=allowed, note="cancelled",
         refund=by_professional or in_time, tell=told, origin=origin)  # fmt: skip
    return appointment


GIVE_UP = {Status.AWAITING_PAYMENT: {Status.CANCELLED}}


def hold_release(*, client, appointment_id: int) -> Appointment:
    """The client walks away from a pay-first hold before paying: its place is offered again
    at once. Only an unpaid hold moves (409 otherwise), so a late release can never cancel,
    let alone refund, what was paid meanwhile."""
    appointment = appointment_of(appointment_id, client, professional=False)
    told = (appointment.professional, "")
    _end(appointment, to=Status.CANCELLED, by=client, allowed=GIVE_UP, note="hold released",
         refund=False, tell=told)  # fmt: skip
    return appointment


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


def appointment_release(*, professional, appointment_id: int) -> Appointment:
    appointment = appointment_of(appointment_id, professional, professional=True)
    with contended(), transaction.atomic():
        transition(
            appointment, field="status", to=Status.CANCELLED, by=professional, allowed=RELEASE
        )
        live.slots_publish(professional_id=appointment.professional_id, day=appointment.day)
    return appointment
