"""Appointments as iCalendar events (RFC 5545, through kernel/ical.py and the icalendar
library): one accepted appointment as a file, for "Add to calendar", and each appointment of
a user's calendar feed (marketplace/calendars). Times are written in the professional's time
zone (TZID) with its VTIMEZONE, so every calendar places them at the same instant. Both sides
get the same UID, so a downloaded event and the feed's are one event; it keeps that UID when
it moves to another time, with a higher SEQUENCE (`sequence`), so a calendar moves it rather
than adding it again."""

import icalendar
from django.db.models import F, Q

from kernel import ical, routes
from kernel.errors import Conflict, NotFound
from marketplace.bookings import texts
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries import with_response

Status = Appointment.Status
UID_KIND = "appointment"
# How each state shows in a calendar; any other (rejected, cancelled, expired) is CANCELLED,
# so a subscribed calendar strikes it or drops it.
SHOWN = {
    Status.PENDING: ical.TENTATIVE,
    Status.ACCEPTED: ical.CONFIRMED,
    Status.RESERVED: ical.CONFIRMED,
}


def sequence(appointment: Appointment) -> int:
    """Its revision: one per move to another time, and one more once it ended (cancelled,
    rejected, expired), so each change outranks what a calendar holds of it."""
    return appointment.moves + (0 if appointment.status in SHOWN else 1)


def appointment_event(
    appointment: Appointment, *, viewer_id: int, site: ical.Site
) -> icalendar.Event:
    """The appointment as `viewer_id` (its client or its professional) sees it. The meeting
    response is written only while the appointment is accepted and paid: a cancelled,
    rejected or unpaid one never carries a link. Its words are in the active language (the
    requester's for a download, the feed owner's in a feed)."""
    as_professional = appointment.professional_id == viewer_id
    if appointment.reservation:
        summary = str(texts.CALENDAR_RESERVED)
    else:
        other = appointment.name if as_professional else appointment.professional.name
        summary = texts.CALENDAR_SUMMARY.format(plan=appointment.plan_name, name=other)
    url = site.link(routes.APPOINTMENTS if as_professional else routes.YOUR_APPOINTMENTS)
    status = SHOWN.get(appointment.status, ical.CANCELLED)
    paid = appointment.status == Status.ACCEPTED and appointment.paid
    # Annotated by queries.with_response; shown to neither side before payment.
    response = getattr(appointment, "response", None) if paid else None
    state = texts.CALENDAR_PAID if paid else texts.CALENDAR_STATUS
    plan = appointment.plan_name  # none on a reservation
    plan_type = texts.CALENDAR_TYPES.get(appointment.plan_type, appointment.plan_type)
    lines = [
        *([response] if response else []),
        *([texts.CALENDAR_PLAN.format(plan=plan, type=plan_type)] if plan else []),
        state.format(status=appointment.get_status_display()),
        texts.CALENDAR_LINK.format(url=url),
    ]
    return ical.event(
        uid=site.uid(UID_KIND, appointment.pk),
        starts_at=appointment.starts_at,
        ends_at=appointment.ends_at,
        zone=appointment.time_zone,
        summary=summary,
        description="\n".join(lines),
        url=url,
        status=status,
        modified=appointment.updated_at,
        location=str(texts.CALENDAR_LOCATIONS.get(appointment.plan_type, "")),
        sequence=sequence(appointment),
    )


def appointment_ics(*, user, appointment_id: int, site: ical.Site) -> bytes:
    """An accepted appointment of `user` (either party) as a calendar file; 409 before."""
    appointment = (
        with_response(Appointment.objects.filter(pk=appointment_id))
        .filter(Q(client_id=user.pk) | Q(professional_id=user.pk))
        .exclude(client_id=F("professional_id"))
        .select_related("professional")
        .first()
    )
    if appointment is None:
        raise NotFound(texts.APPOINTMENT_NOT_FOUND)
    if appointment.status != Status.ACCEPTED:
        raise Conflict(texts.CALENDAR_NOT_YET)
    return ical.calendar([appointment_event(appointment, viewer_id=user.pk, site=site)])
