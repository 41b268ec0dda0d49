"""An accepted appointment as an iCalendar file (RFC 5545), for "Add to calendar". Its times
are written in the professional's time zone (TZID), described by a VTIMEZONE holding that
zone's offset at the appointment's time, so every calendar places it at the same instant."""

import datetime
import zoneinfo

from django.db.models import F, Q

from marketplace.bookings import texts
from marketplace.bookings.models import Appointment
from marketplace.errors import Conflict, NotFound

STAMP = "%Y%m%dT%H%M%SZ"


def escape(value: str) -> str:
    """TEXT as RFC 5545 3.3.11 wants it: backslash, semicolon, comma and newlines escaped."""
    value = value.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
    return value.replace("\r\n", "\\n").replace("\r", "\\n").replace("\n", "\\n")


def fold(line: str) -> str:
    """Lines longer than 75 octets continue on the next line after a space (3.1)."""
    out, current = [], b""
    for char in line:
        encoded = char.encode()
        if len(current) + len(encoded) > (75 if not out else 74):
            out.append(current.decode())
            current = b""
        current += encoded
    out.append(current.decode())
    return "\r\n ".join(out)


LOCAL = "%Y%m%dT%H%M%S"


def _utc(at: datetime.datetime) -> str:
    return at.astimezone(datetime.UTC).strftime(STAMP)


def _offset(delta: datetime.timedelta) -> str:
    minutes = int(delta.total_seconds()) // 60
    sign = "-" if minutes < 0 else "+"
    return f"{sign}{abs(minutes) // 60:02d}{abs(minutes) % 60:02d}"


def _zone(name: str, at: datetime.datetime) -> list[str]:
    """A VTIMEZONE true at `at` (one STANDARD rule with the offset then in force)."""
    local = at.astimezone(zoneinfo.ZoneInfo(name))
    offset = _offset(local.utcoffset())
    return [
        "BEGIN:VTIMEZONE",
        f"TZID:{name}",
        "BEGIN:STANDARD",
        "DTSTART:19700101T000000",
        f"TZOFFSETFROM:{offset}",
        f"TZOFFSETTO:{offset}",
        f"TZNAME:{local.tzname()}",
        "END:STANDARD",
        "END:VTIMEZONE",
    ]


def _local(at: datetime.datetime, name: str) -> str:
    return at.astimezone(zoneinfo.ZoneInfo(name)).strftime(LOCAL)


def appointment_ics(*, user, appointment_id: int, host: str = "marketplace") -> str:
    appointment = (
        Appointment.objects.filter(pk=appointment_id)
        .filter(Q(client_id=user.pk) | Q(professional_id=user.pk))
        .exclude(client_id=F("professional_id"))
        .select_related("professional")
        .first()
    )
    if appointment is None:
        raise NotFound(texts.APPOINTMENT_NOT_FOUND)
    if appointment.status != Appointment.Status.ACCEPTED:
        raise Conflict(texts.CALENDAR_NOT_YET)
    is_professional = appointment.professional_id == user.pk
    other = appointment.name if is_professional else appointment.professional.name
    response = (
        appointment.messages.filter(author_id=appointment.professional_id).order_by("-id").first()
    )
    zone = appointment.time_zone
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Marketplace//Appointments//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        *_zone(zone, appointment.starts_at),
        "BEGIN:VEVENT",
        f"UID:appointment-{appointment.pk}@{host}",
        f"DTSTAMP:{_utc(appointment.updated_at)}",
        f"DTSTART;TZID={zone}:{_local(appointment.starts_at, zone)}",
        f"DTEND;TZID={zone}:{_local(appointment.ends_at, zone)}",
        f"SUMMARY:{escape(f'{appointment.plan_name} with {other}')}",
    ]
    if response is not None:
        lines.append(f"DESCRIPTION:{escape(response.text)}")
    lines += ["STATUS:CONFIRMED", "END:VEVENT", "END:VCALENDAR"]
    return "\r\n".join(fold(line) for line in lines) + "\r\n"
