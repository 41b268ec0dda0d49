"""Sending frames, built and checked by `realtime.frames`. Nothing leaves before the
surrounding transaction commits, so a socket never hears of a row that a rollback then
removes. A frame that cannot leave (Redis is away) is logged, never the caller's error: the
change is committed, and the sockets that missed it reconnect and refetch (`consumers`)."""

import json
import logging

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction

from realtime import frames, texts, topics

logger = logging.getLogger(__name__)


def _group_send(group: str, message: dict) -> None:
    try:
        async_to_sync(get_channel_layer().group_send)(group, message)
    except Exception:
        logger.warning(
            "a frame for %s was not sent: the channel layer is away", group, exc_info=True
        )


def publish(topic: str, frame_type: str, data: dict) -> None:
    frame = frames.build(frame_type, topic=topic, data=data)
    group = topics.group_name(topic)
    # Serialised once here, not once per socket it reaches.
    message = {"type": "frame.send", "text": json.dumps(frame)}
    transaction.on_commit(lambda: _group_send(group, message))


def disconnect_session(*, session_id: int) -> None:
    """Sign the sockets of a session out (it was revoked): they drop every private topic and
    hear `auth.revoked`; public topics stay. `session_id` is `Identity.session_id`."""
    frame = frames.build("auth.revoked", data={"message": texts.SIGN_IN_AGAIN})
    group = topics.session_group(session_id)
    transaction.on_commit(lambda: _group_send(group, {"type": "session.revoked", "frame": frame}))
