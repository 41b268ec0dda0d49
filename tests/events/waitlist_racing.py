"""The waitlist race, shared by the PostgreSQL test (threads) and the SQLite one (processes,
tests/sqlite_race.py). A paid event's seats are all held, and a line waits for them. Then, at
once: the holders give their seats back, some in line leave (declining any offer they got),
others press "Book Event" (taking an offer if they have one), people outside the line try to
book directly, and newcomers join the end of the line."""

import datetime

from django.utils import timezone

from marketplace.errors import Busy, Conflict
from marketplace.events import services, texts
from marketplace.events.models import Event, EventBooking
from marketplace.events.queries import taking
from marketplace.waitlist.models import Waiter
from tests.factories import person, professional

RACERS = 20
LINE = 8  # racers 3-10 wait in line from the start; the line never empties in a trial


def role(index: int, places: int) -> str:
    if index < places:
        return "holder"
    if index < places + 2:
        return "leaver"
    if index < places + LINE:
        return "taker"
    if index < places + LINE + 5:
        return "direct"
    return "joiner"


def clients(count: int = RACERS) -> list:
    return [person("Racer", str(n)) for n in range(count)]


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
        services.event_waitlist_join(
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
        services.event_waitlist_leave(user=user, waiter_id=wait.pk)
        return "left"
    if kind == "joiner":
        _, position = services.event_waitlist_join(
            user=user, event_id=trial["event_id"], name=f"Racer {index}",
            email=f"racer{index}@example.in",
        )  # fmt: skip
        return "joined" if position > 0 else "joined, offered"
    booking = _book(user, trial, index)
    return "took offer" if kind == "taker" else f"booked directly: {booking.status}"


def race(trial: dict, index: int, racers: list) -> str:
    """One racer's attempt; Busy is retried, as the web app does on 409 with Retry-After."""
    for _ in range(40):
        try:
            return _attempt(trial, index, racers)
        except Busy:
            continue
        except Conflict as refused:
            return "full" if refused.message == texts.SOLD_OUT else f"conflict: {refused.message}"
    return "busy"


def summary(trial: dict) -> dict:
    return {"event_id": trial["event_id"], "places": trial["places"]}


def problems(trial: dict, outcomes: list[str]) -> list[str]:
    """What the trial broke, if anything: never oversold, every freed seat offered at once,
    first come first offered, one offer per seat and per person, nobody past the line."""
    event = Event.objects.get(pk=trial["event_id"])
    found = []
    taken = event.bookings.filter(taking()).count()
    if taken != event.seats:
        found.append(f"{taken} seats taken of {event.seats}")
    line = Waiter.objects.filter(line=f"event:{event.pk}")
    offered = line.filter(status=Waiter.Status.OFFERED)
    offers = event.bookings.filter(status=EventBooking.Status.OFFERED)
    if sorted(offered.values_list("offer_id", flat=True)) != sorted(
        offers.values_list("pk", flat=True)
    ):
        found.append("an offer without its place in line, or the other way round")
    reached = line.exclude(offer_id=None).order_by("created_at", "id")
    waiting = line.filter(status=Waiter.Status.WAITING).order_by("created_at", "id")
    if (
        reached.exists()
        and waiting.exists()
        and reached.last().created_at > waiting.first().created_at
    ):
        found.append("someone was offered a seat before one who joined earlier")
    for index, outcome in enumerate(outcomes):
        kind = role(index, trial["places"])
        if kind == "direct" and outcome != "full":
            found.append(f"racer {index} booked past the line: {outcome}")
        if kind in ("holder", "leaver", "joiner") and not outcome.startswith(
            ("gave", "left", "joined")
        ):
            found.append(f"racer {index} ({kind}): {outcome}")
    return found
