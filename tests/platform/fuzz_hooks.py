"""schemathesis's extension for tests/platform/test_fuzz.py (SCHEMATHESIS_HOOKS names it): a
check that every request answered 4xx left the database as it was.

Before each call the server's database (FUZZ_SNAPSHOT_DATABASE: a PostgreSQL URL or an
SQLite file) is read whole, a digest per table; after a 4xx it is read again and any table
whose digest moved fails the case, naming it. A run with this check sends one request at a
time (its workers would otherwise write between the two readings).

What a refusal may change, by design, is left out of the reading (REFUSALS_MAY_CHANGE)."""

import hashlib
import os
import sqlite3
import threading

import psycopg
import schemathesis

# Columns a refused request changes on purpose, each with its reason.
REFUSALS_MAY_CHANGE = {
    # A wrong sign-in code is refused and counted: the count is what stops guessing.
    ("accounts_phonecode", "failed_attempts"),
    ("accounts_phonecode", "others_failed_attempts"),
    ("accounts_phonecode", "others_failed_at"),
    # A signed-in request marks its session seen, whatever it asked for.
    ("accounts_session", "last_seen_at"),
}
# Tables of no one's data: Django's cache table and the task queue's.
NOT_DATA = {"django_cache", "huey_kv", "huey_queue", "huey_schedule"}

_before = threading.local()


def _columns(names: list[str], table: str) -> list[str]:
    return [name for name in names if (table, name) not in REFUSALS_MAY_CHANGE]


def _sqlite(path: str) -> dict[str, str]:
    digests = {}
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        for table in sorted(set(tables) - NOT_DATA):
            names = [row[1] for row in db.execute(f'PRAGMA table_info("{table}")')]
            listed = ", ".join(f'"{name}"' for name in _columns(names, table))
            rows = sorted(repr(row) for row in db.execute(f'SELECT {listed} FROM "{table}"'))
            digests[table] = hashlib.sha256("\n".join(rows).encode()).hexdigest()
    return digests


def _postgresql(url: str) -> dict[str, str]:
    with psycopg.connect(url, autocommit=True) as db:
        columns: dict[str, list[str]] = {}
        for table, name in db.execute(
            "SELECT table_name, column_name FROM information_schema.columns"
            " WHERE table_schema = 'public' ORDER BY table_name, ordinal_position"
        ):
            if table not in NOT_DATA:
                columns.setdefault(table, []).append(name)
        parts = []
        for table, names in columns.items():
            row = ", ".join(f'"{name}"' for name in _columns(names, table))
            parts.append(
                f"SELECT '{table}', md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), ''))"
                f' FROM (SELECT ROW({row}) AS r FROM "{table}") AS t'
            )
        return dict(db.execute(" UNION ALL ".join(parts)).fetchall())


def snapshot() -> dict[str, str]:
    """A digest of each table of the fuzzed server's database."""
    target = os.environ["FUZZ_SNAPSHOT_DATABASE"]
    if target.startswith("postgres"):
        return _postgresql(target)
    return _sqlite(target.removeprefix("sqlite:///"))


@schemathesis.hook
def before_call(context, case, kwargs):
    _before.tables = snapshot()


@schemathesis.check
def refused_requests_change_nothing(ctx, response, case):
    """A 4xx answer (the request was refused) leaves every table as it was."""
    before = getattr(_before, "tables", None)
    if before is None or not 400 <= response.status_code < 500:
        return None
    after = snapshot()
    changed = sorted(table for table in after if before.get(table) != after[table])
    if changed:
        raise AssertionError(
            f"A request answered {response.status_code} changed the database: {', '.join(changed)}"
        )
    return None
