"""The waitlist of a sold-out event (kernel/waitlist), shaped as an appointment time's
(bookings/waitlist.py): joining and leaving a line, the offers made from it, and the seat
holds that lapse (the hold kernel's kind for seats).

Every write that can free a seat (a hold given back or lapsed, an offer declined or lapsed,
more seats) ends, under the event's lock, with `offer_freed`: each free seat goes to the first
one waiting, held for them as an offered booking, which they take by booking as usual. So a
seat free with people waiting never outlives the transaction that freed it, and nobody skips
the line."""

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from kernel import holds, money, routes
from kernel.errors import Conflict, InvalidInput, NotFound
from kernel.history.services import transition
from kernel.holds.tasks import expire_on_commit
from kernel.locking import contended, lock
from kernel.waitlist import services as waitlist
from kernel.waitlist import texts as waitlist_texts
from kernel.waitlist.models import Waiter
from marketplace.events import coupons as seat_coupons
from marketplace.events import live, notices, texts
from marketplace.events.models import PURPOSE, Event, EventBooking
from marketplace.events.queries import LINE, booked_count, event_id_of, full, line_of, taking
from marketplace.profiles.services import contact_cleaned
from notifications.models import Notification
from notifications.services import notification_send
from notifications.wording import Text

Status = EventBooking.Status


def seat_asked(*, user, event_id: int, name: str, email: str) -> tuple[Event, str, str]:
    """What a seat's booking (services.event_book) and a join of its line check first: the
    form's name and e-mail, cleaned, and an event that exists and is not the caller's own."""
    name, email, wrong = contact_cleaned(name, email)
    if wrong:
        raise InvalidInput(next(iter(wrong.values())), fields=wrong)
    event = Event.objects.filter(pk=event_id).select_related("host").first()
    if event is None:
        raise NotFound(texts.EVENT_NOT_FOUND)
    if event.host_id == user.pk:
        raise Conflict(texts.OWN_EVENT)
    return event, name, email


def to_come_locked(event: Event, now) -> Event:
    """The event's row locked and read again: refused once it has begun."""
    event = lock(event)[0]
    if event.starts_at <= now:
        raise Conflict(texts.EVENT_OVER)
    return event


def event_waitlist_join(*, user, event_id: int, name: str, email: str) -> tuple[Waiter, int]:
    """`user` joins the waitlist of a sold-out event; answers their place and position."""
    event, name, email = seat_asked(user=user, event_id=event_id, name=name, email=email)
    now = timezone.now()
    with contended(), transaction.atomic():
        event = to_come_locked(event, now)
        mine = event.bookings.filter(user_id=user.pk).filter(taking(now)).first()
        if mine is not None:
            held = mine.status != Status.CONFIRMED
            raise Conflict(texts.SEAT_HELD_FOR_YOU if held else texts.ALREADY_BOOKED)
        if not full(event, now):
            raise Conflict(waitlist_texts.NOT_FULL)
        waiter = waitlist.join(
            line=line_of(event.pk), owner_id=event.host_id, user=user, name=name, email=email
        )
        live.seats_publish(event)
    return waiter, waitlist.position(waiter)


def event_waitlist_leave(*, user, waiter_id: int) -> Waiter:
    """`user` leaves a line; with an offer out, that declines it (the next one is offered)."""
    waiter = waitlist.mine(user=user, waiter_id=waiter_id, prefix=LINE)
    event = Event.objects.filter(pk=event_id_of(waiter.line)).first()
    if event is None:
        raise NotFound(texts.EVENT_NOT_FOUND)
    with contended(), transaction.atomic():
        event = lock(event)[0]
        waiter = waitlist.mine(user=user, waiter_id=waiter_id, prefix=LINE)  # under the lock
        offer = event.bookings.filter(pk=waiter.offer_id, status=Status.OFFERED).first()
        if offer is not None:
            give_up(event, offer, by=user)
        else:
            waitlist.left(waiter)
            live.seats_publish(event)
    waiter.refresh_from_db()
    return waiter


def take_offer(event: Event, offer: EventBooking, *, user, name: str, email: str) -> EventBooking:
    """The booker takes the seat offered to them from the waitlist: a free one is theirs at
    once; a paid one becomes a hold until the offer's own time, paid as any hold is."""
    paid = offer.price_paise > 0
    transition(offer, "take_to_pay" if paid else "take", by=user, note="offer taken")
    offer.name, offer.email = name, email
    if not paid:
        offer.hold_expires_at = None
    offer.save(update_fields=["name", "email", "hold_expires_at"])
    waitlist.offer_ended(area=LINE, offer_id=offer.pk, taken=True)
    live.seats_publish(event)
    if not paid:
        notices.tell_host(event, offer)
    return offer


def offer_freed(event: Event, now) -> None:
    """Under the event's lock: each free seat to the first one waiting, held for them for the
    offer's time as an offered booking, and told at once (a frame, a notification: SMS and
    e-mail as any). None once the event has begun."""
    if event.starts_at <= now:
        return
    line = line_of(event.pk)
    while event.seats is None or booked_count(event, now) < event.seats:
        waiter = waitlist.first_waiting(line)
        if waiter is None:
            return
        theirs = list(event.bookings.filter(user_id=waiter.user_id, status__in=EventBooking.LIVE))
        if any(row.status == Status.CONFIRMED or row.hold_expires_at > now for row in theirs):
            waitlist.ended(waiter, booked=True)  # a seat of their own already: no more waiting
            continue
        for stale in theirs:  # their own hold, lapsed but not swept yet, gives way
            _expire(stale)
        share, fee = money.shares(event.price_paise)
        offer = EventBooking.objects.create(
            event=event, user_id=waiter.user_id, name=waiter.name, email=waiter.email,
            phone=waiter.phone, status=Status.OFFERED, price_paise=event.price_paise,
            host_share_paise=share, fee_paise=fee, hold_expires_at=waitlist.offer_until(now),
        )  # fmt: skip
        waitlist.offered(waiter, offer.pk)
        expire_on_commit(PURPOSE, offer.pk, offer.hold_expires_at)
        minutes = settings.WAITLIST_OFFER_MINUTES
        notification_send(
            user=waiter.user,
            kind=Notification.Kind.OFFER,
            text=Text(texts.SEAT_OFFERED, title=event.title, minutes=minutes),
            data={"event_id": event.pk, "path": routes.MY_EVENTS},
        )


def give_up(event: Event, booking: EventBooking, *, by) -> None:
    """A hold or an offer given back before it is paid or taken: its seat goes to the next
    one waiting, or to anyone. Under the event's lock."""
    offered = booking.status == Status.OFFERED
    transition(booking, "give_up", by=by, note="given back", refusal=texts.NOT_HELD)
    seat_coupons.freed(booking)
    _freed(event, booking, offered=offered)


def _freed(event: Event, booking: EventBooking, *, offered: bool) -> None:
    """A hold or an offer ended untaken: its place in line passes, the seat goes on, live."""
    if offered:
        waitlist.offer_ended(area=LINE, offer_id=booking.pk, taken=False)
    offer_freed(event, timezone.now())
    live.seats_publish(event)


def _expire(booking: EventBooking) -> None:
    transition(booking, "expire", by=None)
    seat_coupons.freed(booking)


def _hold_lock(booking: EventBooking) -> None:
    lock(booking.event)  # the event first, as booking and payment do


def hold_lapse(booking: EventBooking) -> None:
    """A seat's hold or offer past its time expires, and its seat goes to the next one
    waiting or to anyone, live (the hold kernel calls this under the event's lock)."""
    offered = booking.status == Status.OFFERED
    _expire(booking)
    _freed(booking.event, booking, offered=offered)


HOLDS = holds.HoldKind(
    rows=EventBooking.objects.select_related("event"),
    held=(Status.AWAITING_PAYMENT, Status.OFFERED),
    lock=_hold_lock,
    lapse=hold_lapse,
)
