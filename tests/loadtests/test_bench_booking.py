"""The in-process booking benchmark's smoke: a few bookings, timed and counted (its figures
come from `make bench-booking`)."""

import os
import re
import subprocess

from tests.loadtests.conftest import BIN, ROOT
from tests.servers import redis_below


def test_a_few_bookings_are_timed_and_their_statements_counted():
    # A Redis database no other test uses (the browser tests take 1 below, the load kit 2).
    env = {**os.environ, "BENCH_REDIS_URL": redis_below(3)}
    done = subprocess.run(
        [str(BIN / "python"), "loadtests/bench/bench_booking.py", "--repeat", "5"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    # step, calls, then the statements in the last column
    rows = {
        step: (int(calls), int(sql))
        for step, calls, sql in re.findall(r"^(\w[\w ()]*?) +(\d+) .* (\d+)$", done.stdout, re.M)
    }
    assert rows["book"] == (5, 6) and rows["day"][0] >= 5 and rows["day (cached)"][1] == 0
    assert "accept" in rows or "pay (confirm)" in rows
    assert "One booking (day (cached), book):" in done.stdout
