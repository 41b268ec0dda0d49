"""What the waitlist races of bookings and events share (tests/bookings/waitlist_racing.py,
tests/events/waitlist_racing.py): who plays which part, the retries, and what a trial must
not break. Each area keeps its own set-up and moves; the checks are the line's, the same for
an appointment time's places and an event's seats."""

from kernel.errors import Busy, Conflict
from kernel.waitlist.models import Waiter
from tests.factories import person

RACERS = 20
LINE = 8  # racers after the holders wait in line from the start; the line never empties
TOLD = {"holder": "gave back", "leaver": "left", "joiner": "joined"}  # how each part begins


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


def retried(attempt, full) -> str:
    """One racer's attempt; Busy is retried, as the web app does on 409 with Retry-After.
    `full(refused)` tells the area's "no place left" from another refusal."""
    for _ in range(40):
        try:
            return attempt()
        except Busy:
            continue
        except Conflict as refused:
            return "full" if full(refused) else f"conflict: {refused.message}"
    return "busy"


def problems(*, taken: int, places: int, line, offers, outcomes: list[str], unit: str):
    """What the trial broke: never overbooked, every freed `unit` offered at once, first come
    first offered, one offer per place and per person, nobody past the line. `line` is the
    waiters of the trial's line, `offers` its bookings offered from it."""
    found = []
    if taken != places:
        found.append(f"{taken} {unit}s taken of {places}")
    offered = sorted(line.filter(status=Waiter.Status.OFFERED).values_list("offer_id", flat=True))
    if offered != sorted(offers.values_list("pk", flat=True)):
        found.append("an offer without its place in line, or the other way round")
    reached = line.exclude(offer_id=None).order_by("created_at", "id").last()
    waiting = line.filter(status=Waiter.Status.WAITING).order_by("created_at", "id").first()
    if reached and waiting and reached.created_at > waiting.created_at:
        found.append(f"someone was offered a {unit} before one who joined earlier")
    for index, outcome in enumerate(outcomes):
        kind = role(index, places)
        if kind == "direct" and outcome != "full":
            found.append(f"racer {index} booked past the line: {outcome}")
        if kind in TOLD and not outcome.startswith(TOLD[kind]):  # "joined, offered" too
            found.append(f"racer {index} ({kind}): {outcome}")
    return found
