"""Whatever a client sends, its socket answers and stays open (issue 38): generated frames of
every shape, with the client frames' own keys and values of every JSON kind, odd text
included (NUL, lone surrogates, right-to-left marks), get a frame back and never a close with
1011. A ping after each shows the socket still serves."""

import json

import pytest
from asgiref.sync import async_to_sync
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.realtime.sockets import connect

pytestmark = pytest.mark.django_db(transaction=True)

TEXT = st.text(st.characters(codec=None, exclude_categories=()), max_size=40) | st.sampled_from(
    ["event:1", "user:1", "professional:1:2026-12-01", "", "\ud800", "event:\udfff", "\x00"]
)
SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | TEXT
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=8,
)
FRAMES = st.fixed_dictionaries(
    {"type": st.sampled_from(["auth", "subscribe", "unsubscribe", "ping"]) | VALUES},
    optional={"topic": VALUES, "token": VALUES, "since": VALUES, "data": VALUES},
)


async def answered_and_open(text: str) -> None:
    socket = await connect()
    await socket.send_to(text_data=text)
    answer = await socket.receive_json_from(timeout=5)
    assert answer["type"] in {"error", "pong", "subscribed", "unsubscribed", "auth.ok"}, answer
    await socket.send_json_to({"type": "ping"})
    while (frame := await socket.receive_json_from(timeout=5))["type"] != "pong":
        assert frame["type"] != "auth.revoked", frame
    await socket.disconnect()


@settings(max_examples=60, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(frame=FRAMES)
def test_any_frame_gets_an_answer_and_the_socket_stays_open(frame):
    async_to_sync(answered_and_open)(json.dumps(frame))
