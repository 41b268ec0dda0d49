"""Bookings arriving at a steady rate, each started on time whether or not the earlier ones
have been answered (an open loop), with watchers on every busy topic: the booking path's
latency and the frames' read at a rate asked of the server, not at the server's own pace.

    make loadtest-open       (seeds afresh; OPEN_RATE=20 a second, OPEN_TIME=60 seconds,
                              OPEN_WATCHERS=1000)
    .venv/bin/python loadtests/open_loop/open_loop.py --url http://127.0.0.1:8080 --rate 20 \\
        --seconds 60 --watchers 1000

Why open: a closed loop (`make loadtest-closed`: N users, each sending its next booking when
its last is answered) keeps N requests in flight, so its median wait is about N / throughput
(Little's law) whatever the code: it measures saturation. Here arrivals keep their schedule,
so a slow answer queues the next ones in the server, as real clients' would be, and shows in
the latency instead of lowering the rate. Locust cannot do this: each of its users waits for
its last answer before its next task, a closed loop of one.

An asyncio loop keeps the schedule (`--rate` a second for `--seconds`) and hands each arrival
to a thread of a pool (up to `--in-flight` at once; past that an arrival starts late, and the
report says how late). The thread books as Locust's `Booker` and the fault scenarios do, with
the same code (book_and_pay.py, through faults/load.py's client, which notes every answer with
its times and status; a keep-alive session per thread): a seeded client opens a day (70 % a
busy day, LOADTEST_HOT_SHARE) and books a time with a place left; with `--pay` a pay-first
hold is then paid through the sandbox, otherwise it is left to lapse, as `ClosedBooker` does.
Meanwhile `--watchers` sockets held by users/watchers.py (one asyncio process, readers that keep
up) listen on every busy topic (`--topics`, 0: all), opened before the first arrival.

The report is report/report.py's, as after a Locust run, with the steps timed from each
request's sending to its answer: every step's p50/p95/p99 (`book: create` is the booking),
frame latency, frames missing and who lost them, the app's own counts and CPU, the integrity
check (report/database.py) and 5xx; and the open loop's line above them: arrivals asked and
started, how late they started (the generator's own lag), the most in flight, and each
arrival's time from its scheduled start to its last answer. Exits 1 when integrity fails or a
5xx occurred, 2 when nothing answers or the report could not be made. The database and Redis
the report reads are found as after a Locust run (LOADTEST_DATABASE_URL, LOADTEST_ENV_FILE...:
loadtests/README.md)."""

import argparse
import asyncio
import json
import logging
import os
import sys
import threading
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import requests

# The checkout, for `loadtests.` imports when this runs as a file.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from loadtests.book_and_pay import API, HOT_SHARE, target
from loadtests.faults.load import Client, Journal
from loadtests.report import report
from loadtests.report.frames import percentiles
from loadtests.users.watchers import AsyncWatchers

OUT = Path(__file__).resolve().parents[1] / "out"
# Sockets users/watchers.py opens a second: the arrivals wait for them all, and 2 s more.
WATCHERS_OPENED_PER_S = 100


class Booker(Client):
    """One thread's bookings, noted in the run as Locust's bookers note theirs."""

    def __init__(self, base: str, journal: Journal, run: report.Run) -> None:
        super().__init__(base, journal)
        self.run = run

    def day_full(self, pro: int, day: str) -> None:
        self.run.outcome("day full (no free time shown)")

    def booked(self, booking: dict) -> None:
        self.run.booking("appointment")


def failed(answer: dict) -> bool:
    """No answer, or an error other than a 409 (the product saying no, as in Locust's runs)."""
    return answer["status"] is None or (answer["status"] >= 400 and answer["status"] != 409)


class Arrivals:
    """The schedule and what became of each arrival: when due, started and done."""

    def __init__(self, options, seed: dict, run: report.Run) -> None:
        self.options, self.seed, self.run = options, seed, run
        self.journal = Journal()
        self.local = threading.local()
        self.lock = threading.Lock()
        self.times: list[tuple[float, float, float]] = []
        self.in_flight = self.most_in_flight = 0

    async def keep(self) -> None:
        """Start an arrival every 1 / rate seconds from now, on time, then wait for all."""
        rate, loop = self.options.rate, asyncio.get_running_loop()
        first, wall = loop.time(), time.time()
        with ThreadPoolExecutor(self.options.in_flight, thread_name_prefix="arrival") as pool:
            started = []
            for n in range(round(rate * self.options.seconds)):
                await asyncio.sleep(max(0.0, first + n / rate - loop.time()))
                started.append(loop.run_in_executor(pool, self.arrive, wall + n / rate))
            await asyncio.gather(*started)

    def arrive(self, due: float) -> None:
        started = time.time()
        with self.lock:
            self.in_flight += 1
            self.most_in_flight = max(self.most_in_flight, self.in_flight)
        try:
            if not hasattr(self.local, "booker"):
                self.local.booker = Booker(self.options.url, self.journal, self.run)
            pro, day, plan = target(self.seed, self.options.hot_share)
            booking = self.local.booker.book_day(self.seed, pro, day, plan, pay=self.options.pay)
            if booking and booking["verified"]:
                self.run.outcome("appointment paid")
        except Exception as error:  # noted, and the schedule goes on
            with self.run.lock:
                self.run.errors[f"arrival: {type(error).__name__}"] += 1
        finally:
            with self.lock:
                self.in_flight -= 1
                self.times.append((due, started, time.time()))

    def steps(self) -> dict:
        """The answers by step, in the report's table (report.steps' shape), each timed from
        its request's sending; errors, 5xx and 409s noted in the run as Locust's are."""
        by_step = defaultdict(list)
        for answer in self.journal.requests:
            by_step[answer["step"]].append(answer)
            status, step = answer["status"], answer["step"]
            if status is None:
                self.run.errors[f"{step}: {answer['error']}"] += 1
            elif status == 409:
                self.run.outcome(f"409 {step}: {answer.get('message', '')}")
            elif status >= 400:
                self.run.error(step, status, None)
        table = {}
        for step, answers in sorted(by_step.items()):
            timed = percentiles([(a["end"] - a["t"]) * 1000 for a in answers])
            table[step] = {
                "method": answers[0]["method"],
                "requests": len(answers),
                "failures": sum(map(failed, answers)),
                "p50_ms": timed["p50"], "p95_ms": timed["p95"], "p99_ms": timed["p99"],
            }  # fmt: skip
        return table

    def summary(self) -> dict:
        """The open loop's own figures, and its line of the report."""
        options = self.options
        late = percentiles([(started - due) * 1000 for due, started, _ in self.times])
        took = percentiles([(done - due) * 1000 for due, _, done in self.times])
        due = round(options.rate * options.seconds)
        figures = {
            "rate_asked": options.rate, "seconds": options.seconds, "due": due,
            "started": len(self.times), "late_ms": late, "most_in_flight": self.most_in_flight,
            "arrival_ms": took, "pay": options.pay, "watchers": options.watchers,
        }  # fmt: skip
        topics = f"{options.topics} busy topics each" if options.topics else "every busy topic"
        line = (
            f"open loop: {options.rate:g} arrivals a second asked for {options.seconds:g} s: "
            f"{due} due, {len(self.times)} started, late by ms p50 {late['p50']}, p99 "
            f"{late['p99']}, max {late['max']}; at most {self.most_in_flight} in flight; "
            f"{options.watchers} watchers on {topics}\n"
            f"  an arrival, from its scheduled start to its last answer (open day, book"
            f"{', pay' if options.pay else ''}): ms p50 {took['p50']}, p99 {took['p99']}"
        )
        return {**figures, "line": line}


def answers(url: str) -> bool:
    try:
        return requests.get(f"{url}{API}/events/popular", timeout=10).ok
    except requests.RequestException:
        return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default="http://127.0.0.1:8080")
    parser.add_argument("--rate", type=float, default=20, help="arrivals (bookings) a second")
    parser.add_argument("--seconds", type=float, default=60, help="how long arrivals come")
    parser.add_argument("--watchers", type=int, default=1000, help="users/watchers.py sockets")
    parser.add_argument("--topics", type=int, default=0, help="busy topics per socket (0: all)")
    parser.add_argument("--pay", action="store_true", help="pay pay-first holds, as Booker does")
    parser.add_argument(
        "--hot-share", type=float,
        default=float(os.environ.get("LOADTEST_HOT_SHARE", HOT_SHARE)),
        help="the share of bookings aimed at the busy days",
    )  # fmt: skip
    parser.add_argument("--in-flight", type=int, default=1000, help="arrivals at once, at most")
    parser.add_argument("--seed", default=os.environ.get("LOADTEST_SEED", OUT / "seed.json"))
    parser.add_argument("--out", default=os.environ.get("LOADTEST_OUT", OUT))
    options = parser.parse_args()
    options.url = options.url.rstrip("/")
    if not answers(options.url):
        print(f"Nothing answers on {options.url}: start the topology with make prod")
        return 2
    seed, out = json.loads(Path(options.seed).read_text()), Path(options.out)
    run = report.Run()
    watchers = AsyncWatchers(run, options.watchers, options.topics)
    arrivals = Arrivals(options, seed, run)
    try:
        watchers.start(options.url, out, Path(options.seed))
        try:
            if options.watchers:
                time.sleep(options.watchers / WATCHERS_OPENED_PER_S + 2)
            run.start()
            asyncio.run(arrivals.keep())
            run.stop()
        finally:
            watchers.stop()
        extra = {"open_loop": arrivals.summary()}
        ok = report.write(run, arrivals.steps(), out=out, seed=seed, extra=extra)
    except Exception:
        # No report (the database unreachable, the watchers' notes lost) is no verdict: the
        # run must not pass.
        logging.exception("the report could not be made")
        return 2
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
