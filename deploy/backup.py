"""`make backup` and `make restore BACKUP=<folder>`: the database and the uploads, saved to and
brought back from one folder, checked end to end.

    .venv/bin/python deploy/backup.py backup [--env-file var/prod/env]
    .venv/bin/python deploy/backup.py restore FOLDER [--force] [--env-file var/prod/env]

The database is the one the app uses (DATABASE_URL, else the embedded SQLite file), the uploads
are MEDIA_ROOT's files. `backup` writes BACKUP_DIR/<UTC time>/ (default var/backups/):
- database.dump: `pg_dump --format=custom` of PostgreSQL, or database.sqlite3: a copy made with
  SQLite's online backup API, safe while `make run` writes;
- media.tar: MEDIA_ROOT's files (none when MEDIA_BUCKET keeps them in object storage, which the
  bucket's own versioning or replication protects);
- manifest.json: when, which database, the migrations applied (each app's newest) and the
  counts of users, appointments, orders, payments, refunds, ledger entries...; the counts are
  read in the very snapshot pg_dump saves, so they are the backup's, not a moment later's;
- SHA256SUMS: the SHA-256 of each of those files, as `sha256sum -c SHA256SUMS` checks it.
The folder is written under a hidden name and renamed when complete: a backup that exists is
whole.

`restore` checks every checksum first, refuses a database that holds users, appointments,
payments or ledger entries unless told --force (FORCE=1), replaces the database with the
backup in one transaction (PostgreSQL: the old one stays whole if anything fails), extracts
the uploads into MEDIA_ROOT, runs Django's migrate (a backup of an older release is brought
up to this one's), and prints the restored counts beside the manifest's: it fails if one
differs.

Credentials reach pg_dump, pg_restore and psql through their environment (PGPASSWORD...),
never their command line; nothing printed names more than the database, host and port.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tarfile
from contextlib import closing
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLATFORM = ROOT / "platform"
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
# A database holding any of these is not overwritten without --force.
PRECIOUS = ("users", "appointments", "payments", "ledger_entries")


class Refused(Exception):
    """Why a backup or a restore cannot go ahead, in words for the operator."""


def setup(env_file: str | None) -> None:
    if env_file:  # the environment `make prod` runs with (var/prod/env), over the shell's
        for line in Path(env_file).read_text().splitlines():
            key, sep, value = line.partition("=")
            if sep and not key.startswith("#"):
                os.environ[key.strip()] = value.strip()
    sys.path.insert(0, str(PLATFORM))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "marketplace.settings")
    # No statement of a backup or a restore's migrate is cut at the app's 10 s.
    os.environ["STATEMENT_TIMEOUT_MS"] = "0"
    import django

    django.setup()


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


def major(version_text: str) -> int:
    """15 of 'pg_dump (PostgreSQL) 15.20 (Debian ...)'."""
    return int(re.search(r"\(PostgreSQL\) (\d+)", version_text)[1])


# --- backup -------------------------------------------------------------------------------


def backup(target_dir: Path) -> Path:
    from django.utils import timezone

    db = database()
    now = timezone.now()
    target_dir.mkdir(parents=True, exist_ok=True)
    final = target_dir / now.strftime("%Y%m%dT%H%M%SZ")
    if final.exists():
        raise Refused(f"{final} already exists: wait a second and try again.")
    partial = target_dir / f".partial-{final.name}"
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(mode=0o700)  # personal data: the operator's eyes only
    print(f"Backing up the {describe(db)} into {final}")
    if is_postgres(db):
        facts = pg_backup(db, partial / PG_DUMP)
    else:
        facts = sqlite_backup(Path(db["NAME"]), partial / SQLITE_COPY)
    # After the database: a row in the dump refers to an upload written before it, and
    # uploads are never changed once written, so the tar holds every file the dump names.
    media = media_backup(partial / MEDIA_TAR)
    manifest = {
        "format": 1,
        "created_at": now.isoformat(),
        "database": {
            "engine": "postgresql" if is_postgres(db) else "sqlite",
            "name": db["NAME"],
            **facts.pop("database"),
        },
        **facts,
        "media": media,
        "files": {
            p.name: {"bytes": p.stat().st_size, "sha256": sha256(p)}
            for p in sorted(partial.iterdir())
        },
    }
    (partial / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n")
    (partial / SUMS).write_text(
        "".join(f"{sha256(p)}  {p.name}\n" for p in sorted(partial.iterdir()) if p.name != SUMS)
    )
    partial.rename(final)
    for name, count in manifest["counts"].items():
        print(f"  {name:<15} {shown(count)}")
    print(f"  media           {media['note']}")
    print(f"Done: {final}")
    return final


def pg_backup(db: dict, dump: Path) -> dict:
    """pg_dump of one snapshot, and the counts and migrations read in that same snapshot."""
    env = pg_env(db)
    client = subprocess.run(["pg_dump", "--version"], capture_output=True, text=True, check=True)
    with pg_connect(db) as connection:
        server = connection.info.server_version // 10000
        if major(client.stdout) < server:
            raise Refused(
                f"pg_dump {major(client.stdout)} cannot dump PostgreSQL {server}: install "
                f"postgresql-client-{server}, or run this from the postgres:{server} image."
            )
        connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        snapshot = connection.execute("SELECT pg_export_snapshot()").fetchone()[0]
        # The snapshot lives as long as this transaction: pg_dump runs inside it.
        subprocess.run(
            ["pg_dump", "--format=custom", f"--snapshot={snapshot}", f"--file={dump}"],
            env=env,
            check=True,
        )
        with connection.cursor() as cursor:
            found = {
                "counts": counts(cursor, pg_present),
                "migrations": migration_heads(cursor, pg_present),
            }
        connection.execute("ROLLBACK")
    found["database"] = {"server_version": server, "pg_dump": client.stdout.strip()}
    return found


def sqlite_backup(source: Path, copy: Path) -> dict:
    if not source.exists():
        raise Refused(f"There is no database at {source}: nothing to back up.")
    with closing(sqlite3.connect(source)) as live, closing(sqlite3.connect(copy)) as saved:
        live.backup(saved)  # page by page, consistent while the app keeps writing
        saved.execute("PRAGMA journal_mode=DELETE")  # one self-contained file, no -wal beside
        cursor = saved.cursor()
        found = {
            "counts": counts(cursor, sqlite_present),
            "migrations": migration_heads(cursor, sqlite_present),
        }
    found["database"] = {"sqlite_version": sqlite3.sqlite_version}
    return found


def media_backup(tar_path: Path) -> dict:
    from django.conf import settings

    bucket = os.environ.get("MEDIA_BUCKET", "")
    if bucket:
        return {
            "bucket": bucket,
            "files": None,
            "note": f"in the bucket {bucket}, not in this backup (its versioning keeps them)",
        }
    root = Path(settings.MEDIA_ROOT)
    files = sorted(p for p in root.rglob("*") if p.is_file()) if root.is_dir() else []
    with tarfile.open(tar_path, "w") as tar:
        for path in files:
            tar.add(path, arcname=str(path.relative_to(root)), recursive=False)
    return {"bucket": None, "files": len(files), "note": f"{len(files)} files from {root}"}


# --- restore ------------------------------------------------------------------------------


def verify(folder: Path) -> dict:
    """Every file the backup lists is there with its SHA-256; answers the manifest."""
    sums = folder / SUMS
    if not sums.exists():
        raise Refused(f"{folder} is not a backup: it has no {SUMS}.")
    listed = {}
    for line in sums.read_text().splitlines():
        digest, _, name = line.partition("  ")
        listed[name] = digest
    if MANIFEST not in listed:
        raise Refused(f"{SUMS} in {folder} does not list {MANIFEST}.")
    for name, digest in listed.items():
        path = folder / name
        if "/" in name or not path.is_file():
            raise Refused(f"{name} is missing from {folder}: the backup is incomplete.")
        if sha256(path) != digest:
            raise Refused(
                f"{name} in {folder} is not the file that was saved (its SHA-256 "
                "differs): the backup is damaged. Restore another one."
            )
    manifest = json.loads((folder / MANIFEST).read_text())
    for name in manifest["files"]:
        if name not in listed:
            raise Refused(f"{name} is in the manifest but not in {SUMS}.")
    return manifest


def newer_than_code(heads: dict[str, str]) -> list[str]:
    """Migrations the backup has applied that this release does not know."""
    from django.db.migrations.loader import MigrationLoader

    known = MigrationLoader(None, ignore_no_migrations=True).graph.nodes
    return [f"{app}.{name}" for app, name in heads.items() if (app, name) not in known]


def restore(folder: Path, *, force: bool) -> None:
    db = database()
    manifest = verify(folder)
    engine = "postgresql" if is_postgres(db) else "sqlite"
    if manifest["database"]["engine"] != engine:
        raise Refused(f"This backup is of {manifest['database']['engine']}, the app uses {engine}.")
    unknown = newer_than_code(manifest["migrations"])
    if unknown:
        raise Refused(
            "The backup comes from a newer release (migrations "
            f"{', '.join(unknown)}): deploy that release, then restore."
        )
    print(f"Checked {folder}: every file is as saved. Restoring into the {describe(db)}")
    held = pg_held(db) if is_postgres(db) else sqlite_held(Path(db["NAME"]))
    if held and not force:
        raise Refused(
            f"The {describe(db)} holds {held}: restoring would replace them. "
            "To replace them with the backup: make restore BACKUP=... FORCE=1 "
            "(deploy/backup.py restore --force)."
        )
    if is_postgres(db):
        pg_restore(db, folder / PG_DUMP)
    else:
        sqlite_restore(folder / SQLITE_COPY, Path(db["NAME"]))
    media_restore(folder, manifest)
    print("Migrating to this release (manage.py migrate)")
    from django.core.management import call_command

    call_command("migrate", interactive=False, verbosity=0)
    compare(manifest["counts"], restored_counts(db))


def pg_held(db: dict) -> str:
    with pg_connect(db) as connection, connection.cursor() as cursor:
        return held_text(counts(cursor, pg_present))


def sqlite_held(path: Path) -> str:
    if not path.exists():
        return ""
    with closing(sqlite3.connect(path)) as connection:
        return held_text(counts(connection.cursor(), sqlite_present))


def held_text(found: dict[str, int | None]) -> str:
    return ", ".join(
        f"{found[name]} {name.replace('_', ' ')}" for name in PRECIOUS if found.get(name)
    )


def pg_restore(db: dict, dump: Path) -> None:
    """The backup's SQL (pg_restore) played by psql in one transaction, after dropping the
    public schema when it has tables: a half-done restore never commits, and tables of a newer
    schema (which `migrate` would then fail to create) do not survive."""
    env = pg_env(db)
    with pg_connect(db) as connection:
        tables_there = connection.execute(
            "SELECT count(*) FROM pg_class WHERE relnamespace = 'public'::regnamespace"
        ).fetchone()[0]
    preamble = "SET client_min_messages = warning;\nBEGIN;\n"
    if tables_there:
        preamble += "DROP SCHEMA public CASCADE;\nCREATE SCHEMA public;\n"
    source = subprocess.Popen(
        ["pg_restore", "--no-owner", "--no-privileges", "--file=-", str(dump)],
        stdout=subprocess.PIPE,
        env=env,
    )
    player = subprocess.Popen(
        ["psql", "--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", "--file=-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        env=env,
    )
    try:
        player.stdin.write(preamble.encode())
        shutil.copyfileobj(source.stdout, player.stdin, 1 << 20)
        # COMMIT only once pg_restore read the whole archive; else psql ends with the
        # transaction open, and PostgreSQL rolls it back.
        if source.wait() == 0:
            player.stdin.write(b"COMMIT;\n")
        player.stdin.close()
    except BrokenPipeError:  # psql stopped at an error (ON_ERROR_STOP): rolled back
        source.kill()
        source.wait()
    if player.wait() or source.returncode:
        raise Refused("The restore failed (above) and was rolled back: the database is as it was.")


def sqlite_restore(copy: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(copy)) as saved, closing(sqlite3.connect(target)) as live:
        saved.backup(live)  # replaces every page, under SQLite's own locks


def media_restore(folder: Path, manifest: dict) -> None:
    from django.conf import settings

    media = manifest["media"]
    if media["bucket"]:
        print(f"Media: {media['note']}; nothing to restore here.")
        return
    if os.environ.get("MEDIA_BUCKET"):
        print(
            f"Media: the app now keeps uploads in the bucket {os.environ['MEDIA_BUCKET']}; "
            f"upload {folder / MEDIA_TAR}'s files there yourself (aws s3 sync)."
        )
        return
    root = Path(settings.MEDIA_ROOT)
    root.mkdir(parents=True, exist_ok=True)
    # Uploads are never changed once written, so files already there stay beside them.
    with tarfile.open(folder / MEDIA_TAR) as tar:
        members = tar.getmembers()
        tar.extractall(root, filter="data")  # refuses absolute paths, .. and outside links
    if os.geteuid() == 0:  # a root run (docker compose run) leaves them the app's, not root's
        owner = root.stat()
        made = {root / member.name for member in members}
        made |= {parent for path in made for parent in path.parents if root in parent.parents}
        for path in made:
            os.chown(path, owner.st_uid, owner.st_gid)
    print(f"Media: {len(members)} files into {root}")


def restored_counts(db: dict) -> dict[str, int | None]:
    if is_postgres(db):
        with pg_connect(db) as connection, connection.cursor() as cursor:
            return counts(cursor, pg_present)
    with closing(sqlite3.connect(db["NAME"])) as connection:
        return counts(connection.cursor(), sqlite_present)


def shown(count: int | None) -> str:
    return "-" if count is None else str(count)


def compare(saved: dict, restored: dict) -> None:
    print(f"  {'':<15} {'backup':>8} {'restored':>9}")
    wrong = []
    for name, count in saved.items():
        again = restored.get(name)
        # A table the backup's release did not have yet is created empty by migrate.
        ok = again == count or (count is None and again == 0)
        wrong += [] if ok else [name]
        print(f"  {name:<15} {shown(count):>8} {shown(again):>9}{'' if ok else '  DIFFERS'}")
    if wrong:
        raise Refused(f"The restored {', '.join(wrong)} differ from the backup's counts.")
    print("Restored: every count matches the backup's.")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--env-file", help="KEY=value lines to run with (make prod: var/prod/env)")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("backup", help="save the database and the uploads")
    restoring = commands.add_parser("restore", help="bring a backup back")
    restoring.add_argument("folder", type=Path)
    restoring.add_argument(
        "--force", action="store_true", help="replace a database that holds data"
    )
    args = parser.parse_args()
    setup(args.env_file)
    try:
        if args.command == "backup":
            os.umask(0o077)  # backups hold personal data: readable by their owner only
            backup(Path(os.environ.get("BACKUP_DIR") or ROOT / "var" / "backups"))
        else:
            restore(args.folder.resolve(), force=args.force)
    except Refused as refusal:
        sys.exit(f"{args.command}: {refusal}")
    except subprocess.CalledProcessError as failure:
        sys.exit(f"{args.command}: {Path(failure.cmd[0]).name} failed (exit {failure.returncode}).")


if __name__ == "__main__":
    main()
