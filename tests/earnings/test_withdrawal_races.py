"""20 withdrawals of ₹100 at once (one professional in many tabs) against a balance of 1 or
5 x ₹100: exactly that many go through and the balance never goes below zero, on PostgreSQL
(threads, each its own connection) and on the embedded SQLite (processes)."""

import sqlite3

import pytest

from marketplace.earnings import queries
from tests import postgres_race, sqlite_race
from tests.earnings import racing

TRIALS = 5


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("places", [1, 5])
def test_racing_withdrawals_never_exceed_the_balance_on_postgres(places):
    for trial, outcomes in postgres_race.trials(racing, places=places, holds=False, count=TRIALS):
        assert racing.withdrawn(trial) == places, outcomes
        assert outcomes.count("booked") == places, outcomes
        assert outcomes.count("full") == racing.RACERS - places, outcomes
        left = queries.balances(trial["professional_id"])["booking"]
        assert (left.withdrawable_paise, left.withdrawn_paise) == (0, places * 10000)


def test_racing_withdrawals_never_exceed_the_balance_on_sqlite(tmp_path):
    places = 2
    database = tmp_path / "race.sqlite3"
    trials = sqlite_race.run(
        "tests.earnings.racing", database, places=places, holds=False, count=TRIALS
    )
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
