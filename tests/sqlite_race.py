"""The SQLite races, run as their own program (the test suite itself runs on PostgreSQL):

    DATABASE_URL=sqlite:////tmp/x.sqlite3 python -m tests.sqlite_race RACING PLACES HOLDS TRIALS

RACING names a module with the race (tests.bookings.racing, tests.events.racing): RACERS,
clients(), trial_setup(places=, holds=, racers=), race(trial, index, racers) and
summary(trial), and optionally problems(trial, outcomes): what the trial broke, asked of the
file after it. It migrates the file, then forks 20 racer processes, each with its own SQLite
connection and the project's SQLite settings (IMMEDIATE transactions); per trial they start
together at a barrier. It prints one JSON line per trial: the trial's ids, for the test to
count in the file itself, and what each racer was told."""

import importlib
import json
import multiprocessing
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "platform"))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "marketplace.settings")
os.environ.pop("REDIS_URL", None)

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from django.db import connections  # noqa: E402

racing = importlib.import_module(sys.argv[1])


def racer(index, trials, racers, barrier, answers):
    for trial in trials:
        barrier.wait(timeout=60)
        answers.put((trial["number"], index, racing.race(trial, index, racers)))
    connections.close_all()


def main(places: int, holds: bool, count: int) -> None:
    assert connections["default"].vendor == "sqlite"
    call_command("migrate", verbosity=0)
    racers = racing.clients()
    trials = []
    for number in range(count):
        trial = racing.trial_setup(places=places, holds=holds, racers=racers)
        trials.append({**trial, "number": number})
    connections.close_all()  # each forked racer opens its own connection
    context = multiprocessing.get_context("fork")
    barrier, answers = context.Barrier(racing.RACERS), context.Queue()
    processes = [
        context.Process(target=racer, args=(index, trials, racers, barrier, answers))
        for index in range(racing.RACERS)
    ]
    for process in processes:
        process.start()
    outcomes = {number: [""] * racing.RACERS for number in range(count)}
    for _ in range(count * racing.RACERS):
        number, index, outcome = answers.get(timeout=120)
        outcomes[number][index] = outcome
    for process in processes:
        process.join(timeout=60)
    for trial in trials:
        told = outcomes[trial["number"]]
        found = {"problems": racing.problems(trial, told)} if hasattr(racing, "problems") else {}
        print(json.dumps({**racing.summary(trial), "outcomes": told, **found}))


if __name__ == "__main__":
    main(int(sys.argv[2]), sys.argv[3] == "holds", int(sys.argv[4]))
