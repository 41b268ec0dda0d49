"""What every fault scenario (faults.py, worker.py) stands on: the topology under test
(its URL, seed, processes, database, the app's environment and the background load on it),
the commands that stop and start things, the warm-up, the sandbox webhooks Razorpay would
retry, and the result's shape. Stopping and starting Redis and PostgreSQL is
services.py's."""

import argparse
import json
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

import psycopg

from loadtests.faults.checks import Check, kinds
from loadtests.faults.load import Load
from loadtests.report import report

ROOT = Path(__file__).resolve().parents[2]


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

    def load(self, *, direct=()) -> Load:
        """The scenarios' background load, started: --bookers bookers, --watchers sockets and
        a visitor (`direct`: see Load)."""
        options = self.options
        return Load(self.url, self.seed, bookers=options.bookers, watchers=options.watchers,
                    visitors=1, direct=direct).start()  # fmt: skip

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
