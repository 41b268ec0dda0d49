"""Contended writes: one way to take row locks and one answer when they cannot be had.

The pattern is pretix's `lock_objects()`. A service opens its transaction inside
`contended()`, does its reads and input checks first, then locks the rows it is about to
change (as late as possible, so locks are held briefly), checks again what the locks protect
(a seat count, a slot, a status), writes, and commits:

    with contended(), transaction.atomic():
        window = lock(window)[0]
        if window.booked >= window.capacity:
            raise SlotFull(...)
        ...

Locks are taken in one stable order (table, then primary key) by every caller, so two writes
that need the same rows queue instead of deadlocking. On PostgreSQL a lock wait lasts at most
LOCK_TIMEOUT_MS (each connection's lock_timeout, settings.py); on SQLite the IMMEDIATE
transaction already lets one writer in at a time and another waits up to the connection's
timeout. Either way the loser
gets `Busy`: a 409 with Retry-After, never a 500, and nothing half-written."""

import contextlib
import functools
from collections import defaultdict
from collections.abc import Iterable, Iterator
from typing import TypeVar

from django.conf import settings
from django.db import OperationalError, connection
from django.db.models import Model, QuerySet

from kernel.errors import Busy
from kernel.kept import Kept

# PostgreSQL's SQLSTATEs for "try again": lock_not_available (lock_timeout or NOWAIT) and
# deadlock_detected, which the stable lock order prevents among our callers but which a
# write outside this module could still cause.
_RETRYABLE_SQLSTATES = {"55P03", "40P01"}

M = TypeVar("M", bound=Model)


def is_busy(error: BaseException) -> bool:
    """Whether a database error means "another writer holds what we need"."""
    if not isinstance(error, OperationalError):
        return False
    cause = error.__cause__
    if getattr(cause, "sqlstate", None) in _RETRYABLE_SQLSTATES:
        return True
    return connection.vendor == "sqlite" and "database is locked" in str(error)


@contextlib.contextmanager
def contended() -> Iterator[None]:
    """Wrap a service's transaction (outside `transaction.atomic()`, so the rollback has
    happened when the error leaves): a lock wait that ran out becomes `Busy`. Works as a
    decorator too."""
    try:
        yield
    except OperationalError as error:
        if is_busy(error):
            raise Busy() from error
        raise


def wait_at_most() -> None:
    """Before a statement that takes a row lock (every function here calls it; a kept read
    that locks, kernel/kept.py, calls it itself): inside a transaction, waiting no longer than
    LOCK_TIMEOUT_MS."""
    if not connection.in_atomic_block:
        # Outside a transaction a row lock ends with its statement: a bug in the caller.
        raise RuntimeError("Row locks are taken inside transaction.atomic().")
    options = connection.settings_dict.get("OPTIONS", {}).get("options", "").split()
    if (
        connection.vendor == "postgresql"
        and f"lock_timeout={settings.LOCK_TIMEOUT_MS}" not in options
    ):
        # The connection was opened with another bound (settings.py sets it on each one; a
        # test may change the setting): this transaction's own.
        with connection.cursor() as cursor:
            # SET takes no parameters; the value is an int from settings, never user input.
            cursor.execute(f"SET LOCAL lock_timeout = '{int(settings.LOCK_TIMEOUT_MS)}ms'")


def lock_rows(rows: type[M] | QuerySet[M], ids: Iterable) -> list[M]:
    """The rows of `rows` (a model or a queryset) with these primary keys, locked until the
    transaction ends and read after the lock was granted, in primary-key order. Rows that do
    not exist (any more) are simply not in the answer. Only the model's own rows are locked,
    not those of `select_related` tables."""
    wait_at_most()
    return _locked(rows, ids)


def _locked(rows: type[M] | QuerySet[M], ids: Iterable) -> list[M]:
    wanted = sorted(set(ids))
    if not wanted:
        # Nothing to lock (a cancel of an appointment never paid has no orders): the ORM
        # would build a query only to find it empty.
        return []
    if isinstance(rows, type) and len(wanted) == 1:
        # One row of a model: every state change's first statement (history.transition),
        # so its SQL is kept (kernel/kept.py).
        return _one_locked(rows).rows(pk=wanted[0])
    queryset = rows._default_manager.all() if isinstance(rows, type) else rows
    return list(queryset.filter(pk__in=wanted).order_by("pk").select_for_update(of=("self",)))


@functools.cache
def _one_locked(model: type[M]) -> Kept:
    return Kept(
        lambda pk: model._default_manager.filter(pk=pk).select_for_update(of=("self",)), pk=int
    )


def locked(rows: QuerySet[M], *, of: tuple[str, ...] = ("self",)) -> QuerySet[M]:
    """`rows` read with a row lock on the tables `of` names (their relations' names, "self"
    for the queried model's own), until the transaction ends: for one statement that both
    reads what a service needs and locks what it will change."""
    wait_at_most()
    return rows.select_for_update(of=of)


def lock(*objects: M) -> list[M]:
    """Lock these instances (of any models) in the stable order and refresh each from its
    locked row, so what the caller checks next is what no one else can change before commit.
    Returns them in the order given; a row deleted meanwhile raises the model's DoesNotExist."""
    by_model: dict[type[Model], list[Model]] = defaultdict(list)
    for obj in objects:
        by_model[type(obj)].append(obj)
    wait_at_most()  # once for all the tables
    for model in sorted(by_model, key=lambda model: model._meta.db_table):
        fresh = {row.pk: row for row in _locked(model, (obj.pk for obj in by_model[model]))}
        for obj in by_model[model]:
            if obj.pk not in fresh:
                raise model.DoesNotExist(f"{model.__name__} {obj.pk} no longer exists.")
            for field in model._meta.concrete_fields:
                setattr(obj, field.attname, getattr(fresh[obj.pk], field.attname))
    return list(objects)
