"""Gap-free by contract: each frame on a topic carries the next number, and a socket that
subscribes again with the last number it saw gets what it missed from the topic's history,
or is told the history no longer covers it (then the page refetches)."""

import asyncio
import uuid

import pytest
from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import transaction
from django.test import override_settings

from realtime import hub, publish, topics
from realtime.texts import BAD_SINCE
from tests.realtime.sockets import connect

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


@pytest.fixture
def topic():
    """A public topic of its own (numbers and history are kept in Redis across tests)."""
    topics.kinds.register("probe", topics.TopicKind(r"probe:(\w+)", lambda who, match: True))
    yield f"probe:{uuid.uuid4().hex[:12]}"
    topics.kinds.unregister("probe")


def sent(topic: str, count: int) -> None:
    for number in range(count):
        with transaction.atomic():
            data = {"id": number, "kind": "probe", "text": f"frame {number}",
                    "created_at": "2026-01-01T00:00:00Z"}  # fmt: skip
            publish.publish(topic, "notification.created", data)


async def subscribe(socket, topic: str, **since) -> dict:
    await socket.send_json_to({"type": "subscribe", "topic": topic, **since})
    return await socket.receive_json_from()


async def test_frames_are_numbered_and_what_was_missed_is_sent_again(topic):
    socket = await connect()
    assert (await subscribe(socket, topic))["data"] == {"seq": 0, "missed": False}
    await sync_to_async(sent)(topic, 3)
    heard = [await socket.receive_json_from(timeout=2) for _ in range(3)]
    assert [frame["seq"] for frame in heard] == [1, 2, 3]

    # A page that saw only the first (a gap, or a reconnect): 2 and 3 again, in order.
    again = await connect()
    assert (await subscribe(again, topic, since=1))["data"] == {"seq": 3, "missed": False}
    replayed = [await again.receive_json_from(timeout=2) for _ in range(2)]
    assert replayed == heard[1:]
    # Nothing missed: the answer alone.
    assert (await subscribe(again, topic, since=3))["data"] == {"seq": 3, "missed": False}
    assert await again.receive_nothing(timeout=0.3)
    await socket.disconnect()
    await again.disconnect()


async def test_a_frame_dropped_on_purpose_is_numbered_kept_and_sent_again(topic):
    socket = await connect()
    await subscribe(socket, topic)
    drop = publish._keys(topic)[2]
    await sync_to_async(publish._redis(settings.REDIS_URL).set)(drop, 1)
    await sync_to_async(sent)(topic, 2)
    second = await socket.receive_json_from(timeout=2)
    assert second["seq"] == 2  # the first was dropped: a gap
    await subscribe(socket, topic, since=0)
    assert [(await socket.receive_json_from(timeout=2))["seq"] for _ in range(2)] == [1, 2]
    await socket.disconnect()


async def test_a_gap_older_than_the_history_says_missed(topic):
    await sync_to_async(sent)(topic, publish.HISTORY_FRAMES + 2)
    socket = await connect()
    answer = await subscribe(socket, topic, since=1)
    assert answer["data"] == {"seq": publish.HISTORY_FRAMES + 2, "missed": True}
    assert await socket.receive_nothing(timeout=0.3)
    # The oldest number still kept replays everything after it.
    answer = await subscribe(socket, topic, since=2)
    assert answer["data"]["missed"] is False
    replayed = [await socket.receive_json_from(timeout=2) for _ in range(publish.HISTORY_FRAMES)]
    assert [frame["seq"] for frame in replayed] == list(range(3, publish.HISTORY_FRAMES + 3))
    await socket.disconnect()


async def test_a_number_beyond_the_topics_last_says_missed(topic):
    await sync_to_async(sent)(topic, 1)
    socket = await connect()
    assert (await subscribe(socket, topic, since=9))["data"] == {"seq": 1, "missed": True}
    await socket.disconnect()


@pytest.mark.parametrize("since", [-1, "3", 1.5, True, None])
async def test_since_must_be_a_frame_number(topic, since):
    socket = await connect()
    answer = await subscribe(socket, topic, since=since)
    if since is None:  # the same as leaving it out
        assert answer["type"] == "subscribed"
    else:
        assert answer["type"] == "error" and answer["data"]["message"] == BAD_SINCE
    await socket.disconnect()


@override_settings(
    REDIS_URL="", CHANNEL_LAYERS={"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
)
async def test_the_embedded_default_numbers_and_keeps_frames_in_the_process(topic):
    socket = await connect()
    await subscribe(socket, topic)
    await sync_to_async(sent)(topic, 2)
    heard = [await socket.receive_json_from(timeout=2) for _ in range(2)]
    assert [frame["seq"] for frame in heard] == [1, 2]
    again = await connect()
    assert (await subscribe(again, topic, since=1))["data"] == {"seq": 2, "missed": False}
    assert await again.receive_json_from(timeout=2) == heard[1]
    await socket.disconnect()
    await again.disconnect()


async def settled(read, done, seconds: float = 5.0):
    """What `read()` answers once `done` holds of it, else its last answer after `seconds`:
    for what Redis tells of another connection's commands."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    # Polls: Redis tells no event to wait on.
    while not done(answer := await read()) and loop.time() < deadline:  # noqa: ASYNC110
        await asyncio.sleep(0.01)
    return answer


async def test_a_process_hears_a_topic_once_however_many_sockets_watch_it(topic):
    """The hub (realtime/hub.py): one subscription per process and topic, for as long as one
    of its sockets watches it, and each frame written to every one of them."""
    store = publish._async_redis(settings.REDIS_URL)

    async def subscribers() -> int:
        return dict(await store.pubsub_numsub(hub.channel(topic)))[hub.channel(topic).encode()]

    sockets = [await connect() for _ in range(3)]
    for socket in sockets:
        await subscribe(socket, topic)
    assert await subscribers() == 1
    assert publish.watched("probe:") >= {topic}

    await sync_to_async(sent)(topic, 2)
    for socket in sockets:
        heard = [await socket.receive_json_from(timeout=2) for _ in range(2)]
        assert [frame["data"]["text"] for frame in heard] == ["frame 0", "frame 1"]

    await sockets[0].disconnect()
    await subscribe(sockets[1], topic)  # joined already: answered, not subscribed again
    assert await subscribers() == 1
    for socket in sockets[1:]:
        await socket.send_json_to({"type": "unsubscribe", "topic": topic})
        assert (await socket.receive_json_from())["type"] == "unsubscribed"
    # The hub's UNSUBSCRIBE is sent before "unsubscribed" is answered, but on a connection of
    # its own: Redis may read the question below, sent later on another, first.
    assert await settled(subscribers, lambda count: count == 0) == 0
    watched = await settled(
        lambda: sync_to_async(publish.watched)("probe:"), lambda found: topic not in found
    )
    assert topic not in watched
    for socket in sockets[1:]:
        await socket.disconnect()


async def test_sockets_joining_a_fresh_process_at_once_all_hear_their_topics(topic):
    """The hub's first connection is opened once, however many sockets join at once: each
    one's topic is confirmed and heard (two connections, one of them unread, once left
    sockets waiting for a confirmation that never came)."""
    others = [f"{topic}x{n}" for n in range(4)]
    sockets = await asyncio.gather(*(connect() for _ in others))
    answers = await asyncio.gather(
        *(subscribe(socket, name) for socket, name in zip(sockets, others, strict=True))
    )
    assert [answer["type"] for answer in answers] == ["subscribed"] * len(others)
    for name in others:
        await sync_to_async(sent)(name, 1)
    for socket, name in zip(sockets, others, strict=True):
        assert (await socket.receive_json_from(timeout=2))["topic"] == name
        await socket.disconnect()
