"""Emptying the test database after a transactional test, in one round trip.

Django empties it with `flush`: a TRUNCATE of every table, then post_migrate to make the
content types, permissions and staff groups again (about 160 statements, 0.4-1.5 s a test).
A few hundred tests run that way. Here the rows any test may write are deleted instead, in
one batch with triggers off (`session_replication_role = replica`: the ledger's and the
invoices' refusals, and the foreign keys' checks, since every table is emptied together), and
the tables post_migrate fills are left as migrate made them. If one of those changed during
the test, or the connection may not switch triggers off (not a superuser), Django's own flush
runs, as before."""

from django.core.management.color import no_style
from django.db import connections
from django.db.backends.base.creation import TEST_DATABASE_PREFIX
from django.test import TransactionTestCase

# What migrate's post_migrate made, and nothing in the product writes.
KEPT = ("django_content_type", "auth_permission", "auth_group", "auth_group_permissions")
_FINGERPRINT = " UNION ALL ".join(
    f"SELECT '{table}', count(*), coalesce(max(id), 0) FROM {table}" for table in KEPT
)

_flush = TransactionTestCase._fixture_teardown
_known: dict[str, tuple[frozenset, str]] = {}


def fingerprint(connection) -> frozenset:
    with connection.cursor() as cursor:
        cursor.execute(_FINGERPRINT)
        return frozenset(cursor.fetchall())


def install(connection) -> None:
    """From now on, transactional tests on `connection` (its kept tables as they are now)
    are emptied by `emptied`."""
    if connection.vendor != "postgresql" or not connection.settings_dict["NAME"].startswith(
        TEST_DATABASE_PREFIX
    ):  # no test database made: none of the tests chosen uses one
        return
    with connection.cursor() as cursor:
        cursor.execute("SELECT rolsuper FROM pg_roles WHERE rolname = current_user")
        if not cursor.fetchone()[0]:
            return
    tables = set(connection.introspection.django_table_names(only_existing=True)) - set(KEPT)
    quote = no_style().SQL_TABLE
    deletes = "".join(f"DELETE FROM {quote(connection.ops.quote_name(t))};" for t in sorted(tables))
    _known[connection.alias] = (fingerprint(connection), deletes)
    TransactionTestCase._fixture_teardown = emptied


def emptied(self) -> None:
    names = self._databases_names(include_mirrors=False)
    if self.available_apps is not None or any(
        name not in _known or fingerprint(connections[name]) != _known[name][0] for name in names
    ):
        _flush(self)
        for name in names:
            if name in _known:  # post_migrate made them again, under new ids
                _known[name] = (fingerprint(connections[name]), _known[name][1])
        return
    for name in names:
        with connections[name].cursor() as cursor:
            cursor.execute(
                f"BEGIN; SET LOCAL session_replication_role = replica;{_known[name][1]} COMMIT;"
            )
