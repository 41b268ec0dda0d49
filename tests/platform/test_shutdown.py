"""Stopping a process (SIGTERM: docker stop, a deploy, make prod-stop) loses nothing. A socket
process (uvicorn), under load, stops accepting, finishes the requests it has, and closes its
sockets with 1012 (service restart), on which browsers reconnect, to another process, and
recover what they missed; an HTTP process (gunicorn) stops accepting and finishes its
requests; the worker finishes the task it is running. Run as production runs them: the
command lines of deploy/prod.py (the Dockerfile's), against the test database."""

import http.client
import importlib.util
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
import websocket
from django.conf import settings
from django.db import transaction

from marketplace.accounts import devices
from marketplace.accounts.models import Session
from notifications import push
from notifications.models import Delivery, Notification
from notifications.services import notification_send
from tests.factories import person, token_for
from tests.push_standin import PushServiceStandIn
from tests.servers import free_port

pytestmark = pytest.mark.django_db(transaction=True)
ROOT = Path(__file__).resolve().parents[2]
SERVICE_RESTART = 1012


def _deploy_prod():
    spec = importlib.util.spec_from_file_location("deploy_prod", ROOT / "deploy" / "prod.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _env(**more) -> dict:
    database = settings.DATABASES["default"]
    return {
        **os.environ,
        "DATABASE_URL": f"postgres://{database['USER']}@{database['HOST'] or '127.0.0.1'}:"
        f"{database['PORT'] or 5432}/{database['NAME']}",
        "REDIS_URL": settings.REDIS_URL,
        "ALLOWED_HOSTS": "127.0.0.1",
        **more,
    }


def _serve(server: str, tmp_path: Path):
    port = free_port()
    log = (tmp_path / f"{server}.log").open("w")
    process = subprocess.Popen(
        _deploy_prod().app_command(server, port),
        cwd=ROOT / "platform", env=_env(), stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):
        # gunicorn listens before its worker has loaded the app: ready is an answer.
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        try:
            connection.request("GET", "/healthz")
            connection.getresponse().read()
            break
        except (OSError, http.client.HTTPException):
            assert process.poll() is None, (tmp_path / f"{server}.log").read_text()[-2000:]
            time.sleep(0.1)
        finally:
            connection.close()
    return process, port, url


def _served(server: str, tmp_path):
    process, port, url = _serve(server, tmp_path)
    yield process, port, url
    if process.poll() is None:
        process.kill()
        process.wait()


@pytest.fixture
def app(tmp_path):
    yield from _served("uvicorn", tmp_path)


@pytest.fixture
def http_app(tmp_path):
    yield from _served("gunicorn", tmp_path)


def _half_sent(port: int, path: bytes) -> tuple[socket.socket, bytes]:
    """A request under way: its headers and half its body sent when the signal comes."""
    body = json.dumps({"ids": None}).encode()
    slow = socket.create_connection(("127.0.0.1", port))
    slow.sendall(
        b"POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\n\r\n" % (path, len(body)) + body[:4]
    )
    return slow, body[4:]


def _answered_in_full(slow: socket.socket, rest: bytes, status: bytes) -> None:
    slow.sendall(rest)
    answer = b""
    while chunk := slow.recv(65536):
        answer += chunk
    head, _, content = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 %s " % status), head
    length = int(
        next(
            line for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")
        ).split(b":")[1]
    )
    assert len(content) == length and json.loads(content)["message"]


def _refuses_new_connections(port: int) -> None:
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            time.sleep(0.05)
        except ConnectionRefusedError:
            return
    pytest.fail("the stopping process still accepts connections")


def _load(port: int, stop: threading.Event, outcomes: list) -> None:
    """Requests one after another on a keep-alive connection, as nginx sends them."""
    while not stop.is_set():
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        try:
            while not stop.is_set():
                connection.request("GET", "/api/v1/events/popular")
                answer = connection.getresponse()
                answer.read()  # IncompleteRead here would be a request cut off mid-answer
                outcomes.append(answer.status)
        except (ConnectionRefusedError, http.client.RemoteDisconnected, ConnectionResetError):
            outcomes.append("refused")  # before any answer began: nginx tries another process
            time.sleep(0.05)
        finally:
            connection.close()


def test_an_app_process_finishes_its_requests_and_closes_sockets_for_reconnecting(app):
    process, port, url = app
    ws = websocket.WebSocket()
    ws.connect(f"ws://127.0.0.1:{port}/ws/", origin=url)
    ws.settimeout(20)
    ws.send(json.dumps({"type": "subscribe", "topic": "event:1"}))
    # The ASGI handler reads the whole body before the view: even a refusal waits for it.
    slow, rest = _half_sent(port, b"/api/v1/notifications/read")
    stop, outcomes = threading.Event(), []
    loaders = [threading.Thread(target=_load, args=(port, stop, outcomes)) for _ in range(4)]
    for loader in loaders:
        loader.start()
    time.sleep(1)  # the load under way

    process.send_signal(signal.SIGTERM)
    # The socket is closed with "service restart": the web app reconnects and recovers.
    code = None
    while code is None:
        opcode, payload = ws.recv_data(control_frame=True)
        if opcode == websocket.ABNF.OPCODE_CLOSE:
            code = int.from_bytes(payload[:2], "big")
    assert code == SERVICE_RESTART
    # New connections are refused from now on, while the request under way is finished and
    # answered in full.
    _refuses_new_connections(port)
    _answered_in_full(slow, rest, b"401")
    stop.set()
    for loader in loaders:
        loader.join(timeout=20)
    # Done, on its own: uvicorn raises the signal again once it has shut down gracefully, so
    # that a supervisor sees it stopped for SIGTERM, not by a fault.
    assert process.wait(timeout=60) in (0, -signal.SIGTERM)
    answered = [o for o in outcomes if o != "refused"]
    assert answered and set(answered) == {200}, outcomes[-20:]


def test_an_http_process_finishes_its_requests_and_takes_no_more(http_app):
    process, port, _ = http_app
    # Under WSGI a view reads the body itself: one that parses it (a sign-in's) waits for it.
    slow, rest = _half_sent(port, b"/api/v1/auth/verify")
    stop, outcomes = threading.Event(), []
    loaders = [threading.Thread(target=_load, args=(port, stop, outcomes)) for _ in range(4)]
    for loader in loaders:
        loader.start()
    try:
        time.sleep(1)  # the load under way
        process.send_signal(signal.SIGTERM)
        _refuses_new_connections(port)
        _answered_in_full(slow, rest, b"422")
    finally:
        stop.set()
        for loader in loaders:
            loader.join(timeout=20)
    assert process.wait(timeout=60) == 0
    answered = [o for o in outcomes if o != "refused"]
    assert answered and set(answered) == {200}, outcomes[-20:]


def test_the_worker_finishes_the_task_it_is_running(settings, tmp_path):
    """A push under way when the worker is told to stop is sent and recorded, not cut off
    (it would then never be sent: a claimed place is never sent twice)."""
    service = PushServiceStandIn().start()
    service.delay = 4  # a slow push service: the signal comes while the worker waits on it
    settings.PUSH_SERVICES = ["127.0.0.1"]
    key = push.new_key()
    user = person()
    token_for(user)
    browser = service.browser()
    keys = browser.subscription()["keys"]
    devices.push_subscribe(
        session=Session.objects.get(user=user), endpoint=browser.endpoint,
        p256dh=keys["p256dh"], auth=keys["auth"],
    )  # fmt: skip
    log = (tmp_path / "worker.log").open("w")
    worker = subprocess.Popen(
        [sys.executable, "manage.py", "run_huey", "--workers", "1"],
        cwd=ROOT / "platform", stdout=log, stderr=subprocess.STDOUT,
        env=_env(PUSH_SERVICES="127.0.0.1", VAPID_PRIVATE_KEY=key),
    )  # fmt: skip
    try:
        with transaction.atomic():
            notification = notification_send(
                user=user, kind=Notification.Kind.UPDATE, text="Your booking was accepted",
                data={"path": "/yourAppoinments"},
            )  # fmt: skip
        for _ in range(600):  # the worker starts, takes the task, and posts the push
            if service.to(browser) or worker.poll() is not None:
                break
            time.sleep(0.1)
        assert service.to(browser), (tmp_path / "worker.log").read_text()[-3000:]
        worker.send_signal(signal.SIGTERM)
        assert worker.wait(timeout=60) == 0
    finally:
        if worker.poll() is None:
            worker.kill()
        service.stop()
    (sent,) = Delivery.objects.filter(notification=notification, channel="push")
    assert sent.sent_at is not None, (tmp_path / "worker.log").read_text()[-3000:]
    assert browser.read(service.to(browser)[0])["body"] == "Your booking was accepted"
