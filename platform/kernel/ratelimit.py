"""Fixed-window counters in the cache (Redis in production, so every process shares them).

When the cache cannot be reached a counter cannot count. A limit then lets the request
through (fails open): a Redis restart must not become an outage of uploads, messages or
sign-in checks, and what they guard costs little over a few minutes. It is logged, at most
once a minute per process, so the outage shows without a line per request. A limit whose
overrun costs money or safety passes `strict=True` and gets `CountersUnavailable` instead
(sign-in codes: accounts/limits.py)."""

import logging
import threading
import time

from django.core.cache import cache
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)
# Seconds between two warnings that the counters are unreachable (per process).
WARN_EVERY_SECONDS = 60

_warned_at = float("-inf")
_warned_lock = threading.Lock()


class CountersUnavailable(Exception):
    """The cache holding the counters did not answer (only for `strict` callers)."""


def unreachable(error: Exception) -> None:
    """Note that the counters could not be reached: a warning, at most once a minute."""
    global _warned_at
    with _warned_lock:
        now = time.monotonic()
        if now - _warned_at < WARN_EVERY_SECONDS:
            return
        _warned_at = now
    logger.warning("Rate limits are not counted: the cache is unreachable (%s)", error)


def hit(key: str, *, limit: int, window_seconds: int, strict: bool = False) -> bool:
    """Count one hit on `key`; False when it is over `limit` in the current window. With the
    cache unreachable: True (let through), or CountersUnavailable when `strict`."""
    try:
        return _hit(f"ratelimit:{key}", limit=limit, window_seconds=window_seconds)
    except RedisError as error:
        if strict:
            raise CountersUnavailable() from error
        unreachable(error)
        return True


def _hit(cache_key: str, *, limit: int, window_seconds: int) -> bool:
    cache.add(cache_key, 0, timeout=window_seconds)
    try:
        count = cache.incr(cache_key)
    except ValueError:  # expired between add and incr
        cache.add(cache_key, 1, timeout=window_seconds)
        count = 1
    return count <= limit


def count(key: str, *, strict: bool = False) -> int:
    """Hits on `key` in the current window, without counting one. With the cache
    unreachable: 0, or CountersUnavailable when `strict`."""
    try:
        return int(cache.get(f"ratelimit:{key}") or 0)
    except RedisError as error:
        if strict:
            raise CountersUnavailable() from error
        unreachable(error)
        return 0
