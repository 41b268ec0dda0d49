"""Contended writes on real PostgreSQL: another writer is a second thread with its own
connection, holding row locks in an open transaction until the test lets it go."""

import contextlib
import threading
import time

import pytest
from django.db import OperationalError, connection, transaction
from django.test import override_settings
from django.test.utils import CaptureQueriesContext

from kernel.errors import BUSY, Busy
from kernel.locking import contended, is_busy, lock, lock_rows
from marketplace.profiles.models import Profile
from marketplace.profiles.services import profile_of
from notifications.models import Notification
from tests.factories import person, token_for

pytestmark = pytest.mark.django_db(transaction=True)
BOUND = 30  # seconds; only a bound on waiting for the other thread, never a measurement


class Writer(threading.Thread):
    """Runs `work` in a transaction of its own and keeps its locks until `release`."""

    def __init__(self, work) -> None:
        super().__init__(daemon=True)
        self.work = work
        self.started_work = threading.Event()
        self.holding = threading.Event()
        self.release = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            with contended(), transaction.atomic():
                self.started_work.set()
                self.work()
                self.holding.set()
                self.release.wait(BOUND)
        except BaseException as error:
            self.error = error
        finally:
            self.started_work.set()
            self.holding.set()
            connection.close()


@contextlib.contextmanager
def another_writer(work, *, wait_for_locks: bool = True):
    writer = Writer(work)
    writer.start()
    try:
        assert (writer.holding if wait_for_locks else writer.started_work).wait(BOUND)
        yield writer
    finally:
        writer.release.set()
        writer.join(BOUND)
    assert writer.error is None, writer.error


def _notifications(count: int) -> list[Notification]:
    user = person()
    return [
        Notification.objects.create(user=user, kind=Notification.Kind.SIGN_IN, text=f"n{n}")
        for n in range(count)
    ]


def test_a_row_another_writer_holds_is_busy_then_free_once_it_commits(settings):
    settings.LOCK_TIMEOUT_MS = 50
    (row,) = _notifications(1)
    with another_writer(lambda: lock_rows(Notification, [row.pk])):
        with pytest.raises(Busy) as busy, contended(), transaction.atomic():
            lock_rows(Notification, [row.pk])
        assert busy.value.message == BUSY and busy.value.status == 409
        assert is_busy(busy.value.__cause__)
    with contended(), transaction.atomic():
        assert [n.pk for n in lock_rows(Notification, [row.pk])] == [row.pk]


def test_a_busy_profile_edit_is_a_retryable_409_and_writes_nothing(api, settings):
    settings.LOCK_TIMEOUT_MS = 50
    user = person("Asha", "Verma")
    token = token_for(user)
    profile = profile_of(user=user)
    basic = {"name": "Asha Iyer", "email": "asha@example.in"}
    with another_writer(lambda: lock_rows(Profile, [profile.pk])):
        answer = api.put("/profiles/me/basic", json=basic, token=token)
        assert (answer.status, answer.body) == (409, {"message": BUSY, "fields": {}})
        assert answer.headers["Retry-After"] == "1"
        assert api.get("/profiles/me", token=token).body["name"] == "Asha Verma"
    answer = api.put("/profiles/me/basic", json=basic, token=token)
    assert answer.status == 200 and answer.body["name"] == "Asha Iyer"


def _someone_waits_for_a_lock() -> bool:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity"
            " WHERE datname = current_database() AND wait_event_type = 'Lock'"
        )
        return cursor.fetchone()[0] > 0


def test_locks_are_taken_in_key_order_whatever_order_they_are_asked_in(settings):
    """If `lock(second, first)` took `second` first, two writers asking in opposite orders
    could deadlock. Here one writer holds `first`; another asks for (second, first) and must be
    waiting for `first` while `second` is still free for anyone to take."""
    settings.LOCK_TIMEOUT_MS = BOUND * 1000
    first, second = _notifications(2)
    holder = Writer(lambda: lock_rows(Notification, [first.pk]))
    asking = Writer(lambda: lock(second, first))
    holder.start()
    try:
        assert holder.holding.wait(BOUND)
        asking.start()
        assert asking.started_work.wait(BOUND)
        for _ in range(BOUND * 100):  # until the asking writer's lock wait shows
            if _someone_waits_for_a_lock() or asking.holding.is_set():
                break
            time.sleep(0.01)
        assert not asking.holding.is_set()
        with transaction.atomic():
            # NOWAIT fails at once if the waiting writer had locked `second` already.
            free = Notification.objects.select_for_update(nowait=True).get(pk=second.pk)
        assert free.pk == second.pk
    finally:
        holder.release.set()
        holder.join(BOUND)
        assert asking.holding.wait(BOUND)
        asking.release.set()
        asking.join(BOUND)
    assert holder.error is None and asking.error is None


def test_lock_reads_each_row_after_locking_it_in_table_then_key_order():
    first, second = _notifications(2)
    profile = profile_of(user=first.user)
    Notification.objects.filter(pk=second.pk).update(text="changed meanwhile")
    with transaction.atomic(), CaptureQueriesContext(connection) as queries:
        assert lock(profile, second, first) == [profile, second, first]
    assert second.text == "changed meanwhile"
    locking = [q["sql"] for q in queries.captured_queries if "FOR UPDATE" in q["sql"]]
    assert [sql.split(" FROM ")[1].split()[0] for sql in locking] == [
        '"notifications_notification"',
        '"profiles_profile"',
    ]
    assert 'ORDER BY "notifications_notification"."id" ASC' in locking[0]


def test_only_lock_waits_are_busy_and_locks_need_a_transaction():
    with pytest.raises(OperationalError, match="something else"), contended():
        raise OperationalError("something else")
    with pytest.raises(RuntimeError):
        lock_rows(Notification, [1])
    # Every connection opens with the bound (settings: LOCK_TIMEOUT_MS), so a lock costs no
    # statement of its own; a bound changed since is the transaction's own (SET LOCAL).
    with transaction.atomic():
        lock_rows(Notification, [])
        with connection.cursor() as cursor:
            cursor.execute("SHOW lock_timeout")
            assert cursor.fetchone()[0] == "3s"
    with override_settings(LOCK_TIMEOUT_MS=50), transaction.atomic():
        lock_rows(Notification, [])
        with connection.cursor() as cursor:
            cursor.execute("SHOW lock_timeout")
            assert cursor.fetchone()[0] == "50ms"
    with connection.cursor() as cursor:
        cursor.execute("SHOW lock_timeout")
        assert cursor.fetchone()[0] == "3s"  # SET LOCAL ended with the transaction
