"""HTTP/1.1 written by hand on a socket, for the requests an HTTP library will not send as an
attacker does: a declared Content-Length the body never reaches, a chunked body with no length
at all, hundreds of megabytes made as they are sent, and a body that stops as soon as the
server answers (as a client does when the server refuses early). abuse.py sends its
reproducers with it."""

import json
import re
import select
import socket
import time
from urllib.parse import urlparse

# Seconds a request may take, from connecting to the end of its answer.
TIMEOUT = 120


class Response:
    def __init__(self, status: int, body: bytes) -> None:
        self.status, self.body = status, body

    def json(self) -> dict | None:
        try:
            return json.loads(self.body)
        except ValueError:
            return None


def request(url, method, path, *, headers=None, parts=(), length=None, chunked=False):
    """Send `parts` (bytes, or a callable giving the next block or None) as the body, stopping
    as soon as the server answers, as a client would when the server refuses early."""
    address = urlparse(url)
    sock = socket.create_connection((address.hostname, address.port), timeout=TIMEOUT)
    lines = [f"{method} {path} HTTP/1.1", f"Host: {address.hostname}", "Connection: close"]
    lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
    if chunked:
        lines.append("Transfer-Encoding: chunked")
    elif length is not None:
        lines.append(f"Content-Length: {length}")
    try:
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        for block in _blocks(parts):
            if select.select([sock], [], [], 0)[0]:
                break  # the server answered before reading everything
            sock.sendall(b"%x\r\n%s\r\n" % (len(block), block) if chunked else block)
        else:
            if chunked:
                sock.sendall(b"0\r\n\r\n")
    except (BrokenPipeError, ConnectionResetError):
        pass
    try:
        return _read_response(sock)
    finally:
        sock.close()


def filler(total: int, block: bytes = b"x" * 65536):
    """A part of `total` bytes, made block by block as it is sent."""
    sent = 0

    def next_block():
        nonlocal sent
        if sent >= total:
            return None
        piece = block[: min(len(block), total - sent)]
        sent += len(piece)
        return piece

    return next_block


def _blocks(parts):
    for part in parts:
        if callable(part):
            while (block := part()) is not None:
                yield block
        else:
            yield part


def _read_response(sock: socket.socket) -> Response:
    data = b""
    deadline = time.monotonic() + TIMEOUT
    while b"\r\n\r\n" not in data or not _complete(data):
        if time.monotonic() > deadline:
            break
        try:
            chunk = sock.recv(65536)
        except (ConnectionResetError, TimeoutError):
            break
        if not chunk:
            break
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    match = re.match(rb"HTTP/1\.[01] (\d{3})", head)
    return Response(int(match[1]) if match else 0, body)


def _complete(data: bytes) -> bool:
    head, _, body = data.partition(b"\r\n\r\n")
    length = re.search(rb"(?im)^content-length:\s*(\d+)", head)
    if length:
        return len(body) >= int(length[1])
    if re.search(rb"(?im)^transfer-encoding:\s*chunked", head):
        return body.endswith(b"0\r\n\r\n")
    return False
