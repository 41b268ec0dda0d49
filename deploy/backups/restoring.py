"""`restore`: a backup folder's checksums checked, a database holding data refused unless
forced, the database replaced in one transaction, the uploads extracted, Django's migrate run,
and the restored counts compared with the manifest's."""

import json
import os
import shutil
import sqlite3
import subprocess
import tarfile
from contextlib import closing
from pathlib import Path

from backups.shared import (
    MANIFEST,
    MEDIA_TAR,
    PG_DUMP,
    SQLITE_COPY,
    SUMS,
    Refused,
    counts,
    database,
    describe,
    is_postgres,
    pg_connect,
    pg_env,
    pg_present,
    sha256,
    shown,
    sqlite_present,
)

# A database holding any of these is not overwritten without --force.
PRECIOUS = ("users", "appointments", "payments", "ledger_entries")


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
