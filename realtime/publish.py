"""Sending frames. Nothing leaves before the surrounding transaction commits, so a socket
never hears of a row that a rollback then removes."""

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction

from realtime import frames, topics


def _group_send(group: str, message: dict) -> None:
    async_to_sync(get_channel_layer().group_send)(group, message)


def publish(topic: str, frame_type: str, data: dict) -> None:
    frame = frames.build(frame_type, topic, data)
    group = topics.group_name(topic)
    transaction.on_commit(lambda: _group_send(group, {"type": "frame.send", "frame": frame}))


def session_revoked(*, session_id: int) -> None:
    group = topics.session_group(session_id)
    transaction.on_commit(lambda: _group_send(group, {"type": "session.revoked"}))
