"""Capturing what the server publishes, from the real channel layer (Redis in the tests)."""

import asyncio
import json
import queue
import threading
from contextlib import contextmanager

from channels.layers import get_channel_layer

from realtime import frames, topics


class Captured:
    """A listener in the group of a topic, on its own thread and event loop for as long as the
    test needs it (the pub/sub layer only hears while subscribed)."""

    def __init__(self, topic: str) -> None:
        self.group = topics.group_name(topic)
        self.messages: queue.Queue = queue.Queue()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.task = None
        self.seq = 0  # the last frame number heard
        ready = asyncio.run_coroutine_threadsafe(self._start(), self.loop)
        ready.result(timeout=5)

    async def _start(self) -> None:
        layer = get_channel_layer()
        self.channel = await layer.new_channel()
        await layer.group_add(self.group, self.channel)
        self.task = asyncio.get_running_loop().create_task(self._listen(layer))

    async def _listen(self, layer) -> None:
        while True:
            self.messages.put(await layer.receive(self.channel))

    async def _stop(self) -> None:
        layer = get_channel_layer()
        self.task.cancel()
        await asyncio.gather(self.task, return_exceptions=True)
        await layer.group_discard(self.group, self.channel)
        await layer.flush()

    def close(self) -> None:
        asyncio.run_coroutine_threadsafe(self._stop(), self.loop).result(timeout=5)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=5)
        self.loop.close()

    def receive(self, *, timeout: float = 0.5) -> list[dict]:
        """Every frame that arrives within `timeout` of the last one."""
        received = []
        while True:
            try:
                message = self.messages.get(timeout=timeout)
            except queue.Empty:
                return received
            frame = json.loads(message["text"]) if "text" in message else message["frame"]
            # The declared shape: a frame that does not validate fails the test here.
            frames.validate(frame)
            if "topic" in frame:  # numbered one after another (publish.py), then set aside
                seq = frame.pop("seq")
                assert seq == self.seq + 1 or self.seq == 0, (self.seq, seq)
                self.seq = seq
            received.append(frame)


@contextmanager
def capture_frames(topic: str):
    captured = Captured(topic)
    try:
        yield captured
    finally:
        captured.close()
