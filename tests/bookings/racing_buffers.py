"""A race where buffers, not places, decide: two back-to-back windows (10:00-10:30 and
10:30-11:00 tomorrow) of `places` each, with 15 minutes kept free after every booked session,
so a booking in one closes the other. Half the racers book each window at once: exactly
`places` bookings may win, all in one window. The same interface as `racing` (sqlite_race.py
runs either); `holds` is not used."""

from kernel.errors import Busy, Conflict
from marketplace.scheduling.queries import Rules
from tests.bookings.racing import RACERS, clients, places_taken  # noqa: F401 (the interface)
from tests.factories import book, professional, schedule, upcoming


def trial_setup(*, places: int, holds: bool, racers: list) -> dict:
    pro = professional("Buffer", "Pro")
    day, weekday = upcoming(1)
    windows = schedule(
        pro,
        {"days": [weekday], "start": "10:00", "end": "10:30", "places": places},
        {"days": [weekday], "start": "10:30", "end": "11:00", "places": places},
        rules=Rules(buffer_after_minutes=15),
    ).windows
    return {"professional_id": pro.pk, "windows": [w.pk for w in windows], "day": day}


def race(trial: dict, index: int, racers: list) -> str:
    from marketplace.bookings import services
    from marketplace.profiles.models import Profile

    pro = Profile.objects.get(pk=trial["professional_id"])
    window = trial["windows"][index % 2]
    for _ in range(20):
        try:
            book(racers[index], pro, window, trial["day"])
            return f"booked {window}"
        except Busy:
            continue
        except services.SlotFull:
            return "full"
        except Conflict as refused:
            return f"conflict: {refused.message}"
    return "busy"


def summary(trial: dict) -> dict:
    return {"professional_id": trial["professional_id"], "windows": trial["windows"]}
