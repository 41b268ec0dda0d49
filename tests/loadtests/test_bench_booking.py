"""The in-process booking benchmark's smoke: a few bookings, timed and counted, beside the
floor line they are read against (its figures come from `make bench-booking`)."""

import os
import re
import subprocess

from django.conf import settings

from tests.loadtests.conftest import BIN, ROOT
from tests.servers import redis_below


def test_a_few_bookings_are_timed_and_their_statements_counted_against_the_floor():
    env = {
        **os.environ,
        # A Redis database no other test uses (the browser tests take 1 below, the load kit 2),
        # and a scratch database named after the tests' own, so two checkouts never meet.
        "BENCH_REDIS_URL": redis_below(3),
        "BENCH_DATABASE_NAME": f"{settings.DATABASES['default']['NAME']}_bench_booking",
    }
    done = subprocess.run(
        [str(BIN / "python"), "loadtests/bench/bench_booking.py", "--repeat", "5"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    # step, calls, CPU median, its multiple of the floor's, then the statements
    rows = {
        step: (int(calls), float(cpu), float(times), int(sql))
        for step, calls, cpu, times, sql in re.findall(
            r"^(\w[\w ()]*?) +(\d+) +[\d.]+ / [\d.]+ +([\d.]+) / [\d.]+ +([\d.]+)x +(\d+)$",
            done.stdout, re.M,
        )
    }  # fmt: skip
    assert rows["book"][0] == 5 and rows["book"][3] == 6, done.stdout
    assert rows["day"][0] >= 5 and rows["day (cached)"][3] == 0, done.stdout
    # After each booking, its day again: the date's appointments alone are read.
    assert rows["day (booked)"][0] == 5 and rows["day (booked)"][3] == 1, done.stdout
    assert "accept" in rows or "pay (confirm)" in rows, done.stdout
    # The worker's part: each booking's notification delivered, once the bookings are made.
    assert rows["deliver"][0] >= 5 and rows["deliver"][3] > 0, done.stdout
    # The floor: called as often as the day, no statement, some CPU, and 1x itself.
    calls, cpu, times, sql = rows["floor"]
    assert calls == rows["day"][0] and sql == 0 and cpu > 0 and times == 1.0, done.stdout
    floor_line = re.search(r"^floor: .* ([\d.]+) ms of CPU", done.stdout, re.M)
    assert floor_line and float(floor_line[1]) > 0, done.stdout
    # Each step's multiple is its CPU over the floor's (to the printed digits).
    ratio = rows["book"][1] / float(floor_line[1])
    assert abs(rows["book"][2] - ratio) <= 0.05 + 0.02 * ratio, done.stdout
    assert re.search(r"One booking \(day \(cached\), book\): .* times the floor", done.stdout)
