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
import re
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import uvloop
import websockets
from websockets.client import ClientProtocol
from websockets.exceptions import ConnectionClosedOK
from websockets.frames import Opcode
from websockets.http11 import Response
from websockets.protocol import State
from websockets.typing import Origin
from websockets.uri import parse_uri

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
# A topic's frame as the server publishes it (realtime/publish.py numbers the serialised frame):
# its type, topic and number read from its head, the rest left unparsed. Browsers each parse
# their own frames on their own cores; here one process reads a thousand tabs' on the
# server's, and decoding every payload was half of its CPU. Any other text is parsed whole.
HEAD = re.compile(rb'\{"seq":(\d+),"type": "([a-z._]+)", "topic": "([^"\\]+)"')
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


class _Socket(asyncio.Protocol):
    """One socket, read as its bytes arrive: websockets' sans-I/O protocol parses them (the
    handshake, frames, the server's pings answered, the close), and each text frame is handed
    to `heard` with the time its bytes reached this process. No task, queue or wake-up per
    frame, and a topic's frame read by its head (HEAD): reading through `websockets.connect`
    on asyncio's own loop and decoding every frame cost this process about 47 µs of CPU a
    frame, three times what the server spends writing it, on the same cores
    (loadtests/README.md, "Against Django's floor")."""

    def __init__(self, url: str, origin: str, heard) -> None:
        self.protocol = ClientProtocol(parse_uri(url), origin=Origin(origin), max_size=2**20)
        self.heard = heard
        self.opened = asyncio.get_running_loop().create_future()
        self.ended = asyncio.get_running_loop().create_future()
        self.transport = None
        self.parts: list[bytes] = []

    def connection_made(self, transport) -> None:
        self.transport = transport
        self.protocol.send_request(self.protocol.connect())
        self._flush()

    def send(self, content: dict) -> None:
        self.protocol.send_text(json.dumps(content).encode())
        self._flush()

    def data_received(self, data: bytes) -> None:
        at = time.time()
        self.protocol.receive_data(data)
        for event in self.protocol.events_received():
            if isinstance(event, Response):
                if self.protocol.handshake_exc is not None:
                    self._end(self.protocol.handshake_exc)
                elif not self.opened.done():
                    self.opened.set_result(None)
            elif event.opcode in (Opcode.TEXT, Opcode.CONT):
                self.parts.append(event.data)
                if event.fin:
                    text, self.parts = b"".join(self.parts), []
                    head = HEAD.match(text)
                    if head is None:
                        frame = json.loads(text)
                        self.heard(frame.get("type"), frame.get("topic"), frame, at)
                    else:
                        seq, kind, topic = head.groups()
                        self.heard(kind.decode(), topic.decode(), {"seq": int(seq)}, at)
        self._flush()  # a pong, the close answered: the server then ends the connection

    def eof_received(self) -> bool:
        self.protocol.receive_eof()
        return False

    def connection_lost(self, error) -> None:
        if self.protocol.state is not State.CLOSED:
            self.protocol.receive_eof()
        self._end(error or self.protocol.close_exc)

    def _flush(self) -> None:
        for data in self.protocol.data_to_send():
            if data and self.transport is not None and not self.transport.is_closing():
                self.transport.write(data)

    def _end(self, error) -> None:
        """Closed: cleanly (`ended` answers), or by `error` (it raises it)."""
        for waiting in (self.opened, self.ended):
            if waiting.done():
                continue
            if error is None or isinstance(error, ConnectionClosedOK):
                waiting.set_result(None)
            else:
                waiting.set_exception(error)
        if self.transport is not None:
            self.transport.close()


async def watch(index: int, options, topics: list[str], notes: Notes, stop):
    """The `index`th socket, noted as watcher `options.first + index`, until `stop`."""
    number, url = options.first + index, options.url
    host = url.split("://", 1)[1].rstrip("/")
    origin = url.rstrip("/")
    source = loopback(index // PER_ADDRESS, options.network)
    name, _, port = host.partition(":")
    last: dict[str, int] = {}

    def heard(kind: str | None, topic: str | None, frame: dict, at: float) -> None:
        if kind == "subscribed":
            notes.subscriptions.setdefault(number, {}).setdefault(topic, at)
            last.setdefault(topic, frame["data"]["seq"])
        elif kind not in CONTROL and topic:
            if frame.get("seq", 0) > last.get(topic, 0):
                last[topic] = frame["seq"]
            notes.frames.append((number, topic, at))

    loop = asyncio.get_running_loop()
    while not stop.is_set():
        socket = None
        try:
            _, socket = await asyncio.wait_for(
                loop.create_connection(
                    lambda: _Socket(f"ws://{host}/ws/", origin, heard), name, int(port or 80),
                    local_addr=(source, 0),
                ),
                30,
            )  # fmt: skip
            await asyncio.wait_for(socket.opened, 30)
            for topic in topics:
                since = {"since": last[topic]} if topic in last else {}
                socket.send({"type": "subscribe", "topic": topic, **since})
            await socket.ended
        except (TimeoutError, OSError, websockets.WebSocketException) as error:
            notes.ended[str(error)[:60] or type(error).__name__] += 1
        finally:
            if socket is not None:
                socket.transport.close()
                for waiting in (socket.opened, socket.ended):  # each error noted once, above
                    if waiting.done() and not waiting.cancelled():
                        waiting.exception()
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
    # uvloop, as the socket processes run (uvicorn's default where it is installed): the
    # reader of every frame should not be the slowest loop on the machine.
    noted = uvloop.run(main(options, json.loads(Path(options.seed).read_text())))
    Path(options.out).write_text(json.dumps(noted))
