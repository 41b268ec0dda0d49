"""How large a request body may be, enforced before anything buffers it, and how long its
address.

Every server the product runs answers an address (path and query string) over
MAX_ADDRESS_BYTES with the JSON 414: nginx by its header buffer, the ASGI and WSGI
applications below, and daphne for a request line too long for it to parse at all
(`project.daphne_limits`). Without it daphne dropped such a connection with no answer.

Django's own checks (DATA_UPLOAD_MAX_MEMORY_SIZE) run only after the ASGI server and Django's
handler have read the whole body, so a 200 MB body cost hundreds of megabytes before its 413.
`BodyLimit` wraps the ASGI application: a Content-Length over the limit is refused at once,
unread; a body without one (chunked) is counted as it arrives and refused when it passes the
limit. `project.daphne_limits` applies the same limits inside daphne, which would
otherwise spool the whole body and hand it over in one go."""

import json
import re
from urllib.parse import unquote

from django.conf import settings

from kernel.errors import TOO_LARGE_WORDS, TOO_LONG_ADDRESS_WORDS, error_body

# The pictures a person uploads (profiles/images.py refuses a larger file with its own message).
PICTURE_FILE_BYTES = 8 * 1024 * 1024
# Boundaries, part headers and the file name around the file in a multipart body.
MULTIPART_OVERHEAD_BYTES = 64 * 1024
PICTURE_BODY_BYTES = PICTURE_FILE_BYTES + MULTIPART_OVERHEAD_BYTES
PICTURE_PATHS = frozenset({"/api/v1/profiles/me/image", "/api/v1/profiles/me/banner"})
EVENT_BANNER_PATH = re.compile(r"/api/v1/events/\d{1,18}/banner")


def body_limit(path: str) -> int:
    """The largest body accepted on `path` (the decoded path, as in the ASGI scope)."""
    if path in PICTURE_PATHS or EVENT_BANNER_PATH.fullmatch(path):
        return PICTURE_BODY_BYTES
    return settings.DATA_UPLOAD_MAX_MEMORY_SIZE


def raw_path_limit(target: bytes) -> int:
    """`body_limit` for a request target as it appears on the request line."""
    return body_limit(unquote(target.split(b"?", 1)[0].decode("latin-1")))


# As nginx's default header buffer (deploy/nginx.conf.template leaves it as it is): the
# longest address a browser or the web app needs is a few hundred bytes.
MAX_ADDRESS_BYTES = 8192


def refusal(words: str) -> tuple[bytes, list[tuple[bytes, bytes]]]:
    """A refusal's JSON body and headers. Refused before Django reads the request, so before
    its language is known: in English."""
    body = json.dumps(error_body(words)).encode()
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        (b"connection", b"close"),
    ]
    return body, headers


TOO_LARGE_BODY, TOO_LARGE_HEADERS = refusal(TOO_LARGE_WORDS)
TOO_LONG_BODY, TOO_LONG_HEADERS = refusal(TOO_LONG_ADDRESS_WORDS)


def address_too_long(path: bytes | str, query: bytes | str) -> bool:
    """Whether a request's address (path, "?" and query string) is over MAX_ADDRESS_BYTES."""
    return len(path) + 1 + len(query) > MAX_ADDRESS_BYTES


def _declared_length(headers) -> int | None:
    for name, value in headers:
        if name.lower() == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def _refuse(send) -> None:
    await send({"type": "http.response.start", "status": 413, "headers": TOO_LARGE_HEADERS})
    await send({"type": "http.response.body", "body": TOO_LARGE_BODY})


class BodyLimit:
    """ASGI middleware: a JSON 414 for any HTTP request whose address is over its limit, and
    a JSON 413 for one whose body passes its limit."""

    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        if address_too_long(scope.get("raw_path") or scope["path"], scope["query_string"]):
            await send({"type": "http.response.start", "status": 414, "headers": TOO_LONG_HEADERS})
            await send({"type": "http.response.body", "body": TOO_LONG_BODY})
            return None
        limit = body_limit(scope["path"])
        declared = _declared_length(scope["headers"])
        if declared is not None and declared > limit:
            return await _refuse(send)

        received = 0
        refused = started = False

        async def limited_receive():
            nonlocal received, refused
            if refused:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    # The application sees the client go away (Django then answers nothing);
                    # the client gets the 413 in its place.
                    refused = True
                    if not started:
                        await _refuse(send)
                    return {"type": "http.disconnect"}
            return message

        async def guarded_send(message):
            nonlocal started
            if refused:
                return
            started = True
            await send(message)

        return await self.app(scope, limited_receive, guarded_send)
