"""Every write of the events area. A seat is taken under the event's row lock: lock, count,
write, in one transaction (docs/architecture.md, "How a request travels"), so an event never
has more bookings than seats, however many press "Book Event" at once.

A sold-out event has a waitlist: its joins, leaves and offers are events/waitlist.py's, as
an appointment time's are bookings/waitlist.py's."""

import datetime
import logging
import secrets
import zoneinfo
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.utils import timezone

from kernel import holds, metrics, money, ratelimit, routes
from kernel.errors import Conflict, InvalidInput, NotFound, RateLimited
from kernel.history.services import transition
from kernel.holds.tasks import expire_on_commit
from kernel.locking import contended, lock
from kernel.waitlist import services as waitlist
from marketplace.events import coupons as seat_coupons
from marketplace.events import live, notices, richtext, texts
from marketplace.events.models import PURPOSE, Event, EventBooking
from marketplace.events.queries import booked_count, full, line_of
from marketplace.events.waitlist import (
    give_up,
    hold_lapse,
    offer_freed,
    seat_asked,
    take_offer,
    to_come_locked,
)
from marketplace.payments.purposes import Unfulfillable
from marketplace.payments.services import NO_BILLING, Billing, order_open
from marketplace.profiles import images
from marketplace.profiles import texts as picture_texts
from marketplace.profiles.models import Profile
from notifications.models import Notification
from notifications.services import notification_send
from notifications.wording import Text

logger = logging.getLogger(__name__)
Status = EventBooking.Status
MAX_PRICE_PAISE = money.paise_from_rupees(1_000_000)
MAX_SEATS = 100_000
BANNERS_PER_HOUR = 30


@dataclass(frozen=True)
class EventDraft:
    """What the create and edit screens send; times are the host's wall-clock times."""

    title: str
    short_description: str
    description: str
    response: str
    date: datetime.date
    start: datetime.time
    end: datetime.time
    seats: int | None
    type: str
    price: int


def _zone_of(user) -> str:
    zone = Profile.objects.filter(pk=user.pk).values_list("time_zone", flat=True).first()
    return zone or "Asia/Kolkata"


def _checked(draft: EventDraft, *, zone: str, now) -> dict:
    """The stored fields, or InvalidInput with a message on each field that is wrong."""
    fields: dict[str, str] = {}
    title = " ".join(draft.title.split())
    short = " ".join(draft.short_description.split())
    if not title:
        fields["title"] = texts.ENTER_TITLE
    elif len(title) > Event._meta.get_field("title").max_length:
        fields["title"] = texts.TITLE_TOO_LONG
    if not short:
        fields["short_description"] = texts.ENTER_SHORT_DESCRIPTION
    elif len(short) > Event._meta.get_field("short_description").max_length:
        fields["short_description"] = texts.SHORT_DESCRIPTION_TOO_LONG
    description = "" if richtext.is_empty(draft.description) else draft.description
    response = "" if richtext.is_empty(draft.response) else draft.response
    description, response = richtext.sanitised(description), richtext.sanitised(response)
    if len(description) > richtext.MAX_LENGTH:
        fields["description"] = texts.DESCRIPTION_TOO_LONG
    if len(response) > richtext.MAX_LENGTH:
        fields["response"] = texts.DESCRIPTION_TOO_LONG
    price_paise = money.paise_from_rupees(draft.price) if draft.price >= 0 else -1
    if not 0 <= price_paise <= MAX_PRICE_PAISE:
        fields["price"] = texts.PRICE_RANGE
    if draft.seats is not None and not 1 <= draft.seats <= MAX_SEATS:
        fields["seats"] = texts.SEATS_RANGE
    if draft.type not in Event.Type.values:
        fields["type"] = texts.UNKNOWN_TYPE
    tz = zoneinfo.ZoneInfo(zone)
    starts = datetime.datetime.combine(draft.date, draft.start, tzinfo=tz)
    ends = datetime.datetime.combine(draft.date, draft.end, tzinfo=tz)
    if ends <= starts:
        fields["time"] = texts.END_BEFORE_START
    elif starts <= now:
        fields["date"] = texts.DATE_PAST
    if fields:
        raise InvalidInput(next(iter(fields.values())), fields=fields)
    return {
        "title": title,
        "short_description": short,
        "description": description,
        "response": response,
        "starts_at": starts,
        "ends_at": ends,
        "time_zone": zone,
        "seats": draft.seats,
        "type": draft.type,
        "price_paise": price_paise,
    }


def event_create(*, host, draft: EventDraft) -> Event:
    values = _checked(draft, zone=_zone_of(host), now=timezone.now())
    return Event.objects.create(host=host, **values)


def _own(host, event_id: int) -> Event:
    event = Event.objects.filter(pk=event_id, host_id=host.pk).first()
    if event is None:
        raise NotFound(texts.EVENT_NOT_FOUND)
    return event


def event_edit(*, host, event_id: int, draft: EventDraft) -> Event:
    """Only the host edits. Seats may not drop below what is booked (checked under the
    event's lock, as bookings are); bookers hear of a changed response, date or time."""
    event = _own(host, event_id)
    values = _checked(draft, zone=event.time_zone, now=timezone.now())
    with contended(), transaction.atomic():
        event = lock(event)[0]
        booked = booked_count(event)
        if values["seats"] is not None and values["seats"] < booked:
            message = texts.SEATS_BELOW_BOOKED.format(booked=booked)
            raise InvalidInput(message, fields={"seats": message})
        news = any(
            getattr(event, name) != values[name] for name in ("response", "starts_at", "ends_at")
        )
        seats_changed = event.seats != values["seats"]
        for name, value in values.items():
            setattr(event, name, value)
        event.save()
        if seats_changed:
            offer_freed(event, timezone.now())  # more seats: the first ones waiting
            live.seats_publish(event)
        if news:
            _tell_bookers(event)
    return event


def _tell_bookers(event: Event) -> None:
    text = Text(texts.EVENT_CHANGED, title=event.title)  # in each booker's language
    bookers = event.bookings.filter(status__in=EventBooking.TAKING).select_related("user")
    for booking in bookers:
        notification_send(
            user=booking.user,
            kind=Notification.Kind.UPDATE,
            text=text,
            data={"event_id": event.pk, "path": routes.MY_EVENTS},
        )


def event_banner_set(*, host, event_id: int, upload) -> Event:
    """A banner through the profiles' picture checks (real PNG/JPEG, size, pixels,
    re-encoded without metadata); the replaced file goes once the change commits."""
    event = _own(host, event_id)
    if not ratelimit.hit(f"banner:{host.pk}", limit=BANNERS_PER_HOUR, window_seconds=3600):
        message = picture_texts.TOO_MANY_UPLOADS
        raise RateLimited(message, fields={"image": message})
    picture = images.reencode(upload, kind="banner")
    with contended(), transaction.atomic():
        event = lock(event)[0]
        images.replace(
            event.banner, f"{event.pk}-{secrets.token_hex(6)}.jpg", picture, kind="banner"
        )
        event.save(update_fields=["banner", "updated_at"])
    return event


def event_book(*, user, event_id: int, name: str, email: str, coupon: str = "") -> EventBooking:
    """A seat for `user`: lock the event, count, write. A free event's seat is confirmed at
    once; a paid event's is held (kernel/holds) while its booker pays (the payments rail
    confirms it, event_booking_fulfil). Pressing again during a live hold returns that hold.
    A `coupon` code is applied under the event's lock (the coupon's row locked after it); a
    seat it leaves at ₹0 is booked as a free event's is."""
    event, name, email = seat_asked(user=user, event_id=event_id, name=name, email=email)
    now = timezone.now()
    with contended(), transaction.atomic():
        event = to_come_locked(event, now)
        for earlier in event.bookings.filter(user_id=user.pk, status__in=EventBooking.LIVE):
            if earlier.status == Status.CONFIRMED:
                raise Conflict(texts.ALREADY_BOOKED)
            if earlier.hold_expires_at > now:
                if earlier.status == Status.OFFERED:
                    return take_offer(event, earlier, user=user, name=name, email=email)
                return earlier
            # One's own hold or offer, lapsed but not swept yet: it lapses now, and its seat
            # goes to the first one waiting, if anyone is.
            earlier.event = event
            hold_lapse(earlier)
        if full(event, now):
            raise Conflict(texts.SOLD_OUT)
        deal = seat_coupons.applied(event, code=coupon, user=user, now=now)
        priced = deal.fields() if deal else {"price_paise": event.price_paise}
        share, fee = money.shares(priced["price_paise"])
        paid = priced["price_paise"] > 0
        try:
            with transaction.atomic():
                booking = EventBooking.objects.create(
                    event=event, user=user, name=name, email=email, phone=user.phone,
                    status=Status.AWAITING_PAYMENT if paid else Status.CONFIRMED,
                    host_share_paise=share, fee_paise=fee, **priced,
                    hold_expires_at=holds.until(now) if paid else None,
                )  # fmt: skip
        except IntegrityError:
            raise Conflict(texts.ALREADY_BOOKED) from None
        waiting = waitlist.live_of(user, line_of(event.pk))
        if waiting is not None:  # in line, and a seat was free to anyone: they wait no more
            waitlist.ended(waiting, booked=True)
        live.seats_publish(event)
        if deal is not None:
            seat_coupons.used(booking, event)
        if paid:
            expire_on_commit(PURPOSE, booking.pk, booking.hold_expires_at)
        else:
            notices.tell_host(event, booking)
        transaction.on_commit(lambda: metrics.booked("event_seat"))
    return booking


def event_hold_release(*, user, booking_id: int) -> EventBooking:
    """The booker walks away from a seat's hold before paying (leaves the page, or gives it
    back), or declines a seat offered from the waitlist: the seat goes at once to the next one
    waiting, or to anyone, rather than when the hold lapses. Only an unpaid hold or an offer
    moves (409 otherwise), so a late release never cancels a seat paid meanwhile; a payment
    that still arrives for it is refunded (event_booking_fulfil)."""
    booking = (
        EventBooking.objects.filter(pk=booking_id, user_id=user.pk).select_related("event").first()
    )
    if booking is None:
        raise NotFound(texts.BOOKING_NOT_FOUND)
    with contended(), transaction.atomic():
        event = lock(booking.event)[0]  # the event first, as booking and payment do
        give_up(event, booking, by=user)
    return booking


def event_booking_order(*, user, booking_id: int, gateway, billing: Billing = NO_BILLING):
    """The Razorpay order for the caller's live hold, for the price stored on it (never an
    amount from the browser). A lapsed hold gets no order: nobody pays for a seat gone."""
    booking = (
        EventBooking.objects.filter(pk=booking_id, user_id=user.pk).select_related("event").first()
    )
    if booking is None:
        raise NotFound(texts.BOOKING_NOT_FOUND)
    held = booking.status == Status.AWAITING_PAYMENT and booking.hold_expires_at > timezone.now()
    if not held:
        raise Conflict(texts.HOLD_LAPSED)
    order = order_open(
        client=user, purpose=PURPOSE, purpose_id=booking.pk, amount_paise=booking.price_paise,
        receipt=f"event-booking-{booking.pk}", gateway=gateway, billing=billing,
    )  # fmt: skip
    return booking, order


def event_booking_fulfil(booking_id: int, payment_ref: str) -> str:
    """Payments' purpose hook: a captured payment confirms the seat. A lapsed hold is still
    confirmed while a seat is free and the event has not begun; otherwise Unfulfillable, and
    payments refunds. Returns the payment the seat is paid with (a second one is refunded)."""
    booking = EventBooking.objects.select_related("event").filter(pk=booking_id).first()
    if booking is None:
        raise Unfulfillable(texts.SEAT_GONE)
    with contended(), transaction.atomic():
        event = lock(booking.event)[0]
        booking = lock(booking)[0]
        if booking.status == Status.CONFIRMED:
            return booking.payment_ref
        now = timezone.now()
        held = booking.status == Status.AWAITING_PAYMENT and booking.hold_expires_at > now
        if booking.status not in (Status.AWAITING_PAYMENT, Status.EXPIRED):
            raise Unfulfillable(texts.SEAT_GONE)
        if not held:
            # Its own row takes no seat (lapsed), so `full` counts everyone else, the line too:
            # a late payment never takes a seat owed to those waiting.
            again = event.bookings.filter(user_id=booking.user_id, status__in=EventBooking.LIVE)
            if full(event, now) or event.starts_at <= now or again.exclude(pk=booking.pk).exists():
                raise Unfulfillable(texts.SEAT_GONE)
            # Its code's use was given back when it lapsed: taken again only if one is left.
            if not seat_coupons.use_left(booking, now):
                raise Unfulfillable(texts.SEAT_GONE)
        transition(booking, "confirm", by=booking.user, note=f"paid {payment_ref}"[:200])
        booking.payment_ref = payment_ref[:100]
        booking.hold_expires_at = None
        booking.save(update_fields=["payment_ref", "hold_expires_at"])
        live.seats_publish(event)
        notices.tell_host(event, booking)
    return booking.payment_ref
