"""The demo's schedules and appointments: the first demo professionals get weekly windows
(some with several places, some pay-first), and demo clients (phones +91 91000 00001...) get
appointments in every state, so a newcomer can sign in as either side and book at once.
Rows are written directly (nobody watches the demo's pages yet), which keeps it fast."""

import datetime
import zoneinfo

from django.db import transaction
from django.utils import timezone

from marketplace.accounts.models import User
from marketplace.accounts.services import account_create
from marketplace.bookings.models import HOLD_MINUTES, Appointment, Message
from marketplace.profiles.models import Profile
from marketplace.scheduling.models import Window

SCHEDULED = 12  # professionals with a schedule
MON_TO_SAT = 0b0111111
# (start, end, places)
WINDOWS = [
    ("10:00", "11:00", 1),
    ("11:30", "12:30", 3),
    ("15:00", "16:00", 1),
    ("18:00", "19:00", 5),
]
REJECTION = "Book another day and time"
MEETING = "Join the call at https://meet.google.com/abc-defg-hij at the time booked."
CLIENTS = [("Rohit", "Sharma"), ("Anjali", "Menon"), ("Farhan", "Qureshi"), ("Lakshmi", "Rao")]
Status = Appointment.Status


def client_phone(index: int) -> str:
    return f"+91{9100000001 + index}"


def _time(text: str) -> datetime.time:
    return datetime.time.fromisoformat(text)


def _windows(profile: Profile, index: int) -> list[Window]:
    # Every third professional offers one place per time only; the rest also group times.
    chosen = WINDOWS[:3] if index % 3 == 0 else WINDOWS
    return Window.objects.bulk_create(
        Window(
            professional_id=profile.pk,
            weekdays=MON_TO_SAT,
            start=_time(start),
            end=_time(end),
            places=places,
        )
        for start, end, places in chosen
    )


def next_days(count: int) -> list[datetime.date]:
    today = timezone.now().astimezone(zoneinfo.ZoneInfo("Asia/Kolkata")).date()
    days, day = [], today
    while len(days) < count:
        day += datetime.timedelta(days=1)
        if day.weekday() != 6:
            days.append(day)
    return days


def _appointment(client, profile, window, day, status, *, paid=False, hold=False) -> Appointment:
    tz = zoneinfo.ZoneInfo(profile.time_zone)
    plan = profile.plans.first()
    now = timezone.now()
    appointment = Appointment.objects.create(
        client=client,
        professional_id=profile.pk,
        window=window,
        starts_at=datetime.datetime.combine(day, window.start, tzinfo=tz),
        ends_at=datetime.datetime.combine(day, window.end, tzinfo=tz),
        day=day,
        time_zone=profile.time_zone,
        plan=plan,
        plan_name=plan.name,
        plan_type=plan.type,
        price_paise=plan.price_paise,
        name=client.name,
        email=f"{client.username}@example.in",
        phone=client.phone,
        status=status,
        paid=paid,
        hold_expires_at=now + datetime.timedelta(minutes=HOLD_MINUTES) if hold else None,
        reason=REJECTION if status == Status.REJECTED else "",
    )
    if paid:
        # The professional's meeting response opens the thread, as it would after payment.
        Message.objects.create(appointment=appointment, author=profile.user, text=MEETING)
    return appointment


@transaction.atomic
def demo_bookings_load() -> int:
    """Schedules and appointments, once; returns how many appointments were made."""
    if User.objects.filter(phone=client_phone(0)).exists():
        return 0
    profiles = list(
        Profile.objects.filter(listed=True, user__phone__startswith="+919000")
        .prefetch_related("plans")
        .order_by("user__phone")[:SCHEDULED]
    )
    if not profiles:
        return 0
    windows = {}
    for index, profile in enumerate(profiles):
        windows[profile.pk] = _windows(profile, index)
        if index % 4 == 1:
            profile.payment_required = True
            profile.save(update_fields=["payment_required"])
    clients = [
        account_create(phone=client_phone(n), country_code="+91", first_name=f, last_name=last)
        for n, (f, last) in enumerate(CLIENTS)
    ]
    free = [p for p in profiles if not p.payment_required]
    pay_first = [p for p in profiles if p.payment_required]
    days = next_days(4)
    made = 0
    for n, client in enumerate(clients):
        day = days[n % len(days)]
        plans = [
            (free[0], 0, Status.PENDING, False, False),
            (free[1], 1, Status.ACCEPTED, False, False),
            (free[2], 2, Status.REJECTED, False, False),
            (free[3 % len(free)], 0, Status.CANCELLED, False, False),
            (free[4 % len(free)], 1, Status.RESERVED, False, False),
            (pay_first[0], 1, Status.EXPIRED, False, False),
            (pay_first[-1], 1, Status.ACCEPTED, True, False),
        ]
        if n == 0:
            # One live hold, as if the client had just pressed "Pay Now" (it lapses on time).
            plans.append((pay_first[0], 0, Status.AWAITING_PAYMENT, False, True))
        for profile, slot, status, paid, hold in plans:
            window = windows[profile.pk][slot]
            # A reserved time is the professional's own block, not a client's booking.
            who = profile.user if status == Status.RESERVED else client
            _appointment(who, profile, window, day, status, paid=paid, hold=hold)
            made += 1
    return made
