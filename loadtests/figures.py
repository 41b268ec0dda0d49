"""The figures of loadtests/README.md: each scenario run several times on each ASGI server,
medians printed as the README's table. `make loadtest-figures`.

    .venv/bin/python loadtests/figures.py [--servers daphne uvicorn] [--runs 3] [--time 30s]
                                          [--scenarios booking frames all]

For each server it restarts the topology (`deploy/prod.py stop`, then `start` with
PROD_SERVER), and for each scenario and run it seeds afresh (`seed.py --reset`) and runs
Locust headless as `make loadtest` does. Every run's report and Locust's output are kept as
out/figures/<server>-<scenario>-<n>.json and .log; the medians go to out/figures.json.

Scenarios:
- booking: `Booker` alone, 100 users: the booking path's throughput (against the database's
  own limit when out/limit.json exists: limit/limit.py);
- frames: 1,000 `Watcher` sockets (each on one busy page, as a browser tab is) and 20 bookers:
  the live frames' latency while bookings run;
- all: every class at once, `make loadtest`'s defaults (200 users and 1,000 sockets, each on
  one busy page)."""

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "loadtests" / "out"
PY = str(ROOT / ".venv" / "bin" / "python")
PORT = os.environ.get("PROD_PORT", "8080")

SCENARIOS = {
    "booking": {"users": 100, "watchers": 0, "classes": ["Booker"], "env": {}},
    "frames": {
        "users": 20, "watchers": 1000, "classes": ["Watcher", "Booker"],
        "env": {"LOADTEST_TOPICS_PER_WATCHER": "1"},
    },
    "all": {
        "users": 200, "watchers": 1000,
        "classes": ["Visitor", "Booker", "Professional", "EventBooker", "Watcher"],
        "env": {"LOADTEST_TOPICS_PER_WATCHER": "1"},
    },
}  # fmt: skip


def run(command: list[str], env: dict | None = None, **options) -> None:
    # Our own interpreter and scripts, with arguments made here.
    subprocess.run(command, cwd=ROOT, env={**os.environ, **(env or {})}, **options)  # noqa: S603


def topology(server: str) -> None:
    run([PY, "deploy/prod.py", "stop"], check=True)
    run([PY, "deploy/prod.py", "start"], {"PROD_SERVER": server, "PROD_PORT": PORT}, check=True)


def one_run(scenario: dict, duration: str, log: Path) -> dict:
    run([PY, "loadtests/seed.py", "--reset"], check=True)
    users = scenario["users"] + scenario["watchers"]
    with log.open("w") as output:
        run(
            [str(ROOT / ".venv" / "bin" / "locust"), "-f", "loadtests/locustfile.py",
             "--host", f"http://127.0.0.1:{PORT}", "--headless", "--only-summary",
             "--stop-timeout", "30", "-u", str(users), "-r", "100", "-t", duration,
             "--html", "loadtests/out/locust.html", "--csv", "loadtests/out/locust",
             *scenario["classes"]],
            {"LOADTEST_WATCHERS": str(scenario["watchers"]), **scenario["env"]},
            stdout=output, stderr=subprocess.STDOUT, check=False,
        )  # fmt: skip
    return json.loads((OUT / "report.json").read_text())


def figures(report: dict) -> dict:
    steps = report["steps"]
    frames = report.get("frames") or {}
    expected = frames.get("expected") or 0
    row = {
        "requests_per_s": report["requests_per_s"],
        "bookings_per_s": report["bookings_per_s"],
        "book_create_p50_ms": steps.get("book: create", {}).get("p50_ms"),
        "book_create_p95_ms": steps.get("book: create", {}).get("p95_ms"),
        "open_day_p50_ms": steps.get("book: open day", {}).get("p50_ms"),
        "five_xx": report["five_xx"],
        "errors": sum(report["errors"].values()),
        "integrity_ok": report["integrity"]["ok"],
    }
    if expected:
        row["frames_missing_percent"] = round(100 * frames["missing"] / expected, 1)
        row["frame_p50_ms"] = frames["latency_ms"]["p50"]
        row["frame_p99_ms"] = frames["latency_ms"]["p99"]
        row["frame_p99_lower_ms"] = frames["latency_ms_lower_bound"]["p99"]
    if report.get("limit"):
        row["percent_of_limit"] = report["limit"]["percent"]
    return row


def median(rows: list[dict]) -> dict:
    result = {}
    for key in rows[0]:
        values = [row[key] for row in rows if row.get(key) is not None]
        if not values:
            result[key] = None
        elif isinstance(values[0], bool):
            result[key] = all(values)
        else:
            result[key] = statistics.median(values)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--servers", nargs="+", default=["daphne", "uvicorn"])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--time", default="30s")
    parser.add_argument("--scenarios", nargs="+", default=list(SCENARIOS), choices=SCENARIOS)
    args = parser.parse_args()
    kept = OUT / "figures"
    kept.mkdir(parents=True, exist_ok=True)
    table: dict[str, dict] = {}
    for server in args.servers:
        topology(server)
        for name in args.scenarios:
            for earlier in kept.glob(f"{server}-{name}-*"):
                earlier.unlink()
            rows = []
            for number in range(1, args.runs + 1):
                label = f"{server}-{name}-{number}"
                report = one_run(SCENARIOS[name], args.time, kept / f"{label}.log")
                (kept / f"{label}.json").write_text(json.dumps(report, indent=2))
                rows.append(figures(report))
                print(f"{server} {name} run {number}: {rows[-1]}", flush=True)
            table[f"{server} {name}"] = {"runs": rows, "median": median(rows)}
    (OUT / "figures.json").write_text(json.dumps(table, indent=2))
    columns = list(dict.fromkeys(key for entry in table.values() for key in entry["median"]))
    print("\n| server, scenario | " + " | ".join(columns) + " |")
    print("|---" * (len(columns) + 1) + "|")
    for label, entry in table.items():
        cells = [str(entry["median"].get(column, "")) for column in columns]
        print(f"| {label} | " + " | ".join(cells) + " |")
    failed = [
        label for label, entry in table.items()
        if not entry["median"]["integrity_ok"] or any(row["five_xx"] for row in entry["runs"])
    ]  # fmt: skip
    if failed:
        print(f"integrity failed or 5xx in: {failed}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
