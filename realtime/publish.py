"""Sending frames, built and checked by `realtime.frames`. Nothing leaves before the
surrounding transaction commits, so a socket never hears of a row that a rollback then
removes."""

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction

from realtime import frames, texts, topics


def _group_send(group: str, message: dict) -> None:
    async_to_sync(get_channel_layer().group_send)(group, message)


def publish(topic: str, frame_type: str, data: dict) -> None:
    frame = frames.build(frame_type, topic=topic, data=data)
    group = topics.group_name(topic)
    transaction.on_commit(lambda: _group_send(group, {"type": "frame.send", "frame": frame}))


def disconnect_session(*, session_id: int) -> None:
    """Sign the sockets of a session out (it was revoked): they drop every private topic and
    hear `auth.revoked`; public topics stay. `session_id` is `Identity.session_id`."""
    frame = frames.build("auth.revoked", data={"message": texts.SIGN_IN_AGAIN})
    group = topics.session_group(session_id)
    transaction.on_commit(lambda: _group_send(group, {"type": "session.revoked", "frame": frame}))
