"""Django's PostgreSQL backend, its pool's check of a connection taken being `check_taken`
(this package's), not the empty statement Django gives psycopg's pool."""

from django.db.backends.postgresql import base

from kernel.postgresql import check_taken


class DatabaseWrapper(base.DatabaseWrapper):
    @property
    def pool(self):
        pool = super().pool
        if pool is not None and pool._check is not None:
            # What psycopg's pool was given as `check` (Django offers no way to choose it).
            pool._check = check_taken
        return pool
