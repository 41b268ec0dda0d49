"""Fixed-window counters in the cache (Redis in production, so every process shares them)."""

from django.core.cache import cache


def hit(key: str, *, limit: int, window_seconds: int) -> bool:
    """Count one hit on `key`; False when it is over `limit` in the current window."""
    cache_key = f"ratelimit:{key}"
    cache.add(cache_key, 0, timeout=window_seconds)
    try:
        count = cache.incr(cache_key)
    except ValueError:  # expired between add and incr
        cache.add(cache_key, 1, timeout=window_seconds)
        count = 1
    return count <= limit


def count(key: str) -> int:
    """Hits on `key` in the current window, without counting one."""
    return int(cache.get(f"ratelimit:{key}") or 0)
