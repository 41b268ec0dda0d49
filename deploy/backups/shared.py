"""What taking a backup and restoring one share: the names of a backup folder's files, the
refusal the operator reads, the database (what may be printed of it, libpq's variables, a plain
connection), the counts and migrations a manifest records, and a file's SHA-256."""

import hashlib
import os
from pathlib import Path

MANIFEST = "manifest.json"
SUMS = "SHA256SUMS"
PG_DUMP = "database.dump"
SQLITE_COPY = "database.sqlite3"
MEDIA_TAR = "media.tar"
# What the manifest counts, and restore compares: (name, app label, model).
COUNTED = [
    ("users", "accounts", "User"),
    ("appointments", "bookings", "Appointment"),
    ("event_bookings", "events", "EventBooking"),
    ("orders", "payments", "Order"),
    ("payments", "payments", "Payment"),
    ("refunds", "payments", "Refund"),
    ("ledger_entries", "earnings", "Entry"),
    ("withdrawals", "earnings", "Withdrawal"),
]


class Refused(Exception):
    """Why a backup or a restore cannot go ahead, in words for the operator."""


def database() -> dict:
    from django.conf import settings

    return settings.DATABASES["default"]


def is_postgres(db: dict) -> bool:
    return "postgresql" in db["ENGINE"]


def describe(db: dict) -> str:
    """What may be printed: never the user or the password."""
    if is_postgres(db):
        where = f"{db['HOST'] or 'localhost'}:{db['PORT'] or 5432}"
        return f"PostgreSQL database {db['NAME']} on {where}"
    return f"SQLite database {db['NAME']}"


def pg_env(db: dict) -> dict:
    """libpq's variables for pg_dump, pg_restore and psql: the credentials stay off argv."""
    env = {**os.environ, "PGDATABASE": db["NAME"], "PGAPPNAME": "marketplace-backup"}
    for key, variable in (
        ("HOST", "PGHOST"),
        ("PORT", "PGPORT"),
        ("USER", "PGUSER"),
        ("PASSWORD", "PGPASSWORD"),
    ):
        if db.get(key):
            env[variable] = str(db[key])
    options = db.get("OPTIONS", {})
    for key in ("sslmode", "sslrootcert", "sslcert", "sslkey"):
        if options.get(key):
            env[f"PG{key.upper()}"] = str(options[key])
    return env


def pg_connect(db: dict):
    """A plain psycopg connection in autocommit (no pool, no statement timeout: a count may
    take a while)."""
    import psycopg

    params = {
        "host": db["HOST"] or None,
        "port": db["PORT"] or None,
        "user": db["USER"] or None,
        "password": db["PASSWORD"] or None,
        "dbname": db["NAME"],
        "application_name": "marketplace-backup",
    }
    options = db.get("OPTIONS", {})
    for key in ("sslmode", "sslrootcert", "sslcert", "sslkey"):
        if options.get(key):
            params[key] = options[key]
    try:
        return psycopg.connect(
            autocommit=True, **{k: v for k, v in params.items() if v is not None}
        )
    except psycopg.OperationalError as error:
        raise Refused(f"Cannot reach the {describe(db)}: {str(error).strip()}") from None


def tables() -> dict[str, str]:
    from django.apps import apps

    return {name: apps.get_model(app, model)._meta.db_table for name, app, model in COUNTED}


def counts(cursor, present) -> dict[str, int | None]:
    """Each counted table's rows (None where the table does not exist yet: an older schema)."""
    found = {}
    for name, table in tables().items():
        if present(cursor, table):
            cursor.execute(f'SELECT count(*) FROM "{table}"')
            found[name] = cursor.fetchone()[0]
        else:
            found[name] = None
    return found


def pg_present(cursor, table: str) -> bool:
    cursor.execute("SELECT to_regclass(%s) IS NOT NULL", [f'public."{table}"'])
    return cursor.fetchone()[0]


def sqlite_present(cursor, table: str) -> bool:
    cursor.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [table])
    return cursor.fetchone() is not None


def migration_heads(cursor, present) -> dict[str, str]:
    """Each app's newest applied migration (their names are numbered)."""
    if not present(cursor, "django_migrations"):
        return {}
    cursor.execute("SELECT app, name FROM django_migrations")
    heads: dict[str, str] = {}
    for app, name in cursor.fetchall():
        heads[app] = max(heads.get(app, ""), name)
    return dict(sorted(heads.items()))


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def shown(count: int | None) -> str:
    return "-" if count is None else str(count)
