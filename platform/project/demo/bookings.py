"""The demo's schedules and appointments: the first demo professionals get weekly windows
(some with several places, some pay-first), and demo clients (phones +91 91000 00001...) get
appointments in every state (one with a new time proposed), so a newcomer can sign in as
either side and book at once.
Every appointment is made through the booking and payment services, as its two sides would
make it: the demo obeys the rules users meet (tests/demo checks it)."""

import datetime
import secrets
import zoneinfo

from django.db import transaction
from django.utils import timezone

from kernel import holds
from marketplace.accounts.models import User
from marketplace.accounts.services import account_create
from marketplace.bookings.conversation import message_send
from marketplace.bookings.decisions import (
    appointment_accept,
    appointment_cancel,
    appointment_reject,
)
from marketplace.bookings.models import Appointment
from marketplace.bookings.paying import appointment_order
from marketplace.bookings.reschedule import Time, appointment_propose
from marketplace.bookings.services import PURPOSE, appointment_book, appointment_reserve
from marketplace.bookings.waitlist import appointment_waitlist_join
from marketplace.payments.gateway import Gateway, PaymentFacts
from marketplace.payments.services import payment_settle
from marketplace.profiles.models import Profile
from marketplace.scheduling.models import Window

SCHEDULED = 12  # professionals with a schedule
MON_TO_SAT = 0b0111111
# (start, end, places, session minutes: none for one session the length of the window)
WINDOWS = [
    ("10:00", "11:00", 1, None),
    ("11:30", "12:30", 3, None),
    ("15:00", "17:00", 1, 30),
    ("18:00", "19:00", 5, None),
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
            session_minutes=session,
        )
        for start, end, places, session in chosen
    )


def next_days(count: int) -> list[datetime.date]:
    today = timezone.now().astimezone(zoneinfo.ZoneInfo("Asia/Kolkata")).date()
    days, day = [], today
    while len(days) < count:
        day += datetime.timedelta(days=1)
        if day.weekday() != 6:
            days.append(day)
    return days


class DemoGateway(Gateway):
    """Razorpay as the demo meets it: the order a client pays is made here, not by a call to
    Razorpay's servers, and its payment is captured at once (`pay`)."""

    def order_create(self, *, amount_paise: int, currency: str, receipt: str, notes: dict):
        return {"id": f"order_demo{secrets.token_hex(6)}", "amount": amount_paise}

    def pay(self, order) -> None:
        facts = PaymentFacts(
            id=f"pay_demo{secrets.token_hex(6)}", order_id=order.razorpay_order_id,
            amount_paise=order.amount_paise, currency=order.currency, status="captured",
            method="upi", error="",
        )  # fmt: skip
        payment_settle(order=order, facts=facts, verified=True, gateway=self)


def appointment_made(client, profile, window, day, status, *, paid=False) -> None:
    """An appointment brought to `status` the way its two sides would bring it there: booked
    (or reserved) through the booking services, then accepted, rejected, cancelled, paid or
    left to lapse, so the demo obeys every rule a user meets (places, holds, payments). A
    pay-first professional's accepted appointment is paid; another's when `paid`."""
    if status == Status.RESERVED:
        appointment_reserve(professional=profile.user, window_id=window.pk, day=day)
        return
    booked = appointment_book(
        client=client, professional_id=profile.pk, window_id=window.pk, day=day,
        plan_id=profile.plans.first().pk, name=client.name,
        email=f"{client.username}@example.in",
    )  # fmt: skip
    ids = {"appointment_id": booked.pk}
    if status == Status.ACCEPTED and not profile.payment_required:
        appointment_accept(professional=profile.user, **ids)
    elif status == Status.REJECTED:
        appointment_reject(professional=profile.user, reason=REJECTION, **ids)
    elif status == Status.CANCELLED:
        appointment_cancel(user=client, **ids)
    elif status == Status.EXPIRED:
        # Left unpaid: the sweep lapses it once its time is up, here at once.
        Appointment.objects.filter(pk=booked.pk).update(hold_expires_at=timezone.now())
        holds.expire(PURPOSE, booked.pk)
    if status == Status.ACCEPTED and (paid or profile.payment_required):
        gateway = DemoGateway()
        gateway.pay(appointment_order(client=client, gateway=gateway, **ids))
        # The professional's meeting response opens the thread, as it would after payment.
        message_send(user=profile.user, text=MEETING, **ids)


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
            (free[0], 0, Status.PENDING),
            (free[1], 1, Status.ACCEPTED),
            (free[2], 2, Status.REJECTED),
            (free[3 % len(free)], 0, Status.CANCELLED),
            (free[4 % len(free)], 1, Status.RESERVED),
            (pay_first[0], 1, Status.EXPIRED),
            (pay_first[-1], 1, Status.ACCEPTED),  # paid: the professional asked to be first
        ]
        if n == 0:
            # One live hold, as if the client had just pressed "Pay Now" (it lapses on time).
            plans.append((pay_first[0], 0, Status.AWAITING_PAYMENT))
        for profile, slot, status in plans:
            appointment_made(client, profile, windows[profile.pk][slot], day, status)
            made += 1
    made += proposal_made(free[0], windows[free[0].pk][1], days[1:3], clients[0])
    return made + waitlist_made(free[1], windows[free[1].pk][2], days[0], clients[1:])


def proposal_made(profile, window, days, client) -> int:
    """An accepted appointment whose professional proposes another time (held for the client
    until they pick it, decline it, or it lapses on time), as its two sides would make it."""
    first, later = days
    booked = appointment_book(
        client=client, professional_id=profile.pk, window_id=window.pk, day=first,
        plan_id=profile.plans.first().pk, name=client.name,
        email=f"{client.username}@example.in",
    )  # fmt: skip
    appointment_accept(professional=profile.user, appointment_id=booked.pk)
    appointment_propose(
        professional=profile.user, appointment_id=booked.pk,
        times=[Time(window.pk, later, window.start.strftime("%H:%M"))],
        note="Could we meet later that week instead?",
    )  # fmt: skip
    return 1


def waitlist_made(profile, window, day, clients) -> int:
    """A full time with a line, as its people would make it: the first client books the
    window's first session (one place), the others join its waitlist, then the first cancels,
    so the next is offered the place (held as its offer lapses on time) and the last waits."""
    booker, *waiting = clients
    plan = profile.plans.first().pk
    booked = appointment_book(
        client=booker, professional_id=profile.pk, window_id=window.pk, day=day, plan_id=plan,
        name=booker.name, email=f"{booker.username}@example.in",
    )  # fmt: skip
    for client in waiting:
        appointment_waitlist_join(
            client=client, professional_id=profile.pk, window_id=window.pk, day=day,
            plan_id=plan, name=client.name, email=f"{client.username}@example.in",
        )  # fmt: skip
    appointment_cancel(user=booker, appointment_id=booked.pk)
    return 2
