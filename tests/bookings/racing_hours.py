"""A race between bookings and the professional giving that date other hours: racer 0 gives
tomorrow 14:00-15:00 instead of the weekly 10:00-11:00 while the others book 10:00. Under the
professional's lock each booking either commits before the other hours (and stays, listed)
or finds the weekly time gone; none lands in the weekly time after. The same interface as
`racing` (sqlite_race.py runs either); `holds` is not used."""

from kernel.errors import Busy, Conflict, InvalidInput
from tests.bookings.racing import RACERS, clients, places_taken  # noqa: F401 (the interface)
from tests.factories import book, professional, schedule, upcoming


def trial_setup(*, places: int, holds: bool, racers: list) -> dict:
    pro = professional("Hours", "Pro")
    day, weekday = upcoming(1)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": places}
    ).windows[0]
    return {"professional_id": pro.pk, "window": window.pk, "day": day}


def race(trial: dict, index: int, racers: list) -> str:
    from marketplace.profiles.models import Profile
    from marketplace.scheduling.services import day_off_add

    pro = Profile.objects.select_related("user").get(pk=trial["professional_id"])
    hours = [{"start": "14:00", "end": "15:00", "places": 1, "session_minutes": None}]
    for _ in range(20):
        try:
            if index == 0:
                day_off_add(user=pro.user, first=trial["day"], last=None, hours=hours)
                return "hours"
            book(racers[index], pro, trial["window"], trial["day"])
            return "booked"
        except Busy:
            continue
        except (Conflict, InvalidInput) as refused:
            return f"refused: {refused.message}"
    return "busy"


def summary(trial: dict) -> dict:
    """When the other hours were added, and when each booking of the weekly time was."""
    from marketplace.bookings.models import Appointment
    from marketplace.scheduling.models import DayOff

    return {
        "hours_added": DayOff.objects.get(professional_id=trial["professional_id"]).created_at,
        "booked": list(
            Appointment.objects.filter(window_id=trial["window"]).values_list(
                "created_at", flat=True
            )
        ),
    }
