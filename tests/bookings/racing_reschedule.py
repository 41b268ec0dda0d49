"""Reschedules racing bookings for the last places of a time, shared by the PostgreSQL test
(threads) and the SQLite one (processes): half the racers move their booking of the morning
to the afternoon, the other half book the afternoon; exactly its places are won."""

from kernel.errors import Busy, Conflict
from marketplace.bookings import reschedule, services
from marketplace.bookings.models import Appointment
from tests.bookings.racing import clients  # noqa: F401  (the runner's interface)
from tests.factories import book, professional, schedule, upcoming

RACERS = 20


def trial_setup(*, places: int, holds: bool, racers: list) -> dict:
    """A professional with a morning window all the movers booked, and an afternoon one of
    `places` places, empty."""
    pro = professional("Race", "Pro")
    day, weekday = upcoming(2)
    morning, afternoon = schedule(
        pro,
        {"days": [weekday], "start": "09:00", "end": "10:00", "places": RACERS},
        {"days": [weekday], "start": "15:00", "end": "16:00", "places": places},
    ).windows
    booked = [book(client, pro, morning.pk, day).pk for client in racers[::2]]
    return {
        "professional_id": pro.pk, "afternoon": afternoon.pk, "day": day, "booked": booked,
    }  # fmt: skip


def race(trial: dict, index: int, racers: list) -> str:
    """Even racers move their booking, odd ones book (Busy is retried, as the web app does)."""
    from marketplace.profiles.models import Profile

    pro = Profile.objects.get(pk=trial["professional_id"])
    for _ in range(20):
        try:
            if index % 2 == 0:
                reschedule.appointment_reschedule(
                    client=racers[index], appointment_id=trial["booked"][index // 2],
                    window_id=trial["afternoon"], day=trial["day"],
                )  # fmt: skip
                return "moved"
            book(racers[index], pro, trial["afternoon"], trial["day"])
            return "booked"
        except Busy:
            continue
        except services.SlotFull:
            return "full"
        except Conflict as refused:
            return f"conflict: {refused.message}"
    return "busy"


def summary(trial: dict) -> dict:
    return {"professional_id": trial["professional_id"], "window_id": trial["afternoon"]}


def problems(trial: dict, outcomes: list[str]) -> list[str]:
    """What the database says against the outcomes: the afternoon's places taken, and every
    mover's booking where its answer says it is."""
    found = []
    afternoon = Appointment.objects.filter(
        window_id=trial["afternoon"], status__in=Appointment.TAKING
    ).count()
    won = outcomes.count("moved") + outcomes.count("booked")
    if afternoon != won:
        found.append(f"{afternoon} taken in the afternoon, {won} told so")
    for index, pk in enumerate(trial["booked"]):
        at = Appointment.objects.get(pk=pk).window_id
        if (at == trial["afternoon"]) != (outcomes[index * 2] == "moved"):
            found.append(f"appointment {pk} in window {at}, told {outcomes[index * 2]}")
    return found
