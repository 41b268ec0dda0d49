"""/healthz and /readyz (project/monitoring.py): what a container's probe and compose ask."""

import pytest
from django.db import connection
from django.db.migrations.recorder import MigrationRecorder

from project import monitoring


@pytest.fixture(autouse=True)
def _fresh_answers():
    monitoring.forget_migrations()
    yield
    monitoring.forget_migrations()


def test_healthz_answers_without_the_database_or_a_served_host(client, settings):
    # A probe comes by the container's address over plain HTTP: no Host check, no redirect.
    # No database access is allowed in this test (no django_db mark): none is made.
    settings.SECURE_SSL_REDIRECT = True
    answer = client.get("/healthz", HTTP_HOST="10.0.0.7:8000")
    assert answer.status_code == 200
    assert answer.json() == {"status": "ok"}
    assert answer["Cache-Control"] == "no-store"


@pytest.mark.django_db
def test_readyz_is_ready_when_everything_answers(client):
    answer = client.get("/readyz", HTTP_HOST="10.0.0.7:8000")
    assert answer.status_code == 200, answer.json()
    assert answer.json() == {
        "status": "ready",
        "checks": {"database": "ok", "redis": "ok", "migrations": "ok"},
        "failed": [],
    }
    assert answer["Cache-Control"] == "no-store"


@pytest.mark.django_db
def test_readyz_keeps_an_applied_plan_briefly(client, django_assert_max_num_queries):
    assert client.get("/readyz").status_code == 200
    with django_assert_max_num_queries(1):  # SELECT 1; the plan is not read again
        assert client.get("/readyz").status_code == 200


@pytest.mark.django_db
def test_readyz_is_503_while_a_migration_is_unapplied(client):
    # The database as a deploy finds it before `migrate`: the newest bookings migration is
    # not recorded as applied (the test's transaction puts the row back).
    recorder = MigrationRecorder(connection)
    newest = max(name for app, name in recorder.applied_migrations() if app == "bookings")
    recorder.record_unapplied("bookings", newest)
    answer = client.get("/readyz")
    assert answer.status_code == 503
    body = answer.json()
    assert body["status"] == "unavailable" and body["failed"] == ["migrations"]
    assert body["checks"]["migrations"] == f"1 unapplied: bookings.{newest}"
    assert body["checks"]["database"] == "ok"
    recorder.record_applied("bookings", newest)
    # An unapplied answer is never kept: ready at the next probe.
    assert client.get("/readyz").status_code == 200


@pytest.mark.django_db
def test_readyz_is_503_when_redis_does_not_answer(client, settings):
    settings.REDIS_URL = "redis://127.0.0.1:1/0"  # nothing listens there
    answer = client.get("/readyz")
    assert answer.status_code == 503
    body = answer.json()
    assert body["failed"] == ["redis"]
    assert body["checks"]["redis"].startswith("unavailable")


def test_a_head_probe_answers_too(client):
    assert client.head("/healthz").status_code == 200
