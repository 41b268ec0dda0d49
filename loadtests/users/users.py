"""What every Locust user class of the kit shares (locustfile.py runs them): the one run they
all note in (report.Run, what the report is made of), the seed, and `Api`, the HTTP user whose
calls count a 409 as the product's answer (an outcome), never as an error; and, for the users
with a socket (sockets.py, waitlist.py), how many share a loopback address and
their sockets' steps in Locust's statistics (`fire`)."""

import json
import os
import time
from functools import cache
from pathlib import Path

import websocket
from locust import FastHttpUser, User, between

from loadtests.book_and_pay import BookAndPay
from loadtests.report import report

ROOT = Path(__file__).resolve().parents[2]
# Each group of this many watchers binds its own loopback address (127.0.0.2, 127.0.0.3...
# 127.0.1.2...: loadtests/sockets.py). Well under the product's 50 per address: a socket's
# claim on its address outlives it by up to two minutes when its process could not release it,
# and the next run must not trip over those.
SOCKETS_PER_ADDRESS = 20
# Seconds a socket may take to open and have its subscriptions answered.
CONNECT_TIMEOUT = 30
# What a socket that fails or ends raises.
SOCKET_ERRORS = (websocket.WebSocketException, OSError, ConnectionError)

run = report.Run()


@cache
def seed_path() -> Path:
    return Path(os.environ.get("LOADTEST_SEED", ROOT / "loadtests" / "out" / "seed.json"))


@cache
def seed() -> dict:
    path = seed_path()
    return json.loads(path.read_text())


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def fire(user: User, name: str, started: float, error) -> None:
    """A socket's step in Locust's statistics, timed from `started` (perf_counter)."""
    user.environment.events.request.fire(
        request_type="WS", name=name, response_time=(time.perf_counter() - started) * 1000,
        response_length=0, exception=error, context={},
    )  # fmt: skip


def detail(response) -> str:
    """The answer's message, else its text, else what kept it from coming (a connection lost or
    timed out: geventhttpclient's answer then has no body, only `error`)."""
    if not response.content:
        error = getattr(response, "error", None)
        return repr(error)[:80] if error is not None else ""
    try:
        return str(response.json().get("message", ""))[:80]
    except (ValueError, AttributeError):
        return response.text[:80]


class Api(BookAndPay, FastHttpUser):
    """Calls that answer 2xx, or 409 as an expected outcome; anything else is a failure.
    Locust's geventhttpclient user, not its `requests` one: the generator shares the app's
    cores, and a call cost it about 0.85 ms of CPU through `requests` (loadtests/README.md,
    "Eighth pass")."""

    abstract = True
    wait_time = between(0.2, 1.0)

    def call(self, method: str, path: str, name: str, *, token=None, expect=(200,), **kwargs):
        """The JSON body, or None when the answer was a 409 (counted) or a failure."""
        headers = bearer(token) if token else {}
        with self.client.request(
            method, path, name=name, headers=headers, catch_response=True, **kwargs
        ) as response:
            if response.status_code in expect:
                response.success()
                return response.json() if response.content else {}
            if response.status_code == 409:
                response.success()
                run.outcome(f"409 {name}: {detail(response)}")
                return None
            response.failure(f"{response.status_code} {detail(response)}")
            return None
