"""The report at the end of every Locust run (locustfile.py calls `write` when Locust quits)
and of the open loop (open_loop/open_loop.py, which times its own steps).

What it says, on stdout and in loadtests/out/report.json:
- requests and bookings a second over the run, and p50/p95/p99 of every step (Locust's own
  per-name statistics; requests are named by step);
- outcomes (409 "taken", "sold out", decisions, payments) and errors by kind; any 5xx fails
  the run;
- live frames received vs expected and their latency (see frames.py: how frame latency
  is measured), and where the missing ones were lost: by the load generator when the app's
  own counts show them written (`where_lost` there);
- the waitlists: offers made over the run and what became of them, and how long an offer's
  notification took to reach its waiter's socket (see `waitlists` in database.py);
- the integrity check, read from the database after the run (see INTEGRITY there).

This file builds the report and writes it; its parts are beside it: what the run notes as it
goes (run.py), what is read from the database afterwards (database.py), the frames' figures
(frames.py), the text (text.py) and the frames' charts (charts.py). The rest of the kit takes
what it uses of them from here (`__all__`)."""

import json
import os
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import psycopg

from loadtests.report import charts
from loadtests.report.database import INTEGRITY, content_type, integrity, topic_changes, waitlists
from loadtests.report.frames import frames, where_lost
from loadtests.report.run import APP_PARTS, BUSY, Run, database_url, machine_used, server_counts
from loadtests.report.text import text

# What locustfile.py, users/, faults/, limit/ and the tests use as report.py's.
__all__ = [
    "INTEGRITY", "Run", "content_type", "database_url", "integrity", "steps", "versus_limit",
    "write",
]  # fmt: skip

# Seconds to wait after the run before reading the database: the sandbox's webhooks settle
# payments whose verify call was cut off by the end of the run.
SETTLE = float(os.environ.get("LOADTEST_SETTLE", "3"))


def steps(stats) -> dict:
    """Locust's statistics as the report's table of steps: requests, failures, p50/p95/p99."""
    table = {}
    for entry in sorted(stats.entries.values(), key=lambda e: e.name):
        table[entry.name] = {
            "method": entry.method,
            "requests": entry.num_requests,
            "failures": entry.num_failures,
            "p50_ms": entry.get_response_time_percentile(0.5),
            "p95_ms": entry.get_response_time_percentile(0.95),
            "p99_ms": entry.get_response_time_percentile(0.99),
        }
    return table


def build(run: Run, table: dict, seed: dict) -> dict:
    """The report of `run`, whose steps were timed in `table` (`steps`' shape)."""
    stopped = run.stopped or time.time()
    duration = max(stopped - (run.started or stopped), 0.001)
    time.sleep(SETTLE)
    used = machine_used(getattr(run, "machine_before", None))
    with psycopg.connect(database_url(), autocommit=True) as connection:
        checked = integrity(connection, run.started or 0)
        live = frames(run, topic_changes(connection, seed, run.started or 0))
        lines = waitlists(connection, run.started or 0, run)
    requests = sum(step["requests"] for step in table.values())
    bookings = sum(run.bookings.values())
    counted = server_counts() - getattr(run, "counted_before", Counter())
    found = [used[part] for part in APP_PARTS if used and part in used]
    cpu = sum(found) if found else None
    return {
        "started_at": datetime.fromtimestamp(run.started or 0, UTC).isoformat(),
        "duration_s": round(duration, 1),
        "requests": requests,
        "requests_per_s": round(requests / duration, 1),
        "bookings": dict(run.bookings),
        "bookings_per_s": round(bookings / duration, 2),
        "five_xx": run.five_xx,
        "errors": dict(run.errors.most_common()),
        "outcomes": dict(run.outcomes.most_common()),
        "steps": table,
        "frames": live,
        # The app's own counts over the run, beside what the watchers read (frames.received).
        "frames_counted": dict(counted),
        # Whose loss the missing frames are: the app's, or the load generator's.
        "frames_lost": where_lost(live, counted, getattr(run, "generator_cpu_s", None)),
        # All the app processes' CPU over the frames they wrote: an upper bound of what one
        # frame to one socket costs (the requests' CPU is in it too).
        "app_cpu_s": None if cpu is None else round(cpu, 1),
        # users/watchers.py's own CPU, when it held the sockets (LOADTEST_ASYNC_WATCHERS).
        "generator_cpu_s": getattr(run, "generator_cpu_s", None),
        "app_cpu_us_per_frame": round(1e6 * cpu / counted["written"])
        if cpu is not None and counted.get("written")
        else None,
        "cpu_per_booking": machine_split(used, bookings),
        "waitlists": lines,
        "integrity": checked,
        "ok": checked["ok"] and run.five_xx == 0,
    }


def machine_split(used: dict[str, float] | None, bookings: int) -> dict | None:
    """`used` (run.py's `machine_used`, over the run and its settling, so the worker's
    deliveries of the last bookings count) a booking, in ms: the parts from the largest, the
    whole machine's busy time last. None without bookings or when the topology is elsewhere."""
    if not used or not bookings:
        return None
    parts = sorted((kv for kv in used.items() if kv[0] != BUSY), key=lambda kv: -kv[1])
    return {part: round(1000 * cpu / bookings, 2) for part, cpu in [*parts, (BUSY, used[BUSY])]}


def versus_limit(bookings_per_s: float, out: Path) -> dict | None:
    """The bookings a second against the database's own limit of the booking transaction,
    when limit/limit.py measured one (out/limit.json): loadtests/README.md, "The database's own
    limit"."""
    path = out / "limit.json"
    if not path.is_file():
        return None
    limit = json.loads(path.read_text())
    percent = 100 * bookings_per_s / limit["tps"]
    line = (
        f"booking path: {bookings_per_s} bookings/s = {percent:.1f} % of the database's own "
        f"limit ({limit['tps']:.0f} tps with pgbench, {limit['clients']} clients, "
        f"{limit['database']}, {limit['measured_at']})"
    )
    return {"percent": round(percent, 1), "limit_tps": limit["tps"], "line": line}


def write(run: Run, table: dict, *, out: Path, seed: dict, extra: dict | None = None) -> bool:
    """Print the report of `run` and its steps' `table`, with what the load adds of its own
    (`extra`: the open loop's arrivals), and keep it in `out` (report.json, report.txt, and
    the frames' charts in frames.html); True when it passes."""
    result = build(run, table, seed) | (extra or {})
    result["limit"] = versus_limit(result["bookings_per_s"], out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "report.json").write_text(json.dumps(result, indent=2))
    (out / "report.txt").write_text(text(result) + "\n")
    (out / "frames.html").write_text(charts.frames_html(result))
    print(text(result), flush=True)
    return result["ok"]
