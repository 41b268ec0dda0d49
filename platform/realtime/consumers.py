"""The one socket per browser tab, at /ws/ (docs/architecture.md, "The realtime protocol").

Client frames: {"type": "auth", "token"}, {"type": "subscribe", "topic", "since"?},
{"type": "unsubscribe", "topic"}, {"type": "ping"}. `since` is the last frame number the page
saw on the topic (after a gap or a reconnect): what it missed is sent again (publish.py).
Every server frame, the answers included, is declared in `realtime.frames` and built there.
The token never travels in the URL.

Bad frames (not JSON, not Unicode, too large, too deeply nested, unknown type) get an error
frame and the socket stays open; so does a frame whose handling failed unexpectedly (logged
with its traceback), so no frame a client sends can end its socket with 1011. A socket over
the per-address bound is accepted and closed at once with CLOSE_TOO_MANY_SOCKETS, so the
browser sees why.

Frames travel through Redis. When this process cannot reach it, it closes its sockets with
`watch.CLOSE_SERVICE_RESTART`: they would miss frames unheard, so the browsers reconnect
(their handshakes fail until Redis is back) and refetch what they show."""

import asyncio
import contextlib
import functools
import json
import logging
import time
import uuid

from asgiref.sync import sync_to_async
from channels.consumer import get_handler_name
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from kernel import metrics
from kernel.logs import context as log_context
from realtime import auth, frames, hub, limits, publish, topics, watch
from realtime.texts import (
    BAD_SINCE,
    FAILED,
    FORBIDDEN_TOPIC,
    NOT_JSON,
    NOT_UNICODE,
    SIGN_IN_AGAIN,
    TOO_DEEP,
    TOO_LARGE,
    TOO_MANY_TOPICS,
    UNKNOWN_TOPIC,
    UNKNOWN_TYPE,
)

MAX_TOPICS = limits.MAX_TOPICS
CLOSE_TOO_MANY_SOCKETS = 4429
# A socket whose browser stopped reading is closed with this (hub.py).
CLOSE_TOO_SLOW = hub.CLOSE_TOO_SLOW
logger = logging.getLogger(__name__)


def _in_thread(function):
    # Redis round trips, not the ORM: no need to queue behind the database thread.
    return sync_to_async(function, thread_sensitive=False)


# Who may watch a topic, as its kind's check last answered, for VISIBLE_SECONDS: a page with
# many cards, or a thousand tabs on one busy day, asks the same question thousands of times a
# second, and each answer is a query in the one thread the ORM runs in. A topic is public data
# (it shows what its REST resource shows), so an answer a few seconds old is good enough.
VISIBLE_SECONDS = 10
_visible: dict[tuple[int | None, str], tuple[float, bool]] = {}


async def _may_subscribe(found, user, topic: str) -> bool:
    key = (getattr(user, "pk", None), topic)
    now = time.monotonic()
    known = _visible.get(key)
    if known is not None and known[0] > now:
        return known[1]
    kind, match = found
    allowed = await database_sync_to_async(kind.may_subscribe)(user, match)
    if len(_visible) > 100_000:  # bounded: forget everything rather than grow
        _visible.clear()
    _visible[key] = (now + VISIBLE_SECONDS, allowed)
    return allowed


def _unicode(content: dict) -> bool:
    """Whether every text in the frame is Unicode: JSON's `\\ud800` escape decodes to a lone
    surrogate, which no database, hash or UTF-8 encoder takes."""
    try:
        json.dumps(content, ensure_ascii=False).encode()
    except UnicodeEncodeError:
        return False
    return True


class LiveConsumer(AsyncJsonWebsocketConsumer):
    async def connect(self) -> None:
        # Every line this socket logs carries the id nginx gave its handshake (kernel/logs).
        log_context.bind(log_context.from_scope(self.scope))
        self.identity: auth.Identity | None = None
        self.topics: set[str] = set()
        self.outbox = hub.Outbox(self.base_send, self._close_with)
        self.hub = hub.of_loop()
        self.renewal: asyncio.Task | None = None
        client = self.scope.get("client") or (None, None)
        self.address = limits.address_key(client[0])
        self.claim_id = uuid.uuid4().hex
        self.claims = limits.address_claims()
        self.claimed = await _in_thread(self.claims.claim)(self.address, self.claim_id)
        await self.accept()
        if not self.claimed:
            await self.close(code=CLOSE_TOO_MANY_SOCKETS)
            return
        self.renewal = asyncio.create_task(self._renew_claim())
        watch.add(self)
        metrics.SOCKETS.inc()
        self.counted = True

    async def disconnect(self, code: int) -> None:
        watch.discard(self)
        if getattr(self, "counted", False):
            metrics.SOCKETS.dec()
            self.counted = False
        if hasattr(self, "outbox"):
            self.outbox.closed = True
        if getattr(self, "renewal", None) is not None:
            self.renewal.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.renewal
        # Each step on its own: with Redis away one failing must not leave the rest undone.
        steps = [functools.partial(self._leave, topic) for topic in getattr(self, "topics", ())]
        steps.append(self._leave_session_group)
        if getattr(self, "claimed", False):
            steps.append(
                functools.partial(_in_thread(self.claims.release), self.address, self.claim_id)
            )
        for step in steps:
            try:
                await step()
            except Exception:
                logger.info("a closing socket could not tidy up in Redis", exc_info=True)

    async def dispatch(self, message: dict) -> None:
        # Channels' own dispatch first closes stale database connections, through the one
        # thread the ORM runs in, for every message: when frames still came this way, a frame
        # fanned out to a thousand sockets became a thousand hops queued behind the HTTP
        # requests (loadtests/README.md, "Figures"). Our handlers reach the database only
        # through database_sync_to_async, which closes them around each call itself.
        handler = getattr(self, get_handler_name(message), None)
        if handler is None:
            raise ValueError(f"No handler for message type {message['type']}")
        await handler(message)

    async def receive(self, text_data=None, bytes_data=None, **kwargs) -> None:
        if text_data is None:
            await self._error(NOT_JSON)
        elif limits.frame_too_large(text_data):
            await self._error(TOO_LARGE)
        elif limits.frame_too_deep(text_data):
            await self._error(TOO_DEEP)
        else:
            try:
                content = json.loads(text_data)
            except (ValueError, RecursionError):
                content = None
            if not isinstance(content, dict):
                await self._error(NOT_JSON)
            elif "\\u" in text_data and not _unicode(content):
                await self._error(NOT_UNICODE)
            else:
                await self._handle(content)

    async def _handle(self, content: dict) -> None:
        try:
            await self.receive_json(content)
        except Exception:
            logger.exception("a socket frame could not be handled")
            with contextlib.suppress(Exception):  # the socket may be gone meanwhile
                await self._error(FAILED)

    async def receive_json(self, content: dict, **kwargs) -> None:
        frame_type = content.get("type")
        if frame_type == "auth":
            await self._authenticate(content.get("token"))
        elif frame_type == "subscribe":
            await self._subscribe(content.get("topic"), content.get("since"))
        elif frame_type == "unsubscribe":
            await self._unsubscribe(content.get("topic"))
        elif frame_type == "ping":
            await self._send("pong")
        else:
            await self._error(UNKNOWN_TYPE)

    # Messages from the channel layer: only a revoked session's; topics' frames come through
    # the process's hub (hub.py).

    async def session_revoked(self, event: dict) -> None:
        await self._sign_out()
        await self.send_json(event["frame"])

    # Frames from the client.

    async def _authenticate(self, token) -> None:
        identity = await database_sync_to_async(auth.authenticate)(token)
        if identity is None:
            await self._error(SIGN_IN_AGAIN)
            return
        if self.identity is not None:
            await self._sign_out()
        self.identity = identity
        group = topics.session_group(identity.session_id)
        await self.channel_layer.group_add(group, self.channel_name)
        # A sign-out between the check above and joining its group would go unheard: look again.
        if await database_sync_to_async(auth.authenticate)(token) is None:
            await self._sign_out()
            await self._error(SIGN_IN_AGAIN)
            return
        for topic in identity.topics:
            if not await self._join(topic):
                return
        await self._send("auth.ok", data={"user_id": identity.user_id})

    async def _subscribe(self, topic, since=None) -> None:
        """Join the topic (again: a page that saw a gap or reconnected) and answer its last
        frame number; with `since`, the frames after it follow, or `missed` says they are
        gone (publish.py). Joined before the history is read, so nothing falls between: a
        frame in both arrives twice, and the page drops the second by its number."""
        found = topics.kind_of(topic)
        if found is None:
            await self._error(UNKNOWN_TOPIC, topic)
            return
        if since is not None and (type(since) is not int or since < 0):
            await self._error(BAD_SINCE, topic)
            return
        if topic not in self.topics:
            if len(self.topics) >= MAX_TOPICS:
                await self._error(TOO_MANY_TOPICS, topic)
                return
            user = self.identity.user if self.identity else None
            if not await _may_subscribe(found, user, topic):
                await self._error(FORBIDDEN_TOPIC, topic)
                return
            if not await self._join(topic):
                return
        try:
            last, missed = await publish.since(topic, since)
        except publish.MissedFrames as gone:
            await self._send("subscribed", topic=topic, data={"seq": gone.last, "missed": True})
            return
        except watch.AWAY:  # no history to read: the page refetches (the watch closes us soon)
            data = {"seq": 0, "missed": since is not None}
            await self._send("subscribed", topic=topic, data=data)
            return
        await self._send("subscribed", topic=topic, data={"seq": last, "missed": False})
        for text in missed:
            self.outbox.put(text)

    async def _unsubscribe(self, topic) -> None:
        if topics.kind_of(topic) is None:
            await self._error(UNKNOWN_TOPIC, topic)
            return
        await self._leave(topic)
        await self._send("unsubscribed", topic=topic)

    # Helpers.

    async def _close_with(self, code: int) -> None:
        with contextlib.suppress(RuntimeError, OSError):  # closed by the server meanwhile
            await self.close(code=code)

    async def _renew_claim(self) -> None:
        while True:
            await asyncio.sleep(limits.RENEW_SECONDS)
            try:
                await _in_thread(self.claims.renew)(self.address, self.claim_id)
            except Exception:
                # Redis is away for a moment: the claim lapses at worst, the socket lives on.
                logger.warning("could not renew a socket's address claim", exc_info=True)

    async def _join(self, topic: str) -> bool:
        """Whether the process now hears the topic for this socket; if it cannot (Redis is
        away), the socket is closed, and the browser reconnects and recovers."""
        self.topics.add(topic)
        try:
            await self.hub.join(topic, self.outbox)
        except watch.AWAY as error:
            logger.warning("closing a socket: could not subscribe to %s (%r)", topic, error)
            await self._close_with(watch.CLOSE_SERVICE_RESTART)
            return False
        return True

    async def _leave(self, topic: str) -> None:
        if topic in self.topics:
            self.topics.discard(topic)
            await self.hub.leave(topic, self.outbox)

    async def _leave_session_group(self) -> None:
        if getattr(self, "identity", None) is not None:
            group = topics.session_group(self.identity.session_id)
            await self.channel_layer.group_discard(group, self.channel_name)

    async def _sign_out(self) -> None:
        """Forget the user, and every topic that only a signed-in user could hold."""
        await self._leave_session_group()
        for topic in list(self.topics):
            found = topics.kind_of(topic)
            if found is None or not await database_sync_to_async(found[0].may_subscribe)(
                None, found[1]
            ):
                await self._leave(topic)
        self.identity = None

    async def _send(self, frame_type: str, **fields) -> None:
        await self.send_json(frames.build(frame_type, **fields))

    async def _error(self, message: str, topic: object = None) -> None:
        topic = topic[:100] if isinstance(topic, str) else None
        await self._send("error", topic=topic, data={"message": message})
