"""What a frame costs the server to fan out, alone: `make bench-fanout`.

    .venv/bin/python loadtests/bench/fanout.py [--sockets 1000] [--topics 1] [--topics-each 1]
        [--frames 200] [--rate 20] [--runs 3] [--url http://127.0.0.1:8080]
        [--started var/prod/started.json]

Against a running `make prod`: opens `--sockets` WebSockets through nginx as browser tabs do
(the page's Origin, from loopback addresses of their own: loadtests/sockets.py), each subscribed to
`--topics-each` of the seed's `--topics` busy topics (sockets.py; no booking runs, so
nothing else is heard on them), offering compression as browsers do. Then it publishes
`--frames` frames on each topic at `--rate` a second through the app's own publish path
(realtime/publish.py, in this process, on prod's Redis) and waits for them. No HTTP request
runs meanwhile, so the app processes' CPU time (the socket processes' and the idle HTTP
ones', with their children) over the frames they wrote is the fan-out's own cost: server CPU
per frame delivered to one socket (the issue's goal is 20 µs). Also printed: frames lost,
latency from publish to the socket's read (p50, p99), and this process's own CPU. `--runs`
repeats it with the same sockets; the last line gives the medians."""

import argparse
import asyncio
import json
import os
import resource
import statistics
import sys
import time
from pathlib import Path

import websockets

# The checkout, for `loadtests.` imports when this runs as a file.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from loadtests.bench.idle_sockets import processes
from loadtests.seed import django_setup, load_env
from loadtests.sockets import busy_topics, loopback

ROOT = Path(__file__).resolve().parents[2]
PER_ADDRESS = 20


def cpu_seconds(group) -> float:
    total = 0.0
    for process in group:
        with_threads = process.cpu_times()
        total += with_threads.user + with_threads.system
    return total


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class Sockets:
    """The open sockets and, per topic, when each frame number was read, by how many."""

    def __init__(self) -> None:
        self.read: dict[tuple[str, int], list[float]] = {}
        self.subscribed = 0
        self.closed: list[str] = []

    async def hold(self, index: int, url: str, network: int, topics: list[str], ready, stop):
        host = url.split("://", 1)[1].rstrip("/")
        source = loopback(index // PER_ADDRESS, network)
        try:
            async with websockets.connect(
                f"ws://{host}/ws/", origin=url.rstrip("/"), local_addr=(source, 0),
                open_timeout=60, ping_interval=None,
            ) as ws:  # fmt: skip
                for topic in topics:
                    await ws.send(json.dumps({"type": "subscribe", "topic": topic}))
                reading = asyncio.ensure_future(self._read(ws, len(topics), ready))
                await stop.wait()
                reading.cancel()
        except (OSError, TimeoutError, websockets.WebSocketException) as error:
            self.closed.append(str(error)[:80] or type(error).__name__)
            ready.release()

    async def _read(self, ws, topics: int, ready) -> None:
        answered = 0
        async for text in ws:
            at = time.time()
            frame = json.loads(text)
            if frame["type"] == "subscribed":
                answered += 1
                if answered == topics:
                    self.subscribed += 1
                    ready.release()
            elif "seq" in frame:
                self.read.setdefault((frame["topic"], frame["seq"]), []).append(at)


def seq_of(client, topic: str) -> int:
    return int(client.get(f"marketplace:seq:{topic}") or 0)


def publish_frames(topics: list[str], frames: int, rate: float) -> dict[tuple[str, int], float]:
    """Each topic's next `frames` frames, at `rate` a second: when each (topic, seq) left."""
    from django.conf import settings

    from realtime import publish

    client = publish._redis(settings.REDIS_URL)
    first = {topic: seq_of(client, topic) for topic in topics}
    sent: dict[tuple[str, int], float] = {}
    start = time.monotonic()
    for number in range(1, frames + 1):
        for topic in topics:
            made = frame(topic, number)
            sent[(topic, first[topic] + number)] = time.time()
            # Outside a transaction: sent at once, as a commit sends it.
            publish.publish(topic, made["type"], made["data"])
        time.sleep(max(0.0, start + number / rate - time.monotonic()))
    return sent


def frame(topic: str, number: int) -> dict:
    """A frame as the app publishes on `topic` (its data changes with `number`)."""
    kind, *ids = topic.split(":")
    if kind == "event":
        left = number % 10
        data = {"event_id": int(ids[0]), "seats": 10, "left": left, "booked": 10 - left}
        return {"type": "event.seats", "topic": topic, "data": data}
    data = {"professional_id": int(ids[0]), "date": ids[1], "windows": []}
    return {"type": "slots.changed", "topic": topic, "data": data}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


async def one_run(options, sockets: Sockets, topics: list[str], app) -> dict:
    sockets.read.clear()
    cpu_before, own_before = cpu_seconds(app), own_cpu()
    sent = await asyncio.to_thread(publish_frames, topics, options.frames, options.rate)
    due = len(sent) * sockets.subscribed // len(topics) * options.topics_each
    for _ in range(75):  # up to 15 s for the last of them; what comes later is lost
        if sum(map(len, sockets.read.values())) >= due:
            break
        await asyncio.sleep(0.2)  # noqa: ASYNC110 (polls a count, no event to wait on)
    await asyncio.sleep(0.5)
    cpu = cpu_seconds(app) - cpu_before
    latencies = [(at - sent[key]) * 1000 for key, reads in sockets.read.items() for at in reads]
    delivered = len(latencies)
    return {
        "frames": len(sent),
        "due": due,
        "delivered": delivered,
        "lost": due - delivered,
        "p50_ms": round(percentile(latencies, 0.5), 1),
        "p99_ms": round(percentile(latencies, 0.99), 1),
        "app_cpu_s": round(cpu, 2),
        "us_per_frame": round(cpu / max(delivered, 1) * 1e6, 1),
        "bench_cpu_s": round(own_cpu() - own_before, 2),
    }


async def main(options, topics: list[str]) -> list[dict]:
    # The servers' processes, HTTP's (idle here) and the sockets' (uvicorn's own under gunicorn).
    groups = processes(Path(options.started))
    app = [*groups["app"], *groups["sockets"]]
    if not app:
        sys.exit(f"no app process of {options.started} runs: start the topology with make prod")
    sockets, stop = Sockets(), asyncio.Event()
    ready = asyncio.Semaphore(0)
    network = 100 + os.getpid() % 50
    held = []
    for index in range(options.sockets):
        # Each socket its `topics_each` topics, in turn, so every topic has as many watchers.
        chosen = [topics[(index + k) % len(topics)] for k in range(options.topics_each)]
        held.append(asyncio.ensure_future(
            sockets.hold(index, options.url, network, chosen, ready, stop)))  # fmt: skip
        if index % 100 == 99:
            await asyncio.sleep(0.1)
    for _ in range(options.sockets):
        await ready.acquire()
    print(f"{sockets.subscribed} sockets subscribed, {len(sockets.closed)} failed", flush=True)
    results = []
    for run in range(options.runs):
        await asyncio.sleep(2)  # the subscriptions' own work done
        result = await one_run(options, sockets, topics, app)
        results.append(result)
        print(f"run {run + 1}: {json.dumps(result)}", flush=True)
    stop.set()
    await asyncio.gather(*held, return_exceptions=True)
    return results


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default="http://127.0.0.1:8080")
    parser.add_argument("--started", default=str(ROOT / "var" / "prod" / "started.json"))
    parser.add_argument("--env", default=str(ROOT / "var" / "prod" / "env"))
    parser.add_argument("--seed", default=str(ROOT / "loadtests" / "out" / "seed.json"))
    parser.add_argument("--sockets", type=int, default=1000)
    parser.add_argument("--topics", type=int, default=1, help="busy topics in all (14 at most)")
    parser.add_argument("--topics-each", type=int, default=1, help="topics per socket")
    parser.add_argument("--frames", type=int, default=200, help="frames per topic")
    parser.add_argument("--rate", type=float, default=20, help="frames per topic per second")
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    options.topics_each = min(options.topics_each, options.topics)
    load_env(options.env)
    django_setup()
    topics = busy_topics(json.loads(Path(options.seed).read_text()))[: options.topics]
    results = asyncio.run(main(options, topics))
    medians = {key: statistics.median(r[key] for r in results) for key in results[0]}
    print(f"median of {len(results)}: {json.dumps(medians)}")
