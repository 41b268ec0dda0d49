"""A migrated SQLite file for the tests that run on the embedded database in a process of their
own (the races, the huge ids, the kept reads, the fuzzer's SQLite server).

Migrating an empty file takes a new process about 4 s more than finding it migrated, and a
dozen tests each needed one. The first test to ask migrates one template per set of
migrations (var/test-cache/, named by their contents, so a changed migration makes a new one)
under a file lock, since the suite's two halves run side by side; each test then gets a copy,
on which the process's own `migrate` finds nothing to do."""

import fcntl
import hashlib
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CACHE = REPO / "var" / "test-cache"


def _migrations_digest() -> str:
    digest = hashlib.sha256()
    for path in sorted((REPO / "platform").glob("**/migrations/*.py")):
        digest.update(str(path.relative_to(REPO)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _template() -> Path:
    template = CACHE / f"migrated-{_migrations_digest()}.sqlite3"
    if template.exists():
        return template
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if template.exists():  # the other half made it while this one waited
            return template
        making = template.with_suffix(f".{os.getpid()}.making")
        env = {**os.environ, "DATABASE_URL": f"sqlite:///{making}"}
        env.pop("REDIS_URL", None)
        done = subprocess.run(
            [sys.executable, "manage.py", "migrate", "-v", "0"],
            cwd=REPO / "platform", env=env, capture_output=True, text=True, timeout=300,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr[-3000:]
        with sqlite3.connect(making) as db:  # everything in the file itself, none in its WAL
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        os.replace(making, template)
        for side in ("-wal", "-shm"):
            Path(f"{making}{side}").unlink(missing_ok=True)
    return template


def migrated_copy(to: Path) -> Path:
    """`to`, a copy of the migrated template."""
    shutil.copyfile(_template(), to)
    return to
