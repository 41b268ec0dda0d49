"""Redis unreachable (stopped, restarting): the booking path and the rate-limited requests
answer as the product means, never 500. Nothing is stopped: the cache, the channel layer and
the task queue of these tests point at a port where no Redis listens.

Limits that cannot count let the request through and warn once in a while; sending sign-in
codes stops with a 503 instead (accounts/limits.py says why), while a code sent before still
signs in."""

import logging
import socket

import pytest
import redis
from django.conf import settings as django_settings
from huey.contrib.djhuey import HUEY

from kernel import ratelimit
from marketplace.accounts import texts as account_texts
from marketplace.accounts.limits import CODE_MAX_FAILED_ATTEMPTS, PAUSED_RETRY_SECONDS
from marketplace.accounts.models import PhoneCode
from marketplace.bookings import decisions, paying
from marketplace.support.models import Report
from tests.factories import book, new_phone, person, professional, schedule, token_for, upcoming
from tests.servers import free_port

pytestmark = pytest.mark.django_db


def _unreachable_redis(settings, monkeypatch) -> None:
    url = f"redis://127.0.0.1:{free_port()}/0"
    settings.CACHES = {"default": {"BACKEND": "kernel.cache.RedisCache", "LOCATION": url}}
    layer = django_settings.CHANNEL_LAYERS["default"]
    settings.CHANNEL_LAYERS = {"default": {**layer, "CONFIG": {**layer["CONFIG"], "hosts": [url]}}}
    monkeypatch.setattr(HUEY.storage, "conn", redis.Redis.from_url(url))
    monkeypatch.setattr(ratelimit, "_warned_at", float("-inf"))


@pytest.fixture
def redis_down(settings, monkeypatch, _clean_cache):
    """From here on, every use of Redis in this process meets a closed port."""
    _unreachable_redis(settings, monkeypatch)


@pytest.fixture
def take_redis_down(settings, monkeypatch, _clean_cache):
    """The same, called when the test is ready for it (after a code was sent, say)."""
    return lambda: _unreachable_redis(settings, monkeypatch)


def test_a_limit_that_cannot_count_lets_through_and_warns_once_a_minute(redis_down, caplog):
    with caplog.at_level(logging.WARNING, logger="kernel.ratelimit"):
        answers = [ratelimit.hit("anything", limit=1, window_seconds=60) for _ in range(3)]
        counted = ratelimit.count("anything")
    assert answers == [True, True, True] and counted == 0
    warnings = [r for r in caplog.records if r.name == "kernel.ratelimit"]
    assert len(warnings) == 1 and "unreachable" in warnings[0].getMessage()


@pytest.fixture
def dropping_redis(settings, monkeypatch, _clean_cache):
    """A Redis whose packets are dropped (its host is down): connecting to it hangs instead of
    being refused. On loopback, a listener whose one place in its queue is taken."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(0)
    held = socket.create_connection(listener.getsockname())
    url = f"redis://127.0.0.1:{listener.getsockname()[1]}/0"
    settings.CACHES = {"default": {**django_settings.CACHES["default"], "LOCATION": url}}
    monkeypatch.setattr(ratelimit, "_warned_at", float("-inf"))
    yield
    held.close()
    listener.close()


@pytest.mark.timeout(30)  # without the settings' connect timeout it waits minutes for the system's
def test_a_limit_gives_up_on_a_redis_that_does_not_answer_and_lets_through(dropping_redis, caplog):
    with caplog.at_level(logging.WARNING, logger="kernel.ratelimit"):
        assert ratelimit.hit("anything", limit=1, window_seconds=60) is True
    assert "unreachable (Timeout connecting" in caplog.text


def test_a_strict_limit_that_cannot_count_says_so(redis_down):
    with pytest.raises(ratelimit.CountersUnavailable):
        ratelimit.hit("anything", limit=1, window_seconds=60, strict=True)
    with pytest.raises(ratelimit.CountersUnavailable):
        ratelimit.count("anything", strict=True)


def test_no_sign_in_code_is_sent_while_its_limits_cannot_count(api, outbox, redis_down):
    phone = new_phone()
    answer = api.post("/auth/code", json={"country_code": "+91", "phone": phone})
    assert (answer.status, answer.body) == (
        503,
        {"message": account_texts.CODES_PAUSED, "fields": {}},
    )
    assert answer.headers["Retry-After"] == str(PAUSED_RETRY_SECONDS)
    assert outbox.messages() == [] and not PhoneCode.objects.exists()


def test_guessing_a_code_stays_bounded_while_redis_is_away(api, outbox, take_redis_down):
    phone = new_phone()
    assert api.post("/auth/code", json={"country_code": "+91", "phone": phone}).status == 200
    code = outbox.last_code(f"+91{phone}")
    take_redis_down()
    wrong = f"{(int(code) + 1) % 10**6:06d}"
    answers = [
        api.post("/auth/verify", json={"country_code": "+91", "phone": phone, "code": guess})
        for guess in [wrong] * CODE_MAX_FAILED_ATTEMPTS + [code]
    ]
    # The per-code tries are counted in the database: after five wrong ones even the right
    # code is refused, and a new code cannot be sent until the counters are back.
    statuses = [a.status for a in answers]
    assert statuses == [400] * (CODE_MAX_FAILED_ATTEMPTS - 1) + [429, 429]
    assert answers[-1].body["message"] == account_texts.TOO_MANY_TRIES
    assert api.post("/auth/code", json={"country_code": "+91", "phone": phone}).status == 503


def test_a_code_sent_before_the_outage_signs_in(api, outbox, take_redis_down):
    phone = new_phone()
    api.post("/auth/code", json={"country_code": "+91", "phone": phone})
    code = outbox.last_code(f"+91{phone}")
    take_redis_down()
    answer = api.post("/auth/verify", json={"country_code": "+91", "phone": phone, "code": code})
    assert answer.status == 200, answer.body
    assert answer.body["ticket"]  # a new number: sign-up goes on with a name


def test_booking_goes_on_with_redis_unreachable(
    api, redis_down, django_capture_on_commit_callbacks
):
    """Free-later (a notification for the worker, frames) and pay-first (a hold whose expiry
    is queued): both stored and answered 201, what Redis would carry only logged."""
    day, weekday = upcoming(1)
    answers = []
    for pay_first in (False, True):
        pro = professional()
        window = schedule(
            pro, {"days": [weekday], "start": "10:00", "end": "11:00"}, payment_required=pay_first
        ).windows[0]
        draft = {
            "professional_id": pro.pk, "window_id": window.pk, "date": day.isoformat(),
            "plan_id": pro.plans.first().pk, "name": "Asha Verma", "email": "asha@example.in",
        }  # fmt: skip
        with django_capture_on_commit_callbacks(execute=True):
            slots = api.get(f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()})
            booked = api.post("/appointments", json=draft, token=token_for(person()))
        assert slots.status == 200 and booked.status == 201, booked.body
        answers.append(booked.body["status"])
    assert answers == ["pending", "awaiting_payment"]


def test_messages_and_support_reports_go_on_with_redis_unreachable(
    api, redis_down, django_capture_on_commit_callbacks
):
    pro, day = professional(), upcoming(2)
    window = schedule(pro, {"days": [day[1]], "start": "10:00", "end": "11:00"}).windows[0]
    client = person("Meera", "Iyer")
    appointment = book(client, pro, window.pk, day[0])
    decisions.appointment_accept(professional=pro.user, appointment_id=appointment.pk)
    paying.appointment_payment_confirm(appointment_id=appointment.pk, payment_ref="pay_1")
    with django_capture_on_commit_callbacks(execute=True):
        sent = api.post(
            f"/appointments/{appointment.pk}/messages",
            json={"text": "See you then"},
            token=token_for(client),
        )
        report = api.post(
            "/support/reports",
            json={
                "name": "Meera Iyer",
                "phone": "9876543210",
                "email": "meera@example.in",
                "message": "I was charged twice.",
            },  # fmt: skip
        )
    assert sent.status == 201, sent.body
    assert report.status == 201, report.body
    assert Report.objects.filter(reference=report.body["reference"]).exists()
