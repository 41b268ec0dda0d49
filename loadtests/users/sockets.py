"""The busy pages' sockets (locustfile.py runs them, tag [sockets]): Watcher, one browser
tab's socket through nginx's /ws/, subscribed to the busy days' and events' topics, noting each
frame's arrival time; and `async_watchers`, the same sockets held by watchers.py's one asyncio
process beside Locust's users instead (LOADTEST_ASYNC_WATCHERS). A socket is
loadtests/sockets.py's."""

import contextlib
import itertools
import json
import os
import random
import time

import websocket
from locust import User, constant, tag, task

from loadtests.sockets import MAX_TOPICS, busy_topics, connect, loopback, receive
from loadtests.users.users import (
    CONNECT_TIMEOUT,
    SOCKET_ERRORS,
    SOCKETS_PER_ADDRESS,
    fire,
    run,
    seed,
)
from loadtests.users.watchers import AsyncWatchers

# How many of the busy topics one watcher subscribes to (0: all of them, up to MAX_TOPICS).
TOPICS_PER_WATCHER = int(os.environ.get("LOADTEST_TOPICS_PER_WATCHER", "0"))

_watcher_numbers = itertools.count()


@tag("sockets")
class Watcher(User):
    """One browser tab's socket on the busy pages: anonymous (public topics need no sign-in),
    subscribed as the web app subscribes, then only listening."""

    weight = 2
    # LOADTEST_WATCHERS: exactly this many sockets, whatever -u says of the other classes.
    fixed_count = int(os.environ.get("LOADTEST_WATCHERS", "0"))
    wait_time = constant(0)

    def on_start(self) -> None:
        self.number = next(_watcher_numbers)
        self.ws = None
        topics = busy_topics(seed())
        if TOPICS_PER_WATCHER:
            topics = random.sample(topics, min(TOPICS_PER_WATCHER, len(topics)))
        self.topics = topics[:MAX_TOPICS]
        self.open("ws: connect+subscribe", Exception)  # any failure is this step's error

    def open(self, step: str, errors) -> None:
        """Connect and subscribe as the step `step`, timed; on one of `errors` the step fails,
        the socket is closed and the error raised again."""
        source = loopback(self.number // SOCKETS_PER_ADDRESS)
        started = time.perf_counter()
        try:
            self.ws = connect(self.host, source, CONNECT_TIMEOUT)
            self.subscribe()
        except errors as error:
            fire(self, step, started, error)
            self.close()
            raise
        fire(self, step, started, None)

    def subscribe(self) -> None:
        """Subscribe as the web app does, and wait for every topic's answer."""
        for topic in self.topics:
            self.ws.send(json.dumps({"type": "subscribe", "topic": topic}))
        waiting = set(self.topics)
        while waiting:
            frame = json.loads(receive(self.ws))
            if frame["type"] == "subscribed":
                waiting.discard(frame["topic"])
                run.subscribed(self.number, frame["topic"], time.time())
            elif frame["type"] == "error":
                raise ConnectionError(f"subscribe refused: {frame['data']['message']}")
            else:
                run.frame(self.number, frame, time.time())
        # From now on only listening: a short timeout lets the user notice the end of the run.
        self.ws.settimeout(1.0)

    @task
    def listen(self) -> None:
        if self.ws is None:
            self.reconnect()
            return
        try:
            text = receive(self.ws)
        except websocket.WebSocketTimeoutException:
            return
        except SOCKET_ERRORS as error:
            run.outcome(f"socket ended: {error}")
            self.close()
            return
        run.frame(self.number, json.loads(text), time.time())

    def reconnect(self) -> None:
        """As the web app does after a drop (it refetches over REST too), after a pause."""
        time.sleep(1)
        with contextlib.suppress(*SOCKET_ERRORS):
            self.open("ws: reconnect", SOCKET_ERRORS)

    def close(self) -> None:
        if self.ws is not None:
            run.closed(self.number, time.time())
            with contextlib.suppress(websocket.WebSocketException, OSError):
                self.ws.close(timeout=0.5)
            self.ws = None

    def on_stop(self) -> None:
        self.close()


# LOADTEST_ASYNC_WATCHERS sockets held by watchers.py beside Locust's users (locustfile.py
# starts and stops them with the run).
async_watchers = AsyncWatchers(
    run, int(os.environ.get("LOADTEST_ASYNC_WATCHERS", "0")), TOPICS_PER_WATCHER
)
