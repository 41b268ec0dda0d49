"""Kept reads (kernel/kept.py): they answer what their querysets answer, on PostgreSQL and on
SQLite; PostgreSQL prepares them; they are counted and logged like any statement; and a
read they cannot keep is refused when first built, not answered wrongly."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from kernel.kept import Kept
from marketplace.scheduling.models import Window
from marketplace.scheduling.queries import windows_of_day
from tests.factories import professional, schedule, upcoming
from tests.platform import kept_compare
from tests.sqlite_template import migrated_copy

pytestmark = pytest.mark.django_db
REPO = Path(__file__).resolve().parents[2]


def test_each_kept_read_answers_what_its_queryset_does():
    assert kept_compare.compare() == 28


def test_on_sqlite_too(tmp_path):
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{migrated_copy(tmp_path / 'kept.sqlite3')}"}
    env.pop("REDIS_URL", None)
    done = subprocess.run(
        [sys.executable, "-m", "tests.platform.kept_compare"], cwd=REPO, env=env,
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("compared 28")


def test_postgresql_prepares_it_and_django_still_counts_and_logs_it():
    pro = professional()
    day, weekday = upcoming(2)
    schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"})
    with CaptureQueriesContext(connection) as sent:
        for _ in range(3):
            assert len(windows_of_day(professional_id=pro.pk, day=day).windows) == 1
    assert len(sent) == 3
    assert all(query["sql"].startswith('SELECT "scheduling_window"."id"') for query in sent)
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements")
        prepared = [row[0] for row in cursor.fetchall()]
    assert sum('FROM "scheduling_window"' in statement for statement in prepared) == 1


def test_a_value_the_builder_computes_with_is_refused():
    import datetime

    shifted = Kept(
        lambda day: Window.objects.filter(only_on__first=day + datetime.timedelta(days=1)),
        day=datetime.date,
    )
    with pytest.raises(ValueError, match="'day' is not a parameter"):
        shifted.rows(day=datetime.date(2030, 1, 1))


def test_a_key_no_row_can_have_is_answered_empty_without_a_statement():
    """As the ORM does (its EmptyResultSet): PostgreSQL would compare a bigint to a numeric
    without its index, SQLite would overflow."""
    from marketplace.bookings import decisions

    with CaptureQueriesContext(connection) as sent:
        assert decisions._APPOINTMENT.rows(pk=2**70) == []
        assert decisions._APPOINTMENT.rows(pk=-(2**70)) == []
    assert len(sent) == 0


@pytest.mark.django_db(transaction=True)
def test_a_kept_read_that_locks_is_refused_outside_a_transaction():
    """As the ORM refuses select_for_update there: the lock would end with its statement."""
    from django.db import transaction
    from django.db.transaction import TransactionManagementError

    from kernel import locking
    from marketplace.bookings.models import Appointment

    kept = locking._one_locked(Appointment)
    with transaction.atomic():
        assert kept.rows(pk=1) == []  # inside one, as every caller does
    with pytest.raises(TransactionManagementError):
        kept.rows(pk=1)


def test_a_kept_insert_refuses_a_model_that_saves_in_its_own_way():
    from kernel.kept import KeptInsert
    from marketplace.earnings.models import Entry

    with pytest.raises(TypeError, match="saves in its own way"):
        KeptInsert(Entry)


def test_a_kept_update_refuses_a_model_that_saves_in_its_own_way():
    from kernel.kept import KeptUpdate
    from marketplace.events.models import Event

    with pytest.raises(TypeError, match="saves in its own way"):
        KeptUpdate(Event)
