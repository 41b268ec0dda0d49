"""Frames too large or too deeply nested, and the bound on sockets per client address."""

import asyncio
import json

import pytest
from asgiref.sync import sync_to_async

from realtime import consumers, limits, texts
from tests.realtime.sockets import Socket, connect

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


async def assert_still_open(socket: Socket) -> None:
    await socket.send_json_to({"type": "ping"})
    assert await socket.receive_json_from() == {"type": "pong"}


async def test_a_deeply_nested_frame_gets_an_error_and_the_socket_stays_open():
    socket = await connect()
    for nested in ("[" * 5000 + "]" * 5000, "{" * 5000, '{"a":' * 5000 + "1" + "}" * 5000):
        await socket.send_to(text_data='{"type": "ping", "x": ' + nested + "}")
        assert await socket.receive_json_from() == {
            "type": "error",
            "data": {"message": texts.TOO_DEEP},
        }
    await assert_still_open(socket)
    await socket.disconnect()


async def test_nesting_up_to_the_bound_and_brackets_in_strings_are_fine():
    socket = await connect()
    depth = limits.MAX_FRAME_DEPTH - 1  # the frame's own object is one level
    frame = '{"type": "ping", "x": ' + "[" * depth + "]" * depth + "}"
    await socket.send_to(text_data=frame)
    assert await socket.receive_json_from() == {"type": "pong"}
    tricky = json.dumps({"type": "ping", "x": '[[[[[[[[[[[[\\"{{{{{{{{{{{{{{{{{{'})
    await socket.send_to(text_data=tricky)
    assert await socket.receive_json_from() == {"type": "pong"}
    await socket.send_to(text_data=frame.replace("[", "[[", 1).replace("]", "]]", 1))
    assert (await socket.receive_json_from())["data"]["message"] == texts.TOO_DEEP
    await socket.disconnect()


@pytest.mark.parametrize("padding", ["x" * limits.MAX_FRAME_BYTES, "€" * 25_000])
async def test_a_frame_over_64_kib_gets_an_error_and_the_socket_stays_open(padding):
    socket = await connect()
    await socket.send_to(text_data=json.dumps({"type": "ping", "pad": padding}, ensure_ascii=False))
    assert await socket.receive_json_from() == {
        "type": "error",
        "data": {"message": texts.TOO_LARGE},
    }
    await assert_still_open(socket)
    fits = json.dumps({"type": "ping", "pad": "€" * 20_000}, ensure_ascii=False)  # 60,022 bytes
    await socket.send_to(text_data=fits)
    assert await socket.receive_json_from() == {"type": "pong"}
    await socket.disconnect()


@pytest.fixture(params=["redis", "memory"])
def claims_store(request, settings):
    """The count lives in Redis when REDIS_URL is set (every process sees it), in memory
    otherwise (the embedded set-up: one process)."""
    if request.param == "memory":
        settings.REDIS_URL = ""
    return request.param


async def close_all(sockets: list[Socket]) -> None:
    # Together: channels-redis takes a moment to stop listening for each one.
    await asyncio.gather(*(socket.disconnect() for socket in sockets))


async def open_sockets(count: int, addresses) -> list[Socket]:
    sockets = []
    for number in range(count):
        sockets.append(await connect(address=addresses(number)))
    return sockets


async def assert_refused(address: str) -> None:
    socket = Socket(address=address)
    connected, _ = await socket.connect()
    assert connected, "accepted first, so the browser sees the close code"
    assert await socket.receive_output() == {
        "type": "websocket.close",
        "code": consumers.CLOSE_TOO_MANY_SOCKETS,
    }
    await socket.disconnect()


async def test_at_most_50_sockets_per_address(claims_store):
    sockets = await open_sockets(limits.MAX_SOCKETS_PER_ADDRESS, lambda n: "198.51.100.7")
    await assert_refused("198.51.100.7")
    other = await connect(address="198.51.100.8")
    await assert_still_open(sockets[-1])

    await sockets.pop().disconnect()
    sockets.append(await connect(address="198.51.100.7"))  # a closed socket frees its place
    await close_all([*sockets, other])


async def test_an_ipv6_address_counts_as_its_64(claims_store):
    sockets = await open_sockets(
        limits.MAX_SOCKETS_PER_ADDRESS, lambda n: f"2001:db8:1:2:{n:x}::{n + 1:x}"
    )
    await assert_refused("2001:db8:1:2:ffff::1")
    other = await connect(address="2001:db8:1:3::1")
    await close_all([*sockets, other])


async def test_claims_of_a_process_that_died_lapse(monkeypatch):
    """A process that crashed never released its sockets' claims: they lapse unrenewed."""
    claims = limits.address_claims()
    key = limits.address_key("198.51.100.9")
    monkeypatch.setattr(limits, "CLAIM_SECONDS", -1)
    for number in range(limits.MAX_SOCKETS_PER_ADDRESS):
        assert await sync_to_async(claims.claim)(key, f"dead-{number}")
    monkeypatch.undo()
    socket = await connect(address="198.51.100.9")
    await assert_still_open(socket)
    await socket.disconnect()


async def test_a_renewed_claim_still_counts(monkeypatch):
    claims = limits.address_claims()
    key = limits.address_key("198.51.100.10")
    monkeypatch.setattr(limits, "CLAIM_SECONDS", -1)
    for number in range(limits.MAX_SOCKETS_PER_ADDRESS):
        await sync_to_async(claims.claim)(key, f"live-{number}")
    monkeypatch.undo()
    for number in range(limits.MAX_SOCKETS_PER_ADDRESS):
        await sync_to_async(claims.renew)(key, f"live-{number}")
    await assert_refused("198.51.100.10")


@pytest.mark.parametrize(
    "frame",
    [
        '{"type": "subscribe", "topic": "event:\\ud800"}',
        '{"type": "unsubscribe", "topic": "event:\\udfff"}',
        '{"type": "auth", "token": "\\ud800"}',
        '{"type": "ping", "x": ["\\ud83d"]}',
    ],
)
async def test_a_lone_surrogate_gets_an_error_and_the_socket_stays_open(frame):
    """JSON can escape half a UTF-16 pair; the ErrorFrame that echoed it failed its own
    validation, and the socket closed with 1011 (issue 38)."""
    socket = await connect()
    await socket.send_to(text_data=frame)
    assert await socket.receive_json_from() == {
        "type": "error",
        "data": {"message": texts.NOT_UNICODE},
    }
    await assert_still_open(socket)
    await socket.disconnect()


async def test_a_whole_surrogate_pair_is_text_like_any_other():
    socket = await connect()
    await socket.send_to(text_data='{"type": "subscribe", "topic": "event:\\ud83d\\ude00"}')
    answer = await socket.receive_json_from()
    assert answer["data"] == {"message": texts.UNKNOWN_TOPIC}
    await socket.disconnect()
