"""Django's PostgreSQL backend with two changes:
- its pool's check of a connection taken is `check_taken` (this package's), not the empty
  statement Django gives psycopg's pool;
- a moment (timestamptz), a JSON value and an address are read by psycopg's C loaders
  (`c_loaders`), not the ones written in Python that Django puts in their place.

Django reads a timestamptz with a subclass of psycopg's pure-Python loader, which parses the
text with a regular expression and then sets Django's zone on the result; psycopg_binary's own
loader does the same in C. With USE_TZ and no zone of the database's own in DATABASES, Django
sets each connection's TimeZone to UTC, so psycopg's loader answers the same moment with the
same `datetime.UTC`: tests/platform/test_loaders.py holds the two to the same answers. Django
also reads jsonb, inet and cidr as plain text with psycopg's Python TextLoader; the C one
answers the same string. A kept read of an appointment with its two people took 374 µs of CPU
with these against 432 µs with Django's (loadtests/README.md, "Thirteenth pass")."""

import datetime
import functools

from django.db.backends.postgresql import base
from psycopg import adapt, adapters
from psycopg.pq import Format

from kernel.postgresql import check_taken


@functools.cache
def _c_loader(name: str) -> type:
    """psycopg's default text loader of `name`'s type: psycopg_binary's, in C, where it is
    installed (a Python one otherwise, which answers the same)."""
    return adapters.get_loader(adapters.types[name].oid, Format.TEXT)


class UtcTimestamptzLoader(adapt.Loader):
    """psycopg's own loader of a timestamptz (C), which answers in the connection's TimeZone:
    UTC on every connection Django opens with USE_TZ (it sets it). `timezone` is what
    Django's cursor compares with its own before putting its loader back on a cursor."""

    timezone = datetime.UTC

    def __init__(self, oid: int, context=None) -> None:
        super().__init__(oid, context)
        # psycopg calls the loader's `load`: the C loader's own, with no Python frame between.
        self.load = _c_loader("timestamptz")(oid, context).load

    def load(self, data):  # replaced per instance (above): the abstract method's body
        raise NotImplementedError


@functools.cache
def c_loaders(template: adapt.AdaptersMap) -> adapt.AdaptersMap:
    """Django's adapters for a UTC connection (`template`), its Python loaders replaced."""
    context = adapt.AdaptersMap(template)
    context.register_loader("timestamptz", UtcTimestamptzLoader)
    text = _c_loader("text")
    for name in ("jsonb", "inet", "cidr"):
        context.register_loader(name, text)
    return context


class DatabaseWrapper(base.DatabaseWrapper):
    def get_connection_params(self):
        params = super().get_connection_params()
        if "context" in params and self.timezone is datetime.UTC:
            params["context"] = c_loaders(params["context"])
        return params

    @property
    def pool(self):
        pool = super().pool
        if pool is not None and pool._check is not None:
            # What psycopg's pool was given as `check` (Django offers no way to choose it).
            pool._check = check_taken
        return pool
