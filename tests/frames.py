"""Capturing what the server publishes, from the real channel layer (Redis in the tests)."""

import asyncio
import uuid
from contextlib import contextmanager

from asgiref.sync import async_to_sync
from channels import DEFAULT_CHANNEL_LAYER
from channels.layers import channel_layers

from realtime import frames, topics


def _layer():
    # channels-redis binds its receive buffers to one event loop and every async_to_sync call
    # runs a new loop, so each call gets its own layer; the channel and group live in Redis.
    return channel_layers.make_backend(DEFAULT_CHANNEL_LAYER)


class Captured:
    def __init__(self, channel: str) -> None:
        self.channel = channel

    def receive(self, *, timeout: float = 0.5) -> list[dict]:
        """Every frame that arrives within `timeout` of the last one."""

        async def drain() -> list[dict]:
            layer = _layer()
            received = []
            while True:
                try:
                    message = await asyncio.wait_for(layer.receive(self.channel), timeout)
                except TimeoutError:
                    return received
                frame = message["frame"]
                # The declared shape: a frame that does not validate fails the test here.
                frames.validate(frame)
                received.append(frame)

        return async_to_sync(drain)()


@contextmanager
def capture_frames(topic: str):
    channel = f"capture.{uuid.uuid4().hex}"
    group = topics.group_name(topic)
    async_to_sync(_layer().group_add)(group, channel)
    try:
        yield Captured(channel)
    finally:
        async_to_sync(_layer().group_discard)(group, channel)
