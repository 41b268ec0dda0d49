"""Reads of the appointment times' waitlists: a client's places in line, and a professional's
lines (bookings/waitlist.py writes them)."""

import datetime

from django.utils import timezone

from kernel.errors import NotFound
from kernel.waitlist import services as waitlist
from kernel.waitlist.models import Waiter
from marketplace.bookings import texts
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries.places import occurrence
from marketplace.profiles.models import Plan, Profile
from marketplace.profiles.queries import professional_card
from marketplace.scheduling.models import Window
from marketplace.scheduling.queries import clock

# The waitlists of appointment times (kernel/waitlist), "time:<window>:<start>".
TIME_LINE = "time:"


def _time_of(waiter: Waiter, profile: Profile, window: Window):
    details = waiter.details
    day = datetime.date.fromisoformat(details["day"])
    return day, occurrence(window, day, profile.time_zone, clock(details["start"]))


def time_waits_mine(*, client) -> list[dict]:
    """The client's places in the lines of full times to come, newest first, with the place
    offered to them where there is one (TimeWaitOut)."""
    waits = waitlist.waits_of(client, TIME_LINE)
    owners = Profile.objects.select_related("user").in_bulk({w.owner_id for w, _ in waits})
    windows = Window.objects.in_bulk({w.details["window_id"] for w, _ in waits})
    plans = Plan.objects.in_bulk({w.details.get("plan_id") for w, _ in waits} - {None})
    offers = Appointment.objects.in_bulk([w.offer_id for w, _ in waits if w.offer_id])
    now, rows = timezone.now(), []
    for waiter, position in waits:
        profile, window = owners.get(waiter.owner_id), windows.get(waiter.details["window_id"])
        if profile is None or window is None:
            continue
        day, (starts, ends) = _time_of(waiter, profile, window)
        if starts <= now:
            continue
        offer = offers.get(waiter.offer_id) if waiter.status == Waiter.Status.OFFERED else None
        plan = plans.get(waiter.details.get("plan_id"))
        rows.append({
            "id": waiter.pk, "status": waiter.status, "position": position,
            "professional": professional_card(profile.user),
            "date": day, "start": waiter.details["start"],
            "starts_at": starts, "ends_at": ends, "time_zone": profile.time_zone,
            "plan_name": plan.name if plan else "",
            "offer_appointment_id": offer.pk if offer else None,
            "offer_expires_at": offer.hold_expires_at if offer else None,
        })  # fmt: skip
    return rows


def time_lines(*, professional) -> list[dict]:
    """The professional's times to come with people in line, soonest first, each line in the
    order places are offered (TimeLineOut)."""
    profile = Profile.objects.filter(pk=professional.pk).first()
    if profile is None:
        raise NotFound(texts.NOT_PROFESSIONAL)
    rows = Waiter.objects.filter(
        owner_id=profile.pk, status__in=Waiter.LIVE, line__startswith=TIME_LINE
    ).order_by("created_at", "id")
    by_line: dict[str, list[Waiter]] = {}
    for waiter in rows:
        by_line.setdefault(waiter.line, []).append(waiter)
    windows = Window.objects.in_bulk({w[0].details["window_id"] for w in by_line.values()})
    offers = Appointment.objects.in_bulk([w.offer_id for ws in by_line.values() for w in ws
                                          if w.status == Waiter.Status.OFFERED])  # fmt: skip
    now, lines = timezone.now(), []
    for line, waiters in by_line.items():
        window = windows.get(waiters[0].details["window_id"])
        if window is None:
            continue
        day, (starts, _) = _time_of(waiters[0], profile, window)
        if starts <= now:
            continue
        ordered = sorted(waiters, key=lambda waiter: waiter.status != Waiter.Status.OFFERED)
        waiting, people = 0, []
        for waiter in ordered:
            waiting += waiter.status == Waiter.Status.WAITING
            offer = offers.get(waiter.offer_id) if waiter.status == Waiter.Status.OFFERED else None
            people.append({
                "id": waiter.pk, "name": waiter.name, "phone": waiter.phone,
                "status": waiter.status, "since": waiter.created_at,
                "position": waiting if waiter.status == Waiter.Status.WAITING else 0,
                "offer_expires_at": offer.hold_expires_at if offer else None,
            })  # fmt: skip
        lines.append({"line": line, "date": day, "start": waiters[0].details["start"],
                      "starts_at": starts, "window_id": window.pk, "waiters": people})  # fmt: skip
    return sorted(lines, key=lambda line: line["starts_at"])
