"""The worker fault scenario (faults.py worker): the task worker is SIGKILLed, then one ASGI app
process while a booking or payment is in flight; `deploy/prod.py revive` starts both again. Its
verdicts are in faults.py's docstring."""

import os
import random
import signal
import subprocess
import sys
import time

from loadtests.faults.checks import (
    Check,
    bookings_complete,
    created,
    deliveries,
    kinds,
    summary,
)
from loadtests.faults.load import Client, Load
from loadtests.faults.topology import (
    ROOT,
    Topology,
    command,
    result,
    running,
    until,
    warm_up,
    webhooks_retried,
)


def revive(topology: Topology) -> subprocess.CompletedProcess:
    default = [sys.executable, str(ROOT / "deploy" / "prod.py"), "revive", str(topology.state)]
    return command(topology.options.revive or default, check=False)


def lapsed_hold(topology: Topology, load: Load) -> int | None:
    """A pay-first hold, made now, its expiry moved a second into the past: only the task
    worker's minute sweep can expire it before its own task's time (ten minutes on)."""
    client = Client(topology.url, load.journal)
    pay_first = [p for p in topology.seed["professionals"] if p[3]]
    for pro in random.sample(pay_first, min(10, len(pay_first))):
        booking = client.book_day(topology.seed, pro[0], random.choice(topology.seed["days"]),
                                  pro[2], pay=False)  # fmt: skip
        if booking:
            with topology.database() as connection:
                connection.execute(
                    "UPDATE bookings_appointment SET hold_expires_at = now() - interval '1 s' "
                    "WHERE id = %s AND status = 'awaiting_payment'", (booking["id"],),
                )  # fmt: skip
            return booking["id"]
    return None


def scenario_worker(topology: Topology) -> dict:
    options = topology.options
    before = topology.processes()
    apps = sorted(name for name in before if name.startswith("app-"))
    if not apps or "worker" not in before:
        raise SystemExit(f"No app process or task worker in {topology.state}/started.json")
    victim = apps[0]
    victim_url = f"http://127.0.0.1:{victim.removeprefix('app-')}"
    load = topology.load(direct=[victim_url])
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
# the killed app process in its last moments may be stored and never queued. Its created_at
# is stamped inside the transaction, before the rest of it (a cancel's offers to a waitlist,
# the frames) and its commit: on a loaded machine that can be seconds before the queueing.
# The worker's sweep sends such a one two minutes after it was made (notifications/delivery.py),
# longer than this scenario waits, so they are set apart rather than waited for.
LAST_MOMENTS = 3.0


def _delivered(total: int, waiting: list[tuple[int, float]], killed: float) -> Check:
    """The notifications made while the task worker was dead, sent once it is back; those
    made in the killed process's last seconds are set apart: their queueing may have died with
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
        detail += (f"; not judged, made as the app process was killed, not sent yet: {ages}"
                   " (its queueing lost with the process: the sweep sends it later)")  # fmt: skip
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
