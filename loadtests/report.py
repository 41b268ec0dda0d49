"""The report at the end of every Locust run (locustfile.py calls `write` when Locust quits).

What it says, on stdout and in loadtests/out/report.json:
- requests and bookings a second over the run, and p50/p95/p99 of every step (Locust's own
  per-name statistics; requests are named by step);
- outcomes (409 "taken", "sold out", decisions, payments) and errors by kind; any 5xx fails
  the run;
- live frames received vs expected and their latency (see `frames`);
- the waitlists: offers made over the run and what became of them, and how long an offer's
  notification took to reach its waiter's socket (see `waitlists`);
- the integrity check, read from the database after the run (see INTEGRITY).

How frame latency is measured: the frames carry no time of their own, so each frame is paired
with the database change that sent it. For every busy topic, the changes that publish on it
are read after the run: appointments (or seats) created, and the state changes that free or
confirm a place (history_statechange: rejected, cancelled, hold expired, paid). Their stored
times (created_at, at) are taken inside the writing transaction, just before it commits, by
the same machine's clock that stamps the frames' arrival. Per watcher and topic, the changes
made while it was subscribed are paired in order with the frames it received; latency is
arrival minus change time. It is an upper bound of commit-to-arrival: it includes the rest of
the transaction and the commit, and the load generator's own scheduling delay. A lost frame
shifts later pairs onto earlier changes (larger latencies: the error is never flattering);
so the report also gives a lower bound, each frame paired with the latest change on its topic
before its arrival. When no frame is missing the two agree closely; when they differ, the
truth lies between them.
Changes in the last GRACE seconds before a watcher closed are not expected of it."""

import bisect
import json
import os
import threading
import time
from collections import Counter, defaultdict
from datetime import UTC, datetime
from pathlib import Path

import charts
import psutil
import psycopg
import redis

ROOT = Path(__file__).resolve().parents[1]
# Changes this close to a socket's end are not expected of it (their frames may be on the way).
GRACE = float(os.environ.get("LOADTEST_GRACE", "1"))
# Seconds to wait after the run before reading the database: the sandbox's webhooks settle
# payments whose verify call was cut off by the end of the run.
SETTLE = float(os.environ.get("LOADTEST_SETTLE", "3"))
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
        self.cpu_before = app_cpu_seconds()

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


def app_cpu_seconds() -> float | None:
    """The CPU time (user and system) the topology's app processes have used so far, read
    from /proc (deploy/prod.py's started.json names them); None when they are not on this
    machine."""
    path = Path(os.environ.get("LOADTEST_STATE", ROOT / "var" / "prod")) / "started.json"
    try:
        started = json.loads(path.read_text())
        times = [psutil.Process(pid).cpu_times() for name, pid in started.items()
                 if name.startswith("app-")]  # fmt: skip
    except (OSError, ValueError, psutil.Error):
        return None
    return sum(t.user + t.system for t in times) if times else None


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


def percentiles(values: list[float]) -> dict:
    if not values:
        return {"p50": None, "p95": None, "p99": None, "max": None}
    ordered = sorted(values)

    def at(share: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(share * len(ordered)))], 1)

    return {"p50": at(0.5), "p95": at(0.95), "p99": at(0.99), "max": round(ordered[-1], 1)}


# Every place and seat the database holds, and every rupee. Each query lists violations.
INTEGRITY = {
    # Places are counted by time (bookings.queries.places_taken): every live appointment's
    # overlapping live appointments of the same professional, against its window's places.
    "window above its places": """
        WITH live AS (SELECT * FROM bookings_appointment
            WHERE status IN ('pending', 'accepted', 'reserved')
            OR (status IN ('awaiting_payment', 'offered') AND hold_expires_at > now()))
        SELECT l.id, l.window_id, w.places, count(o.id) FROM live l
        JOIN scheduling_window w ON w.id = l.window_id
        JOIN live o ON o.professional_id = l.professional_id
            AND o.starts_at < l.ends_at AND o.ends_at > l.starts_at
        GROUP BY l.id, l.window_id, w.places HAVING count(o.id) > w.places""",
    # Seats are counted as events.queries.taking counts them: confirmed, and held (a payment
    # hold, an offer from the waitlist) while the hold lasts.
    "event above its seats": """
        SELECT e.id, e.seats, count(b.id) FROM events_event e
        JOIN events_eventbooking b ON b.event_id = e.id AND (b.status = 'confirmed'
            OR (b.status IN ('awaiting_payment', 'offered') AND b.hold_expires_at > now()))
        WHERE e.seats IS NOT NULL GROUP BY e.id, e.seats HAVING count(b.id) > e.seats""",
    # The waitlists (marketplace/waitlist: a line is "event:<id>" or, for an appointment time,
    # "time:<window>:<start>"; a waiter's offer_id is the offered booking or appointment). An
    # offer past its time that the worker has not swept yet is still an offer: it lapses in
    # one transaction with its waiter's move to passed.
    "two live offers to one waiter": """
        SELECT 'event:' || event_id, user_id, count(*) FROM events_eventbooking
        WHERE status = 'offered' GROUP BY event_id, user_id HAVING count(*) > 1
        UNION ALL
        SELECT line, user_id, count(*) FROM waitlist_waiter
        WHERE status = 'offered' GROUP BY line, user_id HAVING count(*) > 1""",
    "offer without exactly one waiter offered it": """
        SELECT 'seat ' || b.id, count(w.id) FROM events_eventbooking b
        LEFT JOIN waitlist_waiter w ON w.offer_id = b.id AND w.status = 'offered'
            AND w.line = 'event:' || b.event_id AND w.user_id = b.user_id
        WHERE b.status = 'offered' GROUP BY b.id HAVING count(w.id) <> 1
        UNION ALL
        SELECT 'place ' || a.id, count(w.id) FROM bookings_appointment a
        LEFT JOIN waitlist_waiter w ON w.offer_id = a.id AND w.status = 'offered'
            AND starts_with(w.line, 'time:' || a.window_id || ':') AND w.user_id = a.client_id
        WHERE a.status = 'offered' GROUP BY a.id HAVING count(w.id) <> 1""",
    "waiter offered without a live offer": """
        SELECT w.id, w.offer_id FROM waitlist_waiter w
        WHERE w.status = 'offered' AND starts_with(w.line, 'event:') AND NOT EXISTS (
            SELECT 1 FROM events_eventbooking b WHERE b.id = w.offer_id
            AND b.status = 'offered' AND w.line = 'event:' || b.event_id
            AND b.user_id = w.user_id)
        UNION ALL
        SELECT w.id, w.offer_id FROM waitlist_waiter w
        WHERE w.status = 'offered' AND starts_with(w.line, 'time:') AND NOT EXISTS (
            SELECT 1 FROM bookings_appointment a WHERE a.id = w.offer_id
            AND a.status = 'offered' AND a.client_id = w.user_id)""",
    # First come, first offered: nobody still waiting joined before someone offered a place.
    "waiting ahead of someone offered": """
        SELECT w.line, w.id, o.id FROM waitlist_waiter o
        JOIN waitlist_waiter w ON w.line = o.line AND w.status = 'waiting'
            AND (w.created_at, w.id) < (o.created_at, o.id)
        WHERE o.offer_id IS NOT NULL""",
    # A seat frees and goes to the first one waiting in one transaction. Seats are counted
    # by status here: a hold or offer past its time still takes its seat until the worker
    # sweeps it (and then offers it on). An event that has begun offers nothing.
    "free seat while someone waits": """
        SELECT e.id, e.seats, count(b.id) FROM events_event e
        LEFT JOIN events_eventbooking b ON b.event_id = e.id
            AND b.status IN ('confirmed', 'awaiting_payment', 'offered')
        WHERE e.seats IS NOT NULL AND e.starts_at > now() AND EXISTS (
            SELECT 1 FROM waitlist_waiter w
            WHERE w.line = 'event:' || e.id AND w.status = 'waiting')
        GROUP BY e.id, e.seats HAVING count(b.id) < e.seats""",
    # Each freed seat is offered once: an offered booking is one waiter's only.
    "seat offered to two waiters": """
        SELECT split_part(line, ':', 1), offer_id, count(*) FROM waitlist_waiter
        WHERE offer_id IS NOT NULL
        GROUP BY split_part(line, ':', 1), offer_id HAVING count(*) > 1""",
    # A captured payment pays its appointment or seat, or is being given back.
    "payment without its booking": """
        SELECT p.razorpay_payment_id FROM payments_payment p
        JOIN payments_order o ON o.id = p.order_id
        LEFT JOIN bookings_appointment a ON o.purpose = 'appointment' AND a.id = o.purpose_id
        LEFT JOIN events_eventbooking b ON o.purpose = 'event_booking' AND b.id = o.purpose_id
        WHERE p.status = 'captured'
        AND NOT (a.paid AND a.payment_ref = p.razorpay_payment_id)
        AND NOT (b.status = 'confirmed' AND b.payment_ref = p.razorpay_payment_id)
        AND NOT EXISTS (SELECT 1 FROM payments_refund r WHERE r.payment_id = p.id)""",
    # Money the gateway took that we never recorded (a verify lost, no webhook either).
    "gateway payment we never recorded": """
        SELECT sp.id FROM razorpay_sandbox_sandboxpayment sp
        WHERE sp.status IN ('captured', 'refunded') AND sp.created_at >= %(since)s
        AND NOT EXISTS (SELECT 1 FROM payments_payment p WHERE p.razorpay_payment_id = sp.id)""",
    # A pay-first professional's appointment is accepted only by its payment.
    "pay-first appointment accepted unpaid": """
        SELECT a.id FROM bookings_appointment a
        JOIN profiles_profile pr ON pr.user_id = a.professional_id
        WHERE pr.payment_required AND a.status = 'accepted' AND a.price_paise > 0
        AND NOT a.paid AND a.created_at >= to_timestamp(%(since)s)""",
    "paid appointment without its payment": """
        SELECT a.id FROM bookings_appointment a WHERE a.paid AND NOT EXISTS (
            SELECT 1 FROM payments_payment p JOIN payments_order o ON o.id = p.order_id
            WHERE o.purpose = 'appointment' AND o.purpose_id = a.id
            AND p.razorpay_payment_id = a.payment_ref
            AND p.status IN ('captured', 'refunded'))""",
    "paid seat without its payment": """
        SELECT b.id FROM events_eventbooking b
        WHERE b.status = 'confirmed' AND b.price_paise > 0 AND NOT EXISTS (
            SELECT 1 FROM payments_payment p JOIN payments_order o ON o.id = p.order_id
            WHERE o.purpose = 'event_booking' AND o.purpose_id = b.id
            AND p.razorpay_payment_id = b.payment_ref
            AND p.status IN ('captured', 'refunded'))""",
}


def integrity(connection, since: float) -> dict:
    checks = {}
    for name, sql in INTEGRITY.items():
        rows = connection.execute(sql, {"since": int(since)}).fetchall()
        checks[name] = {"count": len(rows), "examples": [list(map(str, r)) for r in rows[:5]]}
    return {"ok": all(c["count"] == 0 for c in checks.values()), "checks": checks}


# The event waitlists' places taken during the run, by what became of them (the waiter's
# status, and their offer's: the booking it is, or became).
WAITLIST_OUTCOMES = """
    SELECT w.status, b.status, w.offer_id IS NOT NULL, count(*) FROM waitlist_waiter w
    LEFT JOIN events_eventbooking b ON b.id = w.offer_id
    WHERE starts_with(w.line, 'event:') AND w.created_at >= to_timestamp(%(since)s)
    GROUP BY w.status, b.status, w.offer_id IS NOT NULL"""


def waitlists(connection, since: float, run: Run) -> dict:
    """Places taken in event waitlists during the run: offers made, and how each ended (taken:
    the booking confirmed, still being paid, given back unpaid or lapsed unpaid; declined;
    lapsed; still out), those still waiting, and those out of the line without an offer (left,
    or a seat of their own); and the offers' notifications as the waiters' sockets heard them."""
    rows = connection.execute(WAITLIST_OUTCOMES, {"since": int(since)}).fetchall()
    count: Counter = Counter()  # (the waiter's status, their offer's or "no offer")
    for waiter, booking, offered, n in rows:
        count[(waiter, booking if offered else "no offer")] += n
    taken = {b: n for (w, b), n in count.items() if w == "booked" and b != "no offer"}
    return {
        "joined": sum(count.values()),
        "offers_made": sum(n for (_, b), n in count.items() if b != "no offer"),
        "taken": sum(taken.values()),
        "taken_confirmed": taken.get("confirmed", 0),
        "taken_paying": taken.get("awaiting_payment", 0),
        "taken_given_back": taken.get("cancelled", 0),
        "taken_lapsed_unpaid": taken.get("expired", 0),
        "declined": count[("passed", "cancelled")],
        "lapsed": count[("passed", "expired")],
        "offered_now": count[("offered", "offered")],
        "waiting_now": count[("waiting", "no offer")],
        "left": count[("left", "no offer")],
        "seated_without_offer": count[("booked", "no offer")],
        "told": len(run.offers_told),
        "told_ms": percentiles(run.offers_told),
    }


# The changes that publish on a topic (see the module's docstring), as epoch seconds.
SLOT_CHANGES = """
    SELECT extract(epoch FROM created_at) FROM bookings_appointment
    WHERE professional_id = %(pro)s AND day = %(day)s AND created_at >= to_timestamp(%(since)s)
    UNION ALL
    SELECT extract(epoch FROM sc.at) FROM history_statechange sc
    JOIN bookings_appointment a ON a.id = sc.object_id
    WHERE sc.content_type_id = %(ct)s AND sc.field = 'status'
    AND a.professional_id = %(pro)s AND a.day = %(day)s AND sc.at >= to_timestamp(%(since)s)
    AND (sc.to_state IN ('rejected', 'cancelled')
         OR (sc.to_state = 'expired' AND sc.from_state = 'awaiting_payment')
         OR (sc.to_state = 'accepted' AND sc.from_state IN ('awaiting_payment', 'expired')))"""
SEAT_CHANGES = """
    SELECT extract(epoch FROM created_at) FROM events_eventbooking
    WHERE event_id = %(event)s AND created_at >= to_timestamp(%(since)s)
    UNION ALL
    SELECT extract(epoch FROM sc.at) FROM history_statechange sc
    JOIN events_eventbooking b ON b.id = sc.object_id
    WHERE sc.content_type_id = %(ct)s AND sc.field = 'status' AND b.event_id = %(event)s
    AND sc.at >= to_timestamp(%(since)s) AND sc.from_state IN ('awaiting_payment', 'expired')
    AND sc.to_state IN ('confirmed', 'expired')"""


def content_type(connection, app: str, model: str) -> int:
    """The id state changes name a model by (history_statechange); -1 when there is none."""
    row = connection.execute(
        "SELECT id FROM django_content_type WHERE app_label = %s AND model = %s", (app, model)
    ).fetchone()
    return row[0] if row else -1


def topic_changes(connection, seed: dict, since: float) -> dict[str, list[float]]:
    appointment = content_type(connection, "bookings", "appointment")
    seat = content_type(connection, "events", "eventbooking")
    changes = {}
    for hot in seed["hot"]:
        params = {"pro": hot["professional_id"], "day": hot["date"], "since": since}
        rows = connection.execute(SLOT_CHANGES, {**params, "ct": appointment}).fetchall()
        changes[hot["topic"]] = sorted(float(r[0]) for r in rows)
    for event in seed["events"]:
        params = {"event": event["id"], "since": since, "ct": seat}
        changes[event["topic"]] = sorted(
            float(r[0]) for r in connection.execute(SEAT_CHANGES, params)
        )
    return changes


def frames(run: Run, changes: dict[str, list[float]]) -> dict:
    expected = received = missing = extra = negative = 0
    latencies: list[float] = []
    nearest: list[float] = []
    # Per second of the run: frames due (by their change's time), delivered (by arrival), and
    # the latencies of those delivered in it: the charts of charts.py.
    start = run.started or 0
    due_at: Counter = Counter()
    delivered_at: Counter = Counter()
    latency_at: dict[int, list[float]] = defaultdict(list)
    for watcher, topics in run.subscriptions.items():
        cutoff = min(run.closes.get(watcher, run.stopped), run.stopped) - GRACE
        for topic, since in topics.items():
            times = changes.get(topic, [])
            due = times[bisect.bisect_right(times, since) : bisect.bisect_right(times, cutoff)]
            arrived = sorted(run.frames.get((watcher, topic), []))
            expected += len(due)
            received += len(arrived)
            missing += max(0, len(due) - len(arrived))
            extra += max(0, len(arrived) - len(due))
            due_at.update(int(change - start) for change in due)
            delivered_at.update(int(arrival - start) for arrival in arrived)
            for change, arrival in zip(due, arrived, strict=False):
                latency = (arrival - change) * 1000
                negative += latency < 0
                latencies.append(latency)
                latency_at[int(arrival - start)].append(latency)
            for arrival in arrived:
                before = bisect.bisect_right(times, arrival)
                if before:
                    nearest.append((arrival - times[before - 1]) * 1000)
    return {
        "watchers": len(run.subscriptions),
        "expected": expected,
        "received": received,
        "missing": missing,
        "extra_after_cutoff": extra,
        "negative_pairs": negative,
        "latency_ms": percentiles(latencies),
        "latency_ms_lower_bound": percentiles(nearest),
        "timeline": [
            {
                "second": second,
                "due": due_at[second],
                "delivered": delivered_at[second],
                **percentiles(latency_at.get(second, [])),
            }
            for second in range(max([*due_at, *delivered_at], default=-1) + 1)
        ],  # fmt: skip
        "histogram_ms": histogram(latencies),
    }


# Latency buckets of the distribution chart, in ms (each up to its bound; the last is more).
BUCKETS_MS = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000]


def histogram(latencies: list[float]) -> list[dict]:
    counts = Counter(bisect.bisect_left(BUCKETS_MS, latency) for latency in latencies)
    labels = [f"≤{b:,} ms" for b in BUCKETS_MS] + [f">{BUCKETS_MS[-1]:,} ms"]
    return [{"bucket": label, "frames": counts[index]} for index, label in enumerate(labels)]


def steps(stats) -> dict:
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


def build(run: Run, stats, seed: dict) -> dict:
    stopped = run.stopped or time.time()
    duration = max(stopped - (run.started or stopped), 0.001)
    time.sleep(SETTLE)
    with psycopg.connect(database_url(), autocommit=True) as connection:
        checked = integrity(connection, run.started or 0)
        live = frames(run, topic_changes(connection, seed, run.started or 0))
        lines = waitlists(connection, run.started or 0, run)
    total = stats.total
    bookings = sum(run.bookings.values())
    counted = server_counts() - getattr(run, "counted_before", Counter())
    cpu_before, cpu_after = getattr(run, "cpu_before", None), app_cpu_seconds()
    cpu = cpu_after - cpu_before if cpu_before is not None and cpu_after is not None else None
    return {
        "started_at": datetime.fromtimestamp(run.started or 0, UTC).isoformat(),
        "duration_s": round(duration, 1),
        "requests": total.num_requests,
        "requests_per_s": round(total.num_requests / duration, 1),
        "bookings": dict(run.bookings),
        "bookings_per_s": round(bookings / duration, 2),
        "five_xx": run.five_xx,
        "errors": dict(run.errors.most_common()),
        "outcomes": dict(run.outcomes.most_common()),
        "steps": steps(stats),
        "frames": live,
        # The app's own counts over the run, beside what the watchers read (frames.received).
        "frames_counted": dict(counted),
        # All the app processes' CPU over the frames they wrote: an upper bound of what one
        # frame to one socket costs (the requests' CPU is in it too).
        "app_cpu_s": None if cpu is None else round(cpu, 1),
        # watchers.py's own CPU, when it held the sockets (LOADTEST_ASYNC_WATCHERS).
        "generator_cpu_s": getattr(run, "generator_cpu_s", None),
        "app_cpu_us_per_frame": round(1e6 * cpu / counted["written"])
        if cpu is not None and counted.get("written")
        else None,
        "waitlists": lines,
        "integrity": checked,
        "ok": checked["ok"] and run.five_xx == 0,
    }


def versus_limit(bookings_per_s: float, out: Path) -> dict | None:
    """The bookings a second against the database's own limit of the booking transaction,
    when limit.py measured one (out/limit.json): loadtests/README.md, "The database's own
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


def text(result: dict) -> str:
    lines = [
        f"run of {result['duration_s']} s from {result['started_at']}",
        f"requests: {result['requests']} ({result['requests_per_s']}/s); bookings: "
        f"{result['bookings']} ({result['bookings_per_s']}/s); 5xx: {result['five_xx']}",
        *([result["limit"]["line"]] if result.get("limit") else []),
        "",
        f"{'step':<32} {'requests':>9} {'failed':>7} {'p50':>6} {'p95':>6} {'p99':>6}  (ms)",
    ]
    for name, step in result["steps"].items():
        lines.append(
            f"{name[:32]:<32} {step['requests']:>9} {step['failures']:>7} "
            f"{step['p50_ms']:>6.0f} {step['p95_ms']:>6.0f} {step['p99_ms']:>6.0f}"
        )
    lines += ["", "outcomes:"] + [f"  {n:>7}  {k}" for k, n in result["outcomes"].items()]
    lines += ["errors:"] + ([f"  {n:>7}  {k}" for k, n in result["errors"].items()] or ["  none"])
    live = result["frames"]
    lines += [
        "",
        f"frames: {live['received']} received, {live['expected']} expected, "
        f"{live['missing']} missing, on {live['watchers']} watchers; "
        f"latency ms {live['latency_ms']}",
        f"  lower bound (each frame to the latest change before it): "
        f"{live['latency_ms_lower_bound']}",
        "  counted by the app (realtime/counters.py): "
        + (
            ", ".join(f"{name} {n}" for name, n in sorted(result["frames_counted"].items()))
            or "nothing (no Redis)"
        ),
        f"  app CPU: {result['app_cpu_s']} s, {result['app_cpu_us_per_frame']} µs per frame "
        "written (an upper bound: the requests' CPU is in it); async watchers' CPU: "
        f"{result['generator_cpu_s']} s",
        "",
        waitlist_text(result["waitlists"]),
        "",
        f"integrity: {'OK' if result['integrity']['ok'] else 'FAILED'}",
    ]
    for name, check in result["integrity"]["checks"].items():
        lines.append(f"  {check['count']:>5}  {name}  {check['examples'] or ''}")
    lines.append(f"\nverdict: {'OK' if result['ok'] else 'FAILED'}")
    return "\n".join(lines)


def waitlist_text(lines: dict) -> str:
    if not lines["joined"]:
        return "waitlists: nobody joined one"
    return (
        f"waitlists: {lines['joined']} places taken in line; {lines['offers_made']} offers "
        f"made: {lines['taken']} taken ({lines['taken_confirmed']} confirmed, "
        f"{lines['taken_paying']} still being paid, {lines['taken_given_back']} given back "
        f"unpaid, {lines['taken_lapsed_unpaid']} lapsed unpaid), {lines['declined']} declined, "
        f"{lines['lapsed']} lapsed, {lines['offered_now']} still offered; "
        f"{lines['waiting_now']} still waiting, {lines['left']} left, "
        f"{lines['seated_without_offer']} out of line with a seat of their own\n"
        f"  offers heard on the waiters' sockets: {lines['told']}, notification to arrival ms "
        f"{lines['told_ms']}"
    )


def write(run: Run, stats, *, out: Path, seed: dict) -> bool:
    """Print the report, keep it in `out` (report.json, report.txt, and the frames' charts in
    frames.html); True when it passes."""
    result = build(run, stats, seed)
    result["limit"] = versus_limit(result["bookings_per_s"], out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "report.json").write_text(json.dumps(result, indent=2))
    (out / "report.txt").write_text(text(result) + "\n")
    (out / "frames.html").write_text(charts.frames_html(result))
    print(text(result), flush=True)
    return result["ok"]
