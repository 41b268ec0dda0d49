"""Capturing what the server publishes, as an app process hears it: through the hub of an
event loop of the test's own (realtime/hub.py; Redis in the tests)."""

import asyncio
import json
import queue
import threading
from contextlib import contextmanager

from realtime import frames, hub


class Captured:
    """A socket's outbox joined to a topic, on its own thread and event loop for as long as the
    test needs it (the hub only hears while joined)."""

    def __init__(self, topic: str) -> None:
        self.topic = topic
        self.messages: queue.Queue = queue.Queue()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.seq = 0  # the last frame number heard
        ready = asyncio.run_coroutine_threadsafe(self._start(), self.loop)
        ready.result(timeout=5)

    async def _start(self) -> None:
        self.hub = hub.of_loop()
        self.outbox = hub.Outbox(self._write, self._closed)
        await self.hub.join(self.topic, self.outbox)

    async def _write(self, message: dict) -> None:  # the ASGI send of a socket
        self.messages.put(message)

    async def _closed(self, code: int) -> None:
        raise AssertionError(f"the hub closed the capture ({code})")

    async def _stop(self) -> None:
        await self.hub.leave(self.topic, self.outbox)

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
            frame = json.loads(message["text"])
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
