"""The seat races, shared by the PostgreSQL test (threads) and the SQLite one (processes,
tests/sqlite_race.py): set a trial up, then let each racer try once."""

import datetime

from django.utils import timezone

from kernel.errors import Busy, Conflict
from marketplace.events import services, texts
from marketplace.events.models import Event, EventBooking
from tests.factories import person, professional

RACERS = 20


def clients(count: int = RACERS) -> list:
    return [person("Racer", str(n)) for n in range(count)]


def trial_setup(*, places: int, holds: bool, racers: list) -> dict:
    """A free event with `places` seats in three days (`holds` is for the bookings race)."""
    host = professional("Race", "Host")
    day = (timezone.now() + datetime.timedelta(days=3)).date()
    draft = services.EventDraft(
        title="Race", short_description="Seats", description="", response="", date=day,
        start=datetime.time(10), end=datetime.time(11), seats=places, type="Online", price=0,
    )  # fmt: skip
    return {"event_id": services.event_create(host=host.user, draft=draft).pk}


def race(trial: dict, index: int, racers: list) -> str:
    """One racer's attempt; Busy is retried, as the web app does on 409 with Retry-After."""
    for _ in range(20):
        try:
            services.event_book(
                user=racers[index], event_id=trial["event_id"], name=f"Racer {index}",
                email=f"racer{index}@example.in",
            )  # fmt: skip
            return "booked"
        except Busy:
            continue
        except Conflict as refused:
            return "full" if refused.message == texts.SOLD_OUT else f"conflict: {refused.message}"
    return "busy"


def summary(trial: dict) -> dict:
    return {"event_id": trial["event_id"]}


def seats_taken(trial: dict) -> int:
    event = Event.objects.get(pk=trial["event_id"])
    return event.bookings.filter(status__in=EventBooking.TAKING).count()
