"""The request id: one per HTTP request (nginx's `$request_id`, or a sane one the client sent)
or socket, kept in a context variable for everything that request does, and handed to the
tasks it queues (worker.py). Under ASGI each request runs in a context of its own, so an id
never outlives its request there; a WSGI thread's id is replaced at its next request."""

import re
import uuid
from contextvars import ContextVar, Token

HEADER = "X-Request-ID"
# What an id may look like: nginx's is 32 hex digits, a client's may be a UUID. Anything else
# (too long, spaces, quotes, newlines that would forge a line) is replaced by a new one.
_SANE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{7,63}")

_request_id: ContextVar[str | None] = ContextVar("request_id", default=None)


def new() -> str:
    return uuid.uuid4().hex


def accept(value: str | None) -> str:
    """The id an incoming request goes by: the one it carries if sane, else a new one."""
    if value and _SANE.fullmatch(value):
        return value
    return new()


def current() -> str | None:
    return _request_id.get()


def bind(value: str | None) -> Token:
    return _request_id.set(value)


def unbind(token: Token) -> None:
    _request_id.reset(token)


def from_scope(scope: dict) -> str:
    """A socket's id, from its handshake's header (nginx sets it on /ws/ too)."""
    for name, value in scope.get("headers") or ():
        if name == b"x-request-id":
            return accept(value.decode("latin-1"))
    return new()
