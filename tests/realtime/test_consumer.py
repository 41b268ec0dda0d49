import pytest
from asgiref.sync import sync_to_async
from django.db import transaction
from django.test import override_settings

from marketplace.accounts import services
from marketplace.accounts.models import Session
from notifications.services import notification_send
from realtime import consumers, topics
from tests.factories import sign_in_code
from tests.realtime.sockets import Socket, connect

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


async def authenticate(socket: Socket, token: str) -> dict:
    await socket.send_json_to({"type": "auth", "token": token})
    return await socket.receive_json_from()


def notify(user, text="hello") -> None:
    notification_send(user=user, kind="sign_in", text=text, data={})


@pytest.fixture
def probe_topics():
    """A public topic kind, standing in for the slot and seat topics later areas add."""
    topics.kinds.register("probe", topics.TopicKind(r"probe:(\d+)", lambda who, match: True))
    yield
    topics.kinds.unregister("probe")


async def test_a_socket_from_another_site_is_refused():
    socket = Socket(headers=[(b"origin", b"https://evil.example"), (b"host", b"127.0.0.1")])
    connected, _ = await socket.connect()
    assert not connected


async def test_auth_joins_the_user_topic_and_frames_arrive(outbox):
    user, token = await sync_to_async(sign_in_code)(outbox)
    socket = await connect()
    assert await authenticate(socket, token) == {"type": "auth.ok", "data": {"user_id": user.pk}}

    await sync_to_async(notify)(user, "New sign-in to your account")
    frame = await socket.receive_json_from(timeout=2)
    assert frame["type"] == "notification.created"
    assert frame["topic"] == f"user:{user.pk}"
    assert frame["data"]["text"] == "New sign-in to your account"
    await socket.disconnect()


async def test_another_sign_in_reaches_the_open_tab(outbox):
    user, token = await sync_to_async(sign_in_code)(outbox)
    socket = await connect()
    await authenticate(socket, token)
    await sync_to_async(sign_in_code)(outbox, phone=user.phone[3:], agent="Second phone")
    frame = await socket.receive_json_from(timeout=2)
    assert (frame["type"], frame["data"]["text"]) == (
        "notification.created",
        "New sign-in to your account",
    )
    await socket.disconnect()


async def test_a_bad_token_gets_an_error_and_no_private_frames(outbox):
    user, _ = await sync_to_async(sign_in_code)(outbox)
    socket = await connect()
    for token in ("wrong", "", None, 12, "x" * 500):
        answer = await authenticate(socket, token)
        assert answer == {"type": "error", "data": {"message": consumers.SIGN_IN_AGAIN}}
    await sync_to_async(notify)(user)
    assert await socket.receive_nothing(timeout=0.3)
    await socket.disconnect()


async def test_frames_leave_only_after_commit(outbox):
    user, token = await sync_to_async(sign_in_code)(outbox)
    socket = await connect()
    await authenticate(socket, token)

    block = transaction.atomic()

    def write_without_committing():
        block.__enter__()
        notify(user, "committed")

    await sync_to_async(write_without_committing)()
    assert await socket.receive_nothing(timeout=0.3), "a frame left before the commit"
    await sync_to_async(block.__exit__)(None, None, None)
    frame = await socket.receive_json_from(timeout=2)
    assert frame["data"]["text"] == "committed"
    await socket.disconnect()


async def test_a_rolled_back_write_sends_nothing(outbox):
    user, token = await sync_to_async(sign_in_code)(outbox)
    socket = await connect()
    await authenticate(socket, token)

    def write_then_fail():
        with pytest.raises(RuntimeError), transaction.atomic():
            notify(user, "never")
            raise RuntimeError("rolled back")

    await sync_to_async(write_then_fail)()
    assert await socket.receive_nothing(timeout=0.5)
    await socket.disconnect()


async def test_someone_elses_user_topic_is_forbidden(outbox):
    me, token = await sync_to_async(sign_in_code)(outbox)
    other, _ = await sync_to_async(sign_in_code)(outbox)
    socket = await connect()
    await socket.send_json_to({"type": "subscribe", "topic": f"user:{other.pk}"})
    assert await socket.receive_json_from() == {
        "type": "error",
        "topic": f"user:{other.pk}",
        "data": {"message": consumers.FORBIDDEN_TOPIC},
    }
    await authenticate(socket, token)
    await socket.send_json_to({"type": "subscribe", "topic": f"user:{other.pk}"})
    assert (await socket.receive_json_from())["data"]["message"] == consumers.FORBIDDEN_TOPIC
    await sync_to_async(notify)(other)
    assert await socket.receive_nothing(timeout=0.3)
    await socket.disconnect()


@pytest.mark.parametrize("topic", ["nope:1", "user:abc", "user:1:2", "", None, 5, "x" * 200])
async def test_unknown_topics_get_an_error_frame(topic):
    socket = await connect()
    await socket.send_json_to({"type": "subscribe", "topic": topic})
    answer = await socket.receive_json_from()
    assert answer["type"] == "error" and answer["data"] == {"message": consumers.UNKNOWN_TOPIC}
    await socket.disconnect()


async def test_subscribe_and_unsubscribe_a_public_topic(probe_topics):
    socket = await connect()
    await socket.send_json_to({"type": "subscribe", "topic": "probe:7"})
    answer = await socket.receive_json_from()
    assert (answer["type"], answer["topic"], answer["data"]["missed"]) == (
        "subscribed", "probe:7", False
    )  # fmt: skip
    await sync_to_async(_publish_probe)("probe:7")
    frame = await socket.receive_json_from(timeout=2)
    assert (frame["topic"], frame["seq"]) == ("probe:7", answer["data"]["seq"] + 1)

    await socket.send_json_to({"type": "unsubscribe", "topic": "probe:7"})
    assert await socket.receive_json_from() == {"type": "unsubscribed", "topic": "probe:7"}
    await sync_to_async(_publish_probe)("probe:7")
    assert await socket.receive_nothing(timeout=0.3)
    await socket.disconnect()


def _publish_probe(topic: str) -> None:
    from realtime.publish import publish

    with transaction.atomic():
        publish(
            topic,
            "notification.created",
            {"id": 1, "kind": "probe", "text": "t", "created_at": "2026-01-01T00:00:00Z"},
        )


async def test_another_deployments_frames_on_the_same_redis_server_never_arrive(probe_topics):
    # Redis's pub/sub ignores its database numbers: REDIS_PREFIX keeps deployments apart (and
    # the two halves of the suite, Makefile).
    socket = await connect()
    await socket.send_json_to({"type": "subscribe", "topic": "probe:8"})
    assert (await socket.receive_json_from())["type"] == "subscribed"
    with override_settings(REDIS_PREFIX="another-deployment"):
        await sync_to_async(_publish_probe)("probe:8")
    assert await socket.receive_nothing(timeout=0.5)
    await sync_to_async(_publish_probe)("probe:8")
    assert (await socket.receive_json_from(timeout=2))["topic"] == "probe:8"
    await socket.disconnect()


async def test_subscriptions_per_connection_are_bounded(probe_topics):
    socket = await connect()
    for number in range(consumers.MAX_TOPICS):
        await socket.send_json_to({"type": "subscribe", "topic": f"probe:{number}"})
        assert (await socket.receive_json_from())["type"] == "subscribed"
    await socket.send_json_to({"type": "subscribe", "topic": "probe:999"})
    assert (await socket.receive_json_from())["data"]["message"] == consumers.TOO_MANY_TOPICS
    await socket.disconnect()


async def test_a_revoked_session_stops_hearing_private_frames(outbox):
    user, token = await sync_to_async(sign_in_code)(outbox)
    socket = await connect()
    await authenticate(socket, token)

    def revoke():
        services.session_revoke(session=Session.objects.get(user=user))

    await sync_to_async(revoke)()
    assert await socket.receive_json_from(timeout=2) == {
        "type": "auth.revoked",
        "data": {"message": consumers.SIGN_IN_AGAIN},
    }
    await sync_to_async(notify)(user)
    assert await socket.receive_nothing(timeout=0.3)
    await socket.disconnect()


async def test_malformed_frames_get_an_error_and_the_socket_stays_open():
    socket = await connect()
    await socket.send_to(text_data="{not json")
    assert (await socket.receive_json_from())["data"]["message"] == consumers.NOT_JSON
    await socket.send_to(text_data="[1, 2]")
    assert (await socket.receive_json_from())["data"]["message"] == consumers.NOT_JSON
    await socket.send_json_to({"type": "dance"})
    assert (await socket.receive_json_from())["data"]["message"] == consumers.UNKNOWN_TYPE
    await socket.send_json_to({"type": "ping"})
    assert await socket.receive_json_from() == {"type": "pong"}
    await socket.disconnect()
