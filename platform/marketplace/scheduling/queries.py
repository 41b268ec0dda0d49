import datetime
import zoneinfo
from dataclasses import dataclass

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
class Schedule:
    windows: list[Window]
    time_zone: str
    booking_horizon_days: int
    rules: Rules


def schedule_of(*, user) -> Schedule:
    profile = profile_of(user=user)
    return _schedule(profile)


def _schedule(profile: Profile) -> Schedule:
    windows = list(Window.objects.filter(professional_id=profile.pk, active=True))
    return Schedule(windows, profile.time_zone, profile.booking_horizon_days, Rules.of(profile))


def windows_on(*, professional_id: int, weekday: int) -> list[Window]:
    """The professional's active windows on this weekday (0 = Monday), earliest first."""
    rows = Window.objects.filter(professional_id=professional_id, active=True)
    return [window for window in rows if window.on(weekday)]


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
    """The professional's days off that have not ended before today."""
    return list(DayOff.objects.filter(professional_id=profile.pk, last__gte=today_of(profile)))


def is_day_off(professional_id: int, day) -> bool:
    return DayOff.objects.filter(
        professional_id=professional_id, first__lte=day, last__gte=day
    ).exists()
