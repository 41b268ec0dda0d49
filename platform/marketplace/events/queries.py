"""Reads of the events area. A public answer never carries the event's response (the link or
place for those who booked); `event_for_booker` does, for the host and confirmed bookers."""

from django.db.models import Count, Q, QuerySet
from django.utils import timezone

from kernel.errors import NotFound
from kernel.kept import Kept
from kernel.paging import Paged, paginate
from kernel.waitlist import services as waitlist
from kernel.waitlist.models import Waiter
from marketplace.bookings.queries import email_given
from marketplace.events import texts
from marketplace.events.models import Event, EventBooking
from marketplace.profiles.models import Profile
from marketplace.profiles.queries import matching, normalise_query
from notifications import reminders
from notifications.queries import reminded

POPULAR = 20
SOONEST = ("starts_at", "id")


HELD = (EventBooking.Status.AWAITING_PAYMENT, EventBooking.Status.OFFERED)


def taking(now=None) -> Q:
    """Bookings that take a seat now: confirmed, and held (awaiting payment, or offered from
    the waitlist) while the hold lasts."""
    return Q(status__in=EventBooking.TAKING) | Q(
        status__in=HELD, hold_expires_at__gt=now or timezone.now()
    )


LINE = "event:"


def line_of(event_id: int) -> str:
    """The waitlist of an event (kernel/waitlist)."""
    return f"{LINE}{event_id}"


def event_id_of(line: str) -> int:
    return int(line.removeprefix(LINE))


def full(event: Event, now=None) -> bool:
    """No seat for a direct booking: every seat taken, or the free ones owed to the line (a
    hold lapsed a moment ago, not yet swept, is offered to those waiting, not to anyone).
    The one test of booking, joining the line and a payment arriving after its hold lapsed."""
    if event.seats is None:
        return False
    return booked_count(event, now) + waitlist.waiting_count(line_of(event.pk)) >= event.seats


def booked_count(event: Event, now=None) -> int:
    return event.bookings.filter(taking(now)).count()


def _with_counts(rows: QuerySet) -> QuerySet:
    booked = Count(
        "bookings",
        filter=Q(bookings__status__in=EventBooking.TAKING)
        | Q(bookings__status__in=HELD, bookings__hold_expires_at__gt=timezone.now()),
    )
    return rows.select_related("host__profile").annotate(booked=booked)


def event_visible(event_id: int) -> bool:
    """Whether anyone may see the event (GET /events/{id}, and the `event:<id>` topic)."""
    return Event.objects.filter(pk=event_id).exists()


def event_public(event_id: int) -> Event:
    event = _with_counts(Event.objects.filter(pk=event_id)).first()
    if event is None:
        raise NotFound(texts.EVENT_NOT_FOUND)
    return event


def event_for_booker(*, user, event_id: int) -> Event:
    """The event with its response, for its host or a user holding a confirmed booking;
    anyone else gets 404, as if it did not exist."""
    event = event_public(event_id)
    booked = event.bookings.filter(user_id=user.pk, status__in=EventBooking.TAKING).exists()
    if event.host_id != user.pk and not booked:
        raise NotFound(texts.EVENT_NOT_FOUND)
    return event


def events_of_host(*, host, page: int) -> Paged[Event]:
    rows = _with_counts(Event.objects.filter(host_id=host.pk))
    return paginate(rows.order_by("-created_at", "-id"), page=page)


def events_search(*, query: str, page: int) -> Paged[Event]:
    """Upcoming events whose title, short description or host's name match, as professionals
    are searched (profiles.queries.matching: full text, similar spelling, the start of a
    word), best match first, then soonest; an empty query lists them all, soonest first."""
    query = normalise_query(query)
    rows = Event.objects.filter(starts_at__gt=timezone.now())
    rows = matching(rows, query, then=SOONEST) if query else rows.order_by(*SOONEST)
    return paginate(_with_counts(rows), page=page)


def events_popular() -> list[Event]:
    """The most booked upcoming events (the home page's carousel)."""
    rows = _with_counts(Event.objects.filter(starts_at__gt=timezone.now()))
    return list(rows.order_by("-booked", "starts_at", "id")[:POPULAR])


def bookings_mine(*, user, page: int) -> Paged[EventBooking]:
    rows = EventBooking.objects.filter(user_id=user.pk, status__in=EventBooking.TAKING)
    rows = rows.select_related("event__host__profile")
    return paginate(rows.order_by("-created_at", "-id"), page=page)


def bookings_of_event(*, host, event_id: int, page: int, phone: str = "") -> Paged[EventBooking]:
    """The host's view of who booked, optionally those whose phone contains `phone`."""
    if not Event.objects.filter(pk=event_id, host_id=host.pk).exists():
        raise NotFound(texts.EVENT_NOT_FOUND)
    rows = EventBooking.objects.filter(event_id=event_id, status__in=EventBooking.TAKING)
    if phone:
        rows = rows.filter(phone__contains=phone)
    return paginate(rows.order_by("-created_at", "-id"), page=page)


def all_bookings_of_event(*, host, event_id: int) -> list[EventBooking]:
    """Every confirmed booking, oldest first, for the host's CSV download."""
    if not Event.objects.filter(pk=event_id, host_id=host.pk).exists():
        raise NotFound(texts.EVENT_NOT_FOUND)
    rows = EventBooking.objects.filter(event_id=event_id, status__in=EventBooking.TAKING)
    return list(rows.order_by("created_at", "id"))


def seat_with_event(booking_id: int) -> EventBooking | None:
    """A seat and its event (host, time, shares): what its payment earned and for whom."""
    return EventBooking.objects.filter(pk=booking_id).select_related("event").first()


REMINDER_SUBJECT = "event_booking"


def seats_to_remind(*, lead: str, now=None) -> QuerySet:
    """Confirmed seats whose event's `lead` reminder is due now and not sent yet."""
    after, until = reminders.due_starts(lead, now or timezone.now())
    return (
        EventBooking.objects.filter(
            status=EventBooking.Status.CONFIRMED,
            event__starts_at__gt=after,
            event__starts_at__lte=until,
        )
        .exclude(pk__in=reminded(subject=REMINDER_SUBJECT, lead=lead))
        .select_related("event", "user")
        .order_by("event__starts_at", "id")
    )


# Read for every notification e-mailed (notifications' `channels.email_of`): kept SQL.
_PROFILE_EMAIL = Kept(
    lambda user_id: Profile.objects.filter(pk=user_id).values_list("email"), user_id=int
)
_SEAT_EMAIL = Kept(
    lambda user_id: (
        EventBooking.objects.filter(user_id=user_id)
        .exclude(email="")
        .order_by("-created_at", "-id")
        .values_list("created_at", "email")[:1]
    ),
    user_id=int,
)


def contact_email(user_id: int) -> str:
    """Where a user's notifications are e-mailed: the address on their profile, else the one
    they last typed into a booking form (an appointment's or an event's), else none. The
    events area sees all three, so it hands this to notifications (channels.configure)."""
    on_profile = _PROFILE_EMAIL.first(user_id=user_id)
    if on_profile and on_profile[0]:
        return on_profile[0]
    seat = _SEAT_EMAIL.first(user_id=user_id)
    given = [found for found in (email_given(user_id), seat) if found is not None]
    return max(given)[1] if given else ""


def _offers(waiters: list[Waiter]) -> dict[int, EventBooking]:
    ids = [waiter.offer_id for waiter in waiters if waiter.status == Waiter.Status.OFFERED]
    return EventBooking.objects.in_bulk(ids) if ids else {}


def wait_of(waiter: Waiter, position: int | None = None, events=None, offers=None) -> dict:
    """A place on an event's waitlist as its waiter sees it (WaitOut)."""
    event_id = event_id_of(waiter.line)
    event = (events or {}).get(event_id) or event_public(event_id)
    offer = (offers if offers is not None else _offers([waiter])).get(waiter.offer_id)
    return {
        "id": waiter.pk,
        "status": waiter.status,
        "position": waitlist.position(waiter) if position is None else position,
        "offer_booking_id": offer.pk if offer else None,
        "offer_expires_at": offer.hold_expires_at if offer else None,
        "event": event,
    }


def waits_mine(*, user) -> list[dict]:
    """The user's places on waitlists of events to come, newest first."""
    waits = waitlist.waits_of(user, LINE)
    ids = [event_id_of(waiter.line) for waiter, _ in waits]
    events = _with_counts(Event.objects.filter(pk__in=ids, starts_at__gt=timezone.now()))
    events = {event.pk: event for event in events}
    offers = _offers([waiter for waiter, _ in waits])
    return [
        wait_of(waiter, position, events, offers)
        for waiter, position in waits
        if event_id_of(waiter.line) in events
    ]


def waitlist_of_event(*, host, event_id: int) -> list[dict]:
    """The host's view of an event's line, in the order seats are offered."""
    if not Event.objects.filter(pk=event_id, host_id=host.pk).exists():
        raise NotFound(texts.EVENT_NOT_FOUND)
    line = waitlist.line(line_of(event_id))
    offers = _offers(line)
    waiting = 0
    rows = []
    for waiter in line:
        offer = offers.get(waiter.offer_id)
        waiting += waiter.status == Waiter.Status.WAITING
        rows.append({
            "id": waiter.pk, "name": waiter.name, "phone": waiter.phone, "status": waiter.status,
            "since": waiter.created_at,
            "position": waiting if waiter.status == Waiter.Status.WAITING else 0,
            "offer_expires_at": offer.hold_expires_at if offer else None,
        })  # fmt: skip
    return rows


def webinars_for_calendar(*, user_id: int, since, until, limit: int) -> list[tuple[Event, bool]]:
    """The events starting in [since, until) that the user hosts (True) or holds a confirmed
    seat at (False), soonest first, with their hosts: a hold or an offer is no seat yet."""
    seats = EventBooking.objects.filter(user_id=user_id, status__in=EventBooking.TAKING)
    rows = (
        Event.objects.filter(Q(host_id=user_id) | Q(pk__in=seats.values("event_id")))
        .filter(starts_at__gte=since, starts_at__lt=until)
        .select_related("host")
        .order_by("starts_at", "id")
    )
    return [(event, event.host_id == user_id) for event in rows[:limit]]
