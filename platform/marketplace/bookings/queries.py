"""Reads of the bookings area: the free places of a day, and a client's appointments."""

import datetime
import zoneinfo
from dataclasses import dataclass

from django.db.models import F, OuterRef, Prefetch, Q, QuerySet, Subquery
from django.utils import timezone

from marketplace.bookings import daycache, texts
from marketplace.bookings.models import Appointment, Message
from marketplace.errors import Conflict, InvalidInput, NotFound
from marketplace.notifications import reminders
from marketplace.notifications.queries import reminded
from marketplace.paging import Paged, paginate
from marketplace.profiles.models import Profile, Review
from marketplace.profiles.queries import (
    PUBLIC,
    bookable_profile,
)
from marketplace.scheduling.models import Window
from marketplace.scheduling.queries import Rules, windows_of_day
from marketplace.waitlist.models import Waiter


@dataclass(frozen=True)
class Slot:
    window_id: int
    starts_at: datetime.datetime
    ends_at: datetime.datetime
    start: str
    end: str
    places: int
    left: int


@dataclass(frozen=True)
class DaySlots:
    professional_id: int
    date: datetime.date
    time_zone: str
    first_date: datetime.date
    last_date: datetime.date
    payment_required: bool
    windows: list[Slot]


def taking(now: datetime.datetime) -> Q:
    """Appointments that take a place now: pending, accepted, reserved, and held (awaiting
    payment, or offered from the waitlist) while the hold lasts."""
    held = Q(status__in=Appointment.HELD, hold_expires_at__gt=now)
    return Q(status__in=Appointment.TAKING) | held


def occurrence(window: Window, day: datetime.date, zone: str, start: datetime.time | None = None):
    """A session of the window on that date (the one at `start`, by default the first), as
    aware datetimes in the professional's zone."""
    tz = zoneinfo.ZoneInfo(zone)
    start = start or window.start
    starts = datetime.datetime.combine(day, start, tzinfo=tz)
    return starts, datetime.datetime.combine(day, window.session_end(start), tzinfo=tz)


def places_taken(
    *, professional_id: int, starts_at, ends_at, now=None, exclude: int | None = None
) -> int:
    """Counted by time, not by window, so an edited or replaced window cannot oversell."""
    rows = Appointment.objects.filter(
        taking(now or timezone.now()),
        professional_id=professional_id,
        starts_at__lt=ends_at,
        ends_at__gt=starts_at,
    )
    if exclude is not None:
        rows = rows.exclude(pk=exclude)
    return rows.count()


# (starts_at, ends_at, day) of an appointment that takes a place.
Taken = tuple[datetime.datetime, datetime.datetime, datetime.date]


def around_rows(
    *, professional_id: int, day: datetime.date, zone: str, rules: Rules, also: Q | None = None
) -> QuerySet:
    """The professional's live appointments on `day` (in their zone) or within a buffer of
    it (`taking` tells which take a place now), and those matching `also`; unordered."""
    tz = zoneinfo.ZoneInfo(zone)
    midnight = datetime.datetime.combine(day, datetime.time(), tzinfo=tz)
    reach = datetime.timedelta(minutes=rules.buffer_before_minutes + rules.buffer_after_minutes)
    live = Q(status__in=Appointment.LIVE)
    return Appointment.objects.filter(
        live if also is None else live | also,
        professional_id=professional_id,
        starts_at__lt=midnight + datetime.timedelta(days=1) + reach,
        ends_at__gt=midnight - reach,
    ).order_by()


def taken_around(
    *, professional_id: int, day: datetime.date, zone: str, rules: Rules, now,
    exclude: int | None = None,
) -> list[Taken]:  # fmt: skip
    """The appointments that take a place on `day` (in the professional's zone) or within a
    buffer of it: all that `left` needs, in one query."""
    rows = around_rows(professional_id=professional_id, day=day, zone=zone, rules=rules).filter(
        taking(now)
    )
    if exclude is not None:
        rows = rows.exclude(pk=exclude)
    return list(rows.values_list("starts_at", "ends_at", "day"))


def left(*, places: int, starts, ends, day: datetime.date, taken: list[Taken], rules: Rules) -> int:
    """Places still free in the session `starts`-`ends` of `day`. Appointments overlapping it
    take its places (counted by time, not by window, so an edited window cannot oversell).
    Every session, booked or not, keeps the buffers before and after it, so one that ends
    less than before + after apart from it closes it, as does the day's limit."""
    limit = rules.daily_limit
    if limit is not None and sum(1 for _, _, on in taken if on == day) >= limit:
        return 0
    before = datetime.timedelta(minutes=rules.buffer_before_minutes)
    after = datetime.timedelta(minutes=rules.buffer_after_minutes)
    used = 0
    for taken_starts, taken_ends, _ in taken:
        if taken_starts < ends and taken_ends > starts:
            used += 1
        elif taken_starts - before < ends + after and taken_ends + after > starts - before:
            return 0
    return max(places - used, 0)


def bookable_from(rules: Rules, now) -> datetime.datetime:
    """The earliest start a client may book now (the minimum notice)."""
    return now + datetime.timedelta(hours=rules.notice_hours)


def today_in(zone: str, now=None) -> datetime.date:
    return (now or timezone.now()).astimezone(zoneinfo.ZoneInfo(zone)).date()


def horizon(profile: Profile, now=None) -> tuple[datetime.date, datetime.date]:
    first = today_in(profile.time_zone, now)
    return first, first + datetime.timedelta(days=profile.booking_horizon_days)


def day_visible(professional_id: int, day: str) -> bool:
    """Whether the public may see that day's places (GET .../slots answers it, and a socket
    may watch `slots:<professional>:<day>`): a real date of a professional clients may book."""
    try:
        datetime.date.fromisoformat(day)
    except ValueError:
        return False
    return bookable_profile(professional_id) is not None


# (starts_at, ends_at, day, status, hold_expires_at) of a live appointment around a date.
Row = tuple[datetime.datetime, datetime.datetime, datetime.date, str, datetime.datetime | None]


@dataclass(frozen=True)
class DayInputs:
    """What a day's places are counted from, as the day cache keeps it: nothing in it
    depends on the time it was read at."""

    profile: Profile | None  # None: nobody may book this professional now
    windows: list[Window]
    rows: list[Row]


def takes_place(status: str, hold_expires_at, now) -> bool:
    """`taking(now)` of one appointment."""
    return status in Appointment.TAKING or (status in Appointment.HELD and hold_expires_at > now)


def bookable_day_slots(*, professional_id: int, day: datetime.date) -> DaySlots:
    """A day's free places as the public sees them: none of a professional nobody may book
    (no plan, or unlisted by staff). From the day cache when it has the date."""
    now = timezone.now()
    inputs = daycache.cached(professional_id, day, lambda: _day_inputs(professional_id, day, now))
    if inputs.profile is None:
        raise NotFound(texts.PROFESSIONAL_NOT_FOUND)
    taken = [
        (starts, ends, on) for starts, ends, on, status, until in inputs.rows
        if takes_place(status, until, now)
    ]  # fmt: skip
    return slots_of(inputs.profile, day, inputs.windows, taken, now)


def _day_inputs(professional_id: int, day: datetime.date, now) -> tuple[DayInputs, bool]:
    """The inputs from the database, and whether the cache may keep them (a date within the
    horizon of a professional who may be booked: not a stranger's guesses)."""
    profile = Profile.objects.filter(PUBLIC, pk=professional_id).only(*DAY_FACTS).first()
    if profile is None:
        return DayInputs(None, [], []), False
    first, last = horizon(profile, now)
    if not first <= day <= last:
        return DayInputs(profile, [], []), False
    windows = windows_of_day(professional_id=professional_id, day=day).windows
    rows = []
    if windows:
        rows = around_rows(
            professional_id=professional_id, day=day, zone=profile.time_zone,
            rules=Rules.of(profile),
        ).values_list("starts_at", "ends_at", "day", "status", "hold_expires_at")  # fmt: skip
    return DayInputs(profile, windows, list(rows)), True


# The profile's fields a day's places depend on: its horizon, zone, rules and payment.
DAY_FACTS = (
    "user_id", "time_zone", "booking_horizon_days", "payment_required",
    "buffer_before_minutes", "buffer_after_minutes", "notice_hours", "daily_limit",
)  # fmt: skip


def day_slots(
    *, professional_id: int, day: datetime.date, now=None, profile: Profile | None = None
) -> DaySlots:
    """The sessions of that date's windows (its weekday's, or its other hours) that may still
    be booked (not within the minimum notice), with places and left. A date outside
    today..horizon, or a day off, has none.
    `profile`: the professional's, when the caller has it already."""
    now = now or timezone.now()
    if profile is None:
        profile = Profile.objects.filter(pk=professional_id).first()
    if profile is None:
        raise NotFound(texts.PROFESSIONAL_NOT_FOUND)
    first, last = horizon(profile, now)
    if not first <= day <= last:
        return slots_of(profile, day, [], [], now)
    windows = windows_of_day(professional_id=professional_id, day=day).windows
    taken = []
    if windows:
        taken = taken_around(
            professional_id=professional_id, day=day, zone=profile.time_zone,
            rules=Rules.of(profile), now=now,
        )  # fmt: skip
    return slots_of(profile, day, windows, taken, now)


def slots_of(
    profile: Profile, day: datetime.date, windows: list[Window], taken: list[Taken], now
) -> DaySlots:
    """The day's places from what the caller read: the date's windows and what takes a place
    on it or within a buffer of it (`taken_around`). Reads nothing, so a booking counts the
    frame it sends from the rows it locked and wrote."""
    first, last = horizon(profile, now)
    rules = Rules.of(profile)
    earliest = bookable_from(rules, now)
    slots = []
    if first <= day <= last:
        for window in windows:
            for start in window.session_starts():
                starts, ends = occurrence(window, day, profile.time_zone, start)
                if starts <= earliest:
                    continue
                slots.append(
                    Slot(
                        window_id=window.pk, starts_at=starts, ends_at=ends,
                        start=start.strftime("%H:%M"),
                        end=ends.timetz().strftime("%H:%M"),
                        places=window.places,
                        left=left(places=window.places, starts=starts, ends=ends, day=day,
                                  taken=taken, rules=rules),
                    )
                )  # fmt: skip
    return DaySlots(
        professional_id=profile.pk,
        date=day,
        time_zone=profile.time_zone,
        first_date=first,
        last_date=last,
        payment_required=profile.payment_required,
        windows=slots,
    )


def payable_appointment(*, client, appointment_id: int) -> Appointment:
    """The client's own appointment awaiting payment whose hold is still live, or accepted
    by the professional and not paid yet (pay-later)."""
    appointment = (
        Appointment.objects.filter(pk=appointment_id, client_id=client.pk)
        .select_related("professional")
        .first()
    )
    if appointment is None:
        raise NotFound(texts.APPOINTMENT_NOT_FOUND)
    held = (
        appointment.status == Appointment.Status.AWAITING_PAYMENT
        and appointment.hold_expires_at is not None
        and appointment.hold_expires_at > timezone.now()
    )
    accepted = appointment.status == Appointment.Status.ACCEPTED and not appointment.paid
    if not (held or accepted):
        raise Conflict(texts.HOLD_LAPSED)
    if accepted and appointment.starts_at <= timezone.now():
        raise Conflict(texts.TOO_LATE_TO_PAY)
    return appointment


def _with_threads(rows: QuerySet) -> QuerySet:
    """Each card carries its thread (one query for the page), oldest first."""
    thread = Message.objects.select_related("author").order_by("created_at", "id")
    return rows.prefetch_related(Prefetch("messages", queryset=thread))


def reviewable(appointment: Appointment, now=None) -> bool:
    """Feedback is written on a paid, accepted appointment once its time has begun."""
    return (
        appointment.status == Appointment.Status.ACCEPTED
        and appointment.paid
        and appointment.starts_at <= (now or timezone.now())
    )


def appointments_mine(*, client, page: int, day=None) -> Paged[Appointment]:
    """The client's list, newest first, optionally of one date, with each card's thread
    and the client's own review of it."""
    # A reserved time is a professional's own block, not something they booked.
    # A place offered from a waitlist is on their list of waits (time_waits_mine) until
    # taken; one declined or lapsed was never a booking of theirs.
    passed = Waiter.objects.filter(
        user_id=client.pk, line__startswith=TIME_LINE, offer_id__isnull=False
    ).exclude(status=Waiter.Status.BOOKED)
    rows: QuerySet = (
        Appointment.objects.filter(client_id=client.pk)
        .exclude(client_id=F("professional_id"))
        .exclude(status=Appointment.Status.OFFERED)
        .exclude(pk__in=passed.values("offer_id"))
        .select_related("professional__profile")
        .annotate(
            review_text=Subquery(
                Review.objects.filter(appointment_id=OuterRef("pk")).values("text")[:1]
            )
        )
    )
    if day is not None:
        rows = rows.filter(day=day)
    return paginate(_with_threads(rows).order_by("-created_at", "-id"), page=page)


def appointments_received(*, professional, page: int, day=None, at=None) -> Paged[Appointment]:
    """The professional's list, newest first: bookings and their own reservations,
    optionally of one date, and of one start time (HH:MM in their zone) on it."""
    rows: QuerySet = (
        Appointment.objects.filter(professional_id=professional.pk)
        # A pay-first hold never paid (awaiting, lapsed or given up) was never a booking of
        # theirs: they were not told of it, and nothing on it is theirs to do.
        .exclude(hold_expires_at__isnull=False, paid=False)
        .select_related("client")
    )
    if at is not None and day is None:
        raise InvalidInput(texts.FILTER_NEEDS_DATE, fields={"date": texts.FILTER_NEEDS_DATE})
    if day is not None:
        rows = rows.filter(day=day)
    if at is not None:
        profile = Profile.objects.filter(pk=professional.pk).first()
        zone = zoneinfo.ZoneInfo(profile.time_zone if profile else "Asia/Kolkata")
        rows = rows.filter(starts_at=datetime.datetime.combine(day, at, tzinfo=zone))
    return paginate(_with_threads(rows).order_by("-created_at", "-id"), page=page)


def messages_of(*, user, appointment_id: int) -> list[Message]:
    """The thread of an appointment, oldest first, for either of its parties."""
    appointment = (
        Appointment.objects.filter(pk=appointment_id)
        .filter(Q(client_id=user.pk) | Q(professional_id=user.pk))
        .exclude(client_id=F("professional_id"))
        .first()
    )
    if appointment is None:
        raise NotFound(texts.APPOINTMENT_NOT_FOUND)
    return list(appointment.messages.select_related("author"))


REMINDER_SUBJECT = "appointment"


def appointments_to_remind(*, lead: str, now=None) -> QuerySet:
    """Accepted appointments whose `lead` reminder is due now and not sent yet (a pending,
    rejected, cancelled or expired one gets none; a reservation is no one's appointment)."""
    after, until = reminders.due_starts(lead, now or timezone.now())
    return (
        Appointment.objects.filter(
            status=Appointment.Status.ACCEPTED, starts_at__gt=after, starts_at__lte=until
        )
        .exclude(client_id=F("professional_id"))
        .exclude(pk__in=reminded(subject=REMINDER_SUBJECT, lead=lead))
        .select_related("client", "professional")
        .order_by("starts_at", "id")
    )


def email_given(user_id: int) -> tuple[datetime.datetime, str] | None:
    """The e-mail address the user last typed into a booking form, and when."""
    return (
        Appointment.objects.filter(client_id=user_id)
        .exclude(client_id=F("professional_id"))
        .exclude(email="")
        .order_by("-created_at", "-id")
        .values_list("created_at", "email")
        .first()
    )


def booked_between(professional_id: int, first: datetime.date, last: datetime.date) -> list[dict]:
    """Scheduling's `booked` hook: what takes a place on those dates (a day off lists it)."""
    rows = Appointment.objects.filter(
        taking(timezone.now()), professional_id=professional_id, day__gte=first, day__lte=last
    ).order_by("starts_at")
    return [
        {
            "appointment_id": row.pk,
            "date": row.day,
            "client_name": row.name,
            "start": row.starts_at.astimezone(zoneinfo.ZoneInfo(row.time_zone)).strftime("%H:%M"),
            "end": row.ends_at.astimezone(zoneinfo.ZoneInfo(row.time_zone)).strftime("%H:%M"),
        }  # fmt: skip
        for row in rows
    ]


# The waitlists of appointment times (marketplace/waitlist), "time:<window>:<start>".
TIME_LINE = "time:"


def with_response(rows: QuerySet) -> QuerySet:
    """The professional's latest message on each appointment (its meeting response), as
    `response`: a thread exists only once an appointment is accepted and paid."""
    latest = Message.objects.filter(
        appointment_id=OuterRef("pk"), author_id=OuterRef("professional_id")
    ).order_by("-created_at", "-id")
    return rows.annotate(response=Subquery(latest.values("text")[:1]))


# In a calendar: what takes a place, and what ended (STATUS:CANCELLED, so a subscribed
# calendar drops it) for a while after it ended.
CALENDAR_LIVE = (
    Appointment.Status.PENDING,
    Appointment.Status.ACCEPTED,
    Appointment.Status.RESERVED,
)
CALENDAR_ENDED = (
    Appointment.Status.CANCELLED, Appointment.Status.REJECTED, Appointment.Status.EXPIRED
)  # fmt: skip


def appointments_for_calendar(
    *, user_id: int, since: datetime.datetime, until: datetime.datetime,
    ended_since: datetime.datetime, limit: int,
) -> list[Appointment]:  # fmt: skip
    """A user's appointments starting in [since, until), as client and as professional (their
    reservations too), soonest first, with the meeting response: pending, accepted and
    reserved ones, and those rejected, cancelled or expired since `ended_since`. A hold (a
    pay-first booking not paid, an offer from a waitlist) is nobody's appointment yet, live
    or lapsed: paying or taking it clears its hold_expires_at."""
    live = Q(status__in=CALENDAR_LIVE)
    ended = Q(status__in=CALENDAR_ENDED, updated_at__gte=ended_since)
    mine = Q(professional_id=user_id) | Q(client_id=user_id)
    rows = Appointment.objects.filter(
        mine, live | ended, hold_expires_at__isnull=True, starts_at__gte=since, starts_at__lt=until
    ).select_related("professional")
    return list(with_response(rows).order_by("starts_at", "id")[:limit])
