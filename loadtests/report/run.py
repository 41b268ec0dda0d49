"""What a Locust run notes as it goes, for the report (report.py): the users' outcomes and
errors and the sockets' frames (`Run`), and beside them what the app itself counted: the frames
its processes published and wrote (in Redis) and the CPU they used (from /proc). Also where
the app's database and Redis are (`app_setting`), for the report and the kit's other tools."""

import contextlib
import json
import os
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path

import psutil
import redis

ROOT = Path(__file__).resolve().parents[2]
CONTROL_FRAMES = {"subscribed", "unsubscribed", "error", "pong", "auth.ok"}


class Run:
    """What the users note while they run: outcomes, errors, and the sockets' frames."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.outcomes: Counter = Counter()
        self.bookings: Counter = Counter()
        self.errors: Counter = Counter()
        self.five_xx = 0
        self.subscriptions: dict[int, dict[str, float]] = defaultdict(dict)
        self.closes: dict[int, float] = {}
        self.frames: dict[tuple[int, str], list[float]] = defaultdict(list)
        # Per offer heard on a waiter's socket: its notification's created_at to arrival, ms.
        self.offers_told: list[float] = []
        self.started = self.stopped = None

    def start(self) -> None:
        self.started = time.time()
        self.counted_before = server_counts()
        self.machine_before = machine_cpu_seconds()

    def stop(self) -> None:
        self.stopped = time.time()

    def outcome(self, kind: str) -> None:
        self.outcomes[kind] += 1

    def booking(self, kind: str) -> None:
        self.bookings[kind] += 1

    def error(self, name: str, status: int | None, exception) -> None:
        if status and status >= 500:
            self.five_xx += 1
        kind = f"{status}" if status else type(exception).__name__
        self.errors[f"{name}: {kind}"] += 1

    def subscribed(self, watcher: int, topic: str, at: float) -> None:
        self.subscriptions[watcher].setdefault(topic, at)

    def closed(self, watcher: int, at: float) -> None:
        self.closes[watcher] = at  # the last close: a reconnected socket listened on

    def offer_told(self, latency_ms: float) -> None:
        self.offers_told.append(latency_ms)

    def frame(self, watcher: int, frame: dict, at: float) -> None:
        if frame.get("type") not in CONTROL_FRAMES and frame.get("topic"):
            self.frames[(watcher, frame["topic"])].append(at)


def app_setting(name: str) -> str:
    """LOADTEST_<name>, else the app's (LOADTEST_ENV_FILE, default var/prod/env), else this
    shell's <name> (DATABASE_URL, REDIS_URL)."""
    if os.environ.get(f"LOADTEST_{name}"):
        return os.environ[f"LOADTEST_{name}"]
    path = os.environ.get("LOADTEST_ENV_FILE", str(ROOT / "var" / "prod" / "env"))
    if path and Path(path).is_file():
        for line in Path(path).read_text().splitlines():
            key, _, value = line.partition("=")
            if key.strip() == name:
                return value.strip()
    return os.environ.get(name, "")


def database_url() -> str:
    return app_setting("DATABASE_URL")


# Where the machine's CPU goes, by part (`machine_cpu_seconds`): the topology's processes by
# their names in started.json, the machine's PostgreSQL and Redis by their process names.
STARTED_PARTS = {"app-": "app (HTTP)", "sockets-": "sockets", "sandbox-": "gateway sandbox",
                 "worker": "task worker", "nginx": "nginx"}  # fmt: skip
NAMED_PARTS = {"postgres": "PostgreSQL", "redis-server": "Redis"}
# The app's own parts: HTTP (`app-`, uvicorn or gunicorn) and, when HTTP is under gunicorn,
# the sockets' uvicorn (`sockets-`); not the sandbox gateway nor the worker.
APP_PARTS = ("app (HTTP)", "sockets")
BUSY = "the machine, busy"


def machine_cpu_seconds() -> dict | None:
    """What each part of the machine has used so far (`machine_used` subtracts two reads):
    per part, each of its processes' CPU time (user and system, with its ended children's)
    by pid and start time, so a process that started since the last read counts whole and one
    that ended is left out; the parts are the topology's processes with their children (by
    started.json), PostgreSQL's and Redis's (by name) and this load generator with its
    children. Beside them the whole machine's busy time. None when the topology is not on
    this machine."""
    path = Path(os.environ.get("LOADTEST_STATE", ROOT / "var" / "prod")) / "started.json"
    try:
        started = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    used: dict[str, dict] = defaultdict(dict)

    def add(part: str, pid: int, *, children: bool = True) -> None:
        with contextlib.suppress(psutil.Error):
            root = psutil.Process(pid)
            for process in (root, *root.children(recursive=True)) if children else (root,):
                with contextlib.suppress(psutil.Error):
                    key = (process.pid, process.create_time())
                    used[part][key] = sum(process.cpu_times()[:4])  # user, system, children's

    for name, pid in started.items():
        part = next((p for prefix, p in STARTED_PARTS.items() if name.startswith(prefix)), None)
        if part is not None and isinstance(pid, int):
            add(part, pid)
    for process in psutil.process_iter(["name"]):
        part = NAMED_PARTS.get(process.info["name"])
        if part is not None:
            add(part, process.pid, children=False)
    add("load generator", os.getpid())
    machine = psutil.cpu_times()
    # Steal is time the host gave someone else; guest time is in user's already.
    left_out = ("idle", "iowait", "steal", "guest", "guest_nice")
    busy = sum(machine) - sum(getattr(machine, name, 0) for name in left_out)
    return {"parts": dict(used), "busy": busy}


def machine_used(before: dict | None) -> dict[str, float] | None:
    """Each part's CPU seconds from `before` (a `machine_cpu_seconds` read) to now, and the
    whole machine's busy time (BUSY); None when the topology is not on this machine."""
    after = machine_cpu_seconds() if before else None
    if not after:
        return None
    used = {
        part: sum(cpu - before["parts"].get(part, {}).get(key, 0) for key, cpu in now.items())
        for part, now in after["parts"].items()
    }
    return used | {BUSY: after["busy"] - before["busy"]}


def server_counts() -> Counter:
    """What the app counted of frames so far (realtime/counters.py), summed over its
    processes: published, handed to sockets, written, dropped by reason. Empty without Redis."""
    counted: Counter = Counter()
    url = app_setting("REDIS_URL")
    if not url:
        return counted
    try:
        client = redis.Redis.from_url(url, decode_responses=True, socket_timeout=5)
        for key in client.scan_iter("marketplace:frames*"):
            counted.update({name: int(n) for name, n in client.hgetall(key).items()})
    except redis.RedisError:
        return Counter()
    return counted
