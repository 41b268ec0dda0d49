"""20 clients in separate threads, each with its own PostgreSQL connection, race for one
window: exactly its places are taken, in every one of 20 trials."""

import pytest

from tests import postgres_race
from tests.bookings import racing, racing_buffers, racing_hours

pytestmark = pytest.mark.django_db(transaction=True)
TRIALS = 20


def run_trials(
    *, places: int, holds: bool, kind=racing, trials: int = TRIALS
) -> list[tuple[int, list[str], dict]]:
    return [
        (racing.places_taken(trial), outcomes, kind.summary(trial))
        for trial, outcomes in postgres_race.trials(kind, places=places, holds=holds, count=trials)
    ]


@pytest.mark.parametrize("places", [1, 3])
def test_racing_bookings_take_exactly_the_places(places):
    for taken, outcomes, _ in run_trials(places=places, holds=False):
        assert taken == places, outcomes
        assert outcomes.count("booked") == places, outcomes
        assert outcomes.count("full") == racing.RACERS - places, outcomes


@pytest.mark.parametrize("places", [1, 3])
def test_late_payments_racing_new_holds_never_overfill(places):
    for taken, outcomes, _ in run_trials(places=places, holds=True):
        assert taken == places, outcomes
        won = outcomes.count("paid") + outcomes.count("booked")
        assert won == places, outcomes
        assert outcomes.count("gone") + outcomes.count("full") == racing.RACERS - places, outcomes


@pytest.mark.parametrize("places", [2])
def test_racing_bookings_keep_the_buffers(places):
    """Back-to-back windows whose buffers close each other: one window's places win, never
    a booking in each."""
    for taken, outcomes, _ in run_trials(places=places, holds=False, kind=racing_buffers):
        won = [outcome for outcome in outcomes if outcome.startswith("booked")]
        assert taken == places == len(won), outcomes
        assert len(set(won)) == 1, outcomes
        assert outcomes.count("full") == racing.RACERS - places, outcomes


def test_bookings_racing_other_hours_for_their_date_land_before_them_or_not_at_all():
    trials = run_trials(places=racing.RACERS, holds=False, kind=racing_hours, trials=5)
    for _, outcomes, summary in trials:
        assert outcomes[0] == "hours", outcomes
        assert outcomes.count("booked") == len(summary["booked"]), outcomes
        assert all(at < summary["hours_added"] for at in summary["booked"]), summary


@pytest.mark.parametrize("places", [1, 3])
def test_reschedules_racing_bookings_for_the_last_places_leave_exactly_the_winners(places):
    """Ten clients move their booking to a time of `places` places while ten others book it:
    exactly `places` win, the others' bookings stay where they were."""
    from tests.bookings import racing_reschedule

    trials = postgres_race.trials(racing_reschedule, places=places, holds=False, count=10)
    for trial, outcomes in trials:
        won = outcomes.count("moved") + outcomes.count("booked")
        assert won == places, outcomes
        assert outcomes.count("full") == racing.RACERS - places, outcomes
        assert racing_reschedule.problems(trial, outcomes) == [], outcomes
