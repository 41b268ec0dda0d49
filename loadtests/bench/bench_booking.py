"""What one step of the booking path costs the app itself, with no server, proxy or network.

    make bench-booking       (or: .venv/bin/python loadtests/bench/bench_booking.py [--repeat N])

Creates a scratch database `marketplace_bench_booking` (BENCH_DATABASE_NAME) on the server of
BENCH_DATABASE_URL (default: the local PostgreSQL), seeds it with loadtests/seed.py (small: 50
professionals, 2,000 clients), and calls the API in this process through Django's ASGI test
client, as the load tests' `Booker` does: open a day (GET /professionals/{id}/slots), open it
again (from the day cache, bookings/daycache.py), book (POST /appointments), open the day once
more (its next reader after the booking: only the date's appointments are read again), and
then, for a professional who is paid later, accept (POST .../accept) and cancel (POST
.../cancel) or pay. The worker's part is timed too, after the bookings: each notification those
steps stored is delivered (push, SMS, e-mail) as the task worker runs its task ("deliver"; the
console backends' SMS and e-mail written to nowhere, where make prod's go to a log).
Paying is the confirmation that a verified payment reaches
(bookings.paying.appointment_payment_confirm, called in a thread as a view is): the gateway's
round trips need a server, so they, and a refund, are left out. For each step it prints the
median and 95th percentile of wall time and of this process's CPU time, its CPU as a multiple
of the floor's, and how many SQL statements the step sends. As under uvicorn, each request
runs in a thread beside one event loop, which sends the frames. Frames, the cache and the task
queue use the Redis of BENCH_REDIS_URL (default: the local one, database 11, which no test
uses), as in production; the queue and the pub/sub channels are named after the database, the
queue emptied at the end.

The floor is measured in the same run, called the same way, once before each day is opened: a
django-ninja GET through the project's middleware that sends no statement and answers a day's
shape from Python (bench/floor.py, which this points ROOT_URLCONF at: project.urls with the
floor's route in front, so the product gains no route). Each step's CPU is also printed as a
multiple of the floor's median, which moves with the machine as the steps do: a goal such as
"a cached day plus a booking at most 10 times the floor" reads the same on any machine.

The CPU time per booking is the ceiling the HTTP path can reach: on N cores given wholly to
the app, at most N x 1000 / (CPU ms of one booking) bookings a second, before the server,
nginx, Redis and the load generator take their share (loadtests/README.md, "Figures").
`--server wsgi` makes the same calls through Django's synchronous handler in this thread, with
no event loop, as a WSGI server's worker runs them, for the server question of
loadtests/README.md.
To see where the time goes, run it under py-spy, which samples every thread (the views run
in one of their own): `.venv/bin/py-spy record -o out/bench.svg -- .venv/bin/python
loadtests/bench/bench_booking.py`.

A benchmark, not a test: machines here are shared, so read medians and ratios."""

import argparse
import asyncio
import contextlib
import os
import random
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace

# The checkout, for `loadtests.` imports when this runs as a file.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from loadtests import seed as seeding
from loadtests.bench.bench_search import fresh_database

NAME = os.environ.get("BENCH_DATABASE_NAME", "marketplace_bench_booking")
API = "/api/v1"


class Step:
    """Samples of one step: wall and CPU milliseconds, and statements sent."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.statements: list[int] = []

    async def timed(self, request):
        """Awaits the request (a coroutine: nothing of it runs before this awaits it)."""
        before = STATEMENTS[0]
        wall, cpu = time.perf_counter(), time.process_time()
        result = await request
        self.cpu.append((time.process_time() - cpu) * 1000)
        self.wall.append((time.perf_counter() - wall) * 1000)
        self.statements.append(STATEMENTS[0] - before)
        return result

    def line(self, floor_cpu: float) -> str:
        """Its row: calls, wall and CPU (median / p95), CPU over the floor's, statements."""

        def cell(samples: list[float]) -> str:
            ordered = sorted(samples)
            p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
            return f"{statistics.median(ordered):>6.2f} / {p95:<6.2f}"

        return (
            f"{self.name:<14} {len(self.wall):>6} {cell(self.wall)} {cell(self.cpu)} "
            f"{statistics.median(self.cpu) / floor_cpu:>8.1f}x "
            f"{statistics.median(self.statements):>6.0f}"
        )


# Statements sent on any connection of any thread (the views run in a thread of their own).
STATEMENTS = [0]


def _count(execute, sql, params, many, context):
    STATEMENTS[0] += 1
    return execute(sql, params, many, context)


def _counted(sender, connection, **kwargs) -> None:
    if _count not in connection.execute_wrappers:
        connection.execute_wrappers.append(_count)


def _unlooped(coroutine):
    """Runs a coroutine that never waits to its end with no event loop, as a WSGI worker's
    thread has none: with a loop running, asgiref's `Local` (every `connections[alias]`) and
    Django's `async_unsafe` take their slower, async paths, which production's gunicorn never
    takes."""
    try:
        coroutine.send(None)
    except StopIteration as stop:
        return stop.value
    coroutine.close()
    raise RuntimeError("the WSGI bench's calls must not wait")


def _delivered(step: Step) -> None:
    """The worker's part of what the bookings queued: each notification's delivery, run as the
    worker runs a task (huey's execute, with its hooks and the task's connection handling),
    once the bookings are made, as the worker is a process of its own; the other tasks (a
    pay-first hold's expiry, due in ten minutes) are dropped."""
    from huey.contrib.djhuey import HUEY

    from notifications.tasks import notification_deliver_task

    with open(os.devnull, "w") as nowhere, contextlib.redirect_stdout(nowhere):
        while (task := HUEY.dequeue()) is not None:
            if isinstance(task, notification_deliver_task.task_class):
                _unlooped(step.timed(_now(HUEY.execute)(task=task)))


def _now(call):
    async def called(**options):
        return call(**options)

    return called


class WsgiClient:
    """Django's synchronous test client, called in this thread, as a WSGI server's worker
    calls the app: no event loop, no hop to a thread (its coroutines never wait: `_unlooped`
    runs them)."""

    def __init__(self) -> None:
        from django.test import Client

        self.client = Client(raise_request_exception=True)

    async def get(self, *args, **options):
        return self.client.get(*args, **options)

    async def post(self, *args, **options):
        return self.client.post(*args, **options)


async def book(repeat: int, data: dict, steps: dict, server: str) -> None:
    from asgiref.sync import sync_to_async
    from django.test import AsyncClient

    from loadtests.bench import floor
    from marketplace.bookings.paying import appointment_payment_confirm

    if server == "asgi":
        http, confirm = (
            AsyncClient(raise_request_exception=True),
            sync_to_async(appointment_payment_confirm),
        )
    else:
        http, confirm = WsgiClient(), _now(appointment_payment_confirm)
    rng = random.Random(1)
    pro_tokens = {pro: token for pro, token, _, _ in data["professionals"]}

    made = 0
    while made < repeat:
        pro, _, plan, pay_first = rng.choice(data["professionals"])
        client_id, token = rng.choice(data["clients"])
        auth = {"AUTHORIZATION": f"Bearer {token}"}
        day = rng.choice(data["days"])
        await steps["floor"].timed(http.get(f"{floor.PATH}{pro}?date={day}"))
        url = f"{API}/professionals/{pro}/slots?date={day}"
        slots = await steps["day"].timed(http.get(url))
        await steps["day (cached)"].timed(http.get(url))
        free = [w for w in slots.json()["windows"] if w["left"] > 0]
        if not free:
            continue
        draft = {"professional_id": pro, "window_id": rng.choice(free)["window_id"],
                 "date": day, "plan_id": plan, "name": f"Client {client_id}",
                 "email": f"c{client_id}@example.in"}  # fmt: skip
        booked = await steps["book"].timed(
            http.post(f"{API}/appointments", draft, content_type="application/json", headers=auth)
        )
        if booked.status_code != 201:
            continue  # this client has that time already: another draw
        made += 1
        # The day's next reader after the booking: on a busy day, every page opened between
        # two bookings (the date's token is gone; the professional's is not).
        await steps["day (booked)"].timed(http.get(url))
        appointment = booked.json()["id"]
        if not pay_first:
            # Pay-later: the professional accepts; then the client pays or cancels, by turns
            # (a cancel after paying would refund through the gateway, which needs a server).
            pro_auth = {"AUTHORIZATION": f"Bearer {pro_tokens[pro]}"}
            await steps["accept"].timed(
                http.post(f"{API}/appointments/{appointment}/accept", headers=pro_auth)
            )
            if made % 2:
                path = f"{API}/appointments/{appointment}/cancel"
                await steps["cancel"].timed(http.post(path, headers=auth))
                continue
        # The payment's confirmation as the gateway's verified answer reaches it (the
        # signature check and the order before it are left out).
        await steps["pay (confirm)"].timed(
            confirm(appointment_id=appointment, payment_ref=f"pay_bench_{appointment}")
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=300, help="bookings to make")
    parser.add_argument(
        "--server", choices=("asgi", "wsgi"), default="asgi",
        help="asgi: Django's ASGI handler, each request in a thread beside the event loop, as "
        "under uvicorn (default); wsgi: its synchronous handler in this thread, as under a WSGI "
        "server such as gunicorn",
    )  # fmt: skip
    args = parser.parse_args()
    os.environ["DATABASE_URL"] = fresh_database(NAME)
    os.environ["REDIS_URL"] = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/11")
    os.environ["REDIS_PREFIX"] = NAME
    os.environ["ALLOWED_HOSTS"] = "testserver"  # the test client's
    # As make prod runs the app: pooled connections.
    os.environ.setdefault("DATABASE_POOL_SIZE", "20")
    seeding.django_setup()
    from django.conf import settings

    settings.ROOT_URLCONF = "loadtests.bench.floor"  # the product's routes and the floor's
    from django.core.management import call_command
    from django.db import connections
    from django.db.backends.signals import connection_created
    from huey.contrib.djhuey import HUEY

    call_command("migrate", verbosity=0)
    counts = SimpleNamespace(professionals=50, clients=2000, hot=0, hot_days=0, days=14,
                             events=0, seats=0, waitlist_events=0, waitlist_seats=0)  # fmt: skip
    data = seeding.seed(counts)
    from django.core.cache import cache

    cache.clear()  # a day cached by an earlier run of a database whose ids this one reuses
    connection_created.connect(_counted)
    for connection in connections.all(initialized_only=True):
        _counted(None, connection)  # opened while seeding, in this thread, as the calls run
    steps = {
        name: Step(name) for name in ("floor", "day", "day (cached)", "book", "day (booked)",
                                      "accept", "pay (confirm)", "cancel", "deliver")
    }  # fmt: skip
    try:
        run = asyncio.run if args.server == "asgi" else _unlooped
        run(book(args.repeat, data, steps, args.server))
        _delivered(steps["deliver"])
    finally:
        HUEY.flush()  # the hold expiries nobody here will run

    floor_cpu = statistics.median(steps["floor"].cpu)
    print(f"Django's {args.server.upper()} handler\n")
    print(
        f"floor: a django-ninja GET through settings.MIDDLEWARE, no statement, a small schema "
        f"(bench/floor.py): {floor_cpu:.3f} ms of CPU (median of {len(steps['floor'].cpu)})\n"
    )
    print(f"{'step':<14} {'calls':>6} {'wall ms: median / p95':>20} {'CPU ms: median / p95':>20} "
          f"{'x floor':>9} {'SQL':>6}")  # fmt: skip
    for step in steps.values():
        if step.wall:
            print(step.line(floor_cpu))
    for day in ("day", "day (cached)", "day (booked)"):
        cpu = sum(statistics.median(steps[name].cpu) for name in (day, "book"))
        print(
            f"One booking ({day}, book): {cpu:.1f} ms of CPU in the app, {cpu / floor_cpu:.1f} "
            f"times the floor, so at most {1000 / cpu:.0f} bookings/s per core given wholly to it."
        )


if __name__ == "__main__":
    main()
