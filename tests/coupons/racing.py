"""The race for the last use of a code, shared by the PostgreSQL test (threads) and the
SQLite one (processes): a professional's code with `places` uses left (two more already
taken), and 20 clients at once, half booking one of the professional's times and half a
seat at their webinar. The two halves queue on different place locks (the professional's
profile, the event): only the coupon's row lock, taken after each, keeps the count."""

import datetime

from django.utils import timezone

from kernel.errors import Busy, Conflict, InvalidInput
from marketplace.bookings import services as bookings
from marketplace.bookings.models import Appointment
from marketplace.coupons import services as coupons
from marketplace.events import services as events
from marketplace.events.models import EventBooking
from tests.factories import person, professional, schedule, upcoming

RACERS = 20
TAKEN = 2  # uses already taken before the race


def clients(count: int = RACERS) -> list:
    return [person("Racer", str(n)) for n in range(count)]


def trial_setup(*, places: int, holds: bool, racers: list) -> dict:
    """`holds`: the professional asks for payment first (the racers' appointments are held)."""
    pro = professional("Race", "Pro", price=999)
    day, weekday = upcoming(2)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": RACERS + TAKEN},
        payment_required=holds,
    ).windows[0]  # fmt: skip
    draft = events.EventDraft(
        title="Race", short_description="Race", description="", response="",
        date=(timezone.now() + datetime.timedelta(days=3)).date(), start=datetime.time(10),
        end=datetime.time(11), seats=None, type="Online", price=499,
    )  # fmt: skip
    event = events.event_create(host=pro.user, draft=draft)
    coupon = coupons.coupon_create(
        professional=pro.user,
        draft=coupons.CouponDraft(code="LAST", kind="free", max_uses=places + TAKEN),
    )
    for n in range(TAKEN):
        early = person("Early", str(n))
        bookings.appointment_book(
            client=early, professional_id=pro.pk, window_id=window.pk, day=day,
            plan_id=pro.plans.first().pk, name="Early", email="e@example.in", coupon="last",
        )  # fmt: skip
    return {
        "professional_id": pro.pk, "window_id": window.pk, "day": day, "event_id": event.pk,
        "coupon_id": coupon.pk, "plan_id": pro.plans.first().pk,
    }  # fmt: skip


def race(trial: dict, index: int, racers: list) -> str:
    """One racer: a time (even) or a seat (odd), with the code. Busy is retried, as the web
    app does on 409 with Retry-After."""
    for _ in range(40):
        try:
            if index % 2:
                events.event_book(user=racers[index], event_id=trial["event_id"], name="Racer",
                                  email="r@example.in", coupon="last")  # fmt: skip
            else:
                bookings.appointment_book(
                    client=racers[index], professional_id=trial["professional_id"],
                    window_id=trial["window_id"], day=trial["day"], plan_id=trial["plan_id"],
                    name="Racer", email="r@example.in", coupon="LAST",
                )  # fmt: skip
            return "booked"
        except Busy:
            continue
        except InvalidInput as refused:
            return f"refused: {refused.fields.get('coupon', refused.message)}"
        except Conflict as refused:
            return f"conflict: {refused.message}"
    return "busy"


def summary(trial: dict) -> dict:
    return {"coupon_id": trial["coupon_id"]}


def uses(trial: dict) -> int:
    """The code's live uses, asked of the database."""
    now = timezone.now()
    held = {"hold_expires_at__gt": now}
    appointments = Appointment.objects.filter(coupon_id=trial["coupon_id"])
    seats = EventBooking.objects.filter(coupon_id=trial["coupon_id"])
    return (
        appointments.filter(status__in=("pending", "accepted")).count()
        + appointments.filter(status="awaiting_payment", **held).count()
        + seats.filter(status="confirmed").count()
        + seats.filter(status="awaiting_payment", **held).count()
    )
