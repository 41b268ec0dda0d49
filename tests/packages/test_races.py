"""The last credit of a package, raced: 20 bookings of one client for 20 times, each paying
with the same purchase, which has `places` credits left. Exactly that many book, the rest are
told none is left, and credits never go below zero: on PostgreSQL (threads, each its own
connection) and on the embedded SQLite (processes)."""

import pytest

from tests import postgres_race, sqlite_race
from tests.packages import racing

NONE_LEFT = "refused: No sessions are left in this package."


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("places", "pay_first"), [(1, True), (2, False)])
def test_the_last_credits_race_on_postgresql(places, pay_first):
    for trial, outcomes in postgres_race.trials(racing, places=places, holds=pay_first, count=5):
        assert outcomes.count("booked") == places, outcomes
        assert outcomes.count(NONE_LEFT) == racing.RACERS - places, outcomes
        assert racing.problems(trial, outcomes) == []


def test_the_last_credit_races_on_sqlite(tmp_path):
    trials = sqlite_race.run(
        "tests.packages.racing", tmp_path / "race.sqlite3", places=1, holds=True, count=5
    )
    assert len(trials) == 5
    for trial in trials:
        assert trial["outcomes"].count("booked") == 1, trial
        assert trial["outcomes"].count(NONE_LEFT) == racing.RACERS - 1, trial
        assert trial["problems"] == [], trial
