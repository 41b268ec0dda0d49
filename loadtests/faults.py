"""Fault scenarios against the production topology (`make prod`), each with a verdict.

    flock /tmp/team/measure.lock .venv/bin/python loadtests/faults.py redis|postgres|worker|all

Each scenario starts a small load in the background (faults_load.py: bookers through the
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
import random
import shlex
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

import psycopg
import report
import requests
from faults_checks import Check, between, bookings_complete, created, deliveries, kinds, summary
from faults_load import Client, Load, book

ROOT = Path(__file__).resolve().parents[1]
# Seconds within which the app must serve again once PostgreSQL answers.
RECOVERY_SECONDS = 15
# The Makefile's `sure-services` start of the machine's Redis (PORT filled in).
REDIS_START = (
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port {port} --save "" '
    "--appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log"
)


def command(line: str | list[str], *, check: bool = True, timeout: float = 120):
    """One of this machine's own commands (redis-cli, pg_ctlcluster...) or the operator's
    (--pg-start...): never input from elsewhere."""
    words = shlex.split(line) if isinstance(line, str) else line
    return subprocess.run(  # noqa: S603
        words, check=check, capture_output=True, text=True, timeout=timeout
    )


def until(condition, seconds: float, step: float = 0.2) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(step)
    return condition()


class Topology:
    def __init__(self, options: argparse.Namespace) -> None:
        self.url = options.url.rstrip("/")
        self.seed = json.loads(Path(options.seed).read_text())
        self.state = Path(options.state)
        self.database_url = options.database_url or report.database_url()
        self.options = options

    def processes(self) -> dict[str, int]:
        """The app processes and the task worker of started.json."""
        path = self.state / "started.json"
        started = json.loads(path.read_text()) if path.exists() else {}
        return {
            name: pid for name, pid in started.items()
            if (name.startswith("app-") or name == "worker") and isinstance(pid, int)
        }  # fmt: skip

    def database(self) -> psycopg.Connection:
        return psycopg.connect(self.database_url, autocommit=True)

    def app_env(self) -> dict:
        """The app's environment (deploy/prod.py's env file), for its manage.py."""
        path = self.state / "env"
        lines = path.read_text().splitlines() if path.exists() else []
        return {**os.environ, **dict(line.split("=", 1) for line in lines if "=" in line)}


# Razorpay retries a webhook until it is acknowledged; the sandbox sends each once, from a
# thread of the process that answered the checkout. A payment taken just before that process
# was killed, or while the database was away, is never told to us but by that retry.
UNRECORDED = """
    SELECT sp.id FROM razorpay_sandbox_sandboxpayment sp
    WHERE sp.status IN ('captured', 'refunded') AND sp.created_at >= %s
    AND NOT EXISTS (SELECT 1 FROM payments_payment p WHERE p.razorpay_payment_id = sp.id)"""


def webhooks_retried(topology: Topology, since: float) -> Check:
    """Razorpay's retry of the webhooks the sandbox lost (see UNRECORDED), through its
    `sandbox_webhook` command; then whether each payment is recorded."""
    with topology.database() as connection:
        lost = [row[0] for row in connection.execute(UNRECORDED, (int(since),))]
    url = f"{topology.url}/api/v1/payments/webhook"
    answers = []
    for payment_id in lost:
        sent = subprocess.run(  # noqa: S603 (our own interpreter and manage.py)
            [sys.executable, "manage.py", "sandbox_webhook", "payment.captured",
             "--payment", payment_id, "--url", url],
            cwd=ROOT / "platform", env=topology.app_env(), capture_output=True, text=True,
        )  # fmt: skip
        answers.append(sent.stdout.strip().rpartition(" ")[2] or sent.stderr.strip()[-80:])
    with topology.database() as connection:
        still = [row[0] for row in connection.execute(UNRECORDED, (int(since),))]
    return Check(
        "payments whose webhook the sandbox lost are recorded on Razorpay's retry",
        not still,
        f"{len(lost)} taken by the gateway and not recorded after the fault"
        + (f", webhook retried ({', '.join(answers)})" if lost else "")
        + (f"; still not recorded: {still}" if still else ""),
    )


def running(pid: int) -> bool:
    """Alive and not a zombie (a killed process init has not reaped yet)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except (OSError, IndexError):
        return False


class Redis:
    def __init__(self, options) -> None:
        self.cli = ["redis-cli", "-h", "127.0.0.1", "-p", str(options.redis_port)]
        self.start_command = options.redis_start or REDIS_START.format(port=options.redis_port)

    def serving(self) -> bool:
        return command([*self.cli, "ping"], check=False, timeout=5).stdout.strip() == "PONG"

    def stop(self) -> None:
        command([*self.cli, "shutdown", "nosave"], check=False, timeout=10)
        if not until(lambda: not self.serving(), 10):
            raise RuntimeError("Redis did not stop")

    def start(self) -> None:
        command(self.start_command)
        if not until(self.serving, 30):
            raise RuntimeError(f"Redis did not start: {self.start_command}")


class Postgres:
    def __init__(self, options, database_url: str) -> None:
        url = urlsplit(database_url)
        self.ready_command = ["pg_isready", "-q", "-h", url.hostname or "127.0.0.1",
                              "-p", str(url.port or 5432)]  # fmt: skip
        version = (
            sorted(os.listdir("/etc/postgresql"))[-1] if Path("/etc/postgresql").is_dir() else ""
        )
        cluster = f"pg_ctlcluster --skip-systemctl-redirect {version} main"
        self.stop_command = options.pg_stop or f"{cluster} stop"
        self.start_command = options.pg_start or f"{cluster} start"

    def serving(self) -> bool:
        return command(self.ready_command, check=False, timeout=10).returncode == 0

    def stop(self) -> None:
        command(self.stop_command)

    def start(self) -> None:
        command(self.start_command)
        if not until(self.serving, 60):
            raise RuntimeError(f"PostgreSQL did not start: {self.start_command}")


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


def moments(timeline: dict, origin: float) -> dict:
    return {name: round(at - origin, 2) for name, at in timeline.items()}


def warm_up(load: Load, seconds: float) -> None:
    """Every watcher subscribed once, then `seconds` of load."""
    until(lambda: len({w for w, _, k, _ in load.journal.events if k == "subscribed"})
          >= len(load.watchers), 30)  # fmt: skip
    time.sleep(seconds)


def same_processes(before: dict[str, int], topology: Topology) -> Check:
    after = topology.processes()
    gone = [name for name, pid in before.items() if after.get(name) != pid or not running(pid)]
    detail = ", ".join(f"{name} {pid}" for name, pid in before.items())
    return Check("the same app processes serve, none restarted", not gone,
                 f"{detail}" + (f"; not running or replaced: {gone}" if gone else ""))  # fmt: skip


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
        if book(client, topology.seed, spot["professional_id"], spot["date"], spot["plan_id"],
                pay=False):  # fmt: skip
            return {"topic": spot["topic"], "sent": sent}
    return None


def scenario_redis(topology: Topology) -> dict:
    options = topology.options
    redis = Redis(options)
    before = topology.processes()
    load = Load(topology.url, topology.seed, bookers=options.bookers,
                watchers=options.watchers, visitors=1).start()  # fmt: skip
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


def scenario_postgres(topology: Topology) -> dict:
    options = topology.options
    postgres = Postgres(options, topology.database_url)
    before = topology.processes()
    apps = {name: f"http://127.0.0.1:{name.removeprefix('app-')}"
            for name in before if name.startswith("app-")}  # fmt: skip
    load = Load(topology.url, topology.seed, bookers=options.bookers,
                watchers=options.watchers, visitors=1).start()  # fmt: skip
    timeline = {"start": time.time()}
    recovered: dict[str, float | None] = {}
    try:
        outage(postgres, load, options, timeline)
        up = timeline.get("up", time.time())
        for name, url in apps.items():
            served = until(lambda url=url: _serves(url), RECOVERY_SECONDS, 0.25)
            recovered[name] = round(time.time() - up, 2) if served else None
        time.sleep(options.after)
    finally:
        load.stop()
    timeline["end"] = time.time()
    records = load.journal.requests
    first = min((r["end"] for r in records if r["step"] == "book: create"
                 and r["status"] == 201 and r["t"] >= up), default=None)  # fmt: skip
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


def revive(topology: Topology) -> subprocess.CompletedProcess:
    default = [sys.executable, str(ROOT / "deploy" / "prod.py"), "revive", str(topology.state)]
    return command(topology.options.revive or default, check=False)


def lapsed_hold(topology: Topology, load: Load) -> int | None:
    """A pay-first hold, made now, its expiry moved a second into the past: only the task
    worker's minute sweep can expire it before its own task's time (ten minutes on)."""
    client = Client(topology.url, load.journal)
    pay_first = [p for p in topology.seed["professionals"] if p[3]]
    for pro in random.sample(pay_first, min(10, len(pay_first))):
        appointment = book(client, topology.seed, pro[0], random.choice(topology.seed["days"]),
                           pro[2], pay=False)  # fmt: skip
        if appointment:
            with topology.database() as connection:
                connection.execute(
                    "UPDATE bookings_appointment SET hold_expires_at = now() - interval '1 s' "
                    "WHERE id = %s AND status = 'awaiting_payment'", (appointment,),
                )  # fmt: skip
            return appointment
    return None


def scenario_worker(topology: Topology) -> dict:
    options = topology.options
    before = topology.processes()
    apps = sorted(name for name in before if name.startswith("app-"))
    if not apps or "worker" not in before:
        raise SystemExit(f"No app process or task worker in {topology.state}/started.json")
    victim = apps[0]
    victim_url = f"http://127.0.0.1:{victim.removeprefix('app-')}"
    load = Load(topology.url, topology.seed, bookers=options.bookers, watchers=options.watchers,
                visitors=1, direct=[victim_url]).start()  # fmt: skip
    timeline = {"start": time.time()}
    hold = None
    try:
        warm_up(load, options.warmup)
        # The task worker first, so that bookings (and their notifications) are made while
        # it is dead even where the app process killed next is the only one.
        os.kill(before["worker"], signal.SIGKILL)
        timeline["worker killed"] = time.time()
        hold = lapsed_hold(topology, load) if options.sweep_wait else None
        time.sleep(options.outage / 2)
        # Mid-booking: a write of the booker that talks to the victim directly is under way.
        until(lambda: load.direct[0].in_flight > 0, 10, 0.002)
        in_flight = load.journal.in_flight
        os.kill(before[victim], signal.SIGKILL)
        timeline["app killed"] = time.time()
        time.sleep(options.outage / 2)
        timeline["reviving"] = time.time()
        revived = revive(topology)
        timeline["revived"] = time.time()
        time.sleep(options.after)
    finally:
        load.stop()
        if any(not running(pid) for pid in topology.processes().values()):
            revive(topology)
    timeline["end"] = time.time()
    killed, reviving = timeline["app killed"], timeline["reviving"]
    everything = load.journal.requests
    was_in_flight = [r for r in everything if r["t"] < killed <= r["end"]]
    victims = [r for r in was_in_flight if r["status"] is None or r["status"] >= 500]
    records = [r for r in everything if not r.get("direct")]  # through nginx
    after = topology.processes()
    checks = [
        Check(
            "killed mid-booking",
            bool(victims),
            f"{victim} (pid {before[victim]}) SIGKILLed with {in_flight} booking or payment "
            f"writes under way; of the requests under way {len(victims)} died with it: "
            f"{summary(kinds(was_in_flight))}",
        ),
        _went_on(records, killed, reviving, others=len(apps) - 1),
        Check(
            "revived by deploy/prod.py revive",
            revived.returncode == 0
            and all(running(pid) for pid in after.values())
            and after[victim] != before[victim]
            and after["worker"] != before["worker"],
            f"{victim} {before[victim]} -> {after.get(victim)}, worker {before['worker']} -> "
            f"{after.get('worker')}"
            + ("" if revived.returncode == 0 else f"; revive failed: {revived.stderr[-300:]}"),
        ),
    ]
    checks.append(webhooks_retried(topology, timeline["start"]))
    with topology.database() as connection:
        checks += bookings_complete(connection, load.journal, topology.seed, timeline["start"])
        dead = (timeline["worker killed"], reviving)
        total, waiting = deliveries(connection, *dead, wait=options.delivery_wait)
        checks.append(_delivered(total, waiting, killed))
        checks.append(_swept(connection, hold, timeline, options.sweep_wait))
    return result(checks, timeline, records, extra={"victim": victim, "in_flight": in_flight})


# A notification is queued for the task worker just after its transaction commits; one made in
# the killed app process in its last moments may be stored and never queued.
LAST_MOMENTS = 1.0


def _delivered(total: int, waiting: list[tuple[int, float]], killed: float) -> Check:
    """The notifications made while the task worker was dead, sent once it is back; those
    made in the killed process's last second are set apart: their queueing may have died with
    it, and nothing sends a notification that was never queued."""
    name = "notifications made while the task worker was dead are sent once it is back"
    if not total:
        return Check(name, None, "no notification was made while the worker was dead")
    lost = [(i, at) for i, at in waiting if killed - LAST_MOMENTS <= at <= killed]
    unsent = [i for i, at in waiting if (i, at) not in lost]
    detail = f"{total - len(waiting)}/{total} sent"
    if unsent:
        detail += f"; not sent: {unsent[:5]}"
    if lost:
        ages = ", ".join(f"{i} ({killed - at:.2f} s before the kill)" for i, at in lost[:5])
        detail += (f"; not judged, made as the app process was killed and never sent: {ages}"
                   " (stored, its queueing lost with the process: no sweep sends it)")  # fmt: skip
    return Check(name, not unsent, detail)


def _went_on(records: list[dict], killed: float, reviving: float, *, others: int) -> Check:
    name = "nginx went on with the other process"
    if not others:
        return Check(name, None, "one app process only: nothing to go on with")
    # A second for nginx to find the process gone (a refused connection moves on at once).
    after = [r for r in records if r["t"] >= killed + 1]
    made = created(records, killed + 1, reviving)
    return Check(
        name,
        made > 0 and set(kinds(after)) <= {"ok"},
        f"{made} bookings made between the kill and the revival; answers to requests sent "
        f"after the kill: {summary(kinds(after))}",
    )


def _swept(connection, hold: int | None, timeline: dict, wait: float) -> Check:
    name = "the revived worker's minute sweep expires a hold that lapsed while it was dead"
    if not wait:
        return Check(name, None, "left out (--sweep-wait 0)")
    if hold is None:
        return Check(name, False, "no pay-first hold could be made")

    def status() -> str:
        row = connection.execute(
            "SELECT status FROM bookings_appointment WHERE id = %s", (hold,)
        ).fetchone()
        return row[0] if row else "gone"

    expired = until(lambda: status() == "expired", wait, 1)
    timeline["hold expired" if expired else "hold still held"] = time.time()
    return Check(name, expired, f"appointment {hold}: {status()} "
                 f"{time.time() - timeline['revived']:.0f} s after the revival")  # fmt: skip


def result(checks: list[Check], timeline: dict, records: list[dict], *, extra: dict) -> dict:
    steps: dict[str, dict] = {}
    for record in records:
        step = steps.setdefault(record["step"], {})
        step[_kind(record)] = step.get(_kind(record), 0) + 1
    return {
        "ok": all(check.ok is not False for check in checks),
        "checks": [check.as_dict() for check in checks],
        "timeline_s": moments(timeline, timeline["start"]),
        "answers_by_step": steps,
        **extra,
    }


def _kind(record: dict) -> str:
    return kinds([record]).most_common(1)[0][0]


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
