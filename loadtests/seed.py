"""The load tests' own data, loaded into a running topology's database.

    .venv/bin/python loadtests/seed.py --reset            (into `make prod`'s, var/prod/env)
    .venv/bin/python loadtests/seed.py --env-file= ...    (DATABASE_URL/REDIS_URL of this shell)

Writes, with bulk inserts (a fixture loader, not a product path: nobody watches these rows
being made, so no frames or notifications are due):
- `--professionals` listed professionals (default 1,000), each with a plan and a weekly
  schedule of hourly windows every day; every third one is pay-first (`payment_required`);
- `--hot` of them are "hot": more places per window, and their next `--hot-days` dates are
  the busy days that bookers aim at and socket watchers subscribe to;
- `--clients` clients (default 10,000), each with a signed-in session made as
  accounts.services.session_create makes one (a random token; the server keeps its SHA-256),
  so no SMS round trip is needed;
- `--events` events with `--seats` seats each, half free and half paid, for the seat race;
- `--waitlist-events` sold-out events of `--waitlist-seats` seats each, half free and half
  paid, for the waitlist (see `_sold_out`): every seat taken by one of the first clients, a
  free event's for good, a paid one's as a hold its holder gives back during the run.

Every row it makes belongs to a user whose username starts with `lt-`; `--reset` takes those
out of the way first (see `reset`: deleted, or retired where money rests on them), so a
second run starts clean. The tokens and ids go to `--out` (loadtests/out/seed.json) for the
scenarios."""

import argparse
import datetime
import hashlib
import json
import os
import secrets
import sys
import time
import zoneinfo
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PREFIX = "lt-"
RETIRED = "ltx-"
ZONE = "Asia/Kolkata"
EVERY_DAY = (1 << 7) - 1
HOURS = range(9, 17)  # windows 09:00-10:00 ... 16:00-17:00
PLAN_PRICE_PAISE = 50_000
EVENT_PRICE_PAISE = 19_900
CATEGORIES = {
    "Doctor": ["Cardiologist", "Dermatologist", "General Physician"],
    "Engineer": ["Software Engineer", "Data Engineer", "Civil Engineer"],
    "Lawyer": ["Family Lawyer", "Corporate Lawyer", "Tax Consultant"],
    "Fitness": ["Yoga Instructor", "Nutritionist"],
    "Finance": ["Chartered Accountant", "Financial Planner"],
}
FIRST = ["Aarav", "Vivaan", "Aditya", "Arjun", "Ishaan", "Ananya", "Diya", "Kavya", "Meera"]
LAST = ["Sharma", "Verma", "Iyer", "Nair", "Reddy", "Patel", "Mehta", "Gupta", "Rao"]
SEARCH_TERMS = ["lawyer", "cardio", "software engineer", "yoga", "tax", "priya", "a"]


def load_env(path: str) -> None:
    """KEY=VALUE lines (deploy/prod.py writes var/prod/env) into this process's environment."""
    if not path:
        return
    for line in Path(path).read_text().splitlines():
        key, sep, value = line.partition("=")
        if sep and not line.lstrip().startswith("#"):
            os.environ[key.strip()] = value.strip()


def django_setup() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")
    sys.path.insert(0, str(ROOT / "platform"))
    import django

    django.setup()


def digest(token: str) -> str:
    # accounts.services keeps sha256(token) as the session's key_hash; checked in `verify`.
    return hashlib.sha256(token.encode()).hexdigest()


def _retried(step, attempts: int = 6):
    """`step()` (one transaction) again when the database gave up on it for a lock: the task
    worker of a running `make prod` sweeps and reminds while the reset deletes, and a
    deadlock (40P01) or a lock wait past lock_timeout (55P03) there lost whole load runs.
    Each step is safe to repeat: a rolled-back one left nothing behind."""
    from django.db import OperationalError

    from kernel.locking import is_busy

    for attempt in range(attempts):
        try:
            return step()
        except OperationalError as error:
            if not is_busy(error) or attempt == attempts - 1:
                raise
            print(f"seed.py: the reset met a lock ({error.__cause__}), again", file=sys.stderr)
            time.sleep(0.5 * 2**attempt)


def reset() -> tuple[int, int]:
    """Take every earlier `lt-` user out of the way: (deleted, retired).

    Money is never deleted: the earnings ledger is append-only (a database trigger), and the
    payments, orders and appointments it rests on are PROTECTed. So every earlier `lt-` user is
    first retired (signed out, deactivated, so no longer public or bookable, and renamed
    `ltx-<id>` with its phone number freed for the next seed), and then those with no money
    behind them are deleted, with what hangs off them."""
    from django.db import transaction
    from django.db.models import CharField, Value
    from django.db.models.functions import Cast, Concat
    from django.utils import timezone

    from kernel.waitlist.models import Waiter
    from marketplace.accounts.models import Session, User
    from marketplace.bookings.models import Appointment
    from marketplace.earnings.models import Entry, Payee, Withdrawal
    from marketplace.events.models import EventBooking
    from marketplace.payments.models import Order

    @transaction.atomic
    def retire() -> int:
        earlier = User.objects.filter(username__startswith=PREFIX)
        Session.objects.filter(user__in=earlier, revoked_at__isnull=True).update(
            revoked_at=timezone.now()
        )
        # Out of every event's line, their offers withdrawn: a line must not wait on someone
        # gone, and an event whose seats the reset frees (holders deleted) has nobody waiting.
        Waiter.objects.filter(
            user__in=earlier, status__in=Waiter.LIVE, line__startswith="event:"
        ).update(status=Waiter.Status.LEFT)
        EventBooking.objects.filter(user__in=earlier, status=EventBooking.Status.OFFERED).update(
            status=EventBooking.Status.CANCELLED
        )
        return earlier.update(
            username=Concat(Value(RETIRED), Cast("id", CharField())),
            phone=Concat(Value("x"), Cast("id", CharField())),
            is_active=False,
        )

    @transaction.atomic
    def delete_free() -> int:
        ids = set(User.objects.filter(username__startswith=RETIRED).values_list("pk", flat=True))
        ordered = Order.objects.filter(purpose="appointment").values("purpose_id")
        paid = Appointment.objects.filter(pk__in=ordered).values_list("professional_id", flat=True)
        money = (
            set(Entry.objects.values_list("professional_id", flat=True))
            | set(Withdrawal.objects.values_list("professional_id", flat=True))
            | set(Payee.objects.values_list("user_id", flat=True))
            | set(Order.objects.values_list("client_id", flat=True))
            | set(paid)
        )
        free = ids - money
        Appointment.objects.filter(professional_id__in=free).delete()
        Appointment.objects.filter(client_id__in=free).delete()
        return User.objects.filter(pk__in=free).delete()[1].get("accounts.User", 0)

    retired = _retried(retire)
    deleted = _retried(delete_free)
    return deleted, retired - deleted


def _users(kind: str, count: int, phone_prefix: str, password: str) -> list:
    from marketplace.accounts.models import User

    rows = []
    for n in range(count):
        first, last = FIRST[n % len(FIRST)], LAST[(n // len(FIRST)) % len(LAST)]
        rows.append(
            User(
                username=f"{PREFIX}{kind}-{n}",
                phone=f"+91{phone_prefix}{n:08d}",
                country_code="+91",
                first_name=first,
                last_name=last,
                name=f"{first} {last}",
                password=password,
            )
        )
    return User.objects.bulk_create(rows, batch_size=2000)


def _sessions(users: list, now: datetime.datetime) -> list[str]:
    from marketplace.accounts.models import Session
    from marketplace.accounts.services import SESSION_LIFETIME

    tokens = [secrets.token_urlsafe(32) for _ in users]
    Session.objects.bulk_create(
        (
            Session(
                user=user,
                key_hash=digest(token),
                last_seen_at=now,
                expires_at=now + SESSION_LIFETIME,
                user_agent="loadtests/seed.py",
            )
            for user, token in zip(users, tokens, strict=True)
        ),
        batch_size=2000,
    )
    return tokens


def _professionals(users: list, *, hot: int) -> tuple[list, list]:
    from marketplace.profiles.models import Plan, Profile
    from marketplace.scheduling.models import Window

    profiles, windows = [], []
    for n, user in enumerate(users):
        category = list(CATEGORIES)[n % len(CATEGORIES)]
        position = CATEGORIES[category][n % len(CATEGORIES[category])]
        text = " " + " ".join(f"{user.name} {position} {category} consulting".lower().split())
        profiles.append(
            Profile(
                user=user,
                email=f"{user.username}@example.in",
                position=position,
                category=category,
                country="India",
                state="Kerala",
                listed=True,
                search_text=text,
                payment_required=n % 3 == 2,
                time_zone=ZONE,
                booking_horizon_days=60,
            )
        )
        # A hot professional's times take many people each, so their busy days stay busy
        # (and keep sending frames) for a while before they fill up.
        places = 10 if n < hot else 1 + n % 2
        windows += [
            Window(
                professional_id=user.pk,
                weekdays=EVERY_DAY,
                start=datetime.time(hour),
                end=datetime.time(hour + 1),
                places=places,
            )
            for hour in HOURS
        ]
    Profile.objects.bulk_create(profiles, batch_size=2000)
    plans = Plan.objects.bulk_create(
        (
            Plan(profile=profile, name="Consultation", type="Online", price_paise=PLAN_PRICE_PAISE)
            for profile in profiles
        ),
        batch_size=2000,
    )
    Window.objects.bulk_create(windows, batch_size=5000)
    return profiles, plans


def _events(hosts: list, *, count: int, seats: int, today: datetime.date) -> list:
    from marketplace.events.models import Event, search_text_of

    zone = zoneinfo.ZoneInfo(ZONE)
    day = today + datetime.timedelta(days=7)
    short = "A webinar with few seats, raced for by the load tests."
    rows = [
        Event(
            host=hosts[n % len(hosts)],
            title=f"Load test webinar {n}",
            short_description=short,
            # bulk_create skips save(), which keeps it otherwise.
            search_text=search_text_of(f"Load test webinar {n}", short, hosts[n % len(hosts)].name),
            description="<p>Seats are few.</p>",
            response="<p>Join at https://meet.example.in/load</p>",
            starts_at=datetime.datetime.combine(day, datetime.time(18), tzinfo=zone),
            ends_at=datetime.datetime.combine(day, datetime.time(19), tzinfo=zone),
            time_zone=ZONE,
            seats=seats,
            type="Online",
            price_paise=0 if n % 2 == 0 else EVENT_PRICE_PAISE,
        )
        for n in range(count)
    ]
    return Event.objects.bulk_create(rows)


# A seeded hold lasts a day (the product's, 10 minutes): however long a run or a smoke session
# is, the paid sold-out events stay sold out until their holders give seats back.
SEEDED_HOLD = datetime.timedelta(days=1)


def _sold_out(hosts: list, holders: list, *, count: int, seats: int, today, now) -> list:
    """`count` events of `seats` seats (even ones free, odd ones paid), every seat taken by
    `holders` (one seat each at every event): a free event's confirmed, a paid one's held
    (awaiting payment) for SEEDED_HOLD. Answers [(event, [hold, ...])]: the paid ones'
    holds, which the load gives back one at a time (a free event's seats free when its host
    adds one)."""
    from kernel import money
    from marketplace.events.models import Event, EventBooking, search_text_of

    zone = zoneinfo.ZoneInfo(ZONE)
    day = today + datetime.timedelta(days=8)
    short = "A sold-out webinar with a waitlist, for the load tests."
    events = Event.objects.bulk_create(
        Event(
            host=hosts[n % len(hosts)],
            title=f"Load test sold-out webinar {n}",
            short_description=short,
            search_text=search_text_of(
                f"Load test sold-out webinar {n}", short, hosts[n % len(hosts)].name
            ),
            description="<p>Sold out: join the waitlist.</p>",
            response="<p>Join at https://meet.example.in/waitlist</p>",
            starts_at=datetime.datetime.combine(day, datetime.time(18), tzinfo=zone),
            ends_at=datetime.datetime.combine(day, datetime.time(19), tzinfo=zone),
            time_zone=ZONE,
            seats=seats,
            type="Online",
            price_paise=0 if n % 2 == 0 else EVENT_PRICE_PAISE,
        )
        for n in range(count)
    )
    rows = []
    for event in events:
        share, fee = money.shares(event.price_paise)
        paid = event.price_paise > 0
        status = EventBooking.Status.AWAITING_PAYMENT if paid else EventBooking.Status.CONFIRMED
        for user in holders[:seats]:
            rows.append(EventBooking(
                event=event, user=user, name=user.name, email=f"{user.username}@example.in",
                phone=user.phone, status=status, price_paise=event.price_paise,
                host_share_paise=share, fee_paise=fee,
                hold_expires_at=now + SEEDED_HOLD if paid else None,
            ))  # fmt: skip
    made = EventBooking.objects.bulk_create(rows, batch_size=2000)
    holds = {event.pk: [] for event in events}
    for booking in made:
        if booking.status == EventBooking.Status.AWAITING_PAYMENT:
            holds[booking.event_id].append(booking)
    return [(event, holds[event.pk]) for event in events]


def seed(args) -> dict:
    from django.contrib.auth.hashers import make_password
    from django.db import transaction
    from django.utils import timezone

    now = timezone.now()
    today = now.astimezone(zoneinfo.ZoneInfo(ZONE)).date()
    password = make_password(None)  # unusable, as account_create leaves it
    with transaction.atomic():
        pros = _users("pro", args.professionals, "60", password)
        clients = _users("client", args.clients, "61", password)
        pro_tokens = _sessions(pros, now)
        client_tokens = _sessions(clients, now)
        profiles, plans = _professionals(pros, hot=args.hot)
        events = _events(pros, count=args.events, seats=args.seats, today=today)
        sold_out = _sold_out(
            pros, clients, count=args.waitlist_events, seats=args.waitlist_seats, today=today,
            now=now,
        )  # fmt: skip
    token_of = {
        user.pk: token
        for user, token in zip([*pros, *clients], [*pro_tokens, *client_tokens], strict=True)
    }
    # Bookable dates: from tomorrow, so no time of the day has passed yet.
    days = [(today + datetime.timedelta(days=d)).isoformat() for d in range(1, args.days + 1)]
    hot = [
        {
            "professional_id": profile.pk,
            "date": day,
            "plan_id": plan.pk,
            "pay_first": profile.payment_required,
            "topic": f"slots:{profile.pk}:{day}",
        }
        for profile, plan in list(zip(profiles, plans, strict=True))[: args.hot]
        for day in days[: args.hot_days]
    ]
    return {
        "seeded_at": now.isoformat(),
        "days": days,
        "search_terms": SEARCH_TERMS,
        # [id, token, plan_id, pay_first]
        "professionals": [
            [profile.pk, token, plan.pk, profile.payment_required]
            for profile, plan, token in zip(profiles, plans, pro_tokens, strict=True)
        ],
        "clients": [[user.pk, token] for user, token in zip(clients, client_tokens, strict=True)],
        "hot": hot,
        "events": [
            {"id": e.pk, "seats": e.seats, "price_paise": e.price_paise, "topic": f"event:{e.pk}"}
            for e in events
        ],
        # The waitlist's sold-out events: their host's token (to see the line, add a seat)
        # and the paid ones' seeded holds, [booking id, its holder's token]. The holders are
        # the first `waitlist_seats` clients; those in line are the clients after them.
        "waitlist": {
            "events": [
                {
                    "id": e.pk,
                    "seats": e.seats,
                    "price_paise": e.price_paise,
                    "topic": f"event:{e.pk}",
                    "host_token": token_of[e.host_id],
                    "holds": [[hold.pk, token_of[hold.user_id]] for hold in holds],
                }
                for e, holds in sold_out
            ],
            "first_client": args.waitlist_seats,
        },
    }


def verify(data: dict) -> None:
    """One token of each kind signs in through the product's own lookup: the hash is right."""
    from marketplace.accounts.services import session_for_token

    for kind in ("professionals", "clients"):
        user_id, token = data[kind][0][0], data[kind][0][1]
        session = session_for_token(token)
        if session is None or session.user_id != user_id:
            sys.exit(f"seed.py: a seeded {kind[:-1]} token does not sign in")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--env-file", default=str(ROOT / "var" / "prod" / "env"),
                        help="the app's environment (empty: this shell's)")  # fmt: skip
    parser.add_argument("--professionals", type=int, default=1000)
    parser.add_argument("--clients", type=int, default=10_000)
    parser.add_argument("--hot", type=int, default=5, help="professionals with busy days")
    parser.add_argument("--hot-days", type=int, default=2, help="busy days of each")
    parser.add_argument("--days", type=int, default=14, help="dates bookers choose from")
    parser.add_argument("--events", type=int, default=4)
    parser.add_argument("--seats", type=int, default=10)
    parser.add_argument("--waitlist-events", type=int, default=4,
                        help="sold-out events with a waitlist")  # fmt: skip
    parser.add_argument("--waitlist-seats", type=int, default=20,
                        help="their seats, each taken by one of the first clients")  # fmt: skip
    parser.add_argument("--reset", action="store_true", help="delete earlier lt- data first")
    parser.add_argument("--out", default=str(ROOT / "loadtests" / "out" / "seed.json"))
    args = parser.parse_args()
    if args.hot > args.professionals or args.professionals < 1 or args.clients < 1:
        parser.error("need at least one professional and one client, and --hot <= professionals")
    if args.waitlist_events and not 1 <= args.waitlist_seats < args.clients:
        parser.error("--waitlist-seats: at least 1, and fewer than --clients (the rest wait)")

    load_env(args.env_file)
    django_setup()
    from marketplace.accounts.models import User

    started = time.perf_counter()
    if args.reset:
        deleted, kept = reset()
        print(f"seed.py: earlier lt- users: {deleted} deleted, {kept} kept (retired: money)")
    elif User.objects.filter(username__startswith=PREFIX).exists():
        sys.exit("seed.py: lt- data is already there (its tokens are not kept): use --reset")
    data = seed(args)
    verify(data)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data))
    print(
        f"seed.py: {args.professionals} professionals, {args.clients} clients with sessions, "
        f"{len(data['hot'])} busy days, {args.events} events of {args.seats} seats, "
        f"{args.waitlist_events} sold-out events of {args.waitlist_seats} "
        f"in {time.perf_counter() - started:.1f} s -> {out}"
    )


if __name__ == "__main__":
    main()
