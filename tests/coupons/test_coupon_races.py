"""20 clients race for the last use of a code, half for a time and half for a webinar seat
of the same professional: exactly the uses left are taken, on PostgreSQL (threads, each its
own connection) and on SQLite (processes), in every trial."""

import sqlite3

import pytest

from marketplace.coupons import texts
from tests import postgres_race, sqlite_race
from tests.coupons import racing

TRIALS = 10
USED_UP = f"refused: {texts.USED_UP}"


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("left", [1, 3])
def test_racing_clients_take_exactly_the_uses_left_on_postgresql(left):
    trials = postgres_race.trials(racing, places=left, holds=False, count=TRIALS)
    for trial, outcomes in trials:
        assert outcomes.count("booked") == left, outcomes
        assert outcomes.count(USED_UP) == racing.RACERS - left, outcomes
        assert racing.uses(trial) == left + racing.TAKEN


@pytest.mark.django_db(transaction=True)
def test_racing_pay_first_holds_take_exactly_the_last_use_on_postgresql():
    """At ₹0 a pay-first booking is confirmed at once: the same count."""
    for trial, outcomes in postgres_race.trials(racing, places=1, holds=True, count=TRIALS):
        assert outcomes.count("booked") == 1, outcomes
        assert racing.uses(trial) == 1 + racing.TAKEN


def live_uses(database, coupon_id: int) -> int:
    with sqlite3.connect(database) as db:
        appointments = db.execute(
            "SELECT count(*) FROM bookings_appointment WHERE coupon_id = ? AND status IN "
            "('pending', 'accepted')",
            (coupon_id,),
        ).fetchone()[0]
        seats = db.execute(
            "SELECT count(*) FROM events_eventbooking WHERE coupon_id = ? AND status = 'confirmed'",
            (coupon_id,),
        ).fetchone()[0]
    return appointments + seats


def test_racing_clients_take_exactly_the_last_use_on_sqlite(tmp_path):
    database = tmp_path / "race.sqlite3"
    trials = sqlite_race.run("tests.coupons.racing", database, places=1, holds=False,
                             count=TRIALS)  # fmt: skip
    assert len(trials) == TRIALS
    for trial in trials:
        assert trial["outcomes"].count("booked") == 1, trial
        assert trial["outcomes"].count(USED_UP) == racing.RACERS - 1, trial
        assert live_uses(database, trial["coupon_id"]) == 1 + racing.TAKEN, trial
