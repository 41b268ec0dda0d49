"""The same races on the embedded SQLite database: 20 racer processes (each its own
connection) on a temporary SQLite file with the project's SQLite settings."""

import sqlite3
from pathlib import Path

import pytest

from tests import sqlite_race
from tests.bookings import racing

TRIALS = 20
TAKING = ("pending", "accepted", "reserved")


def run(tmp_path, places: int, holds: bool, kind: str = "racing") -> tuple[Path, list[dict]]:
    database = tmp_path / "race.sqlite3"
    trials = sqlite_race.run(
        f"tests.bookings.{kind}", database, places=places, holds=holds, count=TRIALS
    )
    return database, trials


def taken(database: Path, window_id: int) -> int:
    """Asked of the file itself: places taken now (live holds count)."""
    with sqlite3.connect(database) as db:
        marks = ",".join("?" * len(TAKING))
        return db.execute(
            f"SELECT count(*) FROM bookings_appointment WHERE window_id = ? AND (status IN "
            f"({marks}) OR (status = 'awaiting_payment' AND hold_expires_at > "
            "strftime('%Y-%m-%d %H:%M:%f', 'now')))",
            (window_id, *TAKING),
        ).fetchone()[0]


@pytest.mark.parametrize("places", [1, 3])
def test_racing_bookings_on_sqlite(tmp_path, places):
    database, trials = run(tmp_path, places, holds=False)
    assert len(trials) == TRIALS
    for trial in trials:
        assert taken(database, trial["window_id"]) == places, trial
        assert trial["outcomes"].count("booked") == places, trial
        assert trial["outcomes"].count("full") == racing.RACERS - places, trial


@pytest.mark.parametrize("places", [1, 3])
def test_late_payments_racing_new_holds_on_sqlite(tmp_path, places):
    database, trials = run(tmp_path, places, holds=True)
    assert len(trials) == TRIALS
    for trial in trials:
        assert taken(database, trial["window_id"]) == places, trial
        won = trial["outcomes"].count("paid") + trial["outcomes"].count("booked")
        assert won == places, trial


def taken_of(database: Path, professional_id: int) -> int:
    """Places taken now of a professional, whatever the window (no holds in this race)."""
    with sqlite3.connect(database) as db:
        marks = ",".join("?" * len(TAKING))
        return db.execute(
            f"SELECT count(*) FROM bookings_appointment WHERE professional_id = ? AND status IN "
            f"({marks})",
            (professional_id, *TAKING),
        ).fetchone()[0]


@pytest.mark.parametrize("places", [2])
def test_racing_bookings_keep_the_buffers_on_sqlite(tmp_path, places):
    database, trials = run(tmp_path, places, holds=False, kind="racing_buffers")
    assert len(trials) == TRIALS
    for trial in trials:
        won = [outcome for outcome in trial["outcomes"] if outcome.startswith("booked")]
        assert taken_of(database, trial["professional_id"]) == places == len(won), trial
        assert len(set(won)) == 1, trial


@pytest.mark.parametrize("places", [1, 3])
def test_reschedules_racing_bookings_for_the_last_places_on_sqlite(tmp_path, places):
    database, trials = run(tmp_path, places, holds=False, kind="racing_reschedule")
    assert len(trials) == TRIALS
    for trial in trials:
        won = trial["outcomes"].count("moved") + trial["outcomes"].count("booked")
        assert won == places == taken(database, trial["window_id"]), trial
        assert trial["outcomes"].count("full") == racing.RACERS - places, trial
        assert trial["problems"] == [], trial
