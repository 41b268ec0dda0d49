"""Fault scenarios against the production topology (`make prod`), each with a verdict.

    flock /tmp/team/measure.lock .venv/bin/python loadtests/faults/faults.py \\
        redis|postgres|worker|all

Each scenario starts a small load in the background (load.py: bookers through the
booking and sandbox payment path, a visitor, socket watchers through nginx), injects its fault
mid-run, repairs it, keeps the load going a little, then judges: one line per check, and the
exit code is 1 when any check failed (2: the topology or the seed is not there). Everything
goes to loadtests/out/faults.json. Stopping Redis or PostgreSQL stops them for everything on
this machine: run it alone (under the measurement lock), never beside tests. A service it
stopped is started again whatever happens (try/finally).

- redis: Redis is shut down (no persistence: its data is gone) for --outage seconds, then
  started with the Makefile's `sure-services` command. Verdicts: while it was down every REST
  answer was 2xx or 409 and bookings were made; afterwards every socket, closed by the server
  when it lost Redis, has reconnected, subscribed again and refetched, a booking made after
  recovery reaches every socket, the task worker delivers notifications again, and the same
  app processes serve (no restart).
- postgres: the cluster is stopped for --outage seconds, then started. Verdicts: every answer
  that was not 2xx or 409 was a 503 with the error shape and Retry-After (never a 500, nor
  nginx's 502/504, nor a reset connection); the same app processes serve a database read and
  a booking within RECOVERY_SECONDS of the database being back; nothing is half-written.
- worker: the task worker is SIGKILLed, then one ASGI app process while a booking or payment
  is in flight; a few seconds later `deploy/prod.py revive` starts both again. Verdicts:
  nginx went on with the other process (bookings made, no failure but the requests that were
  in the killed process); every booking answered 201 is stored as answered, every payment
  verified is recorded, every appointment of the run has its state changes and notification,
  and report.py's integrity check passes; the revived task worker sends the notifications
  made while it was dead and its minute sweep expires a hold that lapsed meanwhile (the hold
  is made while the worker is dead and its expiry moved into the past in the database: the
  10-minute hold cannot be waited out; --sweep-wait 0 leaves this check out).

In postgres and worker, before judging, the webhooks the sandbox gateway lost are sent again
(its `sandbox_webhook` command), as Razorpay retries a webhook until it is acknowledged: the
sandbox sends each once, from the process that answered the checkout, so a payment taken just
before that process died, or whose webhook met the database away, would otherwise stay
unrecorded for a reason production does not have. The check says how many there were.

Options name the topology (--url, --seed, --state, --database-url) and how to stop and start
the services (--redis-port, --redis-start, --pg-stop, --pg-start, --revive), so the smoke in
tests/loadtests/ can run the same scenarios against servers it started itself."""

import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

import requests

# The checkout, for `loadtests.` imports when this runs as a file.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from loadtests.faults.checks import (
    Check,
    between,
    bookings_complete,
    created,
    deliveries,
    kinds,
    summary,
)
from loadtests.faults.load import Client, Load
from loadtests.faults.services import Postgres, Redis
from loadtests.faults.topology import (
    ROOT,
    Topology,
    result,
    same_processes,
    until,
    warm_up,
    webhooks_retried,
)
from loadtests.faults.worker import scenario_worker
from loadtests.report import report

# Seconds within which the app must serve again once PostgreSQL answers.
RECOVERY_SECONDS = 15


def outage(service: Redis | Postgres, load: Load, options, timeline: dict) -> None:
    """Warm up, stop `service` for `--outage` seconds and start it again, noting each moment in
    `timeline` ("down", "starting", "up"). It is started again whatever happens."""
    try:
        warm_up(load, options.warmup)
        timeline["down"] = time.time()
        service.stop()
        time.sleep(options.outage)
        timeline["starting"] = time.time()
        service.start()
        timeline["up"] = time.time()
    finally:
        if not service.serving():
            service.start()


# Redis stopped mid-run.


def watchers_back(load: Load, down: float, up: float, probe: dict | None) -> list[Check]:
    events = load.journal.events
    closed, resubscribed, refetched, reached = {}, {}, {}, set()
    codes: Counter = Counter()
    for watcher, at, what, detail in events:
        if what in ("closed", "ended") and at >= down and watcher not in closed:
            closed[watcher] = at
            if what == "closed":
                codes[str(detail)] += 1
        elif what == "subscribed" and at >= up and watcher in closed:
            resubscribed.setdefault(watcher, at)
        elif what == "refetched" and at >= up and detail == 200:
            refetched.setdefault(watcher, at)
        elif what == "frame" and probe and detail == probe["topic"] and at >= probe["sent"]:
            reached.add(watcher)
    everyone = len(load.watchers)
    slowest = max((at - up for at in resubscribed.values()), default=None)
    return [
        Check(
            "every socket was closed by the server and came back subscribed",
            len(resubscribed) == everyone,
            f"{len(closed)}/{everyone} closed (close codes: {summary(codes)}), "
            f"{len(resubscribed)}/{everyone} subscribed again"
            + (f", the last {slowest:.1f} s after Redis was back" if slowest is not None else ""),
        ),
        Check(
            "every reconnected socket refetched over REST",
            len(refetched) == everyone,
            f"{len(refetched)}/{everyone} refetched a day (200)",
        ),
        Check(
            "a booking after recovery reaches every socket",
            probe is not None and len(reached) == everyone,
            f"{len(reached)}/{everyone} heard {probe['topic']}"
            if probe
            else "no probe booking could be made (busy days full? re-seed)",
        ),
    ]


def probe_booking(topology: Topology, load: Load) -> dict | None:
    """One booking on a busy day every watcher listens to: (topic, when it was sent)."""
    client = Client(topology.url, load.journal)
    hot = sorted(topology.seed["hot"], key=lambda h: h["pay_first"])
    for spot in hot:
        sent = time.time()
        if client.book_day(topology.seed, spot["professional_id"], spot["date"],
                           spot["plan_id"], pay=False):  # fmt: skip
            return {"topic": spot["topic"], "sent": sent}
    return None


def scenario_redis(topology: Topology) -> dict:
    options = topology.options
    redis = Redis(options)
    before = topology.processes()
    load = topology.load()
    timeline = {"start": time.time()}
    probe = None
    try:
        outage(redis, load, options, timeline)
        down, up = timeline["down"], timeline.get("up", time.time())
        until(lambda: _resubscribed(load, up) >= len(load.watchers), 45, 0.5)
        timeline["resubscribed"] = time.time()
        probe = probe_booking(topology, load)
        if probe:
            until(lambda: _heard(load, probe) >= len(load.watchers), 15, 0.5)
        time.sleep(options.after)
    finally:
        load.stop()
    timeline["end"] = time.time()
    records = load.journal.requests
    during = between(records, down, up)
    made = created(records, down, up)
    checks = [
        Check(
            "REST while Redis was down: bookings made, every answer 2xx or 409",
            set(kinds(during)) <= {"ok"} and made > 0,
            f"{len(during)} answers ({summary(kinds(during))}), {made} bookings made",
        ),
        Check(
            "REST over the whole run: every answer 2xx or 409",
            set(kinds(records)) <= {"ok"},
            f"{len(records)} answers ({summary(kinds(records))})",
        ),
        *watchers_back(load, down, up, probe),
        same_processes(before, topology),
    ]
    with topology.database() as connection:
        total, waiting = deliveries(connection, up + 2, timeline["end"], wait=options.delivery_wait)
        checks.append(
            Check(
                "the task worker delivers again after the outage",
                not waiting if total else None,
                f"{total - len(waiting)}/{total} notifications made after recovery sent"
                if total
                else "no notification was made after recovery",
            )
        )
        integrity = report.integrity(connection, timeline["start"])
    checks.append(Check("integrity (report.py)", integrity["ok"], _integrity(integrity)))
    return result(checks, timeline, records, extra={"probe": probe})


def _resubscribed(load: Load, up: float) -> int:
    return len({w for w, at, what, _ in load.journal.events if what == "subscribed" and at >= up})


def _heard(load: Load, probe: dict) -> int:
    return len({
        w for w, at, what, detail in load.journal.events
        if what == "frame" and detail == probe["topic"] and at >= probe["sent"]
    })  # fmt: skip


def _integrity(checked: dict) -> str:
    bad = {name: c["count"] for name, c in checked["checks"].items() if c["count"]}
    return "all 0" if not bad else ", ".join(f"{n}: {c}" for n, c in bad.items())


# PostgreSQL restarted mid-run.


def _serves(url: str) -> bool:
    """A database read answered 200 (the popular list reads profiles)."""
    try:
        return requests.get(f"{url}/api/v1/professionals/popular", timeout=5).status_code == 200
    except requests.RequestException:
        return False


def _booked_since(records: list[dict], moment: float) -> float | None:
    """When the first booking asked for after `moment` was answered 201, if one was."""
    return min((r["end"] for r in list(records) if r["step"] == "book: create"
                and r["status"] == 201 and r["t"] >= moment), default=None)  # fmt: skip


def scenario_postgres(topology: Topology) -> dict:
    options = topology.options
    postgres = Postgres(options, topology.database_url)
    before = topology.processes()
    apps = {name: f"http://127.0.0.1:{name.removeprefix('app-')}"
            for name in before if name.startswith("app-")}  # fmt: skip
    load = topology.load()
    timeline = {"start": time.time()}
    recovered: dict[str, float | None] = {}
    try:
        outage(postgres, load, options, timeline)
        up = timeline.get("up", time.time())
        for name, url in apps.items():
            served = until(lambda url=url: _serves(url), RECOVERY_SECONDS, 0.25)
            recovered[name] = round(time.time() - up, 2) if served else None
        # The load goes on until a booking is made again, up to the verdict's own limit:
        # stopped `after` seconds past the database's return, a busy machine's bookers, still
        # in the requests the outage held, could make none in time, and the check would judge
        # the stop, not the app.
        until(lambda: _booked_since(load.journal.requests, up), RECOVERY_SECONDS, 0.25)
        time.sleep(options.after)
    finally:
        load.stop()
    timeline["end"] = time.time()
    records = load.journal.requests
    first = _booked_since(records, up)
    booking_s = round(first - up, 2) if first else None
    bad = {k: n for k, n in kinds(records).items() if k not in ("ok", "clean 503")}
    clean = kinds(records)["clean 503"]
    checks = [
        Check(
            "every answer not 2xx or 409 was a 503 with a message and Retry-After",
            not bad and clean > 0,
            f"{len(records)} answers: {summary(kinds(records))}"
            + ("" if clean else " (no 503 seen: the restart was not felt)"),
        ),
        Check(
            f"served again within {RECOVERY_SECONDS} s of the database, without a restart",
            all(s is not None for s in recovered.values())
            and booking_s is not None
            and booking_s <= RECOVERY_SECONDS,
            f"database reads answered per process after {recovered} s; the first booking "
            f"made {booking_s} s after the database was back",
        ),
        same_processes(before, topology),
    ]
    checks.append(webhooks_retried(topology, timeline["start"]))
    with topology.database() as connection:
        checks += bookings_complete(connection, load.journal, topology.seed, timeline["start"])
    figures = {"recovered_s": recovered, "first_booking_s": booking_s, "clean_503": clean}
    return result(checks, timeline, records, extra=figures)


# An ASGI app process and the task worker killed mid-booking.


SCENARIOS = {"redis": scenario_redis, "postgres": scenario_postgres, "worker": scenario_worker}


def arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("scenario", choices=[*SCENARIOS, "all"])
    parser.add_argument("--url", default="http://127.0.0.1:8080")
    parser.add_argument("--seed", default=os.environ.get(
        "LOADTEST_SEED", str(ROOT / "loadtests" / "out" / "seed.json")))  # fmt: skip
    parser.add_argument("--state", default=str(ROOT / "var" / "prod"),
                        help="where started.json is (deploy/prod.py)")  # fmt: skip
    parser.add_argument("--database-url", default="", help="default: report.py's")
    parser.add_argument("--out", default=os.environ.get(
        "LOADTEST_OUT", str(ROOT / "loadtests" / "out")))  # fmt: skip
    parser.add_argument("--redis-port", type=int, default=6379)
    parser.add_argument("--redis-start", default="", help="default: the Makefile's")
    parser.add_argument("--pg-stop", default="", help="default: pg_ctlcluster ... stop")
    parser.add_argument("--pg-start", default="", help="default: pg_ctlcluster ... start")
    parser.add_argument("--revive", default="", help="default: deploy/prod.py revive STATE")
    parser.add_argument("--bookers", type=int, default=4)
    parser.add_argument("--watchers", type=int, default=8)
    parser.add_argument("--warmup", type=float, default=5, help="seconds of load before")
    parser.add_argument("--outage", type=float, default=10, help="seconds the fault lasts")
    parser.add_argument("--after", type=float, default=8, help="seconds of load after")
    parser.add_argument("--delivery-wait", type=float, default=30)
    parser.add_argument("--sweep-wait", type=float, default=75, help="0: no hold sweep check")
    return parser.parse_args(argv)


def preflight(topology: Topology) -> None:
    try:
        answer = requests.get(f"{topology.url}/api/v1/events/popular", timeout=10)
    except requests.RequestException as error:
        raise SystemExit(
            f"Nothing answers at {topology.url} ({error}): start `make prod`"
        ) from None
    if answer.status_code != 200:
        raise SystemExit(f"{topology.url} answers {answer.status_code}: is it the topology?")


def main(argv: list[str]) -> int:
    options = arguments(argv)
    try:
        topology = Topology(options)
    except FileNotFoundError as error:
        print(f"No seed ({error}): run `loadtests/seed.py --reset` first", file=sys.stderr)
        return 2
    preflight(topology)
    names = list(SCENARIOS) if options.scenario == "all" else [options.scenario]
    results = {}
    for name in names:
        print(f"{name}: running (fault after {options.warmup:.0f} s, lasting "
              f"{options.outage:.0f} s)", flush=True)  # fmt: skip
        results[name] = SCENARIOS[name](topology)
        for check in results[name]["checks"]:
            print(Check(**check).line(), flush=True)
        print(f"  timeline (s): {results[name]['timeline_s']}", flush=True)
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "faults.json").write_text(json.dumps(results, indent=2))
    verdict = {name: "PASS" if r["ok"] else "FAIL" for name, r in results.items()}
    print("faults: " + ", ".join(f"{n} {v}" for n, v in verdict.items())
          + f" (details in {out / 'faults.json'})")  # fmt: skip
    return 0 if all(r["ok"] for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
