"""Packages bought through the payments rail against the sandbox (tests/payments/conftest.py):
a real order, the sandbox's checkout, a signed answer verified by the API."""

import pytest

from marketplace.packages.models import Purchase
from tests.factories import person, professional, schedule, token_for, upcoming
from tests.payments.conftest import Client, browser, sandbox_url  # noqa: F401


def seller(*, price: int = 750, pay_first: bool = True, places: int = 3, days: int = 3):
    """A professional with one window of `places` in `days` days: (profile, window, day)."""
    pro = professional(price=price)
    day, weekday = upcoming(days)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "13:00", "places": places,
              "session_minutes": 60},
        payment_required=pay_first,
    ).windows[0]  # fmt: skip
    return pro, window, day


def offer(api, pro, *, sessions: int = 3, price: int = 999, valid_days: int = 30) -> dict:
    answer = api.post(
        "/packages",
        json={"plan_id": pro.plans.first().pk, "name": "Three talks", "sessions": sessions,
              "price": price, "valid_days": valid_days},
        token=token_for(pro.user),
    )  # fmt: skip
    assert answer.status == 201, answer.body
    return answer.body


def buy(api, checkout, client: Client, package_id: int) -> Purchase:
    order = api.post(f"/packages/{package_id}/purchases", token=client.token)
    assert order.status == 200, order.body
    verified = api.post("/payments/verify", json=checkout.pay(order.body["order_id"]),
                        token=client.token)  # fmt: skip
    assert verified.status == 200, verified.body
    return Purchase.objects.get(pk=order.body["purchase_id"])


@pytest.fixture
def bought(api, browser):  # noqa: F811
    """A pay-first professional's package of 3 sessions for ₹999, bought by a client:
    (profile, window, day, client, purchase)."""
    pro, window, day = seller()
    package = offer(api, pro)
    client = Client(person("Meera", "Iyer"))
    return pro, window, day, client, buy(api, browser, client, package["id"])
