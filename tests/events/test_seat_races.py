"""20 people press "Book Event" at once for 1 or 5 seats: exactly that many get one, on
PostgreSQL (threads, each its own connection) and on the embedded SQLite (processes)."""

import sqlite3

import pytest

from tests import postgres_race, sqlite_race
from tests.events import racing

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
    trials = sqlite_race.run(
        "tests.events.racing", database, places=seats, holds=False, count=TRIALS
    )
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
