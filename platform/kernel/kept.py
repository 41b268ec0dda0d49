"""A hot read's SQL, built by the ORM once and kept: the statements the booking path sends on
every call (the plan with the professional's lock, the date's windows, the appointments
around it) cost the app more to build than to run, about half a booking's CPU
(loadtests/README.md, "The booking path's CPU").

    plan_locked = Kept(lambda professional_id, plan_id: Plan.objects.filter(...), kinds)
    plan = plan_locked.first(professional_id=7, plan_id=3)

The queryset is built once per database, with a stand-in for each value, compiled, and the
stand-ins' places among the SQL's parameters noted; each call sends that SQL with its own
values in those places, adapted as the ORM adapts them (a date or a moment for SQLite is
text), and reads the rows back through the ORM's own iterables, so a call answers exactly
what the queryset would (tests/platform/test_kept.py holds each kept read to its queryset).
On PostgreSQL the statement is also prepared on its connection (psycopg's `prepare=True`
with the server binding the values), so the database plans it once per connection, not per
call. The statements still pass Django's cursor wrappers: they are counted, timed and logged
like any other.

What a kept read cannot hold: a value the builder computes with (add a day to a stand-in and
it is no longer found: refused when first built), or a list whose length varies. Its values
are plain ints, dates, moments and strings."""

import datetime
import functools
import threading
import weakref
from collections.abc import Callable
from types import SimpleNamespace

from django.db import DatabaseError, connections, transaction
from django.db.models import Model, QuerySet
from django.db.models.constants import OnConflict
from django.db.models.query import ModelIterable, ValuesListIterable
from django.db.models.signals import post_save, pre_save
from django.db.models.sql.constants import GET_ITERATOR_CHUNK_SIZE
from django.db.models.sql.subqueries import InsertQuery
from django.db.transaction import TransactionManagementError

# The values a key (a BigAutoField) can hold.
_BIGINT = (-(2**63), 2**63 - 1)
# The stand-ins: values no real row or argument has, one per parameter, told apart by kind.
_STAND_INS = {
    int: lambda n: 1_987_654_300 + n,
    str: lambda n: f"\x1fkept-{n}\x1f",
    datetime.date: lambda n: datetime.date(1901, 1, 1 + n),
    datetime.datetime: lambda n: datetime.datetime(1901, 2, 1 + n, 1, 2, 3, 4, tzinfo=datetime.UTC),
}


def _adapter(kind, connection) -> Callable:
    """How the ORM turns a value of this kind into a parameter on this database."""
    ops = connection.ops
    if kind is datetime.datetime:
        return ops.adapt_datetimefield_value
    if kind is datetime.date:
        return ops.adapt_datefield_value
    return lambda value: value


class _Compiled:
    """One database's SQL and what reads its rows: the compiler, its parameters with the
    stand-ins' places."""

    def __init__(self, kept: "Kept", alias: str) -> None:
        connection = connections[alias]
        stand_ins = {name: _STAND_INS[kind](n) for n, (name, kind) in enumerate(kept.kinds.items())}
        queryset = kept.build(**stand_ins)
        self.iterable = queryset._iterable_class
        if self.iterable not in (ModelIterable, ValuesListIterable):
            raise TypeError("A kept read answers model instances or values_list tuples.")
        self.model = queryset.model
        self.compiler = queryset.query.get_compiler(using=alias)
        self.sql, params = self.compiler.as_sql()
        self.params = list(params)
        self.adapters = {name: _adapter(kind, connection) for name, kind in kept.kinds.items()}
        self.ints = [name for name, kind in kept.kinds.items() if kind is int]
        self.locks = bool(queryset.query.select_for_update)
        # Each connection's converters of the columns, made on its first call (they are the
        # same every call; the ORM makes them per call).
        self.converters: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self.places: dict[str, list[int]] = {}
        for name, stand_in in stand_ins.items():
            adapted = self.adapters[name](stand_in)
            self.places[name] = [i for i, p in enumerate(self.params) if p == adapted]
            if not self.places[name]:
                raise ValueError(f"{name!r} is not a parameter of the kept SQL as it was given.")

    def rows(self, alias: str, values: dict) -> list:
        connection = connections[alias]
        if self.locks and connection.features.has_select_for_update and connection.get_autocommit():
            # As the ORM refuses it: outside a transaction a row lock ends with its statement.
            raise TransactionManagementError("A kept read that locks runs in a transaction.")
        if any(not _BIGINT[0] <= values[name] <= _BIGINT[1] for name in self.ints):
            return []  # no key is that large: as the ORM answers (EmptyResultSet), unsent
        params = list(self.params)
        for name, places in self.places.items():
            adapted = self.adapters[name](values[name])
            for place in places:
                params[place] = adapted
        compiler = _fetching(self, connection, params)
        if self.iterable is ModelIterable:
            source = SimpleNamespace(
                db=alias, model=self.model, _known_related_objects={},
                query=SimpleNamespace(get_compiler=lambda using=None: compiler),
            )  # fmt: skip
            return list(ModelIterable(source))
        return list(compiler.results_iter(compiler.execute_sql(), tuple_expected=True))


def _fetching(compiled: _Compiled, connection, params: list):
    """A copy of the kept compiler (per call: threads never share one) whose rows are those
    of the kept SQL sent with this call's `params` on this call's connection, converted by
    the converters kept for that connection; the rest of it (select_related's populators)
    is the ORM's own."""
    compiler = compiled.compiler
    fetching = object.__new__(_fetching_class(type(compiler)))
    fetching.__dict__.update(compiler.__dict__)
    fetching.connection = connection
    fetching.statement = (compiled.sql, params)
    fetching.kept_converters = compiled.converters
    return fetching


@functools.cache
def _fetching_class(compiler_class: type) -> type:
    def execute_sql(self, *args, chunked_fetch=False, chunk_size=GET_ITERATOR_CHUNK_SIZE):
        with prepared_cursor(self.connection) as cursor:
            cursor.execute(*self.statement)
            return [cursor.fetchall()]

    def get_converters(self, expressions):
        # Only results_iter asks, for the same columns on every call.
        converters = self.kept_converters.get(self.connection)
        if converters is None:
            converters = compiler_class.get_converters(self, expressions)
            self.kept_converters[self.connection] = converters
        return converters

    return type(
        f"Kept{compiler_class.__name__}", (compiler_class,),
        {"execute_sql": execute_sql, "get_converters": get_converters},
    )  # fmt: skip


def prepared_cursor(connection):
    """A cursor of Django's (counted, timed, logged) whose statements PostgreSQL prepares on
    this connection; Django's own on other databases."""
    if connection.vendor != "postgresql":
        return connection.cursor()
    connection.ensure_connection()
    with connection.wrap_database_errors:
        return connection._prepare_cursor(_preparing_class()(connection.connection))


@functools.cache
def _preparing_class() -> type:
    """Django's server-binding cursor, preparing every statement it sends."""
    from django.db.backends.postgresql.base import ServerBindingCursor

    class Preparing(ServerBindingCursor):
        def execute(self, query, params=None, *, prepare=True, binary=None):
            super().execute(query, params, prepare=prepare, binary=binary)
            # What Django logs of it (connection.queries, the statement counts of the tests):
            # psycopg keeps no text of a prepared statement once it has run.
            self._query = SimpleNamespace(query=query.encode())
            return self

    return Preparing


class Kept:
    """A read built by `build(**values)` (a queryset of model instances or of
    `values_list` tuples), compiled once per database; `kinds` names each value's type."""

    def __init__(self, build: Callable[..., QuerySet], **kinds: type) -> None:
        self.build = build
        self.kinds = kinds
        self._compiled: dict[str, _Compiled] = {}
        self._lock = threading.Lock()

    def rows(self, using: str = "default", **values) -> list:
        compiled = self._compiled.get(using)
        if compiled is None:
            with self._lock:
                compiled = self._compiled.setdefault(using, _Compiled(self, using))
        return compiled.rows(using, values)

    def first(self, using: str = "default", **values):
        rows = self.rows(using, **values)
        return rows[0] if rows else None


class KeptInsert:
    """A hot write's INSERT, compiled by the ORM once per database and kept, as `Kept` keeps a
    read: a booking's appointment and every notification are a new row each, and building
    their INSERT cost more than sending it (loadtests/README.md, "Against Django's floor").

        NEW = KeptInsert(Appointment)
        NEW.insert(Appointment(client=..., ...))   # for Model.save() of a new row

    `insert` does what `save()` does for a new row of a model with no parents and no save()
    of its own: the pre_save and post_save signals (the day cache hears it), each field's
    pre_save (auto_now_add), the values adapted by their fields, the keys and database
    defaults read back through their converters, and the instance no longer `adding`. On
    PostgreSQL the statement is prepared on its connection. tests/platform/kept_compare.py
    holds the rows it writes to those save() writes, on PostgreSQL and SQLite.

    `skip_conflicts`: a row that a unique constraint refuses is not written, with no error
    (`ON CONFLICT DO NOTHING`, SQLite's `INSERT OR IGNORE`): `insert` answers None and sends
    no post_save. One statement, so it needs no savepoint to recover from the refusal: a
    claim on something that may be claimed already (a notification's delivery to a place)."""

    def __init__(self, model: type[Model], *, skip_conflicts: bool = False) -> None:
        meta = model._meta
        if meta.parents or any(f.generated for f in meta.local_concrete_fields):
            raise TypeError("A kept insert writes one table and no generated column.")
        if model.save is not Model.save:
            raise TypeError(f"{model.__name__} saves in its own way: a kept insert would skip it.")
        self.model = model
        self.fields = [f for f in meta.local_concrete_fields if f is not meta.auto_field]
        self.returning = meta.db_returning_fields
        self.on_conflict = OnConflict.IGNORE if skip_conflicts else None
        self._compiled: dict[str, tuple] = {}
        self._lock = threading.Lock()

    def _compile(self, alias: str) -> tuple:
        query = InsertQuery(self.model, on_conflict=self.on_conflict)
        query.insert_values(self.fields, [self.model()])
        compiler = query.get_compiler(using=alias)
        compiler.returning_fields = self.returning
        [(sql, params)] = compiler.as_sql()
        if len(params) != len(self.fields):  # a field inlined its value: not a kept insert
            raise TypeError(f"{self.model.__name__}'s INSERT is not one value per column.")
        columns = [field.get_col(self.model._meta.db_table) for field in self.returning]
        return sql, compiler, compiler.get_converters(columns)

    def insert(self, instance: Model, using: str = "default") -> Model | None:
        compiled = self._compiled.get(using)
        if compiled is None:
            with self._lock:
                compiled = self._compiled.setdefault(using, self._compile(using))
        sql, compiler, converters = compiled
        model, connection = self.model, connections[using]
        instance._prepare_related_fields_for_save(operation_name="save")
        pre_save.send(sender=model, instance=instance, raw=False, using=using, update_fields=None)
        values = [
            field.get_db_prep_save(field.pre_save(instance, True), connection)
            for field in self.fields
        ]
        with transaction.mark_for_rollback_on_error(using), prepared_cursor(connection) as cursor:
            cursor.execute(sql, values)
            row = cursor.fetchone()
        if row is None:  # skipped: a unique constraint holds such a row already
            return None
        if converters:
            row = next(iter(compiler.apply_converters([row], converters)))
        for field, value in zip(self.returning, row, strict=True):
            setattr(instance, field.attname, value)
        instance._state.adding = False
        instance._state.db = using
        post_save.send(
            sender=model, instance=instance, created=True, update_fields=None, raw=False,
            using=using,
        )  # fmt: skip
        return instance


class KeptUpdate:
    """A hot write's UPDATE of some fields of one row, written once per database and set of
    fields and kept, as `KeptInsert` keeps an INSERT: every state change saves its status (and
    what moves with it) this way, and building the UPDATE cost more than sending it.

        SAVED = KeptUpdate(Appointment)
        SAVED.update(appointment, ["status", "updated_at"])   # for save(update_fields=...)

    `update` does what `save(update_fields=...)` does for a model with no parents and no
    save() of its own: the pre_save and post_save signals with those fields, each field's
    pre_save (auto_now), the values adapted by their fields, and DatabaseError when no row
    was updated. On PostgreSQL the statement is prepared on its connection.
    tests/platform/kept_compare.py holds the rows it writes to those save() writes."""

    def __init__(self, model: type[Model]) -> None:
        meta = model._meta
        if meta.parents:
            raise TypeError("A kept update writes one table.")
        if model.save is not Model.save:
            raise TypeError(f"{model.__name__} saves in its own way: a kept update would skip it.")
        self.model = model
        self._compiled: dict[tuple, tuple] = {}

    def _compile(self, alias: str, names: tuple[str, ...]) -> tuple:
        meta, quote = self.model._meta, connections[alias].ops.quote_name
        fields = [meta.get_field(name) for name in names]
        if any(f.primary_key or not f.concrete or hasattr(f, "get_placeholder") for f in fields):
            raise TypeError(f"{names} are not fields a kept update sets.")
        # Only the model's own table and column names, quoted, as the ORM writes them; every
        # value is a parameter.
        sets = ", ".join(f"{quote(field.column)} = %s" for field in fields)
        table, key = quote(meta.db_table), quote(meta.pk.column)
        return f"UPDATE {table} SET {sets} WHERE {key} = %s", fields  # noqa: S608

    def update(self, instance: Model, names: list[str], using: str = "default") -> None:
        key = (using, *names)
        compiled = self._compiled.get(key)
        if compiled is None:
            compiled = self._compiled.setdefault(key, self._compile(using, tuple(names)))
        sql, fields = compiled
        model, connection = self.model, connections[using]
        update_fields = frozenset(names)
        instance._prepare_related_fields_for_save(operation_name="save")
        pre_save.send(
            sender=model, instance=instance, raw=False, using=using, update_fields=update_fields
        )
        values = [
            field.get_db_prep_save(field.pre_save(instance, False), connection) for field in fields
        ]
        values.append(model._meta.pk.get_db_prep_value(instance.pk, connection))
        with transaction.mark_for_rollback_on_error(using), prepared_cursor(connection) as cursor:
            cursor.execute(sql, values)
            if cursor.rowcount == 0:
                raise DatabaseError("Save with update_fields did not affect any rows.")
        instance._state.adding = False
        instance._state.db = using
        post_save.send(
            sender=model, instance=instance, created=False, update_fields=update_fields,
            raw=False, using=using,
        )  # fmt: skip
