"""`make backup` and `make restore` (deploy/backup.py), run for real: money made through the
payments rail against the sandbox, a picture uploaded, the script backing up the tests'
PostgreSQL database, and a restore into a new, empty database that must give back every
appointment, order, payment, refund and ledger entry row for row, column for column, and
every uploaded file byte for byte. A damaged backup and a database holding data are refused;
the embedded SQLite set-up (`make run`'s) is backed up and restored the same way."""

import json
import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import psycopg
import pytest
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile

from marketplace.bookings.models import Appointment
from marketplace.earnings.models import Entry
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway
from marketplace.payments.models import Payment
from tests.earnings.conftest import earned
from tests.factories import book, person, professional, schedule, token_for, upcoming
from tests.images import picture
from tests.payments.conftest import browser, gateway, holder, pay_first, sandbox_url  # noqa: F401
from tests.servers import ROOT, fresh_database

# Each runs pg_dump/pg_restore or a whole `migrate` and demo seeding in subprocesses: minutes
# on a loaded shared machine, beyond the suite's default limit.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(300)]

SCRIPT = ROOT / "deploy" / "backup.py"
# Never to be printed, nor handed to pg_dump on its command line (the tests' server trusts
# local connections, so any password is taken).
PASSWORD = "not-in-any-output-7f3a"
TABLES = [
    "accounts_user",
    "bookings_appointment",
    "payments_order",
    "payments_payment",
    "payments_refund",
    "earnings_entry",
    "earnings_withdrawal",
    "events_eventbooking",
]


def url(name: str, *, password: str = "") -> str:
    db = settings.DATABASES["default"]
    secret = f":{password}" if password else ""
    return (
        f"postgres://{db['USER']}{secret}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{name}"
    )


def script(*args: str, env: dict) -> subprocess.CompletedProcess:
    environ = {key: value for key, value in os.environ.items() if key != "MEDIA_BUCKET"}
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args],
        env={**environ, **env},
        capture_output=True,
        text=True,
        timeout=300,
    )


def drop(database_url: str) -> None:
    """A database fresh_database made, once its test is done with it."""
    name = database_url.rsplit("/", 1)[1]
    with psycopg.connect(url("postgres"), autocommit=True) as admin:
        admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def the_backup(folder: Path) -> Path:
    (made,) = [path for path in folder.iterdir() if not path.name.startswith(".")]
    return made


def rows(database_url: str, table: str) -> list[tuple]:
    with psycopg.connect(database_url.replace(f":{PASSWORD}", "")) as connection:
        return connection.execute(f'SELECT * FROM "{table}" ORDER BY id').fetchall()  # noqa: S608


def pay(api, holder, browser) -> Payment:  # noqa: F811
    client, appointment = holder
    opened = api.post(
        "/payments/orders", json={"appointment_id": appointment.pk}, token=client.token
    )
    answer = browser.pay(opened.body["order_id"])
    assert api.post("/payments/verify", json=answer, token=client.token).status == 200
    return Payment.objects.get(razorpay_payment_id=answer["razorpay_payment_id"])


def money_and_pictures(api, holder, browser, media: Path) -> None:  # noqa: F811
    """Through the real services: a paid appointment partly refunded, a past paid one, a
    pay-later booking, and a professional's picture (with its smaller copies)."""
    _, appointment = holder
    payment = pay(api, holder, browser)
    payments.payment_refund(
        payment_id=payment.pk,
        amount_paise=25000,
        reason="Goodwill",
        by=appointment.professional,
        gateway=Gateway(origin=browser.base),
    )
    pro = professional("Anita", "Rao")
    earned(pro, rupees=900)
    day, weekday = upcoming(2)
    window = schedule(pro, {"days": [weekday], "start": "12:00", "end": "13:00"}).windows[0]
    book(person("Kiran", "Das"), pro, window.pk, day)
    upload = SimpleUploadedFile("me.png", picture(), content_type="image/png")
    token = token_for(pro.user)
    assert api.post("/profiles/me/image", data={"image": upload}, token=token).status == 200
    assert len([p for p in media.rglob("*") if p.is_file()]) >= 2


def test_a_backup_restores_every_row_and_upload(api, holder, browser, settings, tmp_path):  # noqa: F811
    settings.MEDIA_ROOT = tmp_path / "media"
    money_and_pictures(api, holder, browser, settings.MEDIA_ROOT)
    source = url(settings.DATABASES["default"]["NAME"], password=PASSWORD)
    backups = tmp_path / "backups"
    saved = script(
        "backup",
        env={
            "DATABASE_URL": source,
            "MEDIA_ROOT": str(settings.MEDIA_ROOT),
            "BACKUP_DIR": str(backups),
        },
    )
    assert saved.returncode == 0, saved.stderr
    assert PASSWORD not in saved.stdout + saved.stderr
    folder = the_backup(backups)
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["counts"]["appointments"] == Appointment.objects.count() == 3
    assert manifest["counts"]["ledger_entries"] == Entry.objects.count() == 9
    assert (manifest["counts"]["payments"], manifest["counts"]["refunds"]) == (2, 1)
    assert manifest["migrations"]["earnings"] and manifest["database"]["engine"] == "postgresql"
    assert sorted(manifest["files"]) == ["database.dump", "media.tar"]
    check = subprocess.run(["sha256sum", "-c", "SHA256SUMS"], cwd=folder, capture_output=True)
    assert check.returncode == 0, check.stdout

    target = fresh_database("restored")
    restored_media = tmp_path / "restored-media"
    into_empty = {"DATABASE_URL": target, "MEDIA_ROOT": str(restored_media)}
    restored = script("restore", str(folder), env=into_empty)
    assert restored.returncode == 0, restored.stdout + restored.stderr
    assert "every count matches" in restored.stdout
    for table in TABLES:
        assert rows(target, table) == rows(source, table), table
    assert [row[0] for row in rows(target, "earnings_entry")] == list(
        Entry.objects.order_by("id").values_list("id", flat=True)
    )
    originals = {
        p.relative_to(settings.MEDIA_ROOT): p.read_bytes()
        for p in settings.MEDIA_ROOT.rglob("*")
        if p.is_file()
    }
    again = {
        p.relative_to(restored_media): p.read_bytes()
        for p in restored_media.rglob("*")
        if p.is_file()
    }
    assert again == originals

    # Now that it holds data, the restored database is not overwritten without FORCE...
    refused = script("restore", str(folder), env=into_empty)
    assert refused.returncode != 0 and "FORCE=1" in refused.stderr
    # ...and with it, it is replaced whole (its tables dropped, the backup's put back).
    with psycopg.connect(target, autocommit=True) as connection:
        connection.execute("CREATE TABLE left_over (id int)")
    forced = script("restore", str(folder), "--force", env=into_empty)
    assert forced.returncode == 0, forced.stdout + forced.stderr
    assert rows(target, "earnings_entry") == rows(source, "earnings_entry")
    with psycopg.connect(target) as connection:
        assert connection.execute("SELECT to_regclass('left_over')").fetchone()[0] is None
    drop(target)


def test_a_damaged_backup_is_refused_and_the_database_left_alone(settings, tmp_path):
    person("Asha", "Verma")
    backups = tmp_path / "backups"
    source = url(settings.DATABASES["default"]["NAME"])
    env = {
        "DATABASE_URL": source,
        "MEDIA_ROOT": str(tmp_path / "media"),
        "BACKUP_DIR": str(backups),
    }
    assert script("backup", env=env).returncode == 0
    folder = the_backup(backups)
    dump = folder / "database.dump"
    data = bytearray(dump.read_bytes())
    data[len(data) // 2] ^= 0xFF
    dump.write_bytes(bytes(data))
    target = fresh_database("damaged")
    refused = script("restore", str(folder), env={**env, "DATABASE_URL": target})
    assert refused.returncode != 0
    assert "database.dump" in refused.stderr and "damaged" in refused.stderr
    with psycopg.connect(target) as connection:
        tables = connection.execute(
            "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"
        ).fetchone()[0]
    assert tables == 0
    drop(target)


def sqlite_rows(path: Path, table: str) -> list[tuple]:
    with closing(sqlite3.connect(path)) as connection:
        return connection.execute(f'SELECT * FROM "{table}" ORDER BY id').fetchall()  # noqa: S608


def test_the_embedded_sqlite_database_is_backed_up_and_restored(tmp_path):
    live = tmp_path / "live.sqlite3"
    env = {
        "DATABASE_URL": f"sqlite:///{live}",
        "MEDIA_ROOT": str(tmp_path / "media"),
        "BACKUP_DIR": str(tmp_path / "backups"),
        "REDIS_PREFIX": "marketplace-backup-test",
    }
    environ = {**os.environ, **env}
    for command in (["migrate", "--noinput", "-v", "0"], ["seed_demo"]):  # as `make run` does
        subprocess.run(
            [sys.executable, "manage.py", *command],
            cwd=ROOT / "platform",
            env=environ,
            check=True,
            capture_output=True,
        )
    saved = script("backup", env=env)
    assert saved.returncode == 0, saved.stderr
    folder = the_backup(tmp_path / "backups")
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["database"]["engine"] == "sqlite"
    assert min(manifest["counts"][name] for name in ("appointments", "payments", "ledger_entries"))
    assert sorted(p.name for p in folder.iterdir()) == [
        "SHA256SUMS",
        "database.sqlite3",
        "manifest.json",
        "media.tar",
    ]

    assert "FORCE=1" in script("restore", str(folder), env=env).stderr
    copy = tmp_path / "restored.sqlite3"
    restored = script("restore", str(folder), env={**env, "DATABASE_URL": f"sqlite:///{copy}"})
    assert restored.returncode == 0, restored.stdout + restored.stderr
    for table in TABLES:
        assert sqlite_rows(copy, table) == sqlite_rows(live, table), table
