"""20 withdrawals of ₹100 at once (one professional in many tabs) against a balance of 1 or
5 x ₹100: exactly that many go through and the balance never goes below zero, on PostgreSQL
(threads, each its own connection) and on the embedded SQLite (processes)."""

import json
import os
import sqlite3
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from django.db import connection

from marketplace.earnings import queries
from tests.earnings import racing

REPO = Path(__file__).resolve().parents[2]
TRIALS = 5


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("places", [1, 5])
def test_racing_withdrawals_never_exceed_the_balance_on_postgres(places):
    barrier = threading.Barrier(racing.RACERS)

    def attempt(trial, index):
        barrier.wait(timeout=30)
        return racing.race(trial, index, [])

    def close(_):
        barrier.wait(timeout=30)
        connection.close()

    with ThreadPoolExecutor(max_workers=racing.RACERS) as pool:
        try:
            for _ in range(TRIALS):
                trial = racing.trial_setup(places=places, holds=False, racers=[])
                outcomes = list(pool.map(attempt, [trial] * racing.RACERS, range(racing.RACERS)))
                assert racing.withdrawn(trial) == places, outcomes
                assert outcomes.count("booked") == places, outcomes
                assert outcomes.count("full") == racing.RACERS - places, outcomes
                left = queries.balances(trial["professional_id"])["booking"]
                assert (left.withdrawable_paise, left.withdrawn_paise) == (0, places * 10000)
        finally:
            list(pool.map(close, range(racing.RACERS)))


def test_racing_withdrawals_never_exceed_the_balance_on_sqlite(tmp_path):
    places = 2
    database = tmp_path / "race.sqlite3"
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{database}"}
    env.pop("REDIS_URL", None)
    done = subprocess.run(
        [sys.executable, "-m", "tests.sqlite_race", "tests.earnings.racing", str(places), "",
         str(TRIALS)],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    trials = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert len(trials) == TRIALS
    with sqlite3.connect(database) as db:
        for trial in trials:
            (count, total) = db.execute(
                "SELECT count(*), sum(amount_paise) FROM earnings_withdrawal "
                "WHERE professional_id = ?",
                (trial["professional_id"],),
            ).fetchone()
            assert (count, total) == (places, places * 10000), trial
            assert trial["outcomes"].count("booked") == places, trial
            assert trial["outcomes"].count("full") == racing.RACERS - places, trial
