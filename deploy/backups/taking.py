"""`backup`: the database (pg_dump of one snapshot, or SQLite's online backup API) and the
uploads into BACKUP_DIR/<UTC time>/ with the manifest and SHA256SUMS, written under a hidden
name and renamed when complete."""

import json
import os
import re
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
    migration_heads,
    pg_connect,
    pg_env,
    pg_present,
    sha256,
    shown,
    sqlite_present,
)


def major(version_text: str) -> int:
    """15 of 'pg_dump (PostgreSQL) 15.20 (Debian ...)'."""
    return int(re.search(r"\(PostgreSQL\) (\d+)", version_text)[1])


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
