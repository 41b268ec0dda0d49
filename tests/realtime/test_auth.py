"""The socket's authenticator is handed to realtime (accounts does it from its AppConfig)."""

import pytest
from asgiref.sync import sync_to_async
from django.db import transaction

from realtime import auth, texts, topics
from realtime.publish import disconnect_session, publish
from tests.realtime.sockets import connect

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


@pytest.fixture
def stand_in_sign_in():
    """Another sign-in scheme than accounts': token "member" is user 77 of session 5, whose
    private topic is probe:77 (only a signed-in user may hear it)."""
    topics.kinds.register(
        "probe", topics.TopicKind(r"probe:(\d+)", lambda who, match: who == "member")
    )
    auth.authenticators.register(
        "probe",
        lambda token: (
            auth.Identity(user="member", user_id=77, session_id=5, topics=("probe:77",))
            if token == "member"
            else None
        ),
    )
    yield
    auth.authenticators.unregister("probe")
    topics.kinds.unregister("probe")


def send_probe() -> None:
    data = {"id": 1, "kind": "probe", "text": "t", "created_at": "2026-01-01T00:00:00Z"}
    with transaction.atomic():
        publish("probe:77", "notification.created", data)


async def test_the_configured_authenticator_decides_who_the_socket_is(stand_in_sign_in):
    socket = await connect()
    await socket.send_json_to({"type": "auth", "token": "stranger"})
    assert (await socket.receive_json_from())["data"]["message"] == texts.SIGN_IN_AGAIN
    await socket.send_json_to({"type": "auth", "token": "member"})
    assert await socket.receive_json_from() == {"type": "auth.ok", "data": {"user_id": 77}}
    await sync_to_async(send_probe)()
    assert (await socket.receive_json_from(timeout=2))["topic"] == "probe:77"
    await socket.disconnect()


async def test_disconnect_session_signs_its_sockets_out(stand_in_sign_in):
    socket = await connect()
    await socket.send_json_to({"type": "auth", "token": "member"})
    await socket.receive_json_from()

    await sync_to_async(disconnect_session)(session_id=5)
    assert await socket.receive_json_from(timeout=2) == {
        "type": "auth.revoked",
        "data": {"message": texts.SIGN_IN_AGAIN},
    }
    await sync_to_async(send_probe)()
    assert await socket.receive_nothing(timeout=0.3), "private topics are left"
    await socket.disconnect()
