"""Reads of the bookings area: the free places of a day (what takes a place, when, and how
many are left), from the database or the day's cache entry."""

import bisect
import datetime
import zoneinfo
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from django.db.models import Q
from django.utils import timezone

from kernel.cache import packed, unpacked
from kernel.errors import NotFound
from kernel.kept import Kept
from marketplace.bookings import daycache, texts
from marketplace.bookings.models import Appointment
from marketplace.profiles.models import DEFAULT_CANCELLATION_POLICY, Profile
from marketplace.profiles.queries import (
    PUBLIC,
    bookable_profile,
)
from marketplace.scheduling.models import Window
from marketplace.scheduling.queries import Rules, windows_of_day

T = TypeVar("T")


@dataclass(frozen=True)
class Slot:
    window_id: int
    starts_at: datetime.datetime
    ends_at: datetime.datetime
    start: str
    end: str
    places: int
    left: int
    closed: str | None = None  # why no place is left (FULL, BUFFER, DAILY_LIMIT); None while one is


@dataclass(frozen=True)
class DaySlots:
    professional_id: int
    date: datetime.date
    time_zone: str
    first_date: datetime.date
    last_date: datetime.date
    payment_required: bool
    cancellation_policy: list[dict]
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


def _reach(day: datetime.date, zone: str, rules: Rules) -> tuple[datetime.datetime, ...]:
    """What an appointment ends after and starts before to be on `day` or within a buffer."""
    midnight = datetime.datetime.combine(day, datetime.time(), tzinfo=zoneinfo.ZoneInfo(zone))
    reach = datetime.timedelta(minutes=rules.buffer_before_minutes + rules.buffer_after_minutes)
    return midnight - reach, midnight + datetime.timedelta(days=1) + reach


def _around(professional_id: int, after: datetime.datetime, before: datetime.datetime):
    return Appointment.objects.filter(
        status__in=Appointment.LIVE, professional_id=professional_id, starts_at__lt=before,
        ends_at__gt=after,
    ).order_by()  # fmt: skip


# (pk, client_id, status, hold_expires_at, starts_at, ends_at, day) of a live appointment.
Around = tuple[int, int, str, datetime.datetime | None, datetime.datetime, datetime.datetime,
               datetime.date]  # fmt: skip

# Read on every booking and every day opened from the database: its SQL is kept.
_AROUND = Kept(
    lambda professional_id, after, before: _around(professional_id, after, before).values_list(
        "pk", "client_id", "status", "hold_expires_at", "starts_at", "ends_at", "day"
    ),
    professional_id=int, after=datetime.datetime, before=datetime.datetime,
)  # fmt: skip


def around(*, professional_id: int, day: datetime.date, zone: str, rules: Rules) -> list[Around]:
    """The professional's live appointments on `day` (in their zone) or within a buffer of
    it, as tuples from the kept SQL (`takes_place` tells which take a place now): what a
    booking counts and a day's entry in the cache is made of."""
    after, before = _reach(day, zone, rules)
    return _AROUND.rows(professional_id=professional_id, after=after, before=before)


def taken_around(
    *, professional_id: int, day: datetime.date, zone: str, rules: Rules, now,
    exclude: int | None = None,
) -> list[Taken]:  # fmt: skip
    """The appointments that take a place on `day` (in the professional's zone) or within a
    buffer of it: all that `left` needs, in one query (the kept `around`, what takes a place
    told apart here)."""
    rows = around(professional_id=professional_id, day=day, zone=zone, rules=rules)
    return [
        (at, until, on) for pk, _, state, held, at, until, on in rows
        if pk != exclude and takes_place(state, held, now)
    ]  # fmt: skip


# Why a session has no place left. Only a FULL one has a waitlist: its own places are taken,
# and one given back goes to the first in line. The other two are closed by bookings at other
# times (a buffer, the day's limit): nobody waits for them.
FULL = "full"
BUFFER = "buffer"
DAILY_LIMIT = "daily_limit"


def left(*, places: int, starts, ends, day: datetime.date, taken: list[Taken], rules: Rules) -> int:
    """Places still free in the session `starts`-`ends` of `day` (`availability`)."""
    return availability(places=places, starts=starts, ends=ends, day=day, taken=taken,
                        rules=rules)[0]  # fmt: skip


def availability(
    *, places: int, starts, ends, day: datetime.date, taken: list[Taken], rules: Rules
) -> tuple[int, str | None]:
    """Places still free in the session `starts`-`ends` of `day`, and why none is (FULL,
    BUFFER, DAILY_LIMIT): `Counting` of one session."""
    return Counting(taken, rules).availability(places, starts, ends, day)


class Counting:
    """What takes a place around a day, sorted once, so that each of the day's sessions is
    counted with comparisons only (a day's page counts every session against every row: a
    full day of 80 rows and 16 sessions was a third of its answer's CPU).

    Appointments overlapping a session take its places (counted by time, not by window, so an
    edited window cannot oversell). Every session, booked or not, keeps the buffers before
    and after it, so one that ends less than before + after apart from it closes it, as does
    the day's limit. A session whose places are all taken is FULL, whatever else closes it
    too."""

    def __init__(self, taken: list[Taken], rules: Rules) -> None:
        rows = sorted(taken, key=lambda row: row[0])
        self.starts = [row[0] for row in rows]
        self.rows = rows
        # Whatever starts this long before a time has ended by it: where a count may start.
        self.longest = max((e - s for s, e, _ in rows), default=datetime.timedelta(0))
        # A row and a session close each other when less than both buffers apart:
        # row start - before < session end + after, and row end + after > session start - before.
        self.pad = datetime.timedelta(
            minutes=rules.buffer_before_minutes + rules.buffer_after_minutes
        )
        self.limit = rules.daily_limit
        self.on_day: dict[datetime.date, int] = {}
        for _, _, on in rows:
            self.on_day[on] = self.on_day.get(on, 0) + 1

    def availability(self, places: int, starts, ends, day: datetime.date) -> tuple[int, str | None]:
        low, high = starts - self.pad, ends + self.pad
        first = bisect.bisect_left(self.starts, low - self.longest)
        last = bisect.bisect_left(self.starts, high)
        used = 0
        near = False
        for taken_starts, taken_ends, _ in self.rows[first:last]:
            if taken_starts < ends and taken_ends > starts:
                used += 1
            elif taken_ends > low:
                near = True
        if used >= places:
            return 0, FULL
        if self.limit is not None and self.on_day.get(day, 0) >= self.limit:
            return 0, DAILY_LIMIT
        if near:
            return 0, BUFFER
        return places - used, None


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

    def __reduce__(self):
        # Its instances pickled as their loaded values, not as Django pickles them
        # (kernel/cache.py).
        return _unpickled, (packed(self.profile), [packed(w) for w in self.windows], self.rows)


def _unpickled(profile: tuple | None, windows: list[tuple], rows: list[Row]) -> DayInputs:
    return DayInputs(unpacked(profile), [unpacked(window) for window in windows], rows)


def takes_place(status: str, hold_expires_at, now) -> bool:
    """`taking(now)` of one appointment."""
    return status in Appointment.TAKING or (status in Appointment.HELD and hold_expires_at > now)


def bookable_day_slots(*, professional_id: int, day: datetime.date) -> DaySlots:
    """A day's free places as the public sees them: none of a professional nobody may book
    (no plan, or unlisted by staff). From the day cache when it has the date."""
    now = timezone.now()
    inputs = daycache.cached(
        professional_id, day, lambda kept: _day_inputs(professional_id, day, now, kept)
    )
    return _public_slots(inputs, day, now)


def bookable_day_answer(
    *, professional_id: int, day: datetime.date, render: Callable[[DaySlots], T]
) -> T:
    """`bookable_day_slots` as `render` makes it into a page's answer, kept by the day cache
    until the day changes (a write) or the clock changes it (`changes_at`)."""
    now = timezone.now()

    def answer(inputs: DayInputs) -> tuple[T, datetime.datetime]:
        slots = _public_slots(inputs, day, now)
        return render(slots), changes_at(inputs, slots, now)

    return daycache.answered(
        professional_id, day, now, lambda kept: _day_inputs(professional_id, day, now, kept),
        answer,
    )  # fmt: skip


def _public_slots(inputs: DayInputs, day: datetime.date, now) -> DaySlots:
    if inputs.profile is None:
        raise NotFound(texts.PROFESSIONAL_NOT_FOUND)
    taken = [
        (starts, ends, on) for starts, ends, on, status, until in inputs.rows
        if takes_place(status, until, now)
    ]  # fmt: skip
    return slots_of(inputs.profile, day, inputs.windows, taken, now)


def changes_at(inputs: DayInputs, slots: DaySlots, now) -> datetime.datetime:
    """The first moment after `now` at which the clock alone changes a day's places: the
    professional's midnight (today and the horizon move), the minimum notice reaching the
    first session still offered (it is no longer), or a hold lapsing (its place is free)."""
    zone = zoneinfo.ZoneInfo(slots.time_zone)
    tomorrow = today_in(slots.time_zone, now) + datetime.timedelta(days=1)
    moments = [datetime.datetime.combine(tomorrow, datetime.time(0), tzinfo=zone)]
    if slots.windows:
        notice = datetime.timedelta(hours=inputs.profile.notice_hours)
        moments.append(min(slot.starts_at for slot in slots.windows) - notice)
    moments.extend(
        until for *_, status, until in inputs.rows
        if status in Appointment.HELD and until is not None and until > now
    )  # fmt: skip
    return min(moments)


def _day_inputs(
    professional_id: int, day: datetime.date, now, kept: DayInputs | None = None
) -> tuple[DayInputs, bool]:
    """The inputs from the database, and whether the cache may keep them (a date within the
    horizon of a professional who may be booked: not a stranger's guesses). `kept`: an entry
    whose professional's part (the profile, the date's windows) still holds: only the
    appointments are read again (bookings/daycache.py)."""
    profile = _DAY_PROFILE.first(professional_id=professional_id) if kept is None else kept.profile
    if profile is None:
        return DayInputs(None, [], []), False
    first, last = horizon(profile, now)
    if not first <= day <= last:
        return DayInputs(profile, [], []), False
    if kept is None:
        windows = windows_of_day(professional_id=professional_id, day=day).windows
    else:
        windows = kept.windows
    rows = []
    if windows:
        rows = around(
            professional_id=professional_id, day=day, zone=profile.time_zone,
            rules=Rules.of(profile),
        )  # fmt: skip
    return DayInputs(profile, windows, [(s, e, d, st, h) for _, _, st, h, s, e, d in rows]), True


# The profile's fields a day's places depend on: its horizon, zone, rules and payment.
DAY_FACTS = (
    "user_id", "time_zone", "booking_horizon_days", "payment_required", "cancellation_policy",
    "buffer_before_minutes", "buffer_after_minutes", "notice_hours", "daily_limit",
)  # fmt: skip


_DAY_PROFILE = Kept(
    lambda professional_id: Profile.objects.filter(PUBLIC, pk=professional_id).only(*DAY_FACTS)[:1],
    professional_id=int,
)


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
        counting = Counting(taken, rules)
        for window in windows:
            for start in window.session_starts():
                starts, ends = occurrence(window, day, profile.time_zone, start)
                if starts <= earliest:
                    continue
                free, closed = counting.availability(window.places, starts, ends, day)
                slots.append(
                    Slot(
                        window_id=window.pk, starts_at=starts, ends_at=ends,
                        start=start.strftime("%H:%M"), end=ends.timetz().strftime("%H:%M"),
                        places=window.places, left=free, closed=closed,
                    )
                )  # fmt: skip
    return DaySlots(
        professional_id=profile.pk,
        date=day,
        time_zone=profile.time_zone,
        first_date=first,
        last_date=last,
        payment_required=profile.payment_required,
        cancellation_policy=list(profile.cancellation_policy or DEFAULT_CANCELLATION_POLICY),
        windows=slots,
    )
