"""The coupons tests' makers: a professional's code, an appointment and a seat booked with
one, through the services the API calls."""

import datetime

import pytest
from django.utils import timezone

from marketplace.bookings import services as bookings
from marketplace.coupons import services as coupons
from marketplace.events import services as events
from tests.factories import person, professional, schedule, token_for, upcoming


@pytest.fixture
def committed(django_capture_on_commit_callbacks):
    """Runs what waits for the commit (the frames) when the block ends."""
    return django_capture_on_commit_callbacks


def pro_with_time(*, price: int = 999, places: int = 5, pay_first: bool = False):
    """A professional with one plan at `price` and a window of `places` in 3 days:
    (profile, window, day), the profile carrying its token."""
    pro = professional(price=price)
    day, weekday = upcoming(3)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": places},
        payment_required=pay_first,
    ).windows[0]  # fmt: skip
    pro.token = token_for(pro.user)
    return pro, window, day


def code(pro, name: str = "DIWALI-10", **options) -> coupons.Coupon:
    draft = coupons.CouponDraft(code=name, **{"kind": "percent", "percent": 10, **options})
    return coupons.coupon_create(professional=pro.user, draft=draft)


def book(client, pro, window, day, coupon: str = ""):
    return bookings.appointment_book(
        client=client, professional_id=pro.pk, window_id=window.pk, day=day,
        plan_id=pro.plans.first().pk, name=client.name or "Client", email="c@example.in",
        coupon=coupon,
    )  # fmt: skip


def webinar(host, *, price: int = 499, seats: int | None = 10):
    draft = events.EventDraft(
        title="GST for freelancers", short_description="Filing, simply.", description="",
        response="<p>https://meet.google.com/abc</p>",
        date=(timezone.now() + datetime.timedelta(days=3)).date(), start=datetime.time(10),
        end=datetime.time(11), seats=seats, type="Online", price=price,
    )  # fmt: skip
    return events.event_create(host=host.user, draft=draft)


def client(first: str = "Meera", last: str = "Iyer"):
    user = person(first, last)
    user.token = token_for(user)
    return user
