"""Where the report says missing frames were lost (loadtests/report/frames.py's `where_lost`):
by the load generator only when the app's own counts show them written and none dropped; and
where a booking's CPU went (run.py's `machine_used`, report.py's `machine_split`)."""

import json
import os
import time
from collections import Counter

from loadtests.report import report, run
from loadtests.report.frames import where_lost


def live(missing: int, received: int) -> dict:
    return {"missing": missing, "received": received}


def test_frames_written_by_the_app_and_not_read_are_the_generators_loss():
    # The heavy command's run of issue 40: every frame written, most of them never read.
    counted = Counter(published=700, handed=536_914, written=536_914)
    lost = where_lost(live(468_255, 68_659), counted, None)
    assert lost["by"] == "generator"
    assert "468,255 missing frames were lost by the load generator" in lost["line"]
    assert "LOADTEST_ASYNC_WATCHERS" in lost["line"]  # Locust's greenlets read them
    assert "asyncio sockets fell behind" in where_lost(live(5, 95), counted, 12.5)["line"]


def test_frames_the_app_dropped_or_never_wrote_are_not_put_on_the_generator():
    dropped = Counter(handed=100, written=90, **{"dropped: too slow": 10})
    assert where_lost(live(10, 90), dropped, None)["by"] == "app"
    assert where_lost(live(10, 90), Counter(handed=95, written=95), None)["by"] == "app"
    # A drop for a socket already closed is not a frame its watcher was owed.
    closed = Counter(handed=110, written=100, **{"dropped: closed": 10})
    assert where_lost(live(10, 90), closed, None)["by"] == "generator"


def test_nothing_missing_says_nothing_and_no_counts_say_so():
    assert where_lost(live(0, 100), Counter(written=100), None) is None
    assert where_lost(live(3, 97), Counter(), None)["by"] == "unknown"


def test_a_bookings_cpu_is_split_by_the_machines_parts(tmp_path, monkeypatch):
    """The topology's processes are found by started.json, PostgreSQL and Redis by their
    names, and the generator is the process making the report: here this test's process,
    named as the task worker too, burns 100 ms of CPU between the two reads."""
    (tmp_path / "started.json").write_text(
        json.dumps({"worker": os.getpid(), "app-8101": 2**22 + 1, "server": "x"})
    )  # the app's pid is past Linux's highest: a process gone since, which is left out
    monkeypatch.setenv("LOADTEST_STATE", str(tmp_path))
    before = run.machine_cpu_seconds()
    assert {"task worker", "load generator", "PostgreSQL", "Redis"} <= set(before["parts"])
    assert "app (HTTP)" not in before["parts"]
    spent = time.process_time() + 0.1
    while time.process_time() < spent:
        pass
    used = run.machine_used(before)
    split = report.machine_split(used, bookings=10)
    # 100 ms over 10 bookings, in ms a booking (/proc counts in 10 ms ticks)
    assert split["task worker"] >= 8 and split["load generator"] >= 8
    assert split["the machine, busy"] >= 8 and list(split)[-1] == "the machine, busy"
    assert all(ms >= 0 for ms in split.values())
    assert report.machine_split(used, bookings=0) is None
    monkeypatch.setenv("LOADTEST_STATE", str(tmp_path / "elsewhere"))
    assert run.machine_cpu_seconds() is None
    assert report.machine_split(run.machine_used(before), bookings=10) is None
