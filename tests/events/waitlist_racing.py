"""The waitlist race, shared by the PostgreSQL test (threads) and the SQLite one (processes,
tests/sqlite_race.py). A paid event's seats are all held, and a line waits for them. Then, at
once: the holders give their seats back, some in line leave (declining any offer they got),
others press "Book Event" (taking an offer if they have one), people outside the line try to
book directly, and newcomers join the end of the line."""

import datetime

from django.utils import timezone

from kernel.waitlist.models import Waiter
from marketplace.events import services, texts, waitlist
from marketplace.events.models import Event, EventBooking
from marketplace.events.queries import taking
from tests import waitlist_racing as shared
from tests.factories import professional

# The parts, the racers and the line are the same as bookings' (tests/waitlist_racing.py).
RACERS, LINE, role, clients = shared.RACERS, shared.LINE, shared.role, shared.clients


def _book(user, trial, index):
    return services.event_book(
        user=user, event_id=trial["event_id"], name=f"Racer {index}",
        email=f"racer{index}@example.in",
    )  # fmt: skip


def trial_setup(*, places: int, holds: bool, racers: list) -> dict:
    """A paid event with `places` seats, each held by a holder; LINE racers in line, in order."""
    host = professional("Race", "Host")
    day = (timezone.now() + datetime.timedelta(days=3)).date()
    draft = services.EventDraft(
        title="Race", short_description="Seats", description="", response="", date=day,
        start=datetime.time(10), end=datetime.time(11), seats=places, type="Online", price=499,
    )  # fmt: skip
    trial = {"event_id": services.event_create(host=host.user, draft=draft).pk, "places": places}
    holders = [_book(racers[index], trial, index).pk for index in range(places)]
    for index in range(places, places + LINE):
        waitlist.event_waitlist_join(
            user=racers[index], event_id=trial["event_id"], name=f"Racer {index}",
            email=f"racer{index}@example.in",
        )  # fmt: skip
    return {**trial, "holds": holders}


def _attempt(trial: dict, index: int, racers: list) -> str:
    user, kind = racers[index], role(index, trial["places"])
    if kind == "holder":
        services.event_hold_release(user=user, booking_id=trial["holds"][index])
        return "gave back"
    if kind == "leaver":
        wait = Waiter.objects.get(user=user, line=f"event:{trial['event_id']}")
        waitlist.event_waitlist_leave(user=user, waiter_id=wait.pk)
        return "left"
    if kind == "joiner":
        _, position = waitlist.event_waitlist_join(
            user=user, event_id=trial["event_id"], name=f"Racer {index}",
            email=f"racer{index}@example.in",
        )  # fmt: skip
        return "joined" if position > 0 else "joined, offered"
    booking = _book(user, trial, index)
    return "took offer" if kind == "taker" else f"booked directly: {booking.status}"


def race(trial: dict, index: int, racers: list) -> str:
    return shared.retried(
        lambda: _attempt(trial, index, racers),
        full=lambda refused: refused.message == texts.SOLD_OUT,
    )


def summary(trial: dict) -> dict:
    return {"event_id": trial["event_id"], "places": trial["places"]}


def problems(trial: dict, outcomes: list[str]) -> list[str]:
    event = Event.objects.get(pk=trial["event_id"])
    return shared.problems(
        taken=event.bookings.filter(taking()).count(), places=event.seats,
        line=Waiter.objects.filter(line=f"event:{event.pk}"),
        offers=event.bookings.filter(status=EventBooking.Status.OFFERED), outcomes=outcomes,
        unit="seat",
    )  # fmt: skip
