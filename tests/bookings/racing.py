"""The booking races, shared by the PostgreSQL test (threads) and the SQLite one (processes):
set a trial up, then let each racer try once; the database is asked afterwards."""

import datetime

from django.utils import timezone

from kernel.errors import Busy, Conflict
from kernel.holds import expire
from marketplace.bookings import paying, services
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries import taking
from tests.factories import book, person, professional, schedule, upcoming

RACERS = 20


def clients(count: int = RACERS) -> list:
    return [person("Racer", str(n)) for n in range(count)]


def trial_setup(*, places: int, holds: bool, racers: list) -> dict:
    """A professional with one window of `places` tomorrow; with `holds`, pay-first and each
    of the first `places` racers already holds a place whose hold lapsed (half of them swept
    to EXPIRED), so confirming them races the other racers' new holds."""
    pro = professional("Race", "Pro")
    day, weekday = upcoming(1)
    window = schedule(
        pro,
        {"days": [weekday], "start": "10:00", "end": "11:00", "places": places},
        payment_required=holds,
    ).windows[0]
    lapsed = []
    if holds:
        for client in racers[:places]:
            lapsed.append(book(client, pro, window.pk, day).pk)
        Appointment.objects.filter(pk__in=lapsed).update(hold_expires_at=timezone.now())
        for pk in lapsed[::2]:
            expire("appointment", pk)
    return {"professional_id": pro.pk, "window_id": window.pk, "day": day, "lapsed": lapsed}


def race(trial: dict, index: int, racers: list) -> str:
    """One racer's attempt: confirm its lapsed hold's payment, or book. Busy is retried, as
    the web app does on 409 with Retry-After."""
    from marketplace.profiles.models import Profile

    pro = Profile.objects.get(pk=trial["professional_id"])
    for _ in range(20):
        try:
            if index < len(trial["lapsed"]):
                paying.appointment_payment_confirm(
                    appointment_id=trial["lapsed"][index], payment_ref=f"pay_{index}"
                )
                return "paid"
            book(racers[index], pro, trial["window_id"], trial["day"])
            return "booked"
        except Busy:
            continue
        except services.PlaceGone:
            return "gone"
        except services.SlotFull:
            return "full"
        except Conflict as refused:
            return f"conflict: {refused.message}"
    return "busy"


def summary(trial: dict) -> dict:
    """What the SQLite runner prints of a trial, for the test to count in the file."""
    return {"professional_id": trial["professional_id"], "window_id": trial["window_id"]}


def places_taken(trial: dict) -> int:
    start = datetime.datetime.combine(trial["day"], datetime.time(0), tzinfo=datetime.UTC)
    return Appointment.objects.filter(
        taking(timezone.now()),
        professional_id=trial["professional_id"],
        starts_at__gte=start - datetime.timedelta(days=1),
    ).count()
