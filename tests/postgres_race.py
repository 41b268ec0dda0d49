"""The PostgreSQL races, in this process: the racers are threads, each with its own
connection, released together at a barrier once per trial. RACING is a module as for
tests/sqlite_race.py (RACERS, clients(), trial_setup(...), race(trial, index, racers))."""

import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

from django.db import connection


def trials(racing, *, places: int, holds: bool, count: int) -> Iterator[tuple[dict, list[str]]]:
    """Each trial set up afresh and raced: (the trial, what each racer was told)."""
    racers = racing.clients()
    barrier = threading.Barrier(racing.RACERS)
    everyone = range(racing.RACERS)

    def attempt(trial, index):
        barrier.wait(timeout=30)
        return racing.race(trial, index, racers)

    def close(_):
        barrier.wait(timeout=30)
        connection.close()

    with ThreadPoolExecutor(max_workers=racing.RACERS) as pool:
        try:
            for _ in range(count):
                trial = racing.trial_setup(places=places, holds=holds, racers=racers)
                yield trial, list(pool.map(attempt, [trial] * racing.RACERS, everyone))
        finally:
            list(pool.map(close, everyone))
