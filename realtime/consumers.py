"""The one socket per browser tab, at /ws/ (ARCHITECTURE.md, "Realtime protocol").

Client frames: {"type": "auth", "token"}, {"type": "subscribe" | "unsubscribe", "topic"},
{"type": "ping"}. Control answers: auth.ok, auth.revoked, subscribed, unsubscribed, pong and
error ({"type": "error", "topic"?, "data": {"message"}}). Everything else is a frame from
`realtime.publish`. The token never travels in the URL."""

import json

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from marketplace.accounts.services import session_for_token
from realtime import topics

MAX_TOPICS = 50
SIGN_IN_AGAIN = "Please sign in again."
UNKNOWN_TOPIC = "Unknown topic."
FORBIDDEN_TOPIC = "Forbidden topic."
TOO_MANY_TOPICS = f"At most {MAX_TOPICS} subscriptions per connection."
NOT_JSON = "Frames must be JSON objects."
UNKNOWN_TYPE = "Unknown frame type."


class LiveConsumer(AsyncJsonWebsocketConsumer):
    async def connect(self) -> None:
        self.user = None
        self.session_id: int | None = None
        self.topics: set[str] = set()
        await self.accept()

    async def disconnect(self, code: int) -> None:
        for topic in list(self.topics):
            await self._leave(topic)
        await self._leave_session_group()

    async def receive(self, text_data=None, bytes_data=None, **kwargs) -> None:
        try:
            content = json.loads(text_data) if text_data is not None else None
        except ValueError:
            content = None
        if not isinstance(content, dict):
            await self._error(NOT_JSON)
            return
        await self.receive_json(content)

    async def receive_json(self, content: dict, **kwargs) -> None:
        frame_type = content.get("type")
        if frame_type == "auth":
            await self._authenticate(content.get("token"))
        elif frame_type == "subscribe":
            await self._subscribe(content.get("topic"))
        elif frame_type == "unsubscribe":
            await self._unsubscribe(content.get("topic"))
        elif frame_type == "ping":
            await self.send_json({"type": "pong"})
        else:
            await self._error(UNKNOWN_TYPE)

    # Messages from the channel layer.

    async def frame_send(self, event: dict) -> None:
        await self.send_json(event["frame"])

    async def session_revoked(self, event: dict) -> None:
        await self._sign_out()
        await self.send_json({"type": "auth.revoked", "data": {"message": SIGN_IN_AGAIN}})

    # Frames from the client.

    async def _authenticate(self, token) -> None:
        session = None
        if isinstance(token, str) and 0 < len(token) <= 200:
            session = await database_sync_to_async(session_for_token)(token)
        if session is None:
            await self._error(SIGN_IN_AGAIN)
            return
        if self.user is not None:
            await self._sign_out()
        self.user = session.user
        self.session_id = session.pk
        await self.channel_layer.group_add(topics.session_group(session.pk), self.channel_name)
        # A sign-out between the check above and joining its group would go unheard: look again.
        if await database_sync_to_async(session_for_token)(token) is None:
            await self._sign_out()
            await self._error(SIGN_IN_AGAIN)
            return
        await self._join(topics.user(session.user_id))
        await self.send_json({"type": "auth.ok", "data": {"user_id": session.user_id}})

    async def _subscribe(self, topic) -> None:
        found = topics.kind_of(topic)
        if found is None:
            await self._error(UNKNOWN_TOPIC, topic)
            return
        if topic not in self.topics:
            if len(self.topics) >= MAX_TOPICS:
                await self._error(TOO_MANY_TOPICS, topic)
                return
            kind, match = found
            if not await database_sync_to_async(kind.may_subscribe)(self.user, match):
                await self._error(FORBIDDEN_TOPIC, topic)
                return
            await self._join(topic)
        await self.send_json({"type": "subscribed", "topic": topic})

    async def _unsubscribe(self, topic) -> None:
        if topics.kind_of(topic) is None:
            await self._error(UNKNOWN_TOPIC, topic)
            return
        await self._leave(topic)
        await self.send_json({"type": "unsubscribed", "topic": topic})

    # Helpers.

    async def _join(self, topic: str) -> None:
        self.topics.add(topic)
        await self.channel_layer.group_add(topics.group_name(topic), self.channel_name)

    async def _leave(self, topic: str) -> None:
        if topic in self.topics:
            self.topics.discard(topic)
            await self.channel_layer.group_discard(topics.group_name(topic), self.channel_name)

    async def _leave_session_group(self) -> None:
        if self.session_id is not None:
            group = topics.session_group(self.session_id)
            await self.channel_layer.group_discard(group, self.channel_name)

    async def _sign_out(self) -> None:
        """Forget the user, and every topic that only a signed-in user could hold."""
        await self._leave_session_group()
        for topic in list(self.topics):
            kind, match = topics.kind_of(topic)
            if not await database_sync_to_async(kind.may_subscribe)(None, match):
                await self._leave(topic)
        self.user = None
        self.session_id = None

    async def _error(self, message: str, topic: str | None = None) -> None:
        frame: dict = {"type": "error", "data": {"message": message}}
        if isinstance(topic, str):
            frame["topic"] = topic[:100]
        await self.send_json(frame)
