"""Django's Redis cache, with one redis-py client per connection pool instead of one per call.

Django's backend builds a new `redis.Redis` around its pool for every cache call, and
redis-py's constructor fills a table of some 160 reply callbacks each time: 88 µs, more than a
quarter of a call's own cost, paid by every read of a day's places and of a session. A client
holds no connection of its own (each command borrows one from the pool), so one is shared by
every thread of the process, as redis-py allows."""

from django.core.cache.backends.redis import RedisCache as DjangoRedisCache
from django.core.cache.backends.redis import RedisCacheClient


class _OneClientPerPool(RedisCacheClient):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._clients: dict[int, object] = {}

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            # Two threads may both make one the first time: either serves.
            client = self._clients[id(pool)] = self._client(connection_pool=pool)
        return client


class RedisCache(DjangoRedisCache):
    def __init__(self, server, params) -> None:
        super().__init__(server, params)
        self._class = _OneClientPerPool
