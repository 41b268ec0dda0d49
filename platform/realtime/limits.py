"""The socket's bounds: frame size and nesting, subscriptions per connection, and open
sockets per client address (docs/product.md, "Live updates")."""

import ipaddress
import re
import threading
import time
from itertools import accumulate

from django.conf import settings

from kernel import metrics

MAX_TOPICS = 50
MAX_FRAME_BYTES = 64 * 1024
# Client frames are flat objects; a little room, and far below json's recursion limit.
MAX_FRAME_DEPTH = 8
MAX_SOCKETS_PER_ADDRESS = 50
# A socket's claim on its address lapses unless the live socket renews it, so the count of
# a process that died without closing its sockets cannot stay up.
CLAIM_SECONDS = 120
RENEW_SECONDS = 40

_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


def frame_too_large(text: str) -> bool:
    # A character is at most 4 bytes in UTF-8: encode only when the length leaves a doubt.
    return len(text) > MAX_FRAME_BYTES or (
        len(text) * 4 > MAX_FRAME_BYTES and len(text.encode()) > MAX_FRAME_BYTES
    )


def frame_too_deep(text: str) -> bool:
    """Whether json.loads would nest deeper than MAX_FRAME_DEPTH, without parsing: brackets
    inside strings do not count. Malformed text may count too deep, never too shallow, as
    json.loads reads the same strings up to the point where it gives up."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    if len(brackets) <= 2 * MAX_FRAME_DEPTH:
        return False
    steps = (1 if c in "[{" else -1 for c in brackets)
    return max(accumulate(steps), default=0) > MAX_FRAME_DEPTH


def address_key(address: str | None) -> str:
    """An IPv4 address, or the /64 network of an IPv6 one (a single home or phone holds a
    whole /64 and could rotate through it); the same rule as accounts' rate limits."""
    try:
        ip = ipaddress.ip_address(address or "")
    except ValueError:
        return "unknown"
    if ip.version == 6:
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class _MemoryClaims:
    """One process: the sockets die with it, and so does the count."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._claims: dict[str, set[str]] = {}

    def claim(self, key: str, socket_id: str) -> bool:
        with self._lock:
            held = self._claims.setdefault(key, set())
            if len(held) >= MAX_SOCKETS_PER_ADDRESS:
                return False
            held.add(socket_id)
            return True

    def renew(self, key: str, socket_id: str) -> None:
        pass

    def release(self, key: str, socket_id: str) -> None:
        with self._lock:
            held = self._claims.get(key, set())
            held.discard(socket_id)
            if not held:
                self._claims.pop(key, None)


class _RedisClaims:
    """Across processes: a sorted set per address, each socket scored by when its claim
    lapses; lapsed claims are dropped before counting."""

    def __init__(self, url: str) -> None:
        self._client = metrics.redis_client(
            url,
            "sockets",
            socket_connect_timeout=settings.REDIS_CONNECT_TIMEOUT,
            socket_timeout=settings.REDIS_ANSWER_TIMEOUT,
        )

    @staticmethod
    def _name(key: str) -> str:
        return f"marketplace:sockets:{key}"

    def claim(self, key: str, socket_id: str) -> bool:
        name, now = self._name(key), time.time()
        with self._client.pipeline() as pipe:  # MULTI/EXEC: every claim sees the ones before
            pipe.zremrangebyscore(name, "-inf", now)
            pipe.zadd(name, {socket_id: now + CLAIM_SECONDS})
            pipe.zcard(name)
            pipe.expire(name, CLAIM_SECONDS)
            count = pipe.execute()[2]
        if count > MAX_SOCKETS_PER_ADDRESS:
            self._client.zrem(name, socket_id)
            return False
        return True

    def renew(self, key: str, socket_id: str) -> None:
        name = self._name(key)
        with self._client.pipeline() as pipe:
            pipe.zadd(name, {socket_id: time.time() + CLAIM_SECONDS})
            pipe.expire(name, CLAIM_SECONDS)
            pipe.execute()

    def release(self, key: str, socket_id: str) -> None:
        self._client.zrem(self._name(key), socket_id)


_memory = _MemoryClaims()
_redis: dict[str, _RedisClaims] = {}


def address_claims() -> _MemoryClaims | _RedisClaims:
    """Blocking calls (Redis): run them in a worker thread."""
    url = settings.REDIS_URL
    if not url:
        return _memory
    if url not in _redis:
        _redis[url] = _RedisClaims(url)
    return _redis[url]
