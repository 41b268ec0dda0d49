"""The verdicts of the fault scenarios (faults.py), from what the load saw (load.Journal)
and what the database holds afterwards.

An answer is "ok" when it is 2xx or a 409 (the product saying no: a time taken, busy). A
"clean 503" has the error shape (the API's {"message"}, or the sandbox gateway's Razorpay
{"error": {"description"}}) and a Retry-After, or, for a write whose answer the database's loss
cut short after it committed, the API's message that the change may have been saved (no
Retry-After: trying it again would repeat it). Anything else is a failure of its kind: a 500,
nginx's 502 or 504, or no answer at all (a reset connection, a timeout)."""

import time
from collections import Counter
from dataclasses import asdict, dataclass

from loadtests.report import report

# kernel.errors.INTERRUPTED, the answer to a write cut short after its commit (the load
# keeps a message's first 80 characters; tests/loadtests/test_faults.py keeps the two equal).
INTERRUPTED = (
    "The connection was lost while answering. Your change may have been saved: please reload "
    "to check."
)


@dataclass
class Check:
    name: str
    ok: bool | None  # None: not judged this time (the detail says why)
    detail: str

    def line(self) -> str:
        mark = {True: "PASS", False: "FAIL", None: "SKIP"}[self.ok]
        return f"  {mark}  {self.name}: {self.detail}"

    def as_dict(self) -> dict:
        return asdict(self)


def kind(record: dict) -> str:
    status = record["status"]
    if status is None:
        return f"no answer ({record['error']})"
    if 200 <= status < 300 or status == 409:
        return "ok"
    if status == 503 and record.get("shaped") and record.get("retry_after"):
        return "clean 503"
    if status == 503 and record.get("shaped") and record.get("message") == INTERRUPTED[:80]:
        return "clean 503"
    shape = "" if record.get("shaped") else ", not the error shape"
    retry = "" if record.get("retry_after") else ", no Retry-After"
    return f"{status}{shape}{retry}" if status >= 500 else str(status)


def kinds(records: list[dict]) -> Counter:
    return Counter(kind(r) for r in records)


def between(records: list[dict], start: float, end: float) -> list[dict]:
    """Answers to requests that were under way at some moment of [start, end]."""
    return [r for r in records if r["t"] <= end and r["end"] >= start]


def created(records: list[dict], start: float, end: float) -> int:
    return sum(
        1 for r in records
        if r["step"] == "book: create" and r["status"] == 201 and start <= r["end"] <= end
    )  # fmt: skip


def summary(counts: Counter) -> str:
    return ", ".join(f"{n} {k}" for k, n in counts.most_common()) or "none"


# What the database holds: every booking the load was answered 201 for, and every appointment
# made during the run by a seeded client, complete (its state changes, its notification, its
# payment), and the load-test report's integrity check over the whole database.

ROWS = """
    SELECT id, client_id, professional_id, window_id, day::text, status, paid
    FROM bookings_appointment
    WHERE id = ANY(%(ids)s)
       OR (created_at >= to_timestamp(%(since)s) AND client_id = ANY(%(clients)s))"""
CHANGES = """
    SELECT object_id, from_state, to_state FROM history_statechange
    WHERE content_type_id = %(ct)s AND field = 'status' AND object_id = ANY(%(ids)s)
    ORDER BY at, id"""
NOTIFIED = """
    SELECT (data->>'appointment_id')::bigint FROM notifications_notification
    WHERE kind = 'booking' AND created_at >= to_timestamp(%(since)s)
    AND data ? 'appointment_id'"""
UNDELIVERED = """
    SELECT n.id, extract(epoch FROM n.created_at)
    FROM notifications_notification n JOIN accounts_user u ON u.id = n.user_id
    WHERE n.created_at BETWEEN to_timestamp(%(start)s) AND to_timestamp(%(end)s)
    AND u.is_active AND n.delivered_at IS NULL"""
DELIVERED = """
    SELECT count(*) FROM notifications_notification n JOIN accounts_user u ON u.id = n.user_id
    WHERE n.created_at BETWEEN to_timestamp(%(start)s) AND to_timestamp(%(end)s)
    AND u.is_active"""


def _chain_breaks(row: tuple, first: str, changes: list[tuple[str, str]]) -> bool:
    """Whether the recorded moves fail to lead from the created status to the current one."""
    state = first
    for from_state, to_state in changes:
        if from_state != state:
            return True
        state = to_state
    return state != row[5]


def bookings_complete(connection, journal, seed: dict, since: float) -> list[Check]:
    clients = [c[0] for c in seed["clients"]]
    # What a booking is created as: a hold awaiting payment with a pay-first professional.
    pay_first = {pro[0] for pro in seed["professionals"] if pro[3]}

    def first(row: tuple) -> str:
        return "awaiting_payment" if row[2] in pay_first else "pending"

    answered = dict(journal.bookings)
    params = {"ids": list(answered), "since": since, "clients": clients}
    rows = {row[0]: row for row in connection.execute(ROWS, params)}
    missing = [i for i in answered if i not in rows]
    wrong = [
        i for i, b in answered.items() if i in rows
        and rows[i][1:5] != (b["client"], b["professional"], b["window"], b["day"])
    ]  # fmt: skip
    unpaid = [i for i, b in answered.items() if b["verified"] and i in rows and not rows[i][6]]
    made = {i: row for i, row in rows.items() if row[1] in set(clients)}
    changes: dict[int, list] = {i: [] for i in made}
    ct = report.content_type(connection, "bookings", "appointment")
    for object_id, from_state, to_state in connection.execute(
        CHANGES, {"ct": ct, "ids": list(made)}
    ):
        changes[object_id].append((from_state, to_state))
    broken = [i for i, row in made.items() if _chain_breaks(row, first(row), changes[i])]
    notified = {r[0] for r in connection.execute(NOTIFIED, {"since": since})}
    free_later = [i for i, row in made.items() if first(row) == "pending"]
    silent = [i for i in free_later if i not in notified]
    integrity = report.integrity(connection, since)
    failed = Counter({k: v["count"] for k, v in integrity["checks"].items() if v["count"]})
    return [
        Check(
            "every booking answered 201 is stored as answered",
            not missing and not wrong,
            f"{len(answered)} answered 201; missing {missing[:5] or 0}, different {wrong[:5] or 0}",
        ),
        Check(
            "every payment verified (200) is recorded",
            not unpaid,
            f"{sum(b['verified'] for b in answered.values())} verified; unpaid {unpaid[:5] or 0}",
        ),
        Check(
            "every appointment made in the run has its state changes",
            not broken,
            f"{len(made)} made, {sum(len(c) for c in changes.values())} changes; "
            f"broken chains {broken[:5] or 0}",
        ),
        Check(
            "every free-later booking has its notification",
            not silent,
            f"{len(free_later)} free-later; without {silent[:5] or 0}",
        ),
        Check(
            "integrity (report.py: places, seats, payments)",
            integrity["ok"],
            "all 0" if integrity["ok"] else summary(failed),
        ),
    ]


def deliveries(connection, start: float, end: float, *, wait: float) -> tuple[int, list]:
    """(notifications made in [start, end], those whose delivery has not run as (id, when
    made)), waiting up to `wait` seconds for the worker to send them."""
    params = {"start": start, "end": end}
    total = connection.execute(DELIVERED, params).fetchone()[0]
    deadline = time.monotonic() + wait
    while True:
        waiting = [(r[0], float(r[1])) for r in connection.execute(UNDELIVERED, params)]
        if not waiting or time.monotonic() > deadline:
            return total, waiting
        time.sleep(1)
