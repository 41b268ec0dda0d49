from dataclasses import dataclass

from marketplace.profiles.models import Profile
from marketplace.profiles.services import profile_of
from marketplace.scheduling.models import Window


@dataclass(frozen=True)
class Schedule:
    windows: list[Window]
    time_zone: str
    booking_horizon_days: int


def schedule_of(*, user) -> Schedule:
    profile = profile_of(user=user)
    return _schedule(profile)


def _schedule(profile: Profile) -> Schedule:
    windows = list(Window.objects.filter(professional_id=profile.pk, active=True))
    return Schedule(windows, profile.time_zone, profile.booking_horizon_days)


def windows_on(*, professional_id: int, weekday: int) -> list[Window]:
    """The professional's active windows on this weekday (0 = Monday), earliest first."""
    rows = Window.objects.filter(professional_id=professional_id, active=True)
    return [window for window in rows if window.on(weekday)]
