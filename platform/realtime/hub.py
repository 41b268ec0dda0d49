"""Each process hears a topic once and writes its frames to its own sockets.

A socket watching a topic joins it here. The first socket of the process (of its event loop)
to join subscribes the process to the topic's Redis channel, on the one pub/sub connection it
holds; the last to leave unsubscribes it. A frame heard is put in the outbox of every socket
of the process that watches the topic, in one loop over them: the text the publisher
serialised goes straight to the server's send, with no queue, task or decoding per socket
(the channel layer had all three: 71-83 µs of CPU per frame and socket, loadtests/README.md,
"Frames at scale").

An outbox writes a frame at once when the server takes it at once, that is while the
browser reads. When the server makes the write wait (the browser stopped reading and its
buffers are full), the frames after it wait in order in the outbox. Once SOCKET_BACKLOG of
them wait, or a write has waited SOCKET_SEND_SECONDS, the socket is closed with
CLOSE_TOO_SLOW. The browser reconnects and asks for what it missed, and the socket never held
more than the backlog, nor slowed the others.

A process that loses its pub/sub connection closes every socket it holds with
`watch.CLOSE_SERVICE_RESTART`: frames published meanwhile are gone, so the browsers
reconnect and recover them. Without Redis (the embedded default, one process) publish.py
hands each frame to the hub of every event loop holding sockets."""

import asyncio
import collections
import contextlib
import logging
import weakref
from collections.abc import Awaitable, Callable, Coroutine

from django.conf import settings
from redis import asyncio as aioredis
from redis.backoff import NoBackoff
from redis.retry import Retry

from realtime import counters, watch

CLOSE_TOO_SLOW = 1013  # "try again later"
SUBSCRIBE_SECONDS = 5

logger = logging.getLogger(__name__)

Send = Callable[[dict], Coroutine]


def channel(topic: str, prefix: str = "") -> str:
    """The Redis channel a topic's frames are published on. Pub/sub ignores Redis's database
    numbers: the deployment's prefix (REDIS_PREFIX) keeps another's frames, on the same
    server, apart."""
    return f"{prefix or settings.REDIS_PREFIX}:topic:{topic}"


def topic_of(channel_name: str, prefix: str = "") -> str:
    """The topic whose frames `channel_name` carries (channel's inverse)."""
    return channel_name.removeprefix(channel("", prefix))


class Outbox:
    """One socket's frames on their way out, in order. `send` is the socket's ASGI send and
    `close(code)` closes it."""

    __slots__ = ("send", "close", "waiting", "writer", "closed", "__weakref__")

    def __init__(self, send: Send, close: Callable[[int], Awaitable]) -> None:
        self.send = send
        self.close = close
        self.waiting: collections.deque[str] = collections.deque()
        self.writer: asyncio.Task | None = None
        self.closed = False

    def put(self, text: str) -> None:
        if self.closed:
            counters.count("dropped: closed")  # asked for again once the browser reconnects
            return
        counters.count("handed")
        if self.writer is not None:  # a write waits for the browser: this one waits behind it
            if len(self.waiting) >= settings.SOCKET_BACKLOG:
                self._give_up("dropped: too slow", CLOSE_TOO_SLOW)
            else:
                self.waiting.append(text)
            return
        # The write runs here, in the caller's step, up to where the server makes it wait, if
        # it does: a task per frame and socket would cost more than the write itself.
        write = self.send({"type": "websocket.send", "text": text})
        try:
            waits_on = write.send(None)
        except StopIteration:
            counters.count("written")
        except (RuntimeError, OSError):
            # The server closed it meanwhile (uvicorn refuses a send after its close, e.g.
            # after a keepalive ping went unanswered); its disconnect is on the way.
            self._give_up("dropped: closed")
        else:
            self.writer = asyncio.get_running_loop().create_task(self._drain(write, waits_on))

    async def _drain(self, write: Coroutine, waits_on) -> None:
        """Finish the write that waits, then write what queued behind it."""
        try:
            async with asyncio.timeout(settings.SOCKET_SEND_SECONDS):
                await _finish(write, waits_on)
            counters.count("written")
            while self.waiting and not self.closed:
                async with asyncio.timeout(settings.SOCKET_SEND_SECONDS):
                    await self.send({"type": "websocket.send", "text": self.waiting.popleft()})
                counters.count("written")
        except TimeoutError:
            logger.info("closing a socket that stopped reading (%s behind)", len(self.waiting))
            self._give_up("dropped: too slow", CLOSE_TOO_SLOW)
        except (RuntimeError, OSError):
            self._give_up("dropped: closed")
        finally:
            self.writer = None
            if self.waiting:  # the socket closed meanwhile
                counters.count("dropped: closed", len(self.waiting))
                self.waiting.clear()

    def _give_up(self, reason: str, code: int | None = None) -> None:
        """Count this frame and every waiting one as dropped for `reason`, and close with
        `code` (None: the server has closed it already)."""
        counters.count(reason, 1 + len(self.waiting))
        self.waiting.clear()
        if not self.closed:
            self.closed = True
            if code is not None:
                asyncio.get_running_loop().create_task(self.close(code))


async def _finish(step: Coroutine, waits_on) -> None:
    """Run to its end a coroutine that was stepped by hand (`step.send(None)`) and stopped on
    `waits_on`, the future it yielded, as a task would; a cancellation is passed into it."""
    while True:
        try:
            if waits_on is None:  # a bare yield (asyncio.sleep(0)): one turn of the loop
                await asyncio.sleep(0)
            else:
                # Taken, as a task takes the futures it is given: awaited again, a future
                # still marked as blocking raises "await wasn't used with future".
                waits_on._asyncio_future_blocking = False
                await waits_on
        except BaseException as error:  # noqa: BLE001 (passed on into the coroutine)
            try:
                waits_on = step.throw(error)
            except StopIteration:
                return
            continue
        try:
            waits_on = step.send(None)
        except StopIteration:
            return


class Hub:
    """The topics the sockets of one event loop watch, and their outboxes."""

    # Where it hears them: nowhere but in this process.
    url = prefix = ""

    def __init__(self) -> None:
        self.watchers: dict[str, dict[Outbox, None]] = {}

    async def join(self, topic: str, outbox: Outbox) -> None:
        self.watchers.setdefault(topic, {})[outbox] = None

    async def leave(self, topic: str, outbox: Outbox) -> None:
        watchers = self.watchers.get(topic)
        if watchers is not None:
            watchers.pop(outbox, None)
            if not watchers:
                del self.watchers[topic]

    def deliver(self, topic: str, text: str) -> None:
        counters.count("received")
        for outbox in tuple(self.watchers.get(topic, ())):
            outbox.put(text)
        counters.export()


class RedisHub(Hub):
    """A hub that hears its topics on one Redis pub/sub connection. It does not reconnect on
    its own: a connection lost is frames lost, so every socket is closed instead, and the
    next socket to join starts a new connection."""

    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        # Its channels' names, for as long as it lives (tests override the setting).
        self.prefix = settings.REDIS_PREFIX
        self.pubsub: aioredis.client.PubSub | None = None
        self.reader: asyncio.Task | None = None
        self.confirming: dict[str, asyncio.Future] = {}
        self.connecting = asyncio.Lock()

    async def join(self, topic: str, outbox: Outbox) -> None:
        """Returns once the process hears the topic: a frame published after is delivered."""
        if topic in self.watchers and topic not in self.confirming:
            self.watchers[topic][outbox] = None
            return
        await super().join(topic, outbox)
        if topic not in self.confirming:
            self.confirming[topic] = asyncio.get_running_loop().create_future()
            pubsub = await self._pubsub()
            await pubsub.subscribe(channel(topic, self.prefix))
        confirmed = self.confirming[topic]
        async with asyncio.timeout(SUBSCRIBE_SECONDS):
            await asyncio.shield(confirmed)

    async def leave(self, topic: str, outbox: Outbox) -> None:
        await super().leave(topic, outbox)
        # Awaited in line, so that a socket joining next subscribes after this (the commands
        # reach Redis in the order they are called); one being confirmed is left to _read.
        if topic not in self.watchers and topic not in self.confirming and self.pubsub:
            await self.pubsub.unsubscribe(channel(topic, self.prefix))

    async def _pubsub(self) -> aioredis.client.PubSub:
        """The connection, connected once: two sockets joining at once must not each open
        one (redis-py's PubSub would, and one's confirmations would never be read)."""
        async with self.connecting:
            if self.pubsub is None:
                client = aioredis.Redis.from_url(
                    self.url, socket_connect_timeout=1, retry=Retry(NoBackoff(), 0)
                )
                pubsub = client.pubsub()
                await pubsub.connect()
                self.pubsub = pubsub
                self.reader = asyncio.get_running_loop().create_task(self._read(pubsub))
            return self.pubsub

    async def _read(self, pubsub) -> None:
        try:
            while True:
                message = await pubsub.get_message(timeout=None)
                if message is None:
                    continue
                kind, name = message["type"], message["channel"].decode()
                topic = topic_of(name, self.prefix)
                if kind == "message":
                    self.deliver(topic, message["data"].decode())
                elif kind == "subscribe":
                    confirmed = self.confirming.pop(topic, None)
                    if confirmed is not None and not confirmed.done():
                        confirmed.set_result(None)
                    if topic not in self.watchers:  # all left while it was confirmed
                        await pubsub.unsubscribe(name)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            logger.warning("lost the pub/sub connection to Redis: %s", error)
            await self.lose()

    async def lose(self) -> None:
        """Close every socket: frames may have been published unheard."""
        pubsub, self.pubsub = self.pubsub, None
        for confirmed in self.confirming.values():
            if not confirmed.done():
                confirmed.set_exception(ConnectionError("Redis is away"))
        self.confirming.clear()
        outboxes = {outbox for watchers in self.watchers.values() for outbox in watchers}
        self.watchers.clear()
        for outbox in outboxes:
            outbox.closed = True
        closing = (outbox.close(watch.CLOSE_SERVICE_RESTART) for outbox in outboxes)
        await asyncio.gather(*closing, return_exceptions=True)
        if pubsub is not None:
            with contextlib.suppress(Exception):
                await pubsub.aclose()


# One hub per event loop (a process has one; tests may run several), forgotten with its loop.
_hubs: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def of_loop() -> Hub:
    """The running event loop's hub."""
    loop = asyncio.get_running_loop()
    hub = _hubs.get(loop)
    heard_at = (settings.REDIS_URL, settings.REDIS_PREFIX if settings.REDIS_URL else "")
    if hub is None or (hub.url, hub.prefix) != heard_at:  # tests change them
        hub = _hubs[loop] = RedisHub(settings.REDIS_URL) if settings.REDIS_URL else Hub()
    return hub


def deliver_everywhere(topic: str, text: str) -> None:
    """Without Redis: hand a frame to every loop's hub, from any thread."""
    for loop, hub in list(_hubs.items()):
        if topic in hub.watchers and not loop.is_closed():
            loop.call_soon_threadsafe(hub.deliver, topic, text)


def watched_here() -> set[str]:
    """Without Redis: the topics some socket of this process watches."""
    return {topic for hub in list(_hubs.values()) for topic in hub.watchers}
