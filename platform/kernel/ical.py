"""iCalendar (RFC 5545) files, built with the icalendar library: one VEVENT per thing that
happens (the areas say what), and the VCALENDAR around them with a VTIMEZONE for each zone
their times are written in, so every calendar places them at the same instant whatever its
own zone. Used by "Add to calendar" (bookings) and by each user's calendar feed (calendars)."""

import datetime
import zoneinfo
from dataclasses import dataclass
from urllib.parse import urlsplit

import icalendar

PRODID = "-//Marketplace//Appointments//EN"
CONFIRMED, TENTATIVE, CANCELLED = "CONFIRMED", "TENTATIVE", "CANCELLED"


@dataclass(frozen=True)
class Site:
    """Where the request came in (scheme, host and port): the only place that knows the
    address a link must use, and the domain of the UIDs."""

    origin: str  # e.g. "https://consult.example.in"

    @classmethod
    def of(cls, request) -> "Site":
        return cls(f"{request.scheme}://{request.get_host()}")

    @property
    def host(self) -> str:
        return urlsplit(self.origin).netloc

    def link(self, path: str) -> str:
        return f"{self.origin}{path}"

    def uid(self, kind: str, pk: int) -> str:
        """Stable for the thing's life: a calendar updates the event it already shows."""
        return f"{kind}-{pk}@{self.host}"


def event(
    *,
    uid: str,
    starts_at: datetime.datetime,
    ends_at: datetime.datetime,
    zone: str,
    summary: str,
    description: str,
    url: str,
    status: str,
    modified: datetime.datetime,
    location: str = "",
    sequence: int = 0,
) -> icalendar.Event:
    """One VEVENT, its times written in `zone` (DTSTART;TZID=...). DTSTAMP is when the thing
    last changed, so the same data always gives the same text. `sequence` (SEQUENCE) counts
    its revisions: a calendar replaces the event it holds under the same UID with a higher
    one (a moved time, a cancellation) rather than adding another."""
    tz = zoneinfo.ZoneInfo(zone)
    stamp = modified.astimezone(datetime.UTC).replace(microsecond=0)
    vevent = icalendar.Event.new(
        uid=uid,
        start=starts_at.astimezone(tz),
        end=ends_at.astimezone(tz),
        summary=summary,
        description=description or None,
        url=url or None,
        location=location or None,
        status=status,
        stamp=stamp,
        last_modified=stamp,
    )
    vevent.add("SEQUENCE", sequence)
    return vevent


def calendar(
    events: list[icalendar.Event], *, name: str = "", refresh: datetime.timedelta | None = None
) -> bytes:
    """The VCALENDAR of these events, with the VTIMEZONEs they need (each true over the dates
    the events span). `name` and `refresh` make it a subscribable feed: its name in the
    calendar list, and how often a client should fetch it again."""
    cal = icalendar.Calendar()
    cal.add("PRODID", PRODID)
    cal.add("VERSION", "2.0")
    cal.add("CALSCALE", "GREGORIAN")
    cal.add("METHOD", "PUBLISH")
    if name:
        cal.add("NAME", name)  # RFC 7986
        cal.add("X-WR-CALNAME", name)  # what Google and Apple Calendar read
    if refresh is not None:
        cal.add("REFRESH-INTERVAL", refresh, parameters={"VALUE": "DURATION"})  # RFC 7986
        cal.add("X-PUBLISHED-TTL", icalendar.vDuration(refresh))  # Microsoft's and Apple's
    for vevent in events:
        cal.add_component(vevent)
    if events:
        days = [vevent.start.date() for vevent in events] + [vevent.end.date() for vevent in events]
        one = datetime.timedelta(days=1)
        cal.add_missing_timezones(first_date=min(days) - one, last_date=max(days) + one)
    return cal.to_ical()
