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
import os
import subprocess
import sys
from pathlib import Path

# The rest is in deploy/backups/ (found beside this file: Python puts a script's folder first
# on sys.path): shared.py, taking.py (`backup`), restoring.py (`restore`).
from backups.restoring import restore
from backups.shared import Refused
from backups.taking import backup

ROOT = Path(__file__).resolve().parents[1]
PLATFORM = ROOT / "platform"


def setup(env_file: str | None) -> None:
    if env_file:  # the environment `make prod` runs with (var/prod/env), over the shell's
        for line in Path(env_file).read_text().splitlines():
            key, sep, value = line.partition("=")
            if sep and not key.startswith("#"):
                os.environ[key.strip()] = value.strip()
    sys.path.insert(0, str(PLATFORM))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")
    # No statement of a backup or a restore's migrate is cut at the app's 10 s.
    os.environ["STATEMENT_TIMEOUT_MS"] = "0"
    import django

    django.setup()


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
