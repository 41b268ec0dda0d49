"""The demo's money: the first demo professional (phone 9000000001) has been paid for
appointments over the last month and for a webinar that is over, so /paymentDashboard has
cards, a chart and a balance to withdraw from. What is to come is booked and paid through the
services (demo/bookings.py); what is over cannot be (they refuse a time gone), so it is
written as the payments rail records a capture, one a day in a window of one place, and told
to the ledger the way the rail tells it (payments' observers): every rupee on the dashboard is
a ledger entry like any other, and tests/demo checks the whole demo against the rules."""

import datetime
import secrets
import zoneinfo

from django.db import transaction
from django.utils import timezone

from kernel.money import shares
from marketplace.accounts.models import User
from marketplace.bookings.models import Appointment
from marketplace.bookings.services import PURPOSE as APPOINTMENT
from marketplace.earnings.models import Entry
from marketplace.events.models import Event, EventBooking
from marketplace.events.services import PURPOSE as EVENT_SEAT
from marketplace.payments import observers
from marketplace.payments.models import Order, Payment
from marketplace.profiles.models import Profile
from marketplace.scheduling.models import Window
from project.demo.bookings import appointment_made, next_days

EARNER_PHONE = "+919000000001"
# Days ago each past paid appointment took place (and was paid, the day before): one a day at
# most, in a window of one place, and never on a Sunday, when the window is not offered.
PAST_DAYS = [1, 2, 3, 4, 5, 7, 8, 11, 12, 15, 18, 19, 22, 25, 27, 29]
SUNDAY = 6
UPCOMING = 2  # paid appointments still to come: their money is pending
PAST_EVENT_SEATS = 3


def payment_captured(
    *, client, amount_paise: int, captured_at, receipt: str, purpose: str, purpose_id: int
):
    """A captured payment as the rail records it, then told to its observers (the ledger)."""
    order = Order.objects.create(
        razorpay_order_id=f"order_demo{secrets.token_hex(6)}", amount_paise=amount_paise,
        client=client, receipt=receipt, status=Order.Status.PAID, purpose=purpose,
        purpose_id=purpose_id,
    )  # fmt: skip
    payment = Payment.objects.create(
        razorpay_payment_id=f"pay_demo{secrets.token_hex(6)}", order=order,
        amount_paise=amount_paise, status=Payment.Status.CAPTURED, method="upi",
        signature_verified=True, captured_at=captured_at,
    )  # fmt: skip
    observers.payment_captured(payment)
    return payment


def paid_appointment(profile: Profile, client, window, *, day: datetime.date, price_paise: int):
    """An accepted appointment in `window` on `day`, paid the day before (or now)."""
    zone = zoneinfo.ZoneInfo(profile.time_zone)
    starts = datetime.datetime.combine(day, window.start, tzinfo=zone)
    plan = profile.plans.first()
    appointment = Appointment.objects.create(
        client=client, professional_id=profile.pk, window=window, starts_at=starts,
        ends_at=datetime.datetime.combine(day, window.end, tzinfo=zone), day=day,
        time_zone=profile.time_zone,
        plan=plan, plan_name=plan.name, plan_type=plan.type, price_paise=price_paise,
        name=client.name, email=f"{client.username}@example.in", phone=client.phone,
        status=Appointment.Status.ACCEPTED, paid=True,
    )  # fmt: skip
    paid_at = min(starts - datetime.timedelta(days=1), timezone.now())
    payment = payment_captured(
        client=client, amount_paise=price_paise, captured_at=paid_at,
        receipt=f"appointment-{appointment.pk}", purpose=APPOINTMENT, purpose_id=appointment.pk,
    )  # fmt: skip
    Appointment.objects.filter(pk=appointment.pk).update(payment_ref=payment.razorpay_payment_id)
    return appointment


def _past_event(host: User, clients: list[User], today: datetime.date) -> None:
    starts = datetime.datetime.combine(
        today - datetime.timedelta(days=6),
        datetime.time(18),
        tzinfo=zoneinfo.ZoneInfo("Asia/Kolkata"),
    )
    event = Event.objects.create(
        host=host, title="Your first tax return, explained",
        short_description="Which form, which deductions, and the deadlines that matter.",
        starts_at=starts, ends_at=starts + datetime.timedelta(hours=1), seats=40,
        type=Event.Type.ONLINE, price_paise=29900,
    )  # fmt: skip
    share, fee = shares(event.price_paise)
    for client in clients[:PAST_EVENT_SEATS]:
        seat = EventBooking.objects.create(
            event=event, user=client, name=client.name, email=f"{client.username}@example.in",
            phone=client.phone, status=EventBooking.Status.CONFIRMED,
            price_paise=event.price_paise, host_share_paise=share, fee_paise=fee,
        )  # fmt: skip
        payment = payment_captured(
            client=client, amount_paise=event.price_paise,
            captured_at=starts - datetime.timedelta(days=2), receipt=f"event-booking-{seat.pk}",
            purpose=EVENT_SEAT, purpose_id=seat.pk,
        )  # fmt: skip
        EventBooking.objects.filter(pk=seat.pk).update(payment_ref=payment.razorpay_payment_id)


@transaction.atomic
def demo_earnings_load() -> int:
    """The demo professional's earnings, once; returns how many payments were made."""
    profile = Profile.objects.filter(user__phone=EARNER_PHONE).prefetch_related("plans").first()
    if profile is None or not profile.plans.exists():
        return 0
    if Entry.objects.filter(professional_id=profile.pk).exists():
        return 0
    clients = list(User.objects.filter(phone__startswith="+919100").order_by("phone"))
    if not clients:
        return 0
    windows = list(Window.objects.filter(professional_id=profile.pk).order_by("start"))
    if not windows:
        return 0
    # The afternoon window: the demo's other bookings of this professional are in the morning.
    window = windows[-1]
    today = timezone.now().astimezone(zoneinfo.ZoneInfo(profile.time_zone)).date()
    price = max(profile.plans.first().price_paise, 49900)
    past = [today - datetime.timedelta(days=ago) for ago in PAST_DAYS]
    past = [day for day in past if day.weekday() != SUNDAY]
    for n, day in enumerate(past):
        paid_appointment(profile, clients[n % len(clients)], window, day=day, price_paise=price)
    for n, day in enumerate(next_days(UPCOMING)):
        appointment_made(clients[n], profile, window, day, Appointment.Status.ACCEPTED, paid=True)
    _past_event(profile.user, clients, today)
    return len(past) + UPCOMING + PAST_EVENT_SEATS
