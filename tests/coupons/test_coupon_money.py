"""A coupon-priced appointment through the real rail (the sandbox gateway over HTTP): the
order, the capture, the platform fee, the ledger and a partial refund follow the price after
the code, to the paisa, and the code's revenue is what was kept."""

import datetime

import pytest
from django.utils import timezone

from marketplace.bookings import decisions
from marketplace.bookings.models import Appointment
from marketplace.payments.models import Order, Payment, Refund
from marketplace.profiles.models import Profile
from tests.coupons.conftest import book, client, code, pro_with_time
from tests.earnings.conftest import balanced, sums

# The sandbox fixtures of the payments tests, shared rather than copied.
from tests.payments.conftest import browser, sandbox_url  # noqa: F401


@pytest.fixture
def rail(request):
    """The sandbox's checkout and Razorpay's servers (tests/payments/conftest.py's browser)."""
    return request.getfixturevalue("browser")


HALF_AT_TWO_HOURS = [{"hours": 24, "percent": 100}, {"hours": 2, "percent": 50}]


@pytest.mark.django_db(transaction=True)
def test_a_coupon_priced_appointment_and_its_partial_refund_agree_to_the_paisa(api, rail):
    pro, window, day = pro_with_time(price=999, places=1)
    Profile.objects.filter(pk=pro.pk).update(cancellation_policy=HALF_AT_TWO_HOURS)
    # ₹999 at 13 % off: ₹129.87 off, whole rupees rounded down, ₹870 to pay.
    code(pro, "THIRTEEN", kind="percent", percent=13)
    who = client()
    appointment = book(who, pro, window, day, coupon="thirteen")
    assert (appointment.list_price_paise, appointment.price_paise) == (99900, 87000)
    decisions.appointment_accept(professional=pro.user, appointment_id=appointment.pk)
    order = api.post("/payments/orders", json={"appointment_id": appointment.pk}, token=who.token)
    assert order.status == 200, order.body
    assert order.body["amount"] == 87000
    verified = api.post("/payments/verify", json=rail.pay(order.body["order_id"]),
                        token=who.token)  # fmt: skip
    assert verified.status == 200, verified.body
    assert Payment.objects.get().amount_paise == 87000
    # The fee (50 %) and the share of ₹870, not of ₹999.
    assert sums() == {"cash": 87000, "platform": 43500, "professional": 43500} and balanced()
    coupons = api.get("/coupons", token=pro.token).body
    assert (coupons[0]["uses"], coupons[0]["revenue_paise"]) == (1, 87000)

    # Five hours ahead: the policy's 50 % tier, of the price paid.
    starts = timezone.now() + datetime.timedelta(hours=5)
    Appointment.objects.filter(pk=appointment.pk).update(
        starts_at=starts, ends_at=starts + datetime.timedelta(hours=1)
    )
    mine = api.get("/appointments/mine", token=who.token).body["items"][0]
    assert mine["cancel_refund_paise"] == 43500
    answer = api.post(f"/appointments/{appointment.pk}/cancel", token=who.token)
    assert answer.status == 200, answer.body
    appointment.refresh_from_db()
    assert appointment.refunded_paise == 43500
    assert sum(Refund.objects.values_list("amount_paise", flat=True)) == 43500
    assert Order.objects.get().amount_paise == 87000
    # ₹435 back: the professional gives ⌊43500·43500/87000⌋ = 21750, the platform the rest.
    assert sums() == {"cash": 43500, "platform": 21750, "professional": 21750} and balanced()
    summary = api.get("/earnings/summary", token=pro.token).body
    assert summary["total_paise"] == 21750
    coupons = api.get("/coupons", token=pro.token).body
    # The cancel gave the use back; what was kept of it is still its revenue.
    assert (coupons[0]["uses"], coupons[0]["revenue_paise"]) == (0, 43500)
