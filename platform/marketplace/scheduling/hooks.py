"""What happens elsewhere when a schedule changes. Scheduling sits below bookings
(README, "Layering") and knows no appointment; bookings hands in, from its AppConfig.ready(),
how to tell open pages that a professional's days changed (the weekday bitmask)."""

from collections.abc import Callable

_changed: Callable[[int, int], None] = lambda professional_id, weekdays: None  # noqa: E731


def configure(*, changed: Callable[[int, int], None]) -> None:
    global _changed
    _changed = changed


def schedule_changed(*, professional_id: int, weekdays: int) -> None:
    _changed(professional_id, weekdays)
