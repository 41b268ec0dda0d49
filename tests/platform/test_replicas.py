"""Several app processes behind one proxy (docker-compose.yml's `app` replicas, make prod's
processes) are one service: a frame published by one reaches a socket held by another,
through Redis. Two processes as production starts them (deploy/prod.py's command line), a
booking made through one, the professional's socket open on the other.

And the Razorpay sandbox in a process of its own, as `make prod` runs it: the app (gunicorn)
calls it over HTTP, the browser pays at it, and its webhooks come back to the app."""

import json
import socket
import subprocess
import time
import urllib.request
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest
import requests
import websocket
from django.conf import settings

from marketplace.bookings.models import Appointment
from marketplace.payments import gateway
from tests.factories import book, person, professional, schedule, token_for, upcoming
from tests.platform.test_shutdown import _deploy_prod, _env
from tests.servers import free_port

pytestmark = pytest.mark.django_db(transaction=True)
ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def replica(log: Path, server: str = "uvicorn", port: int | None = None, **env):
    """A process of deploy/prod.py's, with the tests' database and Redis and `env`."""
    port = port or free_port()
    with log.open("w") as output:
        process = subprocess.Popen(
            _deploy_prod().app_command(server, port),
            cwd=ROOT / "platform", env=_env(**env), stdout=output, stderr=subprocess.STDOUT,
        )  # fmt: skip
    try:
        for _ in range(300):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert process.poll() is None, log.read_text()[-2000:]
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=30)


def frames_until(ws, wanted: str) -> dict:
    while True:
        frame = json.loads(ws.recv())
        if frame["type"] == wanted:
            return frame


def test_a_frame_published_by_one_replica_reaches_a_socket_held_by_another(tmp_path):
    assert settings.REDIS_URL, "replicas share frames through Redis"
    pro = professional()
    day, weekday = upcoming(2)
    (window,) = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows
    client = person("Meera", "Iyer")
    with ExitStack() as stack:
        first = stack.enter_context(replica(tmp_path / "first.log"))
        second = stack.enter_context(replica(tmp_path / "second.log"))
        ws = websocket.WebSocket()
        ws.connect(second.replace("http", "ws") + "/ws/", origin=second)
        ws.settimeout(20)
        ws.send(json.dumps({"type": "auth", "token": token_for(pro.user)}))
        assert frames_until(ws, "auth.ok")

        request = urllib.request.Request(
            f"{first}/api/v1/appointments",
            method="POST",
            headers={"Authorization": f"Bearer {token_for(client)}",
                     "Content-Type": "application/json"},
            data=json.dumps({
                "professional_id": pro.pk, "window_id": window.pk, "date": day.isoformat(),
                "plan_id": pro.plans.first().pk, "name": "Meera Iyer",
                "email": "meera@example.in",
            }).encode(),
        )  # fmt: skip
        with urllib.request.urlopen(request, timeout=30) as answer:
            booked = json.loads(answer.read())
        created = frames_until(ws, "booking.created")
        assert created["data"]["appointment_id"] == booked["id"]
        assert created["data"]["client_name"] == "Meera Iyer"
        ws.close()


def test_a_payment_goes_through_the_sandbox_in_a_process_of_its_own(tmp_path):
    pro = professional(price=750)
    day, weekday = upcoming(1)
    (window,) = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00"}, payment_required=True
    ).windows
    client = person("Meera", "Iyer")
    appointment = book(client, pro, window.pk, day, name="Meera Iyer")
    assert appointment.status == Appointment.Status.AWAITING_PAYMENT
    app_port, sandbox_port = free_port(), free_port()
    with ExitStack() as stack:
        sandbox = stack.enter_context(replica(
            tmp_path / "sandbox.log", "sandbox", sandbox_port,
            RAZORPAY_SANDBOX_WEBHOOK_URL=f"http://127.0.0.1:{app_port}/api/v1/payments/webhook",
        ))  # fmt: skip
        app = stack.enter_context(replica(
            tmp_path / "app.log", "gunicorn", app_port,
            RAZORPAY_API_URL=f"{sandbox}{gateway.SANDBOX_PATH}",
        ))  # fmt: skip
        order = requests.post(
            f"{app}/api/v1/payments/orders", json={"appointment_id": appointment.pk},
            headers={"Authorization": f"Bearer {token_for(client)}"}, timeout=30,
        )  # fmt: skip
        assert order.status_code == 200, order.text
        paid = requests.post(
            f"{sandbox}{gateway.SANDBOX_PATH}/checkout/pay",
            json={"key": order.json()["key_id"], "order_id": order.json()["order_id"]},
            timeout=30,
        )  # fmt: skip
        assert paid.status_code == 200, paid.text
        # No verify from the browser: the sandbox's webhook alone confirms the booking.
        for _ in range(100):
            appointment.refresh_from_db()
            if appointment.paid:
                break
            time.sleep(0.2)
        assert appointment.status == Appointment.Status.ACCEPTED and appointment.paid
        assert appointment.payment_ref == paid.json()["razorpay_payment_id"]
        # The sandbox's process serves the gateway only, never the app.
        assert requests.get(f"{sandbox}/api/v1/events/popular", timeout=10).status_code == 404
        assert requests.get(f"{sandbox}/readyz", timeout=10).status_code == 200
