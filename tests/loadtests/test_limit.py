"""loadtests/limit/limit.py, so the "limit" cannot rot: a two-second run against the load kit's
database measures something and leaves nothing behind, and limit.sql is still the app's
booking transaction, statement for statement (compared with what the app sends for one
booking, free-later and pay-first). The figures come from `make loadtest-limit`, never here."""

import datetime
import json
import re
import subprocess
import zoneinfo

import psycopg
import pytest
from django.conf import settings
from django.db import connection
from django.test.utils import CaptureQueriesContext

from kernel import routes
from kernel.holds import HOLD_MINUTES
from marketplace.bookings import texts
from marketplace.bookings.models import Appointment
from notifications.models import Notification
from tests.factories import book, person, professional, schedule, upcoming
from tests.loadtests.conftest import BIN, ROOT


@pytest.fixture(scope="module")
def limit():
    """loadtests/limit/limit.py as a module."""
    from loadtests.limit import limit

    return limit


def test_limit_runs_and_leaves_nothing_behind(load_server, limit, tmp_path):
    out = tmp_path / "limit.json"
    env = {**load_server["env"], "LOADTEST_DATABASE_URL": load_server["env"]["DATABASE_URL"]}
    done = subprocess.run(
        [str(BIN / "python"), "loadtests/limit/limit.py", "--env-file=", "--seed",
         str(load_server["seed"]), "--out", str(out), "--clients", "2", "--time", "2"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    result = json.loads(out.read_text())
    assert result["tps"] > 0 and result["clients"] == 2 and result["failed"] == 0
    assert result["booked"] > 0 and result["latency_ms_avg"] > 0 and result["oversold"] == 0
    with psycopg.connect(load_server["env"]["DATABASE_URL"], autocommit=True) as database:
        assert limit.booked(database) == (0, 0)


def shape(sql: str) -> tuple:
    """What a statement does, without its values: the verb, every quoted name it reads or
    writes (tables, columns, aliases) and its lock, count, limit and order."""
    sql = re.sub(r"'[^']*'", "''", " ".join(sql.split()).rstrip(";").strip())  # no values
    words = sql.split()
    head = " ".join(words[:3]) if words[0].upper() == "SET" else words[0].upper()
    flags = ("FOR UPDATE", "COUNT(*)", "RETURNING", "LIMIT", "ORDER BY")
    return (
        head,
        tuple(sorted(set(re.findall(r'"(\w+)"', sql)))),
        tuple(flag for flag in flags if flag in sql.upper()),
    )


def until_commit(statements: list[str]) -> list[tuple]:
    shapes = [shape(sql) for sql in statements]
    return shapes[: shapes.index(("COMMIT", (), ())) + 1]


def app_booking(*, pay_first: bool) -> tuple[list[tuple], Appointment]:
    """What the app sends for one booking, from the service's first query to its COMMIT."""
    pro = professional("Limit", "Pro")
    day, weekday = upcoming(2)
    window = schedule(
        pro,
        {"days": [weekday], "start": "10:00", "end": "11:00", "places": 2},
        payment_required=pay_first,
    ).windows[0]
    client = person("Limit", "Client")
    plan_id = pro.plans.first().pk
    with CaptureQueriesContext(connection) as captured:
        appointment = book(client, pro, window.pk, day, plan_id=plan_id)
    return until_commit([query["sql"] for query in captured.captured_queries]), appointment


def pgbench_booking(limit, server: dict, *, pay_first: bool) -> tuple[list[tuple], dict, list]:
    """What limit.sql sends for one booking of a quiet seeded professional on a free day;
    the row it wrote and the notifications, deleted again."""
    url = server["env"]["DATABASE_URL"]
    seed = json.loads(server["seed"].read_text())
    with psycopg.connect(url, autocommit=True) as database:
        variables = limit.layout(database, seed)
        every, phase = variables["pay_every"], variables["pay_phase"]
        i = next(i for i in range(variables["pros"]) if ((i + phase) % every == 0) == pay_first)
        pro = variables["pro_base"] + i
        # A date on which nobody booked this professional yet: the booking goes through.
        taken = "SELECT 1 FROM bookings_appointment WHERE professional_id = %s AND day = %s"
        first = datetime.date(1970, 1, 1) + datetime.timedelta(days=variables["day0"])
        free = next(
            d
            for d in range(variables["days"])
            if not database.execute(taken, (pro, first + datetime.timedelta(days=d))).fetchone()
        )
        # One professional (the chosen one), one date, one client, and the service's reads.
        variables.update(
            pros=1,
            pro_base=pro,
            plan_base=variables["plan_base"] + i,
            window_base=variables["window_base"] + i * variables["windows"],
            pay_every=1 if pay_first else 2,
            pay_phase=0 if pay_first else 1,
            day0=variables["day0"] + free,
            day0_epoch=variables["day0_epoch"] + free * 86400,
            days=1,
            clients=1,
            reads=1,
        )
        command = limit.pgbench_command(url, variables, clients=1, jobs=1, debug=True)
        done = subprocess.run(command, capture_output=True, text=True, timeout=30)
        assert done.returncode == 0, done.stdout + done.stderr
        sending = r"^pgbench: client 0 sending (.*?)(?=^pgbench: |\Z)"
        sent = re.findall(sending, done.stderr, re.MULTILINE | re.DOTALL)
        row = database.execute(
            "SELECT a.*, w.start AS window_start, w.end AS window_end FROM bookings_appointment a"
            " JOIN scheduling_window w ON w.id = a.window_id WHERE a.email = %s",
            (limit.EMAIL,),
        )
        columns = [column.name for column in row.description]
        written = dict(zip(columns, row.fetchone(), strict=True))
        notices = database.execute(
            "SELECT user_id, kind, text, data, template, values FROM notifications_notification"
            " WHERE text = %s",
            (limit.NOTICE_TEXT,),
        ).fetchall()
        limit.cleanup(database)
        assert limit.booked(database) == (0, 0)
    return [shape(sql) for sql in sent], written, notices


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("pay_first", [False, True], ids=["free-later", "pay-first"])
def test_limit_sql_is_the_apps_booking_transaction(load_server, limit, pay_first):
    app, appointment = app_booking(pay_first=pay_first)
    sent, written, notices = pgbench_booking(limit, load_server, pay_first=pay_first)
    assert ("BEGIN", (), ()) in app, "the service no longer opens its own transaction"
    assert sent == app  # with --with-reads: the service's checks, then the transaction
    begin = app.index(("BEGIN", (), ()))
    assert sent[begin:] == app[begin:]  # without: from BEGIN to COMMIT
    # The row is the app's kind of row: status, hold and what is copied from plan and zone.
    copied = ("status", "paid", "payment_ref", "reason", "refunded_paise", "plan_name", "plan_type")
    for field in (*copied, "time_zone"):
        assert written[field] == getattr(appointment, field), field
    assert (written["hold_expires_at"] is None) == (appointment.hold_expires_at is None)
    local = written["starts_at"].astimezone(zoneinfo.ZoneInfo(written["time_zone"]))
    assert (local.date(), local.time()) == (written["day"], written["window_start"])
    assert written["ends_at"] - written["starts_at"] == appointment.ends_at - appointment.starts_at
    theirs = Notification.objects.filter(user_id=appointment.professional_id)
    assert len(notices) == theirs.count() == (0 if pay_first else 1)
    if notices:
        mine = theirs.get()
        assert notices[0][1:3] == (mine.kind, texts.NEW_BOOKING.format(name=limit.NAME))
        assert notices[0][3] == {**mine.data, "appointment_id": written["id"]}
        # Kept as the app keeps it, to be written in its reader's language when read.
        assert notices[0][4] == mine.template and notices[0][5] == {"name": limit.NAME}
        assert set(mine.values) == {"name"}


def test_limit_constants_are_the_apps(limit):
    assert texts.NEW_BOOKING.format(name=limit.NAME) == limit.NOTICE_TEXT
    assert limit.HOLD_MINUTES == HOLD_MINUTES
    assert limit.LOCK_TIMEOUT_MS == settings.LOCK_TIMEOUT_MS
    sql = (ROOT / "loadtests" / "limit" / "limit.sql").read_text()
    assert f"'{limit.NAME}'" in sql and f"'{limit.EMAIL}'" in sql
    assert f"'{limit.NOTICE_TEXT}'" in sql and f'"{routes.APPOINTMENTS}"' in sql


def test_report_compares_the_bookings_with_the_limit(limit, tmp_path):
    from loadtests.report import report

    assert report.versus_limit(12.5, tmp_path) is None
    measured = {"tps": 400.0, "clients": 16, "database": "127.0.0.1:5432/x", "measured_at": "t"}
    (tmp_path / "limit.json").write_text(json.dumps(measured))
    compared = report.versus_limit(100.0, tmp_path)
    assert compared["percent"] == 25.0
    assert compared["line"].startswith(
        "booking path: 100.0 bookings/s = 25.0 % of the database's own limit (400 tps with pgbench"
    )
