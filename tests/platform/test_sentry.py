"""Error reports (kernel/logs/sentry.py): with SENTRY_DSN a request's unhandled error
and a worker's failing task reach Sentry (here a local stand-in of its ingestion, over real
HTTP) scrubbed of the phone number, the session token and the cookies the request carried;
without it the SDK is not even imported. Each runs in a process of its own, as settings.py
starts the SDK once per process."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.sentry_standin import SentryStandIn

REPO = Path(__file__).resolve().parents[2]
PHONE = "9876501234"
TOKEN = "Zq8sessionTOKENnever-sent-to-sentry_0123456789a"

# A request whose service fails with a careless message naming the phone and the token, then a
# worker's task that fails naming the phone, each under its request id.
SCRIPT = """
import asyncio, json, sys
import django
django.setup()
from asgiref.testing import ApplicationCommunicator
from huey.contrib.djhuey import HUEY
from marketplace.accounts import services
from project.asgi import application
from kernel.logs import context

PHONE, TOKEN = sys.argv[1], sys.argv[2]


def broken(**given):
    raise RuntimeError(f"could not text +91{given['phone']} for session {TOKEN}")


services.code_send = broken


async def post():
    # The app as uvicorn calls it (ASGI), Sentry's middleware and all.
    body = json.dumps({"country_code": "+91", "phone": PHONE}).encode()
    headers = {
        "host": "127.0.0.1",
        "content-type": "application/json",
        "content-length": str(len(body)),
        "authorization": f"Bearer {TOKEN}",
        "cookie": f"sessionid={TOKEN}",
        "x-request-id": "sentry-request-0001",
    }
    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST",
        "scheme": "http", "path": "/api/v1/auth/code", "raw_path": b"/api/v1/auth/code",
        "query_string": f"phone={PHONE}".encode(), "root_path": "",
        "headers": [(k.encode(), v.encode()) for k, v in headers.items()],
        "client": ("127.0.0.1", 50000), "server": ("127.0.0.1", 8000),
    }
    app = ApplicationCommunicator(application, scope)
    await app.send_input({"type": "http.request", "body": body, "more_body": False})
    start = await app.receive_output(30)
    answered = {name.lower(): value.decode() for name, value in start["headers"]}
    return start["status"], answered[b"x-request-id"]


print(*asyncio.run(post()))


@HUEY.task()
def failing_delivery(phone):
    raise ValueError(f"no SMS reached {phone}")


HUEY.immediate = True
context.bind("sentry-task-00001")
failing_delivery(f"+91{PHONE}")
import sentry_sdk
sentry_sdk.flush(timeout=10)
"""


def _env(**extra) -> dict:
    env = {key: value for key, value in os.environ.items() if not key.startswith("SENTRY_")}
    return {**env, "DJANGO_SETTINGS_MODULE": "project.settings", **extra}


@pytest.fixture
def sentry():
    standin = SentryStandIn().start()
    yield standin
    standin.stop()


def test_errors_reach_sentry_scrubbed_with_their_request_id(sentry):
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, PHONE, TOKEN],
        cwd=REPO / "platform",
        env=_env(
            SENTRY_DSN=sentry.dsn,
            SENTRY_ENVIRONMENT="staging",
            SENTRY_RELEASE="marketplace@1.2.3",
        ),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["500", "sentry-request-0001"]
    assert {envelope.path for envelope in sentry.envelopes} == {"/api/1/envelope/"}
    events = sentry.events()
    by_request = {event["tags"].get("request_id"): event for event in events}
    request, task = by_request["sentry-request-0001"], by_request["sentry-task-00001"]

    for event in (request, task):
        sent = json.dumps(event)
        assert PHONE not in sent and TOKEN not in sent
        assert event["environment"] == "staging" and event["release"] == "marketplace@1.2.3"
        assert "user" not in event or not event["user"].get("ip_address")
    [error] = [value for value in request["exception"]["values"] if value["type"] == "RuntimeError"]
    assert error["value"] == "could not text [redacted] for session [redacted]"
    asked = request["request"]
    assert asked["url"].endswith("/api/v1/auth/code") and asked["method"] == "POST"
    headers = {name.lower(): value for name, value in asked.get("headers", {}).items()}
    assert headers.get("authorization") in (None, "[Filtered]", "[redacted]")
    assert "cookie" not in headers or headers["cookie"] in ("[Filtered]", "[redacted]")
    assert not asked.get("cookies") or all(
        value in ("[Filtered]", "[redacted]") for value in asked["cookies"].values()
    )
    assert asked.get("data", {}).get("phone") in (None, "[Filtered]", "[redacted]")
    # The worker's failure, with its task.
    [failure] = [value for value in task["exception"]["values"] if value["type"] == "ValueError"]
    assert failure["value"] == "no SMS reached [redacted]"
    assert "huey_task_id" in task["tags"]


def test_without_a_dsn_the_sdk_is_not_even_imported():
    script = "import sys, django; django.setup(); print('sentry_sdk' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO / "platform",
        env=_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"
