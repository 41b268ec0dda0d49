"""Taking a place: booking, the professional's reservation, holds that lapse (paying for
one is in `paying`). A place is taken under the professional's row
lock: lock, count, write, in one transaction (docs/architecture.md, "How a request
travels"), so however many people press "Book Appointment" at once, no time is booked beyond
its places. What the two sides do with an appointment afterwards is in `decisions`; what each
hears of it, in `notices`."""

import datetime
from dataclasses import dataclass

from django.db import transaction
from django.db.models import Exists, OuterRef, QuerySet
from django.utils import timezone

from kernel import holds, metrics
from kernel.errors import Conflict, InvalidInput, NotFound
from kernel.history.services import transition
from kernel.holds.tasks import expire_on_commit
from kernel.kept import Kept, KeptInsert
from kernel.locking import contended, lock_rows, wait_at_most
from kernel.waitlist import services as waitlist
from kernel.waitlist.models import Waiter
from marketplace.bookings import coupons as booked_coupons
from marketplace.bookings import live, notices, texts
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries import (
    BUFFER,
    DAILY_LIMIT,
    TIME_LINE,
    Taken,
    around,
    availability,
    bookable_from,
    horizon,
    occurrence,
    slots_of,
    taken_around,
    takes_place,
)
from marketplace.coupons import services as coupons
from marketplace.packages import services as packages
from marketplace.payments.purposes import Unfulfillable
from marketplace.profiles.models import Plan, Profile
from marketplace.profiles.queries import bookable_plans, bookable_profile
from marketplace.profiles.services import contact_cleaned
from marketplace.scheduling.models import Window
from marketplace.scheduling.queries import DayWindows, Rules, clock, windows_of_day
from notifications.models import Notification
from notifications.wording import Text
from realtime import topics
from realtime.publish import publish

Status = Appointment.Status


class SlotFull(Conflict):
    def __init__(self, message: str = texts.SLOT_FULL) -> None:
        super().__init__(message, fields={"window_id": message})


# What an appointment is as a purchase (payments/purposes.py; registered in apps.py).
PURPOSE = "appointment"


class PlaceGone(Unfulfillable):
    """A payment arrived for a time that is no longer free: the caller (payments) refunds."""

    def __init__(self, message: str = texts.PLACE_GONE) -> None:
        super().__init__(message)


@dataclass(frozen=True)
class Occasion:
    """One session of a professional's window on a date: what a booking or a reservation
    takes a place of, at these instants, counted against the window's places. `windows`:
    all the date's windows, which the frame after the write is counted from."""

    profile: Profile
    window: Window
    day: datetime.date
    starts: datetime.datetime
    ends: datetime.datetime
    windows: tuple[Window, ...] = ()


def _plans_locked(professional_id: int, plan_id: int) -> QuerySet[Plan]:
    return (
        bookable_plans(professional_id).filter(pk=plan_id)
        .annotate(waiting=waiting_on(OuterRef("profile_id")))
        .select_for_update(of=("profile",))[:1]
    )  # fmt: skip


# The first statement of every booking and waitlist join: its SQL is kept.
_PLAN_LOCKED = Kept(_plans_locked, professional_id=int, plan_id=int)
_NEW = KeptInsert(Appointment)


def _plan_locked(*, professional_id: int, plan_id: int, fields: dict[str, str]) -> Plan:
    """The bookable professional's plan, their profile row locked (one statement): every
    booking of theirs queues here, since buffers and the daily limit reach across windows.
    Refused with a message on its field."""
    wait_at_most()
    plan = _PLAN_LOCKED.first(professional_id=professional_id, plan_id=plan_id)
    if plan is None:
        if bookable_profile(professional_id) is None:
            raise NotFound(texts.PROFESSIONAL_NOT_FOUND)
        fields["plan_id"] = texts.SELECT_SESSION
    elif plan.price_paise <= 0:
        fields["plan_id"] = texts.CHOOSE_METHOD
    if fields:
        raise InvalidInput(next(iter(fields.values())), fields=fields)
    return plan


def _session_start(start: str | None, fields: dict[str, str]) -> datetime.time | None:
    if start is None:
        return None
    try:
        return clock(start)
    except ValueError:
        fields["start"] = texts.BAD_START
        return None


def _when(
    *, profile, window_id, day, start: str | None, now, fields: dict[str, str], earliest=None
) -> Occasion:
    """The window's session on `day` that starts at `start` (HH:MM; by default its first), if
    it is offered on that date, within the horizon, and to come (no sooner than `earliest`,
    when given). Called under the professional's lock, so a schedule edit or a day off
    either came before and is seen, or waits."""
    first, last = horizon(profile, now)
    at = _session_start(start, fields)
    starts = ends = window = None
    date = DayWindows([])
    if fields:
        pass
    elif day < first:
        fields["date"] = texts.DATE_PAST
    elif day > last:
        fields["date"] = texts.DATE_TOO_FAR.format(days=profile.booking_horizon_days)
    else:
        date = windows_of_day(professional_id=profile.pk, day=day)
        window = next((w for w in date.windows if w.pk == window_id), None)
    if fields:
        pass
    elif window is None and date.off and window_id in date.others:
        fields["date"] = texts.DAY_OFF
    elif window is None:
        fields["window_id"] = texts.TIME_NOT_OFFERED
    elif at is not None and at not in window.session_starts():
        fields["start"] = texts.TIME_NOT_OFFERED
    else:
        starts, ends = occurrence(window, day, profile.time_zone, at)
        if starts <= now:
            fields["window_id"] = texts.TIME_PASSED
        elif earliest is not None and starts <= earliest:
            fields["window_id"] = texts.TOO_SOON.format(hours=profile.notice_hours)
    if fields:
        raise InvalidInput(next(iter(fields.values())), fields=fields)
    return Occasion(profile, window, day, starts, ends, tuple(date.windows))


def appointment_book(
    *,
    client,
    professional_id: int,
    window_id: int,
    day: datetime.date,
    plan_id: int,
    name: str,
    email: str,
    start: str | None = None,
    coupon: str = "",
    purchase_id: int | None = None,
) -> Appointment:
    """A place in the window's session at `start` (HH:MM; by default the window's first).
    Five statements when it succeeds: the plan with the professional's lock, the date's
    windows, what takes a place around it, the appointment, the professional's notification.
    A `coupon` code is applied under the same lock (coupons.services.applied: the coupon's row
    locked after the professional's); a pay-first one it leaves at ₹0 is confirmed at once.
    `purchase_id`: paid by a credit of the client's package purchase (`_by_credit`); a code
    and a credit do not go together."""
    if coupon and purchase_id is not None:
        raise InvalidInput(texts.COUPON_WITH_CREDIT, fields={"coupon": texts.COUPON_WITH_CREDIT})
    now = timezone.now()
    name, email, fields = booker_cleaned(client, professional_id, name, email)
    with contended(), transaction.atomic():
        plan, occasion = bookable(
            professional_id=professional_id, plan_id=plan_id, window_id=window_id, day=day,
            start=start, now=now, fields=fields,
        )  # fmt: skip
        profile = plan.profile
        deal = coupons.applied(
            code=coupon, professional_id=professional_id, client_id=client.pk,
            list_paise=plan.price_paise, zone=profile.time_zone, now=now, plan_id=plan.pk,
        )  # fmt: skip
        pay_first = profile.payment_required
        credit = None
        if purchase_id is not None:  # its row locked under the professional's lock
            credit = packages.credit_checked(
                client=client, purchase_id=purchase_id, plan_id=plan.pk, now=now
            )
        appointment = _take_place(
            client=client, occasion=occasion, now=now,
            status=Status.AWAITING_PAYMENT if pay_first else Status.PENDING, plan=plan,
            name=name, email=email, phone=getattr(client, "phone", "") or "",
            hold_expires_at=holds.until(now) if pay_first else None, line_waits=plan.waiting,
        )  # fmt: skip
        if deal is not None:
            pay_first = booked_coupons.priced(appointment, deal, client=client)
        if credit is not None:
            _by_credit(appointment, credit, now)
        elif pay_first:
            expire_on_commit(PURPOSE, appointment.pk, appointment.hold_expires_at)
        else:
            notices.tell_professional(appointment, kind=Notification.Kind.BOOKING)
        # The client's own other tabs (their appointments list) show it at once.
        notices.tell_client(appointment)
        transaction.on_commit(lambda: metrics.booked("appointment"))
    return appointment


def _by_credit(appointment: Appointment, purchase, now) -> None:
    """Paid with a credit of the locked purchase, in the booking's transaction: nothing to pay.
    A pay-first professional's booking is confirmed at once, as a paid one is; a pay-later
    one stays a request the professional accepts or rejects."""
    packages.credit_spend(
        purchase, appointment_id=appointment.pk, earned_from=appointment.earned_from, now=now
    )
    if appointment.status == Status.AWAITING_PAYMENT:
        transition(appointment, "confirm", by=appointment.client, note="paid by credit", held=True)
    transition(
        appointment, "pay", by=appointment.client, note=f"credit of package purchase {purchase.pk}",
        also={"purchase": purchase, "hold_expires_at": None}, held=True,
    )  # fmt: skip
    notices.tell_professional(appointment, kind=Notification.Kind.BOOKING)


LINE = TIME_LINE


def waiting_on(owner_id) -> Exists:
    """Whether anyone waits for a time of this professional's: an annotation, so that the
    booking's first statement tells whether the line must be counted at all. On PostgreSQL it
    is read with that statement's snapshot, taken before the lock is granted: a line joined
    during the wait is missed. That matters only for a place free while someone waits, which
    the freeing writes never leave (they read the line after the lock: waitlist.offer_freed,
    or this annotation on a statement sent once the lock is held, as a cancel's appointment
    read: decisions._end); a hold lapsed a moment ago and not yet swept is the one such
    place."""
    return Exists(Waiter.objects.filter(owner_id=owner_id, status=Waiter.Status.WAITING))


def booker_cleaned(client, professional_id: int, name: str, email: str):
    """The booking form's name and e-mail, cleaned, with the fields they are wrong in."""
    name, email, fields = contact_cleaned(name, email)
    if client.pk == professional_id:
        raise InvalidInput(texts.NOT_YOURSELF)
    return name, email, fields


def bookable(
    *, professional_id: int, plan_id: int, window_id: int, day, start, now, fields
) -> tuple[Plan, Occasion]:
    """What a client may book (or wait for), checked as a booking is, in the caller's
    transaction: the plan with the professional's lock, then the date, the session, the
    notice and the plan's length. Refused with a message on each field that is wrong."""
    plan = _plan_locked(professional_id=professional_id, plan_id=plan_id, fields=fields)
    profile = plan.profile
    occasion = _when(
        profile=profile, window_id=window_id, day=day, start=start, now=now, fields=fields,
        earliest=bookable_from(Rules.of(profile), now),
    )  # fmt: skip
    fitting(plan, occasion)
    return plan, occasion


def fitting(plan: Plan, occasion: Occasion) -> None:
    """A plan with a length fits only a session at least that long."""
    minutes = plan.duration_minutes
    if minutes and occasion.ends - occasion.starts < datetime.timedelta(minutes=minutes):
        message = texts.PLAN_TOO_LONG.format(minutes=minutes)
        raise InvalidInput(message, fields={"plan_id": message})


def line_of(window_id: int, starts: datetime.datetime) -> str:
    """The waitlist of one session (kernel/waitlist): its window and its start."""
    return f"{LINE}{window_id}:{int(starts.timestamp())}"


def line_changed(line: str, owner_id: int, *, also=()) -> None:
    """A line moved: the professional's list, everyone in it, and those just out of it
    (`also`: who left, took, declined or lost their place) hear it (after commit)."""
    for user_id in {owner_id, *waitlist.people_in(line), *also}:
        publish(topics.user(user_id), "waitlist.changed", {"line": line})


def take_offer(offer: Appointment, profile: Profile, *, by, name: str = "", email: str = ""):
    """The client takes the place offered to them from the waitlist, under the professional's
    lock: a request like any booking (paid later), or a hold until the offer's own time
    (pay-first). The caller tells whoever must hear of a new booking."""
    pay_first = profile.payment_required
    transition(offer, "take_to_pay" if pay_first else "take", by=by, note="offer taken")
    if name:
        offer.name, offer.email = name, email
    if not pay_first:
        offer.hold_expires_at = None
    offer.save(update_fields=["name", "email", "hold_expires_at"])
    waiter = waitlist.offer_ended(area=LINE, offer_id=offer.pk, taken=True)
    if waiter is not None:
        line_changed(waiter.line, profile.pk, also=[waiter.user_id])
    return offer


def _take_place(
    *, client, occasion: Occasion, now, status, plan, line_waits: bool = False, **fields
) -> Appointment:
    """Count, write: the one way a place is taken, by a booking, a reservation or an offer
    from the waitlist (a move to another time counts the same way: `reschedule`). Called
    inside the caller's transaction, under the professional's lock (`_when` read the date's
    windows under it)."""
    booking = status in (Status.PENDING, Status.AWAITING_PAYMENT)
    taken = room(client=client, occasion=occasion, now=now, booking=booking,
                 line_waits=line_waits, reserving=status == Status.RESERVED)  # fmt: skip
    if isinstance(taken, Appointment):  # the place offered to them, taken by booking it
        return take_offer(taken, occasion.profile, by=client, name=fields["name"],
                          email=fields["email"])  # fmt: skip
    profile, window, starts, ends = (
        occasion.profile,
        occasion.window,
        occasion.starts,
        occasion.ends,
    )
    appointment = Appointment(
        client=client,
        # The user the profile was read with: the answer and the notification need no query.
        professional=profile.user,
        window=window,
        starts_at=starts,
        ends_at=ends,
        day=occasion.day,
        time_zone=profile.time_zone,
        plan=plan,
        plan_name=plan.name if plan else "",
        plan_type=plan.type if plan else "",
        price_paise=plan.price_paise if plan else 0,
        # The terms the client reads before paying stay theirs if the professional changes them.
        cancellation_policy=profile.cancellation_policy,
        status=status,
        **fields,
    )
    _NEW.insert(appointment)
    publish_taken(occasion, taken, now)
    return appointment


def room(
    *, client, occasion: Occasion, now, booking: bool, line_waits: bool = False,
    reserving: bool = False, moving: Appointment | None = None,
) -> list[Taken] | Appointment:  # fmt: skip
    """Count: whether the occasion has a place for `client`, under the professional's lock,
    and what takes a place around it once they have it. The rows around the session are
    read once: what takes a place, and this client's own live appointment at that time (a
    place offered to them is taken by booking it: that offer is answered instead). A booking
    counts those waiting for the time (`line_waits`: anyone waits for a time of this
    professional's), so it never takes a place owed to the line. `moving`: the appointment
    that moves here, whose own place is not counted against it. SlotFull (or Conflict) when
    there is none."""
    starts, ends, profile = occasion.starts, occasion.ends, occasion.profile
    rules = Rules.of(profile)
    rows = around(professional_id=profile.pk, day=occasion.day, zone=profile.time_zone, rules=rules)
    if moving is not None:
        rows = [row for row in rows if row[0] != moving.pk]
    for pk, client_id, state, until, at, _, _ in rows:
        if client_id != client.pk or at != starts or state not in Appointment.LIVE:
            continue
        if booking and state == Status.OFFERED and until > now:
            return Appointment.objects.get(pk=pk)
        if state in Appointment.HELD and until <= now:
            # The client's own lapsed hold, not yet swept: it gives way to the new booking.
            _expire(Appointment.objects.get(pk=pk), tell=False)
            if state == Status.OFFERED:  # their own offer, lapsed: they are out of its line
                waitlist.offer_ended(area=LINE, offer_id=pk, taken=False)
        else:
            # One live appointment per person and time (a DB constraint): a professional's
            # reservation blocks one place of a time, not several.
            message = texts.ALREADY_RESERVED if reserving else texts.ALREADY_BOOKED
            raise Conflict(message, fields={"window_id": message})
    taken = [
        (at, until_, on) for _, _, state, held, at, until_, on in rows
        if takes_place(state, held, now)
    ]  # fmt: skip
    places, closed = availability(places=occasion.window.places, starts=starts, ends=ends,
                                  day=occasion.day, taken=taken, rules=rules)  # fmt: skip
    if line_waits and booking:
        places -= waitlist.waiting_count(line_of(occasion.window.pk, starts))
    if places <= 0:
        raise SlotFull(CLOSED.get(closed, texts.SLOT_FULL))
    return taken


def publish_taken(occasion: Occasion, taken: list[Taken], now) -> None:
    """The occasion's place taken (`taken`: the rest, as `room` counted them): its date's
    pages, and those of the dates its buffers reach, hear it after commit."""
    profile = occasion.profile
    taken = [*taken, (occasion.starts, occasion.ends, occasion.day)]
    live.slots_publish(
        professional_id=profile.pk, day=occasion.day,
        slots=slots_of(profile, occasion.day, list(occasion.windows), taken, now),
    )  # fmt: skip
    live.neighbours_publish(
        professional_id=profile.pk, day=occasion.day, starts=occasion.starts, ends=occasion.ends,
        zone=profile.time_zone, rules=Rules.of(profile),
    )  # fmt: skip


# Why a time with places of its own cannot be booked (queries.availability): not "taken".
CLOSED = {BUFFER: texts.TOO_CLOSE, DAILY_LIMIT: texts.DAY_LIMIT_REACHED}


def places_left(occasion: Occasion, profile: Profile, window: Window, now, exclude=None) -> int:
    """Places left in the occasion's session, counted with the locked rows' rules."""
    return _availability(occasion, profile, window, now, exclude)[0]


def _availability(
    occasion: Occasion, profile: Profile, window: Window, now, exclude=None
) -> tuple[int, str | None]:
    """Places left in the occasion's session and why none is (queries.availability)."""
    rules = Rules.of(profile)
    taken = taken_around(
        professional_id=profile.pk, day=occasion.day, zone=profile.time_zone, rules=rules,
        now=now, exclude=exclude,
    )  # fmt: skip
    return availability(
        places=window.places, starts=occasion.starts, ends=occasion.ends, day=occasion.day,
        taken=taken, rules=rules,
    )  # fmt: skip


def _expire(appointment: Appointment, *, tell: bool = True) -> None:
    transition(appointment, "expire", by=None)
    booked_coupons.freed(appointment)
    if tell:
        notices.tell(appointment, user=appointment.client, text=Text(texts.HOLD_EXPIRED))
    else:
        notices.tell_client(appointment)


def appointment_reserve(
    *, professional, window_id: int, day: datetime.date, start: str | None = None
) -> Appointment:
    """The professional's own block of a place, counted like any booking (but not held to
    their own minimum notice)."""
    now = timezone.now()
    with contended(), transaction.atomic():
        profile = next(
            iter(lock_rows(Profile.objects.select_related("user"), [professional.pk])), None
        )
        if profile is None:
            raise NotFound(texts.NOT_PROFESSIONAL)
        occasion = _when(
            profile=profile, window_id=window_id, day=day, start=start, now=now, fields={}
        )
        appointment = _take_place(
            client=professional, occasion=occasion, now=now, status=Status.RESERVED, plan=None,
            name=professional.name or "Reserved", email="", phone=professional.phone,
        )  # fmt: skip
    return appointment
