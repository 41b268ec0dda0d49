"""Django's Redis cache, with one redis-py client per connection pool instead of one per call;
and model instances carried in a cached value (`packed`).

Django's backend builds a new `redis.Redis` around its pool for every cache call, and
redis-py's constructor fills a table of some 160 reply callbacks each time: 88 µs, more than a
quarter of a call's own cost, paid by every read of a day's places and of a session. A client
holds no connection of its own (each command borrows one from the pool), so one is shared by
every thread of the process, as redis-py allows."""

from django.core.cache.backends.redis import RedisCache as DjangoRedisCache
from django.core.cache.backends.redis import RedisCacheClient
from django.db.models import Model
from django.db.models.base import ModelState


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


# A model instance inside a cached value.


def packed(instance: Model | None) -> tuple | None:
    """A model instance as a cached value should carry it: its class, its loaded fields and
    annotations, its database and the related instances it holds; `unpacked` makes it again.
    Django pickles an instance with its ModelState and checks Django's version on the way
    back: a day's entry (a profile and eight windows) took 92 µs to store and 40 µs to read
    back that way, 48 and 27 µs this way (loadtests/README.md, "Thirteenth pass")."""
    if instance is None:
        return None
    values = {name: value for name, value in instance.__dict__.items() if name != "_state"}
    return type(instance), values, instance._state.db, instance._state.fields_cache or None


def unpacked(packed: tuple | None) -> Model | None:
    """The instance `packed` carried, as the ORM would have loaded it (not `adding`)."""
    if packed is None:
        return None
    model, values, db, related = packed
    instance = model.__new__(model)
    instance.__dict__.update(values)
    instance._state = ModelState()
    instance._state.adding, instance._state.db = False, db
    if related:
        instance._state.fields_cache = related
    return instance
