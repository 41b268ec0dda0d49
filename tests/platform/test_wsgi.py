"""The WSGI entry point (project/wsgi.py: gunicorn, production's HTTP server), called as a
WSGI server calls it: it answers the API, and believes the proxy's client address only from a
proxy on the loopback (FORWARDED_ALLOW_IPS unset, as here)."""

import io
import json

import pytest
from django.core.signals import request_finished, request_started
from django.db import close_old_connections

from kernel import errors
from kernel.bodylimit import MAX_ADDRESS_BYTES, PICTURE_BODY_BYTES
from project import wsgi
from tests.factories import professional, schedule, upcoming

pytestmark = pytest.mark.django_db


def _call(monkeypatch, path: str, query: str = "", **environ) -> tuple[str, dict, dict]:
    seen, django = {}, wsgi.django_wsgi_app

    def app(environ, start_response):  # what Django is handed
        seen.update(environ)
        return django(environ, start_response)

    answered = []
    base = {
        "REQUEST_METHOD": "GET", "PATH_INFO": path, "QUERY_STRING": query,
        "SERVER_NAME": "testserver", "SERVER_PORT": "80", "HTTP_HOST": "testserver",
        "SERVER_PROTOCOL": "HTTP/1.1", "wsgi.input": io.BytesIO(), "wsgi.url_scheme": "http",
        "wsgi.errors": io.StringIO(), "REMOTE_ADDR": "127.0.0.1", **environ,
    }  # fmt: skip
    monkeypatch.setattr(wsgi, "django_wsgi_app", app)
    # As Django's test client does: the test's transaction keeps its connection.
    for signal in (request_started, request_finished):
        signal.disconnect(close_old_connections)
    try:
        body = b"".join(wsgi.application(base, lambda status, headers: answered.append(status)))
    finally:
        for signal in (request_started, request_finished):
            signal.connect(close_old_connections)
    return answered[0], json.loads(body), seen


def test_it_answers_a_day_as_the_asgi_app_does(monkeypatch):
    pro = professional()
    day, weekday = upcoming(2)
    schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": 2})
    status, body, _ = _call(monkeypatch, f"/api/v1/professionals/{pro.pk}/slots", f"date={day}")
    assert status == "200 OK" and [w["left"] for w in body["windows"]] == [2]


@pytest.mark.parametrize(
    ("peer", "forwarded", "seen"),
    [
        ("127.0.0.1", "203.0.113.9", "203.0.113.9"),  # nginx on this machine
        ("::1", "203.0.113.9", "203.0.113.9"),
        ("198.51.100.7", "203.0.113.9", "198.51.100.7"),  # anyone else: not believed
        ("127.0.0.1", "", "127.0.0.1"),
    ],
)
def test_the_client_address_is_the_proxys_word_only_from_the_loopback(
    monkeypatch, peer, forwarded, seen
):
    extra = {"HTTP_X_FORWARDED_FOR": forwarded} if forwarded else {}
    _, _, environ = _call(monkeypatch, "/api/v1/events/popular", REMOTE_ADDR=peer, **extra)
    assert environ["REMOTE_ADDR"] == seen


class Unread(io.BytesIO):
    def read(self, *args):
        raise AssertionError("the body was read")


@pytest.mark.parametrize(
    ("path", "declared"),
    [
        ("/api/v1/auth/verify", 1024 * 1024 + 1),
        ("/api/v1/profiles/me/image", PICTURE_BODY_BYTES + 1),
    ],
)
def test_a_body_over_its_limit_gets_the_json_413_unread(monkeypatch, path, declared):
    status, body, seen = _call(
        monkeypatch, path, REQUEST_METHOD="POST", CONTENT_LENGTH=str(declared),
        CONTENT_TYPE="application/json", **{"wsgi.input": Unread()},
    )  # fmt: skip
    assert status.startswith("413") and body["message"] == errors.TOO_LARGE and not seen


def test_a_picture_may_be_larger_than_a_json_body(monkeypatch):
    # Past the limit check: Django answers it (no session, so 401), and the body is its to read.
    status, body, seen = _call(
        monkeypatch, "/api/v1/profiles/me/image", REQUEST_METHOD="POST",
        CONTENT_LENGTH=str(2 * 1024 * 1024), CONTENT_TYPE="multipart/form-data; boundary=x",
    )  # fmt: skip
    assert status.startswith("401") and seen


def test_an_address_over_its_limit_gets_the_json_414(monkeypatch):
    path = "/api/v1/professionals"
    fits = "q=" + "a" * (MAX_ADDRESS_BYTES - len(path) - 3)
    status, body, seen = _call(monkeypatch, path, fits + "a")
    assert status.startswith("414") and body["message"] == "The address is too long." and not seen
    status, _, seen = _call(monkeypatch, path, fits)
    assert status.startswith("422") and seen  # past the limit: the API's own check on q
