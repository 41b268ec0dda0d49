"""A stand-in for Sentry's ingestion: a real HTTP server on a free local port that records the
envelopes the SDK posts to `<dsn host>/api/<project>/envelope/`, so what would leave for Sentry
is read as Sentry would receive it (tests/platform/test_sentry.py)."""

import gzip
import json
import threading
import zlib
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import brotli


@dataclass(frozen=True)
class Envelope:
    path: str
    raw: bytes  # decompressed, as Sentry would read it
    items: list[tuple[dict, dict | bytes]]  # (item header, payload)

    def events(self) -> list[dict]:
        return [payload for header, payload in self.items if header.get("type") == "event"]


def _decoded(body: bytes, encoding: str) -> bytes:
    if encoding == "gzip":
        return gzip.decompress(body)
    if encoding == "br":
        return brotli.decompress(body)
    if encoding == "deflate":
        return zlib.decompress(body)
    return body


def _items(raw: bytes) -> list[tuple[dict, dict | bytes]]:
    """An envelope: a header line, then each item's header line and its payload (of the
    header's `length` when given, else up to the next line break)."""
    _, _, rest = raw.partition(b"\n")
    items = []
    while rest.strip():
        line, _, rest = rest.partition(b"\n")
        header = json.loads(line)
        if "length" in header:
            payload, rest = rest[: header["length"]], rest[header["length"] + 1 :]
        else:
            payload, _, rest = rest.partition(b"\n")
        try:
            items.append((header, json.loads(payload)))
        except ValueError:
            items.append((header, payload))
    return items


class SentryStandIn:
    def __init__(self, project: int = 1) -> None:
        self.project = project
        self.envelopes: list[Envelope] = []
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self.dsn = f"http://public0123456789@127.0.0.1:{self._server.server_port}/{project}"
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    def start(self) -> "SentryStandIn":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def events(self) -> list[dict]:
        with self._lock:
            return [event for envelope in self.envelopes for event in envelope.events()]

    def _handler(self):
        standin = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                raw = _decoded(body, self.headers.get("Content-Encoding", ""))
                with standin._lock:
                    standin.envelopes.append(Envelope(self.path, raw, _items(raw)))
                content = b'{"id": "0"}'
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(content)))
                self.end_headers()
                self.wfile.write(content)

            def log_message(self, format, *args):  # noqa: A002 - the base class's name
                pass

        return Handler
