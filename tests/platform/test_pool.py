"""A pooled connection taken by a request (kernel/postgresql): a quiet one taken again soon is
taken without a statement, one taken for the first time (or long ago) is asked with one, one
whose session PostgreSQL ended is refused, on real connections."""

import os
import select
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest
from django.db import connection

from kernel.postgresql import check_taken

pytestmark = pytest.mark.django_db

PLATFORM = Path(__file__).resolve().parents[2] / "platform"


def _connect() -> psycopg.Connection:
    given = connection.settings_dict
    return psycopg.connect(
        dbname=given["NAME"], user=given["USER"], password=given["PASSWORD"],
        host=given["HOST"], port=given["PORT"] or None, autocommit=True,
    )  # fmt: skip


@pytest.fixture
def pair():
    """A connection as a pool holds one, and another to watch it from."""
    if connection.vendor != "postgresql":
        pytest.skip("the pool is PostgreSQL's")
    pooled, watcher = _connect(), _connect()
    yield pooled, watcher
    pooled.close()
    watcher.close()


def _last_statement(watcher: psycopg.Connection, pooled: psycopg.Connection | int) -> str:
    pid = pooled if isinstance(pooled, int) else pooled.info.backend_pid
    return watcher.execute("SELECT query FROM pg_stat_activity WHERE pid = %s", [pid]).fetchone()[0]


def test_a_quiet_connection_taken_again_soon_is_taken_without_a_statement(pair):
    pooled, watcher = pair
    check_taken(pooled)  # a first time: asked with a statement (below)
    pooled.execute("SELECT 'the last request'")

    check_taken(pooled)

    assert _last_statement(watcher, pooled) == "SELECT 'the last request'"


def test_a_connection_taken_for_the_first_time_or_long_ago_is_asked_with_a_statement(pair):
    """Only a statement finds a server that vanished without closing (psycopg's own check)."""
    pooled, watcher = pair
    pooled.execute("SELECT 'the last request'")

    check_taken(pooled)

    assert _last_statement(watcher, pooled) == ""  # psycopg's empty statement


def test_a_connection_whose_session_ended_is_refused(pair):
    pooled, watcher = pair
    check_taken(pooled)  # taken a moment ago: its socket is what tells
    watcher.execute("SELECT pg_terminate_backend(%s)", [pooled.info.backend_pid])
    # PostgreSQL's goodbye reaches the socket (the error, then its end).
    poller = select.poll()
    poller.register(pooled.fileno(), select.POLLIN)
    assert poller.poll(10_000)

    with pytest.raises(psycopg.OperationalError):
        check_taken(pooled)
    assert pooled.broken


def test_a_closed_connection_is_refused(pair):
    pooled, _ = pair
    pooled.close()

    with pytest.raises(psycopg.OperationalError):
        check_taken(pooled)


def test_the_app_s_pool_takes_a_connection_back_without_a_statement(pair):
    """Through Django, as a request takes and gives back a pooled connection (a process of
    its own, with DATABASE_POOL_SIZE as make prod sets it)."""
    pooled, watcher = pair
    given = connection.settings_dict
    url = (f"postgres://{given['USER']}:{given['PASSWORD'] or ''}@{given['HOST']}:"
           f"{given['PORT'] or 5432}/{given['NAME']}")  # fmt: skip
    script = (
        "from django.db import connection\n"
        "connection.cursor().execute(\"SELECT 'the last request'\")\n"
        "first = connection.connection.info.backend_pid\n"
        "connection.close()\n"  # given back to the pool
        "connection.ensure_connection()\n"  # taken again, checked
        "print('pids', first, connection.connection.info.backend_pid, flush=True)\n"
        "input()\n"
    )
    env = {**os.environ, "DATABASE_URL": url, "DATABASE_POOL_SIZE": "1"}
    with subprocess.Popen(
        [sys.executable, "manage.py", "shell", "-c", script], cwd=PLATFORM, env=env,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    ) as process:  # fmt: skip
        try:
            line = ""
            while not line.startswith("pids "):  # after anything start-up printed
                line = process.stdout.readline()
                assert line, "the process ended before taking a connection back"
            first, again = line.split()[1:]
            last = _last_statement(watcher, int(again))
            process.communicate("\n", timeout=30)
        finally:
            process.kill()  # done by now, or stuck: never left waiting on

    assert first == again  # the same connection, pooled
    assert last == "SELECT 'the last request'"
