"""A socket client for the tests: every frame it receives is checked against its declaration
in realtime/frames.py, so no test can pass on a frame the web app's types do not describe."""

from channels.testing import WebsocketCommunicator

from project.asgi import application
from realtime import frames

ORIGIN = [(b"origin", b"http://127.0.0.1:8000"), (b"host", b"127.0.0.1:8000")]
ADDRESS = "192.0.2.10"
# Channels waits 1 s by default, which a cold first socket on a busy 2-core CI machine can
# overrun (the consumer's first Redis and database connections); a longer wait only costs
# time when a test is failing anyway.
TIMEOUT = 5


class Socket(WebsocketCommunicator):
    def __init__(self, headers=ORIGIN, address: str | None = ADDRESS) -> None:
        super().__init__(application, "/ws/", headers=headers)
        if address is not None:
            # What daphne puts there (behind nginx, from X-Forwarded-For with --proxy-headers).
            self.scope["client"] = [address, 50000]

    async def connect(self, timeout: float = TIMEOUT):  # noqa: ASYNC109 (Channels)
        return await super().connect(timeout)

    async def receive_output(self, timeout: float = TIMEOUT):  # noqa: ASYNC109 (Channels)
        return await super().receive_output(timeout)

    async def receive_json_from(self, timeout: float = TIMEOUT) -> dict:  # noqa: ASYNC109 (Channels)
        frame = await super().receive_json_from(timeout)
        frames.validate(frame)
        return frame


async def connect(headers=ORIGIN, address: str | None = ADDRESS) -> Socket:
    socket = Socket(headers, address)
    connected, _ = await socket.connect()
    assert connected
    return socket
