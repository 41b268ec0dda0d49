"""The race of a full time's waitlist, shared by the PostgreSQL test (threads) and the SQLite
one (processes, tests/sqlite_race.py). A pay-first time's places are all held, and a line
waits for them. Then, at once: the holders give their places back, some in line leave
(declining any offer they got), others book the time (taking an offer if they have one),
people outside the line try to book it directly, and newcomers join the end of the line."""

from kernel.waitlist.models import Waiter
from marketplace.bookings import decisions, services, waitlist
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries import taking
from tests import waitlist_racing as shared
from tests.factories import book, professional, schedule, upcoming

# The parts, the racers and the line are the same as events' (tests/waitlist_racing.py).
RACERS, LINE, role, clients = shared.RACERS, shared.LINE, shared.role, shared.clients


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
    return shared.retried(
        lambda: _attempt(trial, index, racers),
        full=lambda refused: isinstance(refused, services.SlotFull),
    )


def summary(trial: dict) -> dict:
    return {"professional_id": trial["professional_id"], "places": trial["places"]}


def problems(trial: dict, outcomes: list[str]) -> list[str]:
    from django.utils import timezone

    rows = Appointment.objects.filter(professional_id=trial["professional_id"])
    return shared.problems(
        taken=rows.filter(taking(timezone.now())).count(), places=trial["places"],
        line=Waiter.objects.filter(owner_id=trial["professional_id"]),
        offers=rows.filter(status=Appointment.Status.OFFERED), outcomes=outcomes, unit="place",
    )  # fmt: skip
