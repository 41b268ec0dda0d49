"""Load on the booking path, through the same public API calls the web app makes.

    .venv/bin/locust -f loadtests/locustfile.py --host http://127.0.0.1:8080 --headless \
        -u 200 -r 50 -t 60s --html loadtests/out/locust.html --csv loadtests/out/locust \
        Booker Watcher          (user classes by name; or --tags booking sockets)

User classes (tag in brackets): ClosedBooker [closed] books with no pause and no payment, only
when named (`make loadtest-closed`); Visitor [visitors] reads the home page, search, profiles, a
day's times and event pages; Booker [booking] opens a day, picks a free time and books it
(free-later: pending; pay-first: a hold, then the sandbox gateway's order, checkout and
signed verify); Professional [deciding] accepts or rejects their pending requests;
EventBooker [events] races for the few seats of the seeded events (paying for paid ones);
Watcher [sockets] holds a WebSocket through nginx's /ws/, subscribed to the busy days' and
events' topics, and notes each frame's arrival time. Waitlister and SeatFreer [waitlist],
only when named (`make loadtest-waitlist`): many clients in the lines of a few sold-out
events, told of an offer on their signed-in socket, taking it (paying a paid one) or declining
it, while one SeatFreer frees those events' seats one at a time.

Data comes from loadtests/seed.py (LOADTEST_SEED, default loadtests/out/seed.json). Requests
are named by step ("book: create", "pay: verify"...), so Locust's table is per step. A 409
that says a time or seat is taken is the product working: it counts as a success and as an
outcome in the report, never as an error. Booking and paying are book_and_pay.py's, a
watcher's socket is sockets.py's: the fault scenarios' load (faults/load.py) uses the same.
At the end report/report.py writes the report (see there) and sets the exit code. Run with one
process (no --processes): the frame report needs every watcher's frames in one place.

The user classes live in users/: booking.py (Visitor, Booker, ClosedBooker, Professional,
EventBooker), waitlist.py (Waitlister, SeatFreer) and sockets.py (Watcher, and watchers.py's
process), on users.py's shared calls and run. This file is the one Locust loads: it names the
classes, and hooks the run's start and end."""

import logging
import os
import sys
from pathlib import Path

from locust import events

# The checkout, whatever the working directory: the kit's modules are `loadtests.` modules.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from loadtests.report import report
from loadtests.users.sockets import async_watchers
from loadtests.users.users import ROOT, run, seed, seed_path

# Locust runs the user classes it finds among this module's names, and lists them (--list, the
# web UI) in the order they are bound here: the order they were written in, not isort's.
# isort: off
from loadtests.users.booking import (  # noqa: F401
    Visitor,
    Booker,
    ClosedBooker,
    Professional,
    EventBooker,
)
from loadtests.users.waitlist import Waitlister, SeatFreer  # noqa: F401
from loadtests.users.sockets import Watcher  # noqa: F401
# isort: on


@events.request.add_listener
def _count(name, response=None, exception=None, **kwargs) -> None:
    status = getattr(response, "status_code", None)
    if exception is not None or (status is not None and status >= 400 and status != 409):
        run.error(name, status, exception)


@events.test_start.add_listener
def _started(environment, **kwargs) -> None:
    run.start()
    out = Path(os.environ.get("LOADTEST_OUT", ROOT / "loadtests" / "out"))
    async_watchers.start(environment.host, out, seed_path())


@events.test_stop.add_listener
def _stopped(environment, **kwargs) -> None:
    run.stop()
    async_watchers.stop()


@events.quitting.add_listener
def _report(environment, **kwargs) -> None:
    out = Path(os.environ.get("LOADTEST_OUT", ROOT / "loadtests" / "out"))
    try:
        verdict = report.write(run, report.steps(environment.stats), out=out, seed=seed())
    except Exception:
        # No report (the database unreachable, say) is no verdict: the run must not pass.
        logging.exception("the report could not be made")
        environment.process_exit_code = 2
        return
    environment.process_exit_code = 0 if verdict else 1
