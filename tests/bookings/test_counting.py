"""A day's places counted once per day (`Counting`) say what the rule says for each session:
checked against the rule written out row by row, on random days of rows, buffers and limits."""

import datetime
import random

from marketplace.bookings.queries.places import BUFFER, DAILY_LIMIT, FULL, Counting
from marketplace.scheduling.queries import Rules

DAY = datetime.date(2026, 12, 1)
MIDNIGHT = datetime.datetime(2026, 12, 1, tzinfo=datetime.UTC)


def by_the_rule(places, starts, ends, day, taken, rules):
    """The rule as docs/product.md states it, each row against the session."""
    before = datetime.timedelta(minutes=rules.buffer_before_minutes)
    after = datetime.timedelta(minutes=rules.buffer_after_minutes)
    used = sum(1 for s, e, _ in taken if s < ends and e > starts)
    near = any(
        not (s < ends and e > starts) and s - before < ends + after and e + after > starts - before
        for s, e, _ in taken
    )  # fmt: skip
    if used >= places:
        return 0, FULL
    if (
        rules.daily_limit is not None
        and sum(1 for *_, on in taken if on == day) >= rules.daily_limit
    ):
        return 0, DAILY_LIMIT
    if near:
        return 0, BUFFER
    return places - used, None


def at(minutes: int) -> datetime.datetime:
    return MIDNIGHT + datetime.timedelta(minutes=minutes)


def test_every_session_of_random_days_is_counted_as_the_rule_says():
    chance = random.Random(40)
    checked = closed = 0
    for _ in range(300):
        rules = Rules(
            buffer_before_minutes=chance.choice([0, 0, 5, 10, 30]),
            buffer_after_minutes=chance.choice([0, 0, 5, 15]),
            notice_hours=0,
            daily_limit=chance.choice([None, None, 2, 5, 20]),
        )
        taken = []
        for _ in range(chance.randint(0, 40)):
            starts = chance.randrange(-120, 24 * 60, 5)
            length = chance.choice([15, 30, 45, 60, 90, 180])
            on = DAY if 0 <= starts < 24 * 60 else DAY - datetime.timedelta(days=1)
            taken.append((at(starts), at(starts + length), on))
        counting = Counting(taken, rules)
        for _ in range(20):
            starts = chance.randrange(0, 24 * 60, 5)
            ends = starts + chance.choice([15, 30, 60])
            places = chance.randint(1, 4)
            got = counting.availability(places, at(starts), at(ends), DAY)
            assert got == by_the_rule(places, at(starts), at(ends), DAY, taken, rules)
            checked += 1
            closed += got[1] is not None
    # Both outcomes were met often enough for the comparison to mean something.
    assert checked == 6000 and 1000 < closed < 5000
