"""Several app processes behind one proxy (docker-compose.yml's `app` replicas, make prod's
processes) are one service: a frame published by one reaches a socket held by another,
through Redis. Two processes as production starts them (deploy/prod.py's command line), a
booking made through one, the professional's socket open on the other."""

import json
import socket
import subprocess
import time
import urllib.request
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest
import websocket
from django.conf import settings

from tests.factories import person, professional, schedule, token_for, upcoming
from tests.platform.test_shutdown import _deploy_prod, _env
from tests.servers import free_port

pytestmark = pytest.mark.django_db(transaction=True)
ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def replica(log: Path):
    port = free_port()
    with log.open("w") as output:
        process = subprocess.Popen(
            _deploy_prod().app_command("uvicorn", port),
            cwd=ROOT / "platform", env=_env(), stdout=output, stderr=subprocess.STDOUT,
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
