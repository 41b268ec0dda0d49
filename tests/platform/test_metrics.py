"""/metrics (project/monitoring.py, kernel/metrics.py): only the operator's, and the
counts move with what the product does."""

import ipaddress
import os
import socket
import subprocess
import sys

import pytest
from prometheus_client import CollectorRegistry, multiprocess
from prometheus_client.parser import text_string_to_metric_families

from tests.factories import person, professional, schedule, token_for, upcoming
from tests.servers import ROOT

pytestmark = pytest.mark.django_db
TOKEN = "a-long-random-metrics-token"


@pytest.fixture
def operator(settings):
    settings.METRICS_TOKEN = TOKEN
    settings.METRICS_ALLOW = [ipaddress.ip_network("127.0.0.0/8")]


def scrape(client, **extra) -> dict[tuple, float]:
    answer = client.get("/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}", **extra)
    assert answer.status_code == 200, answer.status_code
    assert answer["Content-Type"].startswith("text/plain; version=0.0.4")
    samples = {}
    for family in text_string_to_metric_families(answer.content.decode()):
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples


def value(samples: dict, name: str, **labels) -> float:
    return samples.get((name, tuple(sorted((k, str(v)) for k, v in labels.items()))), 0.0)


def test_metrics_are_off_without_a_token(client, settings):
    settings.METRICS_TOKEN = ""
    assert client.get("/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}").status_code == 404


def test_metrics_refuse_a_missing_or_wrong_token(client, operator):
    missing = client.get("/metrics")
    assert missing.status_code == 401 and missing["WWW-Authenticate"].startswith("Bearer")
    assert client.get("/metrics", HTTP_AUTHORIZATION="Bearer wrong").status_code == 401
    assert client.get("/metrics", HTTP_AUTHORIZATION=f"Basic {TOKEN}").status_code == 401


def test_metrics_refuse_an_address_outside_the_allow_list(client, operator, settings):
    outside = {"REMOTE_ADDR": "203.0.113.9", "HTTP_AUTHORIZATION": f"Bearer {TOKEN}"}
    assert client.get("/metrics", **outside).status_code == 404
    settings.METRICS_ALLOW = [ipaddress.ip_network("203.0.113.0/24")]
    assert client.get("/metrics", **outside).status_code == 200
    # An address the web server could not read is never allowed.
    assert (
        client.get("/metrics", REMOTE_ADDR="", HTTP_AUTHORIZATION=f"Bearer {TOKEN}").status_code
        == 404
    )


def test_a_booking_moves_the_counts(client, api, operator, django_capture_on_commit_callbacks):
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    token = token_for(person())
    before = scrape(client)
    booking = {
        "professional_id": pro.pk, "window_id": window.pk, "date": day.isoformat(),
        "plan_id": pro.plans.first().pk, "name": "Asha Verma", "email": "asha@example.in",
    }  # fmt: skip
    with django_capture_on_commit_callbacks(execute=True):
        booked = api.post("/appointments", json=booking, token=token)
    assert booked.status == 201, booked.body
    after = scrape(client)

    route = {"route": "api/v1/appointments", "method": "POST", "status": 201}
    name = "marketplace_http_requests_total"
    assert value(after, name, **route) == value(before, name, **route) + 1
    timed = "marketplace_http_request_duration_seconds_count"
    assert value(after, timed, route="api/v1/appointments") >= 1
    # The route is the URL pattern, never the path with its ids.
    assert not any(
        "slots" in dict(labels).get("route", "") and str(pro.pk) in dict(labels)["route"]
        for _, labels in after
    )
    bookings = "marketplace_bookings_total"
    assert (
        value(after, bookings, kind="appointment")
        == value(before, bookings, kind="appointment") + 1
    )
    statements = "marketplace_db_query_duration_seconds_count"
    assert value(after, statements) >= value(before, statements) + 5  # the booking's own
    assert value(after, "marketplace_db_query_duration_seconds_sum") > value(
        before, "marketplace_db_query_duration_seconds_sum"
    )
    # Its frames left through Redis (with its day-cache drops, in one pipeline), timed there.
    published = "marketplace_frames_total"
    assert value(after, published, stage="published") > value(before, published, stage="published")
    redis_count = "marketplace_redis_command_duration_seconds_count"
    assert value(after, redis_count, use="at-commit") > value(before, redis_count, use="at-commit")


def test_the_state_gauges_are_read_at_each_scrape(
    client, api, operator, django_capture_on_commit_callbacks
):
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00"}, payment_required=True
    ).windows[0]
    assert value(scrape(client), "marketplace_holds_active", kind="appointment") == 0
    booking = {
        "professional_id": pro.pk, "window_id": window.pk, "date": day.isoformat(),
        "plan_id": pro.plans.first().pk, "name": "Asha Verma", "email": "asha@example.in",
    }  # fmt: skip
    held = api.post("/appointments", json=booking, token=token_for(person()))
    assert held.status == 201 and held.body["status"] == "awaiting_payment", held.body
    samples = scrape(client)
    assert value(samples, "marketplace_holds_active", kind="appointment") == 1
    assert ("marketplace_holds_active", (("kind", "event_booking"),)) in samples
    assert ("marketplace_webhooks_waiting", ()) in samples
    assert ("marketplace_task_queue_depth", (("state", "pending"),)) in samples
    assert ("marketplace_task_queue_depth", (("state", "scheduled"),)) in samples
    assert ("marketplace_sockets_open", ()) in samples


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_sockets_open_and_frames_delivered_are_counted(settings):
    from asgiref.sync import sync_to_async

    from kernel import metrics
    from realtime import topics
    from tests.realtime.sockets import connect

    topics.kinds.register("probe", topics.TopicKind(r"probe:(\d+)", lambda who, match: True))
    try:
        opened = metrics.SOCKETS._value.get()
        written = metrics.FRAMES.labels(stage="written")._value.get()
        socket = await connect()
        assert metrics.SOCKETS._value.get() == opened + 1
        await socket.send_json_to({"type": "subscribe", "topic": "probe:1"})
        assert (await socket.receive_json_from())["type"] == "subscribed"

        def send():
            from django.db import transaction

            from realtime.publish import publish

            with transaction.atomic():
                data = {"id": 1, "kind": "probe", "text": "t", "created_at": "2026-01-01T00:00:00Z"}
                publish("probe:1", "notification.created", data)

        await sync_to_async(send)()
        assert (await socket.receive_json_from(timeout=2))["topic"] == "probe:1"
        # Handed over in bulk once the frame was delivered (realtime/counters.export).
        assert metrics.FRAMES.labels(stage="written")._value.get() >= written + 1
        await socket.disconnect()
        assert metrics.SOCKETS._value.get() == opened
    finally:
        topics.kinds.unregister("probe")


# A process with the shared directory counts one booking, forks (as gunicorn forks its
# workers), and parent and child each count one more: the parent's pid, then the child's.
FORKED = """
import os
from kernel import metrics
metrics.booked("appointment")
child = os.fork()
metrics.booked("appointment")
if child == 0:
    os._exit(0)
os.waitpid(child, 0)
print(os.getpid(), child)
"""


def test_a_forked_process_counts_in_files_of_its_own(tmp_path):
    """The process's name is kept, not asked of the kernel at every count (kernel/metrics.py,
    process_id): a child of a fork must still write to files named by its own pid, never to
    its parent's, or the parent's counts would be overwritten with the child's."""
    env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", FORKED], cwd=ROOT / "platform", env=env, capture_output=True,
        text=True, check=True,
    )  # fmt: skip
    parent, child = done.stdout.split()
    host = socket.gethostname()
    counters = sorted(path.name for path in tmp_path.glob("counter_*"))
    assert counters == sorted([f"counter_{host}-{parent}.db", f"counter_{host}-{child}.db"])
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry, path=str(tmp_path))
    booked = registry.get_sample_value("marketplace_bookings_total", {"kind": "appointment"})
    assert booked == 3  # the parent's two and the child's one
