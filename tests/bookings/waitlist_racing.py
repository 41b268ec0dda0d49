"""The race of a full time's waitlist, shared by the PostgreSQL test (threads) and the SQLite
one (processes, tests/sqlite_race.py). A pay-first time's places are all held, and a line
waits for them. Then, at once: the holders give their places back, some in line leave
(declining any offer they got), others book the time (taking an offer if they have one),
people outside the line try to book it directly, and newcomers join the end of the line."""

from marketplace.bookings import decisions, services, waitlist
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries import taking
from marketplace.errors import Busy, Conflict
from marketplace.waitlist.models import Waiter
from tests.factories import book, person, professional, schedule, upcoming

RACERS = 20
LINE = 8  # racers after the holders wait in line from the start; the line never empties


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


def _join(trial: dict, user, index: int):
    return waitlist.appointment_waitlist_join(
        client=user, professional_id=trial["professional_id"], window_id=trial["window_id"],
        day=trial["day"], plan_id=trial["plan_id"], name=f"Racer {index}",
        email=f"racer{index}@example.in",
    )  # fmt: skip


def trial_setup(*, places: int, holds: bool, racers: list) -> dict:
    pro = professional("Race", "Pro")
    day, weekday = upcoming(1)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": places},
        payment_required=True,
    ).windows[0]  # fmt: skip
    trial = {"professional_id": pro.pk, "window_id": window.pk, "day": day,
             "plan_id": pro.plans.first().pk, "places": places}  # fmt: skip
    trial["holds"] = [book(racers[index], pro, window.pk, day).pk for index in range(places)]
    for index in range(places, places + LINE):
        _join(trial, racers[index], index)
    return trial


def _attempt(trial: dict, index: int, racers: list) -> str:
    from marketplace.profiles.models import Profile

    user, kind = racers[index], role(index, trial["places"])
    if kind == "holder":
        decisions.hold_release(client=user, appointment_id=trial["holds"][index])
        return "gave back"
    if kind == "leaver":
        wait = Waiter.objects.get(user=user, owner_id=trial["professional_id"])
        waitlist.appointment_waitlist_leave(user=user, waiter_id=wait.pk)
        return "left"
    if kind == "joiner":
        _join(trial, user, index)
        return "joined"
    pro = Profile.objects.get(pk=trial["professional_id"])
    appointment = book(user, pro, trial["window_id"], trial["day"])
    return "took offer" if kind == "taker" else f"booked directly: {appointment.status}"


def race(trial: dict, index: int, racers: list) -> str:
    for _ in range(40):
        try:
            return _attempt(trial, index, racers)
        except Busy:
            continue
        except services.SlotFull:
            return "full"
        except Conflict as refused:
            return f"conflict: {refused.message}"
    return "busy"


def summary(trial: dict) -> dict:
    return {"professional_id": trial["professional_id"], "places": trial["places"]}


def problems(trial: dict, outcomes: list[str]) -> list[str]:
    """What the trial broke: never overbooked, every freed place offered at once, first come
    first offered, one offer per place and per person, nobody past the line."""
    from django.utils import timezone

    found = []
    rows = Appointment.objects.filter(professional_id=trial["professional_id"])
    taken = rows.filter(taking(timezone.now())).count()
    if taken != trial["places"]:
        found.append(f"{taken} places taken of {trial['places']}")
    line = Waiter.objects.filter(owner_id=trial["professional_id"])
    offered = sorted(line.filter(status=Waiter.Status.OFFERED).values_list("offer_id", flat=True))
    offers = sorted(rows.filter(status=Appointment.Status.OFFERED).values_list("pk", flat=True))
    if offered != offers:
        found.append("an offer without its place in line, or the other way round")
    reached = line.exclude(offer_id=None).order_by("created_at", "id").last()
    waiting = line.filter(status=Waiter.Status.WAITING).order_by("created_at", "id").first()
    if reached and waiting and reached.created_at > waiting.created_at:
        found.append("someone was offered a place before one who joined earlier")
    for index, outcome in enumerate(outcomes):
        kind = role(index, trial["places"])
        if kind == "direct" and outcome != "full":
            found.append(f"racer {index} booked past the line: {outcome}")
        expected = {"holder": "gave back", "leaver": "left", "joiner": "joined"}.get(kind)
        if expected and outcome != expected:
            found.append(f"racer {index} ({kind}): {outcome}")
    return found
