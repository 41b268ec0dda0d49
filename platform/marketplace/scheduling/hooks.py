"""What happens elsewhere when a schedule changes. Scheduling sits below bookings and knows no
appointment; bookings registers, from its AppConfig.ready(), how to tell open pages that a
professional's days changed (see `wiring`)."""

import datetime
from collections.abc import Callable

from kernel.wiring import Registry

# (professional_id, weekdays, dates): the weekday bitmask of the days that changed, and, when
# only some dates did (a day off), their first and last.
Changed = Callable[[int, int, tuple[datetime.date, datetime.date] | None], None]

listeners: Registry[Changed] = Registry("schedule listener")

# (professional_id, first, last) -> what takes a place on those dates, for the professional to
# decide about (a day off leaves them booked): dicts of appointment_id, date, start, end,
# client_name.
Booked = Callable[[int, datetime.date, datetime.date], list[dict]]

booked: Registry[Booked] = Registry("booked times")


def schedule_changed(
    *, professional_id: int, weekdays: int,
    dates: tuple[datetime.date, datetime.date] | None = None,
) -> None:  # fmt: skip
    for listener in listeners:
        listener(professional_id, weekdays, dates)


def booked_between(professional_id: int, first: datetime.date, last: datetime.date) -> list:
    return [time for source in booked for time in source(professional_id, first, last)]
