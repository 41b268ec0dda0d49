"""Whether this process still reaches the Redis its frames travel through.

Once a process has held a socket, one task pings Redis every PING_SECONDS while it holds any.
When MISSED_PINGS pings in a row fail (one slow answer on a busy machine is not an outage),
every socket of the process is closed with CLOSE_SERVICE_RESTART, all at once: it would
otherwise stay open and hear nothing. So is every socket when Redis answers as a new server
(its run_id changed): it restarted between two pings, and the frames published meanwhile are
lost. (The hub closes them too when its own pub/sub connection breaks: hub.py.) The
browsers reconnect (refused until Redis is back: the address claims live there) and refetch
what they show, so nothing they missed stays missed.

The task outlives the sockets (it only sleeps while there are none), so a socket accepted while
it winds down is never left unwatched, and a socket's own disconnect, which the close sets off,
cannot stop the closing of the others. Without Redis (the embedded default) frames never leave
the process and there is nothing to watch."""

import asyncio
import contextlib
import logging
import weakref

import redis
from django.conf import settings
from redis import asyncio as aioredis

from realtime import counters

PING_SECONDS = 2.0
MISSED_PINGS = 2
CLOSE_SERVICE_RESTART = 1012
# What "Redis is away" looks like to the code that calls it.
AWAY = (redis.RedisError, OSError)

logger = logging.getLogger(__name__)
_sockets: weakref.WeakSet = weakref.WeakSet()
_task: asyncio.Task | None = None


def add(consumer) -> None:
    """Watch over an accepted socket (a consumer with `close(code=...)`)."""
    global _task
    if not settings.REDIS_URL:
        return
    _sockets.add(consumer)
    loop = asyncio.get_running_loop()
    if _task is None or _task.done() or _task.get_loop() is not loop:
        _task = loop.create_task(_watch(settings.REDIS_URL))


def discard(consumer) -> None:
    _sockets.discard(consumer)


async def _watch(url: str) -> None:
    client = aioredis.Redis.from_url(url, socket_timeout=1, socket_connect_timeout=1)
    missed, server = 0, None
    try:
        while True:
            await asyncio.sleep(PING_SECONDS)
            if not _sockets:
                missed, server = 0, None
                with contextlib.suppress(*AWAY):
                    await counters.flush(client)  # what the last ones counted
                continue
            try:
                answered = (await client.info("server")).get("run_id")
            except AWAY:
                missed += 1
                if missed >= MISSED_PINGS:
                    missed, server = 0, None
                    await _close_all()
                continue
            missed = 0
            if server is not None and answered != server:
                logger.warning("Redis restarted between two pings")
                await _close_all()
            server = answered
            with contextlib.suppress(*AWAY):
                await counters.flush(client)
    finally:
        with contextlib.suppress(*AWAY):
            await client.aclose()


async def _close_all() -> None:
    sockets = list(_sockets)
    _sockets.clear()
    logger.warning("Redis is away: closing %d sockets so they reconnect and refetch", len(sockets))
    # At once: a socket whose reader is slow must not hold up the others' close.
    await asyncio.gather(
        *(consumer.close(code=CLOSE_SERVICE_RESTART) for consumer in sockets),
        return_exceptions=True,
    )
