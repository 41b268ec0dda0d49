"""A stand-in for MSG91's Flow API: a real HTTP server on a free local port that records every
request and answers as it is told, so the real adapter (accounts/sms.py) is tested at its
network boundary."""

import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SUCCESS = {"message": "3763646c3058373530393738", "type": "success"}


@dataclass(frozen=True)
class Received:
    method: str
    path: str
    headers: dict[str, str]  # names in lower case
    body: dict


@dataclass
class Answer:
    status: int = 200
    body: dict = field(default_factory=lambda: dict(SUCCESS))
    delay: float = 0.0  # seconds before answering: longer than the client's timeout = "slow"


class Msg91StandIn:
    """`answers` are used one per request, in order; once they run out every request
    succeeds. `requests` holds what arrived."""

    def __init__(self) -> None:
        self.requests: list[Received] = []
        self.answers: list[Answer] = []
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_port}"
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    def answer(self, *answers: Answer) -> None:
        self.answers.extend(answers)

    def start(self) -> "Msg91StandIn":
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._stopping.is_set():
            return
        self._stopping.set()  # wakes the slow answers, so nothing outlives the test
        self._server.shutdown()
        self._server.server_close()

    def _next(self, received: Received) -> Answer:
        with self._lock:
            self.requests.append(received)
            return self.answers.pop(0) if self.answers else Answer()

    def _handler(self):
        standin = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                answer = standin._next(
                    Received(
                        method="POST",
                        path=self.path,
                        headers={k.lower(): v for k, v in self.headers.items()},
                        body=json.loads(raw or b"{}"),
                    )
                )
                if answer.delay and standin._stopping.wait(answer.delay):
                    return
                content = json.dumps(answer.body).encode()
                try:
                    self.send_response(answer.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(content)))
                    self.end_headers()
                    self.wfile.write(content)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up waiting (the "slow" answer)

            def log_message(self, format, *args):  # noqa: A002 - the base class's name
                pass

        return Handler
