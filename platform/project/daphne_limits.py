"""The body limits of `kernel.bodylimit`, applied inside daphne itself.

daphne (through Twisted) receives a whole request before the application sees any of it:
it spools the body to a file, parses a multipart body again in memory (a 200 MB upload
took 2.4 GB, and a malformed one got Twisted's bare 400), then queues every 8 KB chunk at
once. Its request class here stops at the limit instead: a Content-Length over the limit, or
a chunked body that passes it, gets the JSON 413 straight away and nothing more is kept.

Twisted also drops, with no answer at all, a connection whose request line or header line
passes its line limit (16 KiB): its channel here answers the JSON 414 for the request line
(an address that long; shorter ones over MAX_ADDRESS_BYTES get theirs from BodyLimit) and 431
for a header line."""

from daphne import http_protocol
from twisted.web import http

from kernel.bodylimit import (
    TOO_LARGE_BODY,
    TOO_LARGE_HEADERS,
    TOO_LONG_BODY,
    TOO_LONG_HEADERS,
    raw_path_limit,
    refusal,
)
from kernel.errors import TOO_LARGE_HEAD_WORDS

# How long a refused client may go on sending (discarded) before the connection is cut: time
# to read the 413, which closing at once could destroy (a reset discards what is unread).
LINGER_SECONDS = 5


def _answer(status: bytes, headers: list[tuple[bytes, bytes]], body: bytes) -> bytes:
    lines = b"".join(name + b": " + value + b"\r\n" for name, value in headers)
    return b"HTTP/1.1 " + status + b"\r\n" + lines + b"\r\n" + body


_RESPONSE = _answer(b"413 Payload Too Large", TOO_LARGE_HEADERS, TOO_LARGE_BODY)
_TOO_LONG = _answer(b"414 URI Too Long", TOO_LONG_HEADERS, TOO_LONG_BODY)
_HEAD_BODY, _HEAD_HEADERS = refusal(TOO_LARGE_HEAD_WORDS)
_HEAD_TOO_LARGE = _answer(b"431 Request Header Fields Too Large", _HEAD_HEADERS, _HEAD_BODY)


class LimitedChannel(http.HTTPChannel):
    def lineLengthExceeded(self, line):
        # Nothing counted yet: the line is the request line.
        self.transport.write(_HEAD_TOO_LARGE if self._receivedHeaderSize else _TOO_LONG)
        self.loseConnection()


def _limited_channel(factory) -> http._GenericHTTPChannelProtocol:
    return http._GenericHTTPChannelProtocol(LimitedChannel())


class LimitedRequest(http_protocol.WebRequest):
    _refused = False

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # Django parses multipart bodies (and answers a malformed one in the API's JSON shape).
        self._parsePOSTFormSubmission = False

    def gotLength(self, length):
        self._body_limit = raw_path_limit(self.channel._path or b"/")
        self._body_received = 0
        if length is not None and length > self._body_limit:
            self._refuse()
        super().gotLength(0 if self._refused else length)

    def handleContentChunk(self, data):
        if self._refused:
            return
        self._body_received += len(data)
        if self._body_received > self._body_limit:
            self._refuse()
            return
        super().handleContentChunk(data)

    def requestReceived(self, command, path, version):
        if not self._refused:
            super().requestReceived(command, path, version)

    def _refuse(self) -> None:
        self._refused = True
        channel = self.channel
        channel.persistent = False
        transport = channel.transport
        transport.write(_RESPONSE)
        # Half-close: the client reads the answer and the end of it; what it still sends is
        # read and dropped until it stops or the linger runs out.
        transport.loseWriteConnection()
        channel.callLater(LINGER_SECONDS, transport.abortConnection)


def install() -> None:
    """Make daphne's HTTP factory build `LimitedChannel`s and `LimitedRequest`s (it looks the
    request class up per connection)."""
    http_protocol.WebRequest = LimitedRequest
    http_protocol.HTTPFactory.protocol = _limited_channel
