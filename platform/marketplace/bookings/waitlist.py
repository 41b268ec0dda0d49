"""Waitlists of full times (kernel/waitlist, one line per session of a window on a date).
Every write that can free a place of a professional's (a cancel, a rejection, a hold or offer
given back or lapsed, a reservation released, a schedule with more places) ends, under the
professional's lock, with `offer_freed`: each free place goes to the first one waiting for its
time, held for them as an offered appointment, which they take by booking it as usual or from
their list. A direct booking counts those waiting (`services._take_place`), so nobody skips
the line."""

import datetime

from django.conf import settings
from django.db import transaction
from django.db.models import Q, QuerySet
from django.utils import timezone

from kernel import holds, routes
from kernel.errors import Conflict, InvalidInput, NotFound
from kernel.history.services import transition
from kernel.holds.tasks import expire_on_commit
from kernel.kept import Kept
from kernel.locking import contended, wait_at_most
from kernel.waitlist import services as waitlist
from kernel.waitlist import texts as waitlist_texts
from kernel.waitlist.models import Waiter
from marketplace.bookings import live, notices, texts
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries import BUFFER, DAILY_LIMIT, bookable_from
from marketplace.bookings.services import (
    LINE,
    PURPOSE,
    Occasion,
    SlotFull,
    _availability,
    _expire,
    _take_place,
    _when,
    bookable,
    booker_cleaned,
    line_changed,
    line_of,
    places_left,
    take_offer,
)
from marketplace.profiles.models import Profile
from marketplace.profiles.queries import bookable_plans
from marketplace.scheduling.queries import Rules
from notifications import reminders
from notifications.models import Notification
from notifications.services import notification_send
from notifications.wording import Text

Status = Appointment.Status


# Times with no place that are not full: only a time whose own places are taken has a line.
NOT_WAITABLE = {BUFFER: texts.NO_WAITLIST_TOO_CLOSE, DAILY_LIMIT: texts.NO_WAITLIST_DAY_LIMIT}


def locked_profile(professional_id: int) -> Profile:
    """The professional's profile row locked: the lock every place of theirs is counted under.
    Who waits is read after it (`offer_freed`), never in the locking statement: on PostgreSQL
    that statement's snapshot predates the wait, and would miss a line joined meanwhile."""
    wait_at_most()
    return _PROFILE_LOCKED.rows(key=professional_id)[0]


def _profiles_locked(key) -> QuerySet:
    """The profile whose key is `key` (a value, or a subquery that answers one), with its
    user, locked."""
    return Profile.objects.select_related("user").filter(pk=key).select_for_update(of=("self",))


# The first lock of every cancel, reject, release and lapse: its SQL is kept.
_PROFILE_LOCKED = Kept(_profiles_locked, key=int)
# No user's id: the side a caller may not act as.
_NOBODY = -1


def locked_profile_of(
    appointment_id: int, *, professional: int | None = None, client: int | None = None
) -> Profile | None:
    """`locked_profile` found by one of their appointments (None when there is none), so that
    the appointment itself is read once, under its own lock, after it: the second lock of a
    cancel or reject (after the payments) and the first of a payment's confirmation. Given
    the caller as its `professional` or `client` (user ids; either, for either side), only an
    appointment of theirs finds it: someone else's call locks nothing of the professional's
    before its 404 (the caller's side is checked again on the appointment's locked row)."""
    wait_at_most()
    if professional is None and client is None:
        return _PROFILE_OF_LOCKED.first(pk=appointment_id)
    return _PROFILE_OF_THEIRS_LOCKED.first(
        pk=appointment_id, professional=_NOBODY if professional is None else professional,
        client=_NOBODY if client is None else client,
    )  # fmt: skip


def _professional_of(appointments: QuerySet) -> QuerySet:
    return appointments.values("professional_id")[:1]


_PROFILE_OF_LOCKED = Kept(
    lambda pk: _profiles_locked(_professional_of(Appointment.objects.filter(pk=pk))), pk=int
)
_PROFILE_OF_THEIRS_LOCKED = Kept(
    lambda pk, professional, client: _profiles_locked(
        _professional_of(
            Appointment.objects.filter(Q(professional_id=professional) | Q(client_id=client), pk=pk)
        )
    ),
    pk=int, professional=int, client=int,
)  # fmt: skip


def appointment_waitlist_join(
    *, client, professional_id: int, window_id: int, day: datetime.date, plan_id: int,
    name: str, email: str, start: str | None = None,
) -> Waiter:  # fmt: skip
    """`client` joins the line of a full time, with what booking it would need (checked as a
    booking is: the plan, the date, the time, the notice)."""
    now = timezone.now()
    name, email, fields = booker_cleaned(client, professional_id, name, email)
    with contended(), transaction.atomic():
        plan, occasion = bookable(
            professional_id=professional_id, plan_id=plan_id, window_id=window_id, day=day,
            start=start, now=now, fields=fields,
        )  # fmt: skip
        profile = plan.profile
        mine = Appointment.objects.filter(
            client_id=client.pk, professional_id=profile.pk, starts_at=occasion.starts,
            status__in=Appointment.LIVE,
        )  # fmt: skip
        if (
            mine.filter(hold_expires_at__gt=now).exists()
            or mine.exclude(status__in=Appointment.HELD).exists()
        ):
            raise Conflict(texts.ALREADY_BOOKED)
        line = line_of(occasion.window.pk, occasion.starts)
        free, closed = _availability(occasion, profile, occasion.window, now)
        if closed in NOT_WAITABLE:  # closed by bookings at other times: nothing to wait for
            raise Conflict(NOT_WAITABLE[closed], fields={"window_id": NOT_WAITABLE[closed]})
        if free > waitlist.waiting_count(line):
            raise Conflict(waitlist_texts.NOT_FULL)
        details = {
            "window_id": occasion.window.pk, "day": day.isoformat(),
            "start": occasion.starts.astimezone(occasion.starts.tzinfo).strftime("%H:%M"),
            "plan_id": plan.pk,
        }  # fmt: skip
        waiter = waitlist.join(
            line=line, owner_id=profile.pk, user=client, name=name, email=email, details=details
        )
        line_changed(line, profile.pk)
    return waiter


def appointment_waitlist_leave(*, user, waiter_id: int) -> None:
    """`user` leaves a line; with a place offered to them, that declines it, and the next one
    waiting is offered it at once."""
    waiter = waitlist.mine(user=user, waiter_id=waiter_id, prefix=LINE)
    with contended(), transaction.atomic():
        profile = locked_profile(waiter.owner_id)
        waiter = waitlist.mine(user=user, waiter_id=waiter_id, prefix=LINE)  # under the lock
        offer = Appointment.objects.filter(pk=waiter.offer_id, status=Status.OFFERED).first()
        if offer is None:
            waitlist.left(waiter)
            line_changed(waiter.line, profile.pk, also=[user.pk])
        else:
            decline(offer, profile, by=user)


def decline(offer: Appointment, profile: Profile, *, by) -> None:
    """The client declines the place offered to them (leaving its line, or giving it back as
    a hold): the next one in line is offered it at once. Under the professional's lock."""
    transition(offer, "give_up", by=by, note="offer declined")
    offer_passed(offer, profile)


def offer_passed(offer: Appointment, profile: Profile) -> None:
    """An offer declined or lapsed (already moved on): the next one in line gets the place,
    then the day's pages hear it once, with the place already offered on."""
    waiter = waitlist.offer_ended(area=LINE, offer_id=offer.pk, taken=False)
    notices.tell_client(offer)
    offer_freed(profile, timezone.now())
    live.taken_or_freed(offer, profile)
    if waiter is not None:
        line_changed(waiter.line, profile.pk, also=[waiter.user_id])


def appointment_offer_take(*, client, appointment_id: int) -> Appointment:
    """POST /appointments/{id}/take: the client takes the place offered to them, from their
    list (booking the same time from the booking page does the same)."""
    offer = Appointment.objects.filter(pk=appointment_id, client_id=client.pk).first()
    if offer is None or offer.reservation:
        raise NotFound(texts.APPOINTMENT_NOT_FOUND)
    with contended(), transaction.atomic():
        profile = locked_profile(offer.professional_id)
        offer.refresh_from_db()
        if offer.status != Status.OFFERED or offer.hold_expires_at <= timezone.now():
            raise Conflict(texts.OFFER_GONE)
        take_offer(offer, profile, by=client)
        if profile.payment_required:
            expire_on_commit(PURPOSE, offer.pk, offer.hold_expires_at)
        else:
            notices.tell_professional(offer, kind=Notification.Kind.BOOKING)
        notices.tell_client(offer)
    return offer


def offer_freed(profile: Profile, now) -> None:
    """Under the professional's lock: each free place of a time with people waiting goes to the
    first of them, held for the offer's time and told at once (a notification: SMS, e-mail
    and a toast). One whose time is gone (passed, changed, too soon) leaves the line."""
    for line in waitlist.lines_waiting(owner_id=profile.pk, prefix=LINE):
        dropped: list[int] = []
        moved = False
        while (waiter := waitlist.first_waiting(line)) is not None:
            occasion = _occasion_of(waiter, profile, now)
            if occasion is None:  # the time is gone: passed, moved, a day off, too soon
                waitlist.left(waiter)
                notices_gone(waiter)
                dropped.append(waiter.user_id)
                continue
            if places_left(occasion, profile, occasion.window, now) <= 0:
                break
            if not _offer(waiter, occasion, profile, now):
                break
            moved = True
        if moved or dropped:
            line_changed(line, profile.pk, also=dropped)


def _occasion_of(waiter: Waiter, profile: Profile, now) -> Occasion | None:
    """The session `waiter` waits for, if it may still be booked at the same instant."""
    details = waiter.details
    try:
        occasion = _when(
            profile=profile, window_id=details["window_id"], now=now, fields={},
            day=datetime.date.fromisoformat(details["day"]), start=details["start"],
            earliest=bookable_from(Rules.of(profile), now),
        )  # fmt: skip
    except (InvalidInput, KeyError, ValueError):
        return None
    # A new time zone moves the session to another instant: not the one waited for.
    return occasion if line_of(occasion.window.pk, occasion.starts) == waiter.line else None


def notices_gone(waiter: Waiter) -> None:
    notification_send(
        user=waiter.user, kind=Notification.Kind.UPDATE, text=Text(texts.WAIT_ENDED),
        data={"path": routes.YOUR_APPOINTMENTS},
    )  # fmt: skip


def _offer(waiter: Waiter, occasion: Occasion, profile: Profile, now) -> bool:
    """The place to `waiter`; False when there is none after all (the caller stops)."""
    plan = bookable_plans(profile.pk).filter(pk=waiter.details.get("plan_id")).first()
    if plan is None:  # the plan is gone, or the professional may no longer be booked
        waitlist.left(waiter)
        notices_gone(waiter)
        return True
    try:
        offer = _take_place(
            client=waiter.user, occasion=occasion, now=now, status=Status.OFFERED, plan=plan,
            name=waiter.name, email=waiter.email, phone=waiter.phone,
            hold_expires_at=waitlist.offer_until(now),
        )  # fmt: skip
    except SlotFull:
        return False
    except Conflict:  # a live appointment of theirs at that time already: no more waiting
        waitlist.ended(waiter, booked=True)
        return True
    waitlist.offered(waiter, offer.pk)
    expire_on_commit(PURPOSE, offer.pk, offer.hold_expires_at)
    notification_send(
        user=waiter.user,
        kind=Notification.Kind.OFFER,
        text=Text(
            texts.PLACE_OFFERED,
            name=profile.user.name or profile.user.username,
            date=reminders.day_and_month(offer.starts_at, offer.time_zone),
            time=reminders.clock(offer.starts_at, offer.time_zone),
            minutes=settings.WAITLIST_OFFER_MINUTES,
        ),
        data={"appointment_id": offer.pk, "path": routes.YOUR_APPOINTMENTS},
    )  # fmt: skip
    notices.tell_client(offer)
    return True


def after_schedule_change(professional_id: int, weekdays: int, dates=None) -> None:
    """Scheduling's hook: more places, or other hours, may free a time someone waits for."""
    with contended(), transaction.atomic():
        offer_freed(locked_profile(professional_id), timezone.now())


def _hold_lock(appointment: Appointment) -> None:
    # The professional first, as booking and payment do, so the three queue in one order.
    locked_profile(appointment.professional_id)


def _hold_lapse(appointment: Appointment) -> None:
    """A hold or an offer past its time expires and its place goes to the first one waiting
    for it, or to anyone, live (the hold kernel calls this under the professional's lock)."""
    offered = appointment.status == Status.OFFERED
    profile = Profile.objects.select_related("user").get(pk=appointment.professional_id)
    if offered:
        _expire(appointment, tell=False)
        notices.tell(appointment, user=appointment.client, text=Text(texts.OFFER_LAPSED))
        offer_passed(appointment, profile)
    else:
        _expire(appointment)
        offer_freed(profile, timezone.now())
        live.taken_or_freed(appointment, profile)


HOLDS = holds.HoldKind(
    rows=Appointment.objects.select_related("window"),
    held=Appointment.HELD,
    lock=_hold_lock,
    lapse=_hold_lapse,
)
