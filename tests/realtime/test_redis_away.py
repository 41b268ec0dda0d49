"""When Redis goes away: a committed change is not the caller's error, and the open sockets are
closed so the browsers reconnect and refetch. A private redis-server is stopped, never the
machine's."""

import asyncio
import datetime
import socket as sockets
import subprocess
import time

import pytest
import redis
from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import transaction
from django.test import override_settings
from django.utils import timezone

from marketplace.events import services
from realtime import publish, watch
from tests.factories import professional
from tests.realtime.sockets import Socket, connect

pytestmark = pytest.mark.django_db(transaction=True)


def free_port() -> int:
    with sockets.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_redis(port: int) -> subprocess.Popen:
    server = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
         "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
    )  # fmt: skip
    client = redis.Redis(port=port)
    for _ in range(50):
        try:
            client.ping()
            return server
        except redis.ConnectionError:
            time.sleep(0.1)
    raise RuntimeError("the private redis-server did not start")


@pytest.fixture
def private_redis():
    """A redis-server of this test's own, and settings that send frames through it."""
    port = free_port()
    server = start_redis(port)
    url = f"redis://127.0.0.1:{port}/0"
    layers = {
        "default": {
            "BACKEND": "channels_redis.pubsub.RedisPubSubChannelLayer",
            "CONFIG": {"hosts": [url], "prefix": settings.REDIS_PREFIX},
        }
    }
    with override_settings(REDIS_URL=url, CHANNEL_LAYERS=layers):
        yield server
    server.kill()
    server.wait()


@pytest.fixture
def event_id() -> int:
    """An event anyone may see, so that its topic may be watched."""
    draft = services.EventDraft(
        title="GST for freelancers", short_description="Filing, simply.", description="",
        response="", date=(timezone.now() + datetime.timedelta(days=3)).date(),
        start=datetime.time(10), end=datetime.time(11), seats=5, type="Online", price=0,
    )  # fmt: skip
    return services.event_create(host=professional().user, draft=draft).pk


@pytest.mark.asyncio
async def test_sockets_are_closed_to_reconnect_when_redis_goes_away(private_redis, event_id):
    socket = await connect()
    await socket.send_json_to({"type": "subscribe", "topic": f"event:{event_id}"})
    assert (await socket.receive_json_from())["type"] == "subscribed"

    private_redis.terminate()
    await asyncio.get_running_loop().run_in_executor(None, private_redis.wait)
    closed = await socket.receive_output(timeout=watch.PING_SECONDS * watch.MISSED_PINGS + 3)
    assert closed == {"type": "websocket.close", "code": watch.CLOSE_SERVICE_RESTART}

    # Until Redis is back a new socket fails (its channel and address claim live there); the
    # browser tries again with its backoff.
    with pytest.raises(redis.ConnectionError):
        await Socket().connect(timeout=5)

    # Back on the same port: the same process takes sockets again, and frames reach them.
    port = int(settings.REDIS_URL.rsplit(":", 1)[1].split("/")[0])
    again = await asyncio.get_running_loop().run_in_executor(None, start_redis, port)
    try:
        socket = await connect()
        await socket.send_json_to({"type": "subscribe", "topic": f"event:{event_id}"})
        assert (await socket.receive_json_from())["type"] == "subscribed"
        await sync_to_async(publish_seats)(event_id)
        frame = await socket.receive_json_from(timeout=3)
        assert (frame["type"], frame["data"]["left"]) == ("event.seats", 3)
        await socket.disconnect()
    finally:
        again.kill()
        again.wait()


@pytest.mark.asyncio
async def test_sockets_are_closed_to_refetch_when_redis_restarted_between_two_pings(
    private_redis, event_id
):
    socket = await connect()
    await socket.send_json_to({"type": "subscribe", "topic": f"event:{event_id}"})
    assert (await socket.receive_json_from())["type"] == "subscribed"
    await asyncio.sleep(watch.PING_SECONDS + 0.5)  # the watch has seen this Redis answer

    # Away for well under a ping: no ping fails, but what was published meanwhile is lost.
    port = int(settings.REDIS_URL.rsplit(":", 1)[1].split("/")[0])
    private_redis.kill()
    await asyncio.get_running_loop().run_in_executor(None, private_redis.wait)
    again = await asyncio.get_running_loop().run_in_executor(None, start_redis, port)
    try:
        closed = await socket.receive_output(timeout=watch.PING_SECONDS * 2 + 3)
        assert closed == {"type": "websocket.close", "code": watch.CLOSE_SERVICE_RESTART}
    finally:
        again.kill()
        again.wait()


def publish_seats(event_id: int = 1) -> None:
    with transaction.atomic():
        data = {"event_id": event_id, "seats": 5, "left": 3, "booked": 2}
        publish.publish(f"event:{event_id}", "event.seats", data)


def test_a_change_commits_and_answers_even_when_its_frame_cannot_leave(private_redis, caplog):
    private_redis.terminate()
    private_redis.wait()
    publish_seats()
    assert "was not sent: the channel layer is away" in caplog.text


class Browser:
    """What watch.py holds of a socket. As under uvicorn, the browser's answer to the close
    sets off the consumer's disconnect (watch.discard) while the other sockets still close."""

    def __init__(self) -> None:
        self.closed_with = None

    async def close(self, code: int) -> None:
        await asyncio.sleep(0)
        self.closed_with = code
        watch.discard(self)


@pytest.mark.asyncio
async def test_every_socket_is_closed_though_each_disconnects_as_it_closes(monkeypatch):
    # Redis on a port where nothing listens: every ping fails.
    monkeypatch.setattr(watch, "PING_SECONDS", 0.05)
    with override_settings(REDIS_URL=f"redis://127.0.0.1:{free_port()}/0"):
        browsers = [Browser() for _ in range(5)]
        for browser in browsers:
            watch.add(browser)
        for _ in range(100):
            await asyncio.sleep(0.05)
            if all(browser.closed_with for browser in browsers):
                break
    assert [browser.closed_with for browser in browsers] == [watch.CLOSE_SERVICE_RESTART] * 5
