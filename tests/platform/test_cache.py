"""The cache keeps one redis-py client per connection pool (kernel/cache.py), shared by the
process's threads."""

from concurrent.futures import ThreadPoolExecutor

import pytest
from django.conf import settings
from django.core.cache import cache

pytestmark = pytest.mark.skipif(not settings.REDIS_URL, reason="the Redis cache")


def test_every_call_uses_the_same_client_of_its_pool():
    backend = cache._cache
    assert backend.get_client(write=True) is backend.get_client(write=True)
    assert backend.get_client() is backend.get_client(write=True)  # one server: one pool


def test_threads_share_the_client_and_each_reads_its_own_key():
    def round_trip(number: int) -> int:
        cache.set(f"test-cache:{number}", number, 30)
        return cache.get(f"test-cache:{number}")

    with ThreadPoolExecutor(8) as pool:
        assert list(pool.map(round_trip, range(200))) == list(range(200))
    cache.delete_many([f"test-cache:{number}" for number in range(200)])
