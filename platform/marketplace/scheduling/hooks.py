"""What happens elsewhere when a schedule changes. Scheduling sits below bookings and knows no
appointment; bookings registers, from its AppConfig.ready(), how to tell open pages that a
professional's days changed (see `wiring`)."""

from collections.abc import Callable

from wiring import Registry

# (professional_id, weekdays): the weekday bitmask of the days that changed.
Changed = Callable[[int, int], None]

listeners: Registry[Changed] = Registry("schedule listener")


def schedule_changed(*, professional_id: int, weekdays: int) -> None:
    for listener in listeners:
        listener(professional_id, weekdays)
