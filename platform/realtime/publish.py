"""Sending frames, built and checked by `realtime.frames`. Nothing leaves before the
surrounding transaction commits, so a socket never hears of a row that a rollback then
removes. A frame that cannot leave (Redis is away) is logged, never the caller's error: the
change is committed, and the sockets that missed it reconnect and refetch (`consumers`).

Gap-free by contract: every frame on a topic carries the topic's next sequence number
(`seq`), and the topic keeps its last HISTORY_FRAMES frames for HISTORY_SECONDS. A page that
sees a gap, or comes back after a reconnect, subscribes again with the last `seq` it saw and
is sent what it missed from that history, or told that the history no longer covers it, and
then refetches what the topic shows (`consumers`, `webapp/src/shared/socket`).

With Redis, one script numbers the frame, keeps it in the history and publishes it on the
topic's channel, so the numbers reach every socket in the order they were given; each process
hears the channel once and writes the frame to its sockets (hub.py). Without Redis (the
embedded default, one process) the numbers and the history live in the process."""

import asyncio
import collections
import functools
import json
import logging
import re
import threading
import time
import weakref

import redis
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.conf import settings
from django.db import transaction
from redis import asyncio as aioredis

from kernel import atcommit, metrics
from realtime import counters, frames, hub, texts, topics

logger = logging.getLogger(__name__)

HISTORY_FRAMES = 100
HISTORY_SECONDS = 120
# A topic's numbering outlives its history: a page open for days must never see numbers
# start again below what it saw (it would drop them as repeats).
SEQ_SECONDS = 7 * 24 * 3600

# KEYS: the topic's sequence, its history, its frames to drop, the frame counts (counters.py).
# ARGV: the frame's JSON (an object), the topic's channel (hub.py), the history's length, its
# seconds, the sequence's seconds. A frame to drop is numbered and kept, never sent: a
# tester's way to see pages recover (docs/product.md, "Live updates": `SET marketplace:drop:<topic>
# <count>`).
_SEND = """
local seq = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[5])
local text = '{"seq":' .. seq .. ',' .. string.sub(ARGV[1], 2)
redis.call('RPUSH', KEYS[2], text)
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[3]), -1)
redis.call('EXPIRE', KEYS[2], ARGV[4])
if tonumber(redis.call('GET', KEYS[3]) or '0') > 0 then
    redis.call('DECR', KEYS[3])
    redis.call('HINCRBY', KEYS[4], 'dropped on purpose', 1)
    return seq
end
redis.call('PUBLISH', ARGV[2], text)
redis.call('HINCRBY', KEYS[4], 'published', 1)
return seq
"""


class MissedFrames(Exception):
    """The history no longer holds every frame after the `seq` asked for; `last` is the
    topic's last number."""

    def __init__(self, last: int) -> None:
        super().__init__(last)
        self.last = last


def _keys(topic: str) -> list[str]:
    return [f"marketplace:{key}:{topic}" for key in ("seq", "history", "drop")]


@functools.cache
def _redis(url: str) -> redis.Redis:
    return metrics.redis_client(url, "frames", socket_timeout=2, socket_connect_timeout=1)


class _Local:
    """The embedded default's numbering and history: one process, so plain memory."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.seq: dict[str, int] = collections.defaultdict(int)
        self.history: dict[str, collections.deque] = collections.defaultdict(
            lambda: collections.deque(maxlen=HISTORY_FRAMES)
        )

    def send(self, topic: str, body: str) -> None:
        """Number the frame, keep it and hand it to the sockets, in the order numbered."""
        with self.lock:
            self.seq[topic] += 1
            text = f'{{"seq":{self.seq[topic]},{body[1:]}'
            self.history[topic].append((time.monotonic(), text))
            hub.deliver_everywhere(topic, text)
        metrics.frames_counted({"published": 1})

    def kept(self, topic: str) -> tuple[int, list[str]]:
        """The topic's last number and the frames of its history still fresh."""
        with self.lock:
            fresh = time.monotonic() - HISTORY_SECONDS
            kept = [text for at, text in self.history.get(topic, ()) if at >= fresh]
            return self.seq.get(topic, 0), kept


_local = _Local()


def _group_send(group: str, message: dict) -> None:
    try:
        async_to_sync(get_channel_layer().group_send)(group, message)
    except Exception:
        logger.warning(
            "a frame for %s was not sent: the channel layer is away", group, exc_info=True
        )


def _unsent(topic: str, error: Exception) -> None:
    metrics.frames_counted({"unsent": 1})
    logger.warning(
        "a frame for %s was not sent: the channel layer is away",
        topic, exc_info=(type(error), error, error.__traceback__),
    )  # fmt: skip


def _published(seq) -> None:
    metrics.frames_counted({"published": 1})


def publish(topic: str, frame_type: str, data: dict) -> None:
    frame = frames.build(frame_type, topic=topic, data=data)
    # Serialised once here, not once per socket it reaches.
    body = json.dumps(frame)
    if not settings.REDIS_URL:
        transaction.on_commit(lambda: _local.send(topic, body))
        return
    keys = [*_keys(topic), counters.TOTALS]
    args = [body, hub.channel(topic), HISTORY_FRAMES, HISTORY_SECONDS, SEQ_SECONDS]
    # With the transaction's other frames and its day-cache drops, in one round trip (EVAL,
    # not EVALSHA: a pipeline cannot load a script Redis lost without another round trip).
    atcommit.at_commit(
        settings.REDIS_URL, lambda pipeline: pipeline.eval(_SEND, len(keys), *keys, *args),
        done=_published, failed=lambda error: _unsent(topic, error),
    )  # fmt: skip


def watched(prefix: str) -> set[str]:
    """The topics starting with `prefix` that some socket watches now, in any process: a
    change that touches many topics (a schedule edit, every day of a year) sends frames only
    to those, and a page that opens later reads the change over REST."""
    if not settings.REDIS_URL:
        return {topic for topic in hub.watched_here() if topic.startswith(prefix)}
    # Redis's glob: its special characters in the prefixes stand for themselves.
    pattern = re.sub(r"([*?[\]\\])", r"\\\1", hub.channel(prefix)) + "*"
    try:
        channels = _redis(settings.REDIS_URL).pubsub_channels(pattern)
    except (redis.RedisError, OSError):  # the sockets are being closed: they will refetch
        logger.warning("could not list the watched %s topics", prefix, exc_info=True)
        return set()
    return {hub.topic_of(channel.decode()) for channel in channels}


# One client per event loop (a socket's reads stay on its loop, no thread hop), forgotten
# with its loop.
_async_clients: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _async_redis(url: str) -> aioredis.Redis:
    clients = _async_clients.setdefault(asyncio.get_running_loop(), {})
    if url not in clients:
        clients[url] = metrics.async_redis_client(
            url, "frames", socket_timeout=2, socket_connect_timeout=1
        )
    return clients[url]


async def since(topic: str, seq: int | None) -> tuple[int, list[str]]:
    """(the topic's last seq, the frames numbered after `seq` as sent): what a socket that saw
    `seq` missed (nothing when `seq` is None). MissedFrames when the history no longer holds
    all of them."""
    if not settings.REDIS_URL:
        return _missed(seq, *_local.kept(topic))
    seq_key, history_key, _ = _keys(topic)
    client = _async_redis(settings.REDIS_URL)
    if seq is None:  # a first subscription: its number only
        return int(await client.get(seq_key) or 0), []
    async with client.pipeline(transaction=True) as pipe:
        last, kept = await pipe.get(seq_key).lrange(history_key, 0, -1).execute()
    return _missed(seq, int(last or 0), [text.decode() for text in kept])


def _missed(seq: int | None, last: int, kept: list[str]) -> tuple[int, list[str]]:
    if seq is None or seq == last:
        return last, []
    if seq > last:  # numbered afresh since (its numbering lapsed): nothing to replay from
        raise MissedFrames(last)
    missed = [text for text in kept if _seq_of(text) > seq]
    if not missed or _seq_of(missed[0]) != seq + 1:
        raise MissedFrames(last)
    return last, missed


def _seq_of(text: str) -> int:
    # Every kept frame starts '{"seq":<n>,' (the script and _Local write it so).
    return int(text[7 : text.index(",")])


def disconnect_session(*, session_id: int) -> None:
    """Sign the sockets of a session out (it was revoked): they drop every private topic and
    hear `auth.revoked`; public topics stay. `session_id` is `Identity.session_id`."""
    frame = frames.build("auth.revoked", data={"message": texts.SIGN_IN_AGAIN})
    group = topics.session_group(session_id)
    transaction.on_commit(lambda: _group_send(group, {"type": "session.revoked", "frame": frame}))
