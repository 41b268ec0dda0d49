"""A stand-in for a browser's push service (RFC 8030): a real HTTP server on a free local port
that records every push posted to it and answers as it is told (201 Created unless told
otherwise), so the real Web Push adapter (notifications/push.py, through pywebpush) is tested
at its network boundary. `Browser` is the other half: the keys a browser makes when it
subscribes, which decrypt what arrived (aes128gcm, RFC 8291) as the browser would."""

import json
import os
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

from notifications.push import b64encode as b64


@dataclass(frozen=True)
class Push:
    path: str
    headers: dict[str, str]  # names in lower case
    body: bytes


class Browser:
    """A subscription's keys: the P-256 pair (p256dh) and the 16-byte auth secret."""

    def __init__(self, endpoint: str) -> None:
        self.endpoint = endpoint
        self.private_key = ec.generate_private_key(ec.SECP256R1())
        self.auth_secret = os.urandom(16)

    def subscription(self) -> dict:
        """As the browser's PushSubscription.toJSON() gives it."""
        point = self.private_key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
        )
        return {
            "endpoint": self.endpoint,
            "keys": {"p256dh": b64(point), "auth": b64(self.auth_secret)},
        }

    def read(self, push: Push) -> dict:
        """The push's payload, decrypted with this subscription's keys."""
        plain = http_ece.decrypt(
            push.body,
            private_key=self.private_key,
            auth_secret=self.auth_secret,
            version=push.headers["content-encoding"],
        )
        return json.loads(plain)


class PushServiceStandIn:
    """`answers` (status codes, or (status, headers)) are used one per push, in order; once
    they run out every push is accepted with 201."""

    def __init__(self) -> None:
        self.pushes: list[Push] = []
        self.delay = 0.0  # seconds each push is held before its answer: a slow push service
        self.answers: list[int | tuple[int, dict]] = []
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_port}"
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    def browser(self, name: str = "device") -> Browser:
        return Browser(f"{self.url}/push/{name}-{len(self.pushes)}-{os.urandom(4).hex()}")

    def answer(self, *statuses: int | tuple[int, dict]) -> None:
        self.answers.extend(statuses)

    def start(self) -> "PushServiceStandIn":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def to(self, browser: Browser) -> list[Push]:
        path = browser.endpoint.removeprefix(self.url)
        return [push for push in self.pushes if push.path == path]

    def _next(self, push: Push) -> tuple[int, dict]:
        with self._lock:
            self.pushes.append(push)
            answer = self.answers.pop(0) if self.answers else 201
        return answer if isinstance(answer, tuple) else (answer, {})

    def _handler(self):
        standin = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                push = Push(
                    path=self.path,
                    headers={k.lower(): v for k, v in self.headers.items()},
                    body=self.rfile.read(length),
                )
                status, headers = standin._next(push)
                time.sleep(standin.delay)
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, format, *args):  # noqa: A002 - the base class's name
                pass

        return Handler
