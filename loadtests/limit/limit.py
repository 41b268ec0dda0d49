"""The database's own limit of the booking transaction: limit.sql under pgbench.

    .venv/bin/python loadtests/limit/limit.py                (make prod's database, var/prod/env)
    .venv/bin/python loadtests/limit/limit.py --env-file=    (this shell's DATABASE_URL)

limit.sql sends what bookings.services.appointment_book sends between BEGIN and COMMIT (lock
the window, look for the client's own appointment, count the places taken, insert, read the
day's places for the frame, store the notification), with no HTTP, no Python and no Redis in
the way. pgbench runs it with `--clients` connections each (default 8, 16 and 32, every run
`--time` seconds) and the best run is the limit: `out/limit.json`, which report/report.py compares
with the bookings a second of the HTTP path.

What it books: the seed's quiet professionals (loadtests/out/seed.json minus its busy ones),
any of their windows, any of the seed's dates still to come, for any seeded client. pgbench
picks them by arithmetic on ids (`-D` variables), so the seed's layout is checked first: one
row of ids per professional, plan and client, and the same windows for everyone (seed.py
bulk-creates them so). Every row it writes carries the name `pgbench limit` and the e-mail
`limit@pgbench.invalid`; they and their notifications are deleted after each run, and before
the first one (what an interrupted run left)."""

import argparse
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import zoneinfo
from pathlib import Path
from urllib.parse import urlsplit

import psycopg

# The checkout, for `loadtests.` imports when this runs as a file.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from loadtests.report import report

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).with_name("limit.sql")
# Where report.py looks for limit.json: Locust's report directory.
OUT = Path(os.environ.get("LOADTEST_OUT", str(ROOT / "loadtests" / "out")))
# What limit.sql writes, spelled as the app would spell it for a client of that name
# (bookings.texts.NEW_BOOKING); tests/loadtests/test_limit.py checks these against the app.
NAME = "pgbench limit"
EMAIL = "limit@pgbench.invalid"
NOTICE_TEXT = f"New booking from {NAME}"
HOLD_MINUTES = 10  # kernel.holds.HOLD_MINUTES
LOCK_TIMEOUT_MS = int(os.environ.get("LOCK_TIMEOUT_MS", "3000"))  # settings.LOCK_TIMEOUT_MS
DEFAULT_CLIENTS = "8,16,32"  # around 2 processes x ASGI_THREADS=20 connections of make prod


class Layout(Exception):
    """The seed is not laid out as limit.sql's arithmetic needs."""


def _contiguous(ids: list[int], what: str) -> int:
    if not ids or ids != list(range(ids[0], ids[0] + len(ids))):
        raise Layout(f"the seed's {what} ids are not one run of numbers (re-seed: seed.py --reset)")
    return ids[0]


def _pay_rule(flags: list[bool]) -> tuple[int, int]:
    """(every, phase) with flags[i] == ((i + phase) % every == 0); never true: every > len."""
    if not any(flags):
        return len(flags) + 1, 1
    for every in range(1, 11):
        for phase in range(every):
            if all(flag == ((i + phase) % every == 0) for i, flag in enumerate(flags)):
                return every, phase
    raise Layout("the seed's pay-first professionals follow no simple rule")


def layout(connection, seed: dict, now: datetime.datetime | None = None) -> dict:
    """limit.sql's -D variables for this seed, after checking the database agrees with it."""
    busy = {hot["professional_id"] for hot in seed["hot"]}
    pool = [row for row in seed["professionals"] if row[0] not in busy]
    if not pool:
        raise Layout("the seed has no professionals besides the busy ones")
    pros = [row[0] for row in pool]
    pro_base = _contiguous(pros, "professionals'")
    plan_base = _contiguous([row[2] for row in pool], "plans'")
    client_base = _contiguous([row[0] for row in seed["clients"]], "clients'")
    every, phase = _pay_rule([bool(row[3]) for row in pool])

    rows = connection.execute(
        """SELECT w.professional_id, w.id, w.start, w."end", w.weekdays, w.active
           FROM scheduling_window w WHERE w.professional_id = ANY(%s)
           ORDER BY w.professional_id, w.start, w.id""",
        (pros,),
    ).fetchall()
    per_pro = len(rows) // len(pros)
    if per_pro == 0 or len(rows) != per_pro * len(pros):
        raise Layout("the seed's professionals do not all have the same number of windows")
    window_base = rows[0][1]
    first = rows[:per_pro]

    def seconds(t: datetime.time) -> int:
        return t.hour * 3600 + t.minute * 60 + t.second

    start0 = seconds(first[0][2])
    length = seconds(first[0][3]) - start0
    step = seconds(first[1][2]) - start0 if per_pro > 1 else length
    weekdays = 127
    for n, (pro, window, start, end, days, active) in enumerate(rows):
        i, h = divmod(n, per_pro)
        if (pro, window) != (pros[i], window_base + i * per_pro + h) or not active:
            raise Layout("the seed's windows are not one run of ids, all active, per professional")
        if (seconds(start), seconds(end)) != (start0 + h * step, start0 + h * step + length):
            raise Layout("the seed's professionals do not all have the same window times")
        weekdays &= days

    profiles = connection.execute(
        """SELECT DISTINCT p.time_zone, p.booking_horizon_days, pl.name, pl.type, pl.price_paise
           FROM profiles_profile p JOIN profiles_plan pl ON pl.profile_id = p.user_id
           WHERE p.user_id = ANY(%s) AND pl.id = ANY(%s)""",
        (pros, [row[2] for row in pool]),
    ).fetchall()
    if len(profiles) != 1:
        raise Layout("the seed's professionals differ in time zone, horizon or plan")
    zone_name, horizon, plan_name, plan_type, price = profiles[0]
    zone = zoneinfo.ZoneInfo(zone_name)

    # Dates still to come (none of their times has begun), within the horizon, every weekday
    # of which the windows are on, and one run of days with no change of UTC offset.
    today = (now or datetime.datetime.now(datetime.UTC)).astimezone(zone).date()
    dates = [datetime.date.fromisoformat(day) for day in seed["days"]]
    dates = [day for day in dates if today < day <= today + datetime.timedelta(days=horizon)]
    if not dates:
        raise Layout("none of the seed's dates is still to come: re-seed (seed.py --reset)")
    midnight = int(datetime.datetime.combine(dates[0], datetime.time(), zone).timestamp())
    for k, day in enumerate(dates):
        if day != dates[0] + datetime.timedelta(days=k) or not weekdays & (1 << day.weekday()):
            raise Layout("the seed's dates are not consecutive days the windows are on")
        at = datetime.datetime.combine(day, datetime.time(), zone).timestamp()
        if at != midnight + k * 86400:
            raise Layout("the time zone changes its offset within the seed's dates")

    phone = connection.execute(
        "SELECT phone FROM accounts_user WHERE id = %s", (client_base,)
    ).fetchone()
    present = connection.execute(
        "SELECT count(*) FROM accounts_user WHERE id = ANY(%s) AND is_active",
        ([row[0] for row in seed["clients"]],),
    ).fetchone()[0]
    if phone is None or present != len(seed["clients"]):
        raise Layout("the seed's clients are not all in this database: is it the seed's?")
    return {
        "pros": len(pros), "pro_base": pro_base, "plan_base": plan_base,
        "pay_every": every, "pay_phase": phase,
        "windows": per_pro, "window_base": window_base,
        "start0": start0, "step": step, "length": length,
        "days": len(dates), "day0": (dates[0] - datetime.date(1970, 1, 1)).days,
        "day0_epoch": midnight,
        "clients": len(seed["clients"]), "client_base": client_base, "phone": phone[0],
        "zone": zone_name, "plan_name": plan_name, "plan_type": plan_type, "price_paise": price,
        "hold_minutes": HOLD_MINUTES, "lock_timeout_ms": LOCK_TIMEOUT_MS, "reads": 0,
    }  # fmt: skip


def pgbench_binary() -> str:
    found = shutil.which("pgbench") or next(
        iter(sorted(Path("/usr/lib/postgresql").glob("*/bin/pgbench"), reverse=True)), None
    )
    if not found:
        sys.exit("limit.py: pgbench not found (Debian: apt-get install postgresql-client)")
    return str(found)


def pgbench_command(
    url: str,
    variables: dict,
    *,
    clients: int,
    jobs: int,
    seconds: int = 0,
    transactions: int = 0,
    reconnect: bool = False,
    debug: bool = False,
) -> list:
    """pgbench running limit.sql: for `seconds` (-T) or `transactions` per client (-t)."""
    command = [pgbench_binary(), "-n", "-M", "simple", "-f", str(SCRIPT), "-c", str(clients)]
    command += ["-j", str(max(1, min(jobs, clients)))]
    # -P: progress on stderr, and the summary gains the latency's standard deviation.
    command += ["-T", str(seconds), "-P", "5"] if seconds else ["-t", str(transactions or 1)]
    if reconnect:
        command.append("-C")
    if debug:
        command.append("--debug")
    for name, value in variables.items():
        command += ["-D", f"{name}={value}"]
    return [*command, url]


def parse(output: str) -> dict:
    """The figures of pgbench's summary."""

    def number(pattern: str) -> float | None:
        found = re.search(pattern, output, re.MULTILINE)
        return float(found.group(1)) if found else None

    return {
        "tps": number(r"^tps = ([\d.]+)"),
        "latency_ms_avg": number(r"^latency average = ([\d.]+) ms"),
        "latency_ms_stddev": number(r"^latency stddev = ([\d.]+) ms"),
        "transactions": int(number(r"^number of transactions actually processed: (\d+)") or 0),
        "failed": int(number(r"^number of failed transactions: (\d+)") or 0),
        "connection_ms": number(r"^(?:initial|average) connection time = ([\d.]+) ms"),
    }


def booked(connection) -> tuple[int, int]:
    """(appointments, notifications) limit.sql wrote and that are still there."""
    appointments = connection.execute(
        "SELECT count(*) FROM bookings_appointment WHERE email = %s AND name = %s", (EMAIL, NAME)
    ).fetchone()[0]
    notices = connection.execute(
        "SELECT count(*) FROM notifications_notification WHERE kind = 'booking' AND text = %s",
        (NOTICE_TEXT,),
    ).fetchone()[0]
    return appointments, notices


def cleanup(connection) -> tuple[int, int]:
    """Delete what limit.sql wrote: (appointments, notifications). Nothing else refers to
    them: no worker was told of them (pgbench enqueues nothing) and no one paid for a hold."""
    with connection.transaction():
        notices = connection.execute(
            "DELETE FROM notifications_notification WHERE kind = 'booking' AND text = %s",
            (NOTICE_TEXT,),
        ).rowcount
        appointments = connection.execute(
            "DELETE FROM bookings_appointment WHERE email = %s AND name = %s", (EMAIL, NAME)
        ).rowcount
    # The next run, and the next Locust run, should not wade through the dead rows.
    connection.execute("VACUUM (ANALYZE) bookings_appointment, notifications_notification")
    return appointments, notices


def measure(url: str, connection, variables: dict, *, clients: int, args) -> dict:
    command = pgbench_command(
        url, variables, clients=clients, jobs=args.jobs, seconds=args.time, reconnect=args.reconnect
    )
    done = subprocess.run(command, capture_output=True, text=True)  # noqa: S603 (pgbench, our args)
    result = {"clients": clients, **parse(done.stdout)}
    made, notices = booked(connection)
    # The lock must hold under pgbench too: no time above its places (report.py's check).
    oversold = len(connection.execute(report.INTEGRITY["window above its places"]).fetchall())
    removed = cleanup(connection)
    if done.returncode != 0 or not result["tps"]:
        raise RuntimeError(f"pgbench failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    if removed != (made, notices):
        raise RuntimeError(f"cleanup removed {removed}, expected {(made, notices)}")
    share = made / result["transactions"] if result["transactions"] else 0.0
    if oversold:
        raise RuntimeError(f"{oversold} appointments above their window's places after pgbench")
    result["booked"], result["notifications"], result["oversold"] = made, notices, oversold
    result["booked_share"] = round(share, 3)
    result["bookings_per_s"] = round(result["tps"] * share, 1)
    return result


def where(url: str) -> str:
    """The database, without credentials: host:port/name."""
    parts = urlsplit(url)
    return f"{parts.hostname}:{parts.port or 5432}{parts.path}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--env-file",
        default=None,
        help="the app's environment (default var/prod/env; empty: this shell's)",
    )
    parser.add_argument("--seed", default=os.environ.get("LOADTEST_SEED", str(OUT / "seed.json")))
    parser.add_argument("--out", default=str(OUT / "limit.json"))
    parser.add_argument(
        "--clients",
        default=DEFAULT_CLIENTS,
        help="pgbench connections, one run each, comma-separated",
    )
    parser.add_argument("--jobs", type=int, default=2, help="pgbench threads (-j)")
    parser.add_argument("--time", type=int, default=20, help="seconds of each run (-T)")
    parser.add_argument(
        "--with-reads",
        action="store_true",
        help="also the three reads before the transaction (profile, plan, window)",
    )
    parser.add_argument(
        "--reconnect",
        action="store_true",
        help="a new connection per transaction (-C), as CONN_MAX_AGE=0 does",
    )
    args = parser.parse_args()
    if args.env_file is not None:
        os.environ["LOADTEST_ENV_FILE"] = args.env_file
    url = report.database_url()
    seed = json.loads(Path(args.seed).read_text())
    counts = [int(c) for c in args.clients.split(",") if c.strip()]

    with psycopg.connect(url, autocommit=True) as connection:
        try:
            variables = {**layout(connection, seed), "reads": int(args.with_reads)}
        except Layout as error:
            sys.exit(f"limit.py: {error}")
        left = cleanup(connection)
        if any(left):
            print(f"limit.py: removed {left[0]} appointments, {left[1]} notifications left earlier")
        server = connection.execute("SHOW server_version").fetchone()[0]
        runs = []
        try:
            for clients in counts:
                try:
                    run = measure(url, connection, variables, clients=clients, args=args)
                except RuntimeError as error:
                    sys.exit(f"limit.py: {error}")
                runs.append(run)
                print(
                    f"limit.py: {clients:>3} clients: {run['tps']:.0f} tps, "
                    f"{run['latency_ms_avg']} ms average, {run['bookings_per_s']} bookings/s "
                    f"({run['booked_share']:.0%} of transactions booked)",
                    flush=True,
                )
        finally:
            left = booked(connection)
            if any(left):
                cleanup(connection)
    best = max(runs, key=lambda run: run["tps"])
    result = {
        **best,
        "measured_at": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "database": where(url),
        "postgres": server,
        "seed_at": seed.get("seeded_at"),
        "script": str(SCRIPT.relative_to(ROOT)),
        "with_reads": args.with_reads,
        "reconnect": args.reconnect,
        "jobs": args.jobs,
        "seconds": args.time,
        "pool": {key: variables[key] for key in ("pros", "windows", "days", "clients")},
        "runs": runs,
    }
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2))
    print(
        f"limit.py: the limit: {best['tps']:.0f} tps with {best['clients']} clients "
        f"({best['bookings_per_s']} bookings/s, {best['latency_ms_avg']} ms average) -> {out}"
    )


if __name__ == "__main__":
    main()
