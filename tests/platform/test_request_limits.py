"""Request bodies over their limit are refused before anything buffers them: in the ASGI
application (driven here in-process, message by message) and inside daphne (a real one).
An address over its limit gets the JSON 414 from every server the product runs (daphne
under `make run`, uvicorn under `make prod`), where daphne dropped the connection unanswered
(issue 38)."""

import asyncio
import json
import os
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from kernel import errors
from kernel.bodylimit import MAX_ADDRESS_BYTES, PICTURE_BODY_BYTES
from project import servers
from project.asgi import application

MB = 1024 * 1024
CHUNK = 64 * 1024
PLATFORM = Path(__file__).resolve().parents[2] / "platform"


class Client:
    """Feeds a body to the application in chunks, counting what the application asks for."""

    def __init__(self, chunks: int, *, last: bool = True) -> None:
        self.left, self.last, self.read = chunks, last, 0

    async def receive(self):
        if self.left == 0:
            await asyncio.sleep(3600)  # a client that never sends more, nor goes away
        self.left -= 1
        self.read += 1
        more = self.left > 0 or not self.last
        return {"type": "http.request", "body": b"x" * CHUNK, "more_body": more}


def call(
    path: str, client: Client, headers: dict[str, str], method: str = "POST", query: str = ""
) -> tuple[int, dict, Client]:
    sent = []

    async def send(message):
        sent.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": query.encode(),
        "root_path": "",
        "headers": [(b"host", b"127.0.0.1")]
        + [(name.encode(), value.encode()) for name, value in headers.items()],
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 80),
    }

    async def run():
        await asyncio.wait_for(application(scope, client.receive, send), timeout=60)

    # Its own thread and loop: the browser tests' Playwright keeps a loop running in this one.
    with ThreadPoolExecutor(max_workers=1) as thread:
        thread.submit(asyncio.run, run()).result()
    start = next(m for m in sent if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return start["status"], json.loads(body), client


TOO_LARGE = {"message": errors.TOO_LARGE, "fields": {}}


def test_a_declared_length_over_the_limit_is_refused_without_reading_the_body():
    headers = {"content-type": "application/json", "content-length": str(200 * MB)}
    status, body, client = call("/api/v1/profiles/me/basic", Client(1), headers, "PUT")
    assert (status, body) == (413, TOO_LARGE)
    assert client.read == 0


def test_a_chunked_body_is_refused_once_it_passes_the_limit():
    # 200 MB offered with no Content-Length; the limit is 1 MiB, 16 chunks.
    headers = {"content-type": "application/json"}
    status, body, client = call("/api/v1/profiles/me/basic", Client(3200), headers, "PUT")
    assert (status, body) == (413, TOO_LARGE)
    assert client.read == 17


def test_picture_routes_take_up_to_a_picture_and_everything_else_a_mebibyte():
    def status(path: str, size: int, method: str = "POST") -> int:
        headers = {"content-type": "multipart/form-data; boundary=x", "content-length": str(size)}
        return call(path, Client(-(-size // CHUNK)), headers, method)[0]

    # No token: within the limit the request reaches the API, which asks for one.
    assert status("/api/v1/profiles/me/image", 2 * MB) == 401
    assert status("/api/v1/profiles/me/banner", 8 * MB) == 401
    assert status("/api/v1/events/12/banner", 8 * MB) == 401
    assert status("/api/v1/profiles/me/image", PICTURE_BODY_BYTES + 1) == 413
    assert status("/api/v1/events/12/banner", PICTURE_BODY_BYTES + 1) == 413
    assert status("/api/v1/events/12", 2 * MB, "PUT") == 413
    assert status("/api/v1/profiles/me/basic", 2 * MB, "PUT") == 413
    assert status("/api/v1/auth/code", 2 * MB) == 413


@pytest.mark.django_db
def test_a_malformed_multipart_body_gets_the_json_error(client, signed_in):
    _, token = signed_in
    response = client.post(
        "/api/v1/profiles/me/image",
        b"--BOUNDARY--",
        content_type="multipart/form-data",  # no boundary: unparseable
        HTTP_AUTHORIZATION=f"Bearer {token}",
    )
    assert response.status_code == 400
    assert response.json() == {"message": errors.CANNOT_PARSE_FORM, "fields": {}}


# Each server as the product runs it: daphne under `make run`, uvicorn under `make prod`.
SERVERS = {
    "daphne": lambda port: [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port),
                            "project.daphne:application"],
    "uvicorn": lambda port: servers.uvicorn_command(
        str(Path(sys.executable).with_name("uvicorn")), "127.0.0.1", port
    ),
}  # fmt: skip


def serve(name: str):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    # As `make run` and `make prod` start them: no DJANGO_SETTINGS_MODULE (pytest sets one).
    env = {**os.environ, "PYTHONPATH": str(PLATFORM)}
    env.pop("DJANGO_SETTINGS_MODULE", None)
    server = subprocess.Popen(
        SERVERS[name](port),
        cwd=PLATFORM,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(300):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        yield port
    finally:
        server.terminate()
        server.wait(10)


@pytest.fixture(scope="module")
def daphne():
    yield from serve("daphne")


@pytest.fixture(scope="module", params=list(SERVERS))
def asgi_server(request):
    yield from serve(request.param)


def raw_request(port: int, head: str, body: bytes = b"") -> tuple[int, dict | None]:
    """Send the head (and body, if any), then read the whole answer until the server closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(head.replace("\n", "\r\n").encode() + b"\r\n" + body)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    status_line, _, rest = answer.partition(b"\r\n")
    content = rest.partition(b"\r\n\r\n")[2]
    return int(status_line.split()[1]), json.loads(content) if content else None


def test_daphne_refuses_a_declared_length_before_the_body_arrives(daphne):
    # Only the headers are sent: the answer cannot wait for 200 MB that never come.
    head = (
        "POST /api/v1/profiles/me/image HTTP/1.1\nHost: 127.0.0.1\n"
        f"Content-Type: multipart/form-data; boundary=x\nContent-Length: {200 * MB}\n"
    )
    assert raw_request(daphne, head) == (413, TOO_LARGE)


def test_daphne_leaves_multipart_bodies_to_the_application(daphne):
    # Twisted used to parse this itself and answer a bare 400; the API asks for a token.
    body = b"--BOUNDARY--"
    head = (
        "POST /api/v1/profiles/me/image HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n"
        f"Content-Type: multipart/form-data; boundary=BOUNDARY\nContent-Length: {len(body)}\n"
    )
    assert raw_request(daphne, head, body) == (401, {"message": errors.SIGN_IN_AGAIN, "fields": {}})


TOO_LONG = {"message": "The address is too long.", "fields": {}}


def test_an_address_over_its_limit_gets_the_json_414_in_process():
    path = "/api/v1/no-such-thing"
    fits = "q=" + "a" * (MAX_ADDRESS_BYTES - len(path) - 3)
    assert call(path, Client(1), {}, "GET", query=fits)[0] == 404
    assert call(path, Client(1), {}, "GET", query=fits + "a")[:2] == (414, TOO_LONG)


@pytest.mark.parametrize("length", [9_000, 24_000])
def test_every_server_answers_a_long_address_with_the_json_414(asgi_server, length):
    head = (
        f"GET /api/v1/professionals?q={'a' * length} HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n"
    )
    assert raw_request(asgi_server, head) == (414, TOO_LONG)


def test_daphne_answers_an_address_past_its_own_line_limit(daphne):
    head = f"GET /api/v1/events/search?q={'a' * 70_000} HTTP/1.1\nHost: 127.0.0.1\n"
    assert raw_request(daphne, head) == (414, TOO_LONG)
    head = f"GET /api/v1/events/popular HTTP/1.1\nHost: 127.0.0.1\nX-Long: {'a' * 20_000}\n"
    assert raw_request(daphne, head) == (
        431,
        {"message": "The request's headers are too large.", "fields": {}},
    )
