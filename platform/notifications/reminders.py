"""When a reminder is due, and how it writes a time. The areas find what starts in the window
of each lead (bookings: accepted appointments; events: confirmed seats) and hand it to
services.reminder_send, which makes each reminder once.

A reminder is due once its lead time before the start has come, and for a grace period
after, long enough to ride out a worker restart or a short outage; past that it is dropped,
not sent late: a "tomorrow at 10" text hours after it mattered, or once the appointment has
begun, only confuses. The windows of the two leads do not overlap, so an appointment booked
at short notice gets the reminder whose window it falls in, not a burst of both."""

import datetime
import zoneinfo
from dataclasses import dataclass
from typing import ClassVar

from notifications import texts
from notifications.models import Reminder


@dataclass(frozen=True)
class Timing:
    before: datetime.timedelta
    grace: datetime.timedelta


TIMINGS = {
    Reminder.Lead.DAY: Timing(datetime.timedelta(hours=24), datetime.timedelta(hours=6)),
    Reminder.Lead.HOUR: Timing(datetime.timedelta(hours=1), datetime.timedelta(minutes=45)),
}


def due_starts(lead: str, now: datetime.datetime) -> tuple[datetime.datetime, datetime.datetime]:
    """The start times whose `lead` reminder is due at `now`: after the first (exclusive), up
    to the second (inclusive). Something starting later is not due yet; earlier, its reminder
    was missed by more than the grace and is not sent."""
    timing = TIMINGS[lead]
    return now + timing.before - timing.grace, now + timing.before


def _when(at: datetime.datetime, zone: str) -> str:
    tz = zoneinfo.ZoneInfo(zone)
    local = at.astimezone(tz)
    name = local.tzname() or zone
    # Zones without a common abbreviation answer an offset like "+04": name the zone then.
    label = name if name.isalpha() else f"({zone})"
    date = texts.DATE.format(
        weekday=texts.WEEKDAYS[local.weekday()],
        day=local.day,
        month=texts.MONTHS[local.month],
        year=local.strftime("%Y"),
    )
    return texts.WHEN.format(date=date, time=_clock(local), zone=label)


def _day_and_month(at: datetime.datetime, zone: str) -> str:
    local = at.astimezone(zoneinfo.ZoneInfo(zone))
    return f"{local.day} {texts.MONTHS[local.month]}"


def _clock(local: datetime.datetime) -> str:
    """A time of day as the app writes one, "3 : 00 PM" (the web app's formatTimeRange), its
    half of the day in the language active: Hindi's "पूर्वाह्न" and "अपराह्न"."""
    half = texts.AM if local.hour < 12 else texts.PM
    return f"{local.hour % 12 or 12} : {local:%M} {half}"


@dataclass(frozen=True)
class Moment:
    """A time in a notification: kept as the instant and the zone it is held in, and written
    (str) in the language active when the notification is read (notifications/wording.py)."""

    at: datetime.datetime
    zone: str
    name: ClassVar[str]

    def stored(self) -> dict:
        return {"moment": self.name, "at": self.at.isoformat(), "zone": self.zone}

    @classmethod
    def load(cls, stored: dict) -> "Moment":
        return cls(datetime.datetime.fromisoformat(stored["at"]), stored["zone"])


class When(Moment):
    """ "Wed 25 Nov 2026 at 10 : 00 AM IST": the date and time in the zone it is held in."""

    name = "when"

    def __str__(self) -> str:
        return _when(self.at, self.zone)


class DayAndMonth(Moment):
    """ "25 Nov" of the day in the zone it is held in."""

    name = "day_and_month"

    def __str__(self) -> str:
        return _day_and_month(self.at, self.zone)


class Clock(Moment):
    """ "3 : 00 PM" (in Hindi "3 : 00 अपराह्न") of the time in the zone it is held in."""

    name = "clock"

    def __str__(self) -> str:
        return _clock(self.at.astimezone(zoneinfo.ZoneInfo(self.zone)))


MOMENTS: dict[str, type[Moment]] = {kind.name: kind for kind in (When, DayAndMonth, Clock)}
# `at` as its reader should see it, in the zone `zone` it is held in.
when = When
day_and_month = DayAndMonth
clock = Clock
