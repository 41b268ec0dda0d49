"""The SQLite races, run as their own program (the test suite itself runs on PostgreSQL):

    DATABASE_URL=sqlite:////tmp/x.sqlite3 python -m tests.sqlite_race RACING PLACES HOLDS TRIALS

RACING names a module with the race (tests.bookings.racing, tests.events.racing): RACERS,
clients(), trial_setup(places=, holds=, racers=), race(trial, index, racers) and
summary(trial), and optionally problems(trial, outcomes): what the trial broke, asked of the
file after it. It migrates the file (a copy of tests/sqlite_template.py's when a test starts
it), then forks 20 racer processes, each with its own SQLite
connection and the project's SQLite settings (IMMEDIATE transactions); per trial they start
together at a barrier. It prints one JSON line per trial: the trial's ids, for the test to
count in the file itself, and what each racer was told. A test starts it with `run`."""

import importlib
import json
import multiprocessing
import os
import subprocess
import sys
from pathlib import Path

from tests import sqlite_template

REPO = Path(__file__).resolve().parents[1]


def run(racing: str, database: Path, *, places: int, holds: bool, count: int) -> list[dict]:
    """For a test: runs the race RACING as this program on the SQLite file `database` (the
    tests' own PostgreSQL and Redis left out); one dict per trial, as printed."""
    sqlite_template.migrated_copy(database)
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{database}"}
    env.pop("REDIS_URL", None)
    done = subprocess.run(
        [sys.executable, "-m", "tests.sqlite_race", racing, str(places),
         "holds" if holds else "book", str(count)],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def racer(racing, index, trials, racers, barrier, answers):
    from django.db import connections

    for trial in trials:
        barrier.wait(timeout=60)
        answers.put((trial["number"], index, racing.race(trial, index, racers)))
    connections.close_all()


def main(racing, places: int, holds: bool, count: int) -> None:
    from django.core.management import call_command
    from django.db import connections

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
        context.Process(target=racer, args=(racing, index, trials, racers, barrier, answers))
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
    # Set up here, not on import: a test imports `run` inside its own set-up Django.
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "platform"))
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")
    os.environ.pop("REDIS_URL", None)

    import django

    django.setup()
    main(importlib.import_module(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "holds",
         int(sys.argv[4]))  # fmt: skip
