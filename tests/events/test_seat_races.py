"""20 people press "Book Event" at once for 1 or 5 seats: exactly that many get one, on
PostgreSQL (threads, each its own connection) and on the embedded SQLite (processes)."""

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests import postgres_race
from tests.events import racing

REPO = Path(__file__).resolve().parents[2]
TRIALS = 10


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("seats", [1, 5])
def test_racing_bookers_take_exactly_the_seats_on_postgres(seats):
    for trial, outcomes in postgres_race.trials(racing, places=seats, holds=False, count=TRIALS):
        assert racing.seats_taken(trial) == seats, outcomes
        assert outcomes.count("booked") == seats, outcomes
        assert outcomes.count("full") == racing.RACERS - seats, outcomes


@pytest.mark.parametrize("seats", [1, 5])
def test_racing_bookers_take_exactly_the_seats_on_sqlite(tmp_path, seats):
    database = tmp_path / "race.sqlite3"
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{database}"}
    env.pop("REDIS_URL", None)
    done = subprocess.run(
        [sys.executable, "-m", "tests.sqlite_race", "tests.events.racing", str(seats), "book",
         str(TRIALS)],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    trials = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert len(trials) == TRIALS
    with sqlite3.connect(database) as db:
        for trial in trials:
            taken = db.execute(
                "SELECT count(*) FROM events_eventbooking WHERE event_id = ? "
                "AND status = 'confirmed'",
                (trial["event_id"],),
            ).fetchone()[0]
            assert taken == seats, trial
            assert trial["outcomes"].count("booked") == seats, trial
            assert trial["outcomes"].count("full") == racing.RACERS - seats, trial
