"""Packages through the API: made, refused field by field, bought through the sandbox,
spent by a booking, and each refusal of a credit on the booking's `purchase_id` field."""

import datetime

import pytest
from django.utils import timezone

from marketplace.bookings.models import Appointment
from marketplace.packages.models import Purchase
from tests.factories import person, professional, token_for
from tests.packages.conftest import buy, offer, seller
from tests.payments.conftest import Client

pytestmark = pytest.mark.django_db(transaction=True)
Status = Appointment.Status


def booking(pro, window, day, purchase_id, *, start="10:00", **extra) -> dict:
    return {
        "professional_id": pro.pk, "window_id": window.pk, "date": day.isoformat(),
        "start": start, "plan_id": pro.plans.first().pk, "name": "Meera Iyer",
        "email": "meera@example.in", "purchase_id": purchase_id, **extra,
    }  # fmt: skip


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("sessions", 0, "A package has 1 to 50 sessions."),
        ("sessions", 51, "A package has 1 to 50 sessions."),
        ("valid_days", 0, "A package is valid for 1 to 730 days."),
        ("valid_days", 731, "A package is valid for 1 to 730 days."),
        ("price", 100, "Price More than ₹100"),
        ("price", 1_000_001, "Price can be at most ₹10,00,000."),
        ("name", "  ", "Enter a name for the package."),
        ("plan_id", 999999, "Choose one of your sessions."),
    ],
)
def test_each_bad_value_is_refused_on_its_field(api, field, value, message):
    pro = professional()
    body = {"plan_id": pro.plans.first().pk, "name": "Three", "sessions": 3, "price": 999,
            "valid_days": 30, field: value}  # fmt: skip
    answer = api.post("/packages", json=body, token=token_for(pro.user))
    assert answer.status == 400, answer.body
    assert answer.body["fields"] == {field: message}
    assert not pro.user.packages.exists()


def test_another_professionals_plan_is_not_theirs_to_sell(api):
    pro, other = professional(), professional("Anu", "Das")
    body = {"plan_id": other.plans.first().pk, "name": "Mine", "sessions": 2, "price": 999,
            "valid_days": 30}  # fmt: skip
    answer = api.post("/packages", json=body, token=token_for(pro.user))
    assert answer.status == 400 and "plan_id" in answer.body["fields"]


def test_edit_until_sold_withdraw_keeps_what_was_bought(api, browser):
    pro, window, day = seller()
    token = token_for(pro.user)
    package = offer(api, pro)
    edited = api.put(f"/packages/{package['id']}", json={"name": "Trio", "price": 1200},
                       token=token)  # fmt: skip
    assert edited.status == 200 and edited.body["price_paise"] == 120000
    stranger = api.put(f"/packages/{package['id']}", json={"name": "X", "price": 500},
                         token=token_for(person()))  # fmt: skip
    assert stranger.status == 404
    client = Client(person("Meera", "Iyer"))
    purchase = buy(api, browser, client, package["id"])
    assert purchase.price_paise == 120000 and purchase.credits_left == 3
    sold = api.put(f"/packages/{package['id']}", json={"name": "Other", "price": 500},
                     token=token)  # fmt: skip
    assert sold.status == 409
    assert api.post(f"/packages/{package['id']}/withdraw", token=token).status == 200
    assert api.get(f"/professionals/{pro.pk}/packages").body == []
    again = api.post(f"/packages/{package['id']}/purchases", token=client.token)
    assert again.status == 409
    mine = api.get("/packages/purchases/mine", token=client.token)
    assert [(p["id"], p["credits_left"], p["sessions"]) for p in mine.body] == [(purchase.pk, 3, 3)]
    listed = api.get("/packages/mine", token=token).body[0]
    assert (listed["sales"], listed["revenue_paise"], listed["credits_left"]) == (1, 120000, 3)


def test_own_package_cannot_be_bought(api):
    pro, _, _ = seller()
    package = offer(api, pro)
    answer = api.post(f"/packages/{package['id']}/purchases", token=token_for(pro.user))
    assert answer.status == 400


def test_a_credit_books_a_pay_first_time_confirmed_and_paid(api, bought):
    pro, window, day, client, purchase = bought
    answer = api.post("/appointments", json=booking(pro, window, day, purchase.pk),
                      token=client.token)  # fmt: skip
    assert answer.status == 201, answer.body
    assert answer.body["status"] == Status.ACCEPTED and answer.body["purchase_id"] == purchase.pk
    appointment = Appointment.objects.get(pk=answer.body["id"])
    assert appointment.paid and appointment.purchase_id == purchase.pk
    assert appointment.hold_expires_at is None
    purchase.refresh_from_db()
    assert purchase.credits_left == 2
    from marketplace.payments.models import Order

    assert not Order.objects.filter(purpose="appointment").exists()


def test_a_coupon_code_does_not_go_with_a_credit(api, bought):
    """A credit leaves nothing to pay: a code with it is refused on its field, nothing spent."""
    pro, window, day, client, purchase = bought
    answer = api.post("/appointments", json=booking(pro, window, day, purchase.pk, coupon="ANY"),
                      token=client.token)  # fmt: skip
    assert answer.status == 400
    assert answer.body["fields"] == {
        "coupon": "A coupon code cannot be used with a package session."
    }
    assert not Appointment.objects.exists()
    purchase.refresh_from_db()
    assert purchase.credits_left == 3


def test_a_pay_later_credit_booking_is_a_request(api, browser):
    pro, window, day = seller(pay_first=False)
    client = Client(person("Meera", "Iyer"))
    purchase = buy(api, browser, client, offer(api, pro)["id"])
    answer = api.post("/appointments", json=booking(pro, window, day, purchase.pk),
                      token=client.token)  # fmt: skip
    assert answer.status == 201 and answer.body["status"] == Status.PENDING
    assert Appointment.objects.get(pk=answer.body["id"]).paid


def test_someone_elses_purchase_is_not_found(api, bought):
    pro, window, day, _, purchase = bought
    other = Client(person("Anu", "Das"))
    answer = api.post("/appointments", json=booking(pro, window, day, purchase.pk),
                      token=other.token)  # fmt: skip
    assert answer.status == 404
    assert not Appointment.objects.exists()


def test_wrong_plan_expired_and_none_left_are_refused_on_the_field(api, bought):
    pro, window, day, client, purchase = bought
    other_pro, other_window, other_day = seller()
    wrong = api.post("/appointments", json=booking(other_pro, other_window, other_day,
                                                   purchase.pk), token=client.token)  # fmt: skip
    assert wrong.status == 400
    assert wrong.body["fields"] == {"purchase_id": "This package is for another session."}

    Purchase.objects.filter(pk=purchase.pk).update(
        expires_at=timezone.now() - datetime.timedelta(minutes=1)
    )
    expired = api.post("/appointments", json=booking(pro, window, day, purchase.pk),
                       token=client.token)  # fmt: skip
    assert expired.status == 400
    assert expired.body["fields"]["purchase_id"].startswith("This package expired on ")

    Purchase.objects.filter(pk=purchase.pk).update(
        expires_at=timezone.now() + datetime.timedelta(days=5), credits_left=0
    )
    empty = api.post("/appointments", json=booking(pro, window, day, purchase.pk),
                     token=client.token)  # fmt: skip
    assert empty.status == 400
    assert empty.body["fields"] == {"purchase_id": "No sessions are left in this package."}
    assert not Appointment.objects.exists()


def test_an_unpaid_purchase_cannot_be_spent(api, browser):
    pro, window, day = seller()
    client = Client(person("Meera", "Iyer"))
    order = api.post(f"/packages/{offer(api, pro)['id']}/purchases", token=client.token)
    answer = api.post("/appointments", json=booking(pro, window, day, order.body["purchase_id"]),
                      token=client.token)  # fmt: skip
    assert answer.status == 400
    assert answer.body["fields"] == {"purchase_id": "This package is not paid yet."}
