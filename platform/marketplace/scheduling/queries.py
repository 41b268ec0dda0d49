import datetime
import zoneinfo
from dataclasses import dataclass

from django.db.models import Prefetch, Q, QuerySet, Subquery

from kernel.kept import Kept
from marketplace.profiles.models import Profile
from marketplace.profiles.services import profile_of
from marketplace.scheduling.models import DayOff, Window


@dataclass(frozen=True)
class Rules:
    """What a professional's bookings keep to besides the windows' places (profile fields)."""

    buffer_before_minutes: int = 0
    buffer_after_minutes: int = 0
    notice_hours: int = 2
    daily_limit: int | None = None

    @classmethod
    def of(cls, profile: Profile) -> "Rules":
        return cls(
            profile.buffer_before_minutes, profile.buffer_after_minutes, profile.notice_hours,
            profile.daily_limit,
        )  # fmt: skip


@dataclass(frozen=True)
class Moves:
    """How a client may move a booked appointment (bookings.reschedule): at most `limit`
    times, up to `notice_hours` before it starts (None: up to the cancellation policy's
    full-refund notice). Apart from `Rules`: no count of places depends on them."""

    limit: int = 2
    notice_hours: int | None = None

    @classmethod
    def of(cls, profile: Profile) -> "Moves":
        return cls(profile.reschedule_limit, profile.reschedule_notice_hours)


@dataclass(frozen=True)
class Schedule:
    windows: list[Window]
    time_zone: str
    booking_horizon_days: int
    rules: Rules
    cancellation_policy: list[dict]
    reschedule: Moves = Moves()


def schedule_of(*, user) -> Schedule:
    profile = profile_of(user=user)
    return _schedule(profile)


def _schedule(profile: Profile) -> Schedule:
    windows = list(weekly(profile.pk))
    return Schedule(
        windows, profile.time_zone, profile.booking_horizon_days, Rules.of(profile),
        profile.cancellation_policy,
        Moves.of(profile),
    )  # fmt: skip


def weekly(professional_id: int):
    """The professional's active weekly windows (not a date's other hours)."""
    return Window.objects.filter(professional_id=professional_id, active=True, only_on=None)


@dataclass(frozen=True)
class DayWindows:
    """What a date offers: its windows, earliest first, and whether a day off closes it."""

    windows: list[Window]
    off: bool = False
    # Active windows of the professional's that are not the date's (a weekly one on a date
    # with other hours or a day off): a booking of one is told why it cannot be.
    others: tuple[int, ...] = ()


def _windows_around(professional_id: int, day: datetime.date) -> QuerySet[Window]:
    """The professional's windows that may be offered on that date, each with the day off or
    other hours that cover it (`override`, the latest one's id), if any."""
    covering = DayOff.objects.filter(
        professional_id=professional_id, first__lte=day, last__gte=day
    ).order_by("-pk")
    return (
        Window.objects.filter(professional_id=professional_id, active=True)
        .filter(Q(only_on=None) | Q(only_on__first__lte=day, only_on__last__gte=day))
        .annotate(override=Subquery(covering.values("pk")[:1]))
    )


# Read on every booking and every day opened from the database: its SQL is kept.
_WINDOWS_AROUND = Kept(_windows_around, professional_id=int, day=datetime.date)


def windows_of_day(*, professional_id: int, day: datetime.date) -> DayWindows:
    """The windows offered on that date, in one query: its other hours where a day off or
    other hours cover it (none on a day off), else its weekday's weekly windows."""
    rows = _WINDOWS_AROUND.rows(professional_id=professional_id, day=day)
    override = rows[0].override if rows else None
    if override is not None:
        windows = [window for window in rows if window.only_on_id == override]
        off = not windows
    else:
        windows = [window for window in rows if window.on(day.weekday())]
        off = False
    chosen = {window.pk for window in windows}
    return DayWindows(windows, off, tuple(w.pk for w in rows if w.pk not in chosen))


def clock(text: str) -> datetime.time:
    """A 24-hour "HH:MM"; ValueError for anything else."""
    hours, minutes = text.split(":")
    if len(hours) != 2 or len(minutes) != 2:
        raise ValueError(text)
    return datetime.time(int(hours), int(minutes))


def today_of(profile: Profile) -> datetime.date:
    """Today's date in the professional's time zone."""
    return datetime.datetime.now(zoneinfo.ZoneInfo(profile.time_zone)).date()


def days_off_of(*, profile: Profile) -> list[DayOff]:
    """The professional's days off and other hours that have not ended before today, each
    with its hours (in `hours_of`)."""
    hours = Prefetch("hours", queryset=Window.objects.filter(active=True), to_attr="hours_of")
    rows = DayOff.objects.filter(professional_id=profile.pk, last__gte=today_of(profile))
    return list(rows.prefetch_related(hours))
