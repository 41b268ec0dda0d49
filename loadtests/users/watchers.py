"""Watchers that read cheaply: many browser tabs' sockets held by one asyncio process, so that
the load generator is not what loses or delays frames (Locust's `Watcher` reads each socket
in a greenlet, in the same process as the HTTP users, and on 2 cores falls behind first).

Each socket opens /ws/ with the page's Origin from a loopback address of its own group
(loadtests/sockets.py), subscribes to the seed's busy topics (all of them, or `--topics` of
them) and notes when each was answered, every frame's topic and arrival time, and when it
closed; a socket the server closes reconnects a second later, asking for what it missed
(`since`) as the web app does. On SIGTERM or after `--seconds` it writes all that, with its
own CPU time, to `--out` as JSON. `AsyncWatchers` starts it as a process of its own and puts
what it noted into a run's report: locustfile.py beside Locust's users
(LOADTEST_ASYNC_WATCHERS), open_loop/open_loop.py beside its bookings.

    .venv/bin/python loadtests/users/watchers.py --url http://127.0.0.1:8080 --count 1000 \\
        --seconds 60 --out loadtests/out/watchers.json"""

import argparse
import asyncio
import collections
import contextlib
import json
import random
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import websockets

# The checkout, for `loadtests.` imports when this runs as a file.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from loadtests.sockets import MAX_TOPICS, busy_topics, loopback

# Watchers bind 127.0.<network>.2, .3... with <network> drawn anew each run from 150-249
# (--network): away from Locust's and the fault scenarios' addresses (loadtests/sockets.py),
# and from the last run's, whose claims on their addresses (50 sockets each) outlive them by up
# to two minutes when a process could not release them.
PER_ADDRESS = 10
# Where the seed is, and where this writes by default: loadtests/out.
OUT = Path(__file__).resolve().parents[1] / "out"
CONTROL = {"subscribed", "unsubscribed", "pong", "error", "auth.ok", "auth.revoked"}


class AsyncWatchers:
    """`count` sockets held by this file in a process of its own, each on `topics` of the busy
    topics (0: all), noted into `run` (report.Run) when stopped as if the run's own users had
    noted them: cheap readers, so the load generator is not what loses frames."""

    def __init__(self, run, count: int, topics: int = 0) -> None:
        self.run, self.count, self.topics = run, count, topics
        self.process = None

    def start(self, host: str, out: Path, seed: Path) -> None:
        if not self.count:
            return
        self.out = out / "watchers.json"
        self.out.unlink(missing_ok=True)
        self.process = subprocess.Popen([  # noqa: S603 (our own interpreter and script)
            sys.executable, __file__, "--url", host, "--seed", str(seed),
            "--count", str(self.count), "--topics", str(self.topics), "--out", str(self.out),
        ])  # fmt: skip

    def stop(self) -> None:
        if self.process is None:
            return
        self.process.terminate()
        self.process.wait(timeout=120)
        noted, run = json.loads(self.out.read_text()), self.run
        for watcher, topics in noted["subscriptions"].items():
            for topic, at in topics.items():
                run.subscribed(int(watcher), topic, at)
        for watcher, at in noted["closes"].items():
            run.closed(int(watcher), at)
        for watcher, topic, at in noted["frames"]:
            run.frame(watcher, {"type": "frame", "topic": topic}, at)
        run.generator_cpu_s = noted["cpu_s"]
        for why, count in noted["ended"].items():
            run.outcomes[f"async watcher socket ended: {why}"] += count


class Notes:
    def __init__(self) -> None:
        self.subscriptions: dict[int, dict[str, float]] = {}
        self.closes: dict[int, float] = {}
        self.frames: list[tuple[int, str, float]] = []
        self.ended: collections.Counter = collections.Counter()  # why sockets ended

    def result(self) -> dict:
        usage = resource.getrusage(resource.RUSAGE_SELF)
        return {
            "subscriptions": self.subscriptions,
            "closes": self.closes,
            "frames": self.frames,
            "ended": dict(self.ended),
            "cpu_s": round(usage.ru_utime + usage.ru_stime, 2),
        }


async def watch(index: int, options, topics: list[str], notes: Notes, stop):
    """The `index`th socket, noted as watcher `options.first + index`, until `stop`."""
    number, url = options.first + index, options.url
    host = url.split("://", 1)[1].rstrip("/")
    origin = url.rstrip("/")
    source = loopback(index // PER_ADDRESS, options.network)
    last: dict[str, int] = {}
    while not stop.is_set():
        try:
            async with websockets.connect(
                f"ws://{host}/ws/", origin=origin, local_addr=(source, 0), max_size=2**20,
                open_timeout=30, ping_interval=None,
            ) as ws:  # fmt: skip
                for topic in topics:
                    since = {"since": last[topic]} if topic in last else {}
                    await ws.send(json.dumps({"type": "subscribe", "topic": topic, **since}))
                async for text in ws:
                    at = time.time()
                    frame = json.loads(text)
                    kind, topic = frame.get("type"), frame.get("topic")
                    if kind == "subscribed":
                        notes.subscriptions.setdefault(number, {}).setdefault(topic, at)
                        last.setdefault(topic, frame["data"]["seq"])
                    elif kind not in CONTROL and topic:
                        if frame.get("seq", 0) > last.get(topic, 0):
                            last[topic] = frame["seq"]
                        notes.frames.append((number, topic, at))
        except (TimeoutError, OSError, websockets.WebSocketException) as error:
            notes.ended[str(error)[:60] or type(error).__name__] += 1
        notes.closes[number] = time.time()
        if not stop.is_set():
            await asyncio.sleep(1)


async def main(options, seed: dict) -> dict:
    topics = busy_topics(seed)
    notes, stop = Notes(), asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    tasks = []
    for index in range(options.count):
        chosen = topics
        if options.topics:
            chosen = random.sample(topics, min(options.topics, len(topics)))
        tasks.append(asyncio.create_task(watch(index, options, chosen[:MAX_TOPICS], notes, stop)))
        await asyncio.sleep(1 / options.rate)
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), options.seconds)
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return notes.result()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default="http://127.0.0.1:8080")
    parser.add_argument("--seed", default=str(OUT / "seed.json"))
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--topics", type=int, default=0, help="topics per socket (0: all)")
    parser.add_argument("--rate", type=float, default=100, help="sockets opened per second")
    parser.add_argument("--seconds", type=float, default=3600)
    parser.add_argument("--network", type=int, default=random.randrange(150, 250))
    parser.add_argument("--first", type=int, default=1_000_000, help="the first socket's number")
    parser.add_argument("--out", default=str(OUT / "watchers.json"))
    options = parser.parse_args()
    noted = asyncio.run(main(options, json.loads(Path(options.seed).read_text())))
    Path(options.out).write_text(json.dumps(noted))
