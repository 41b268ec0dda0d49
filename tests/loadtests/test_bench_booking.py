"""The in-process booking benchmark's smoke: a few bookings, timed and counted (its figures
come from `make bench-booking`)."""

import re
import subprocess

from tests.loadtests.conftest import BIN, ROOT


def test_a_few_bookings_are_timed_and_their_statements_counted():
    done = subprocess.run(
        [str(BIN / "python"), "loadtests/bench_booking.py", "--repeat", "5"],
        cwd=ROOT, capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    rows = dict(re.findall(r"^(day|book) +(\d+) ", done.stdout, re.MULTILINE))
    assert rows["book"] == "5" and int(rows["day"]) >= 5
    assert "One booking (open a day, book):" in done.stdout
