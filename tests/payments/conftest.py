"""Payments run against the sandbox gateway over real HTTP: pytest-django's live server
serves it (and our webhook endpoint), and the real adapter (`Gateway`, the razorpay SDK) is
pointed at it, as production points it at api.razorpay.com. So these tests use committed
data (transactional tests): the live server's thread reads it on its own connection."""

import datetime

import pytest
import requests
from django.utils import timezone

from kernel import holds
from marketplace.bookings.models import Appointment
from marketplace.payments import gateway as gateways
from marketplace.payments.sandbox import services as sandbox
from tests.factories import book, person, professional, schedule, token_for, upcoming


@pytest.fixture
def sandbox_url(live_server, settings) -> str:
    settings.RAZORPAY_API_URL = f"{live_server.url}{gateways.SANDBOX_PATH}"
    # The tests send each webhook themselves, in the order they mean.
    settings.RAZORPAY_SANDBOX_WEBHOOKS = False
    return settings.RAZORPAY_API_URL


@pytest.fixture
def gateway(sandbox_url) -> gateways.Gateway:
    return gateways.Gateway()


def pay_first_time(places: int = 1):
    """A pay-first professional with one window of `places` tomorrow: (profile, window, day)."""
    pro = professional(price=750)
    day, weekday = upcoming(1)
    saved = schedule(
        pro,
        {"days": [weekday], "start": "10:00", "end": "11:00", "places": places},
        payment_required=True,
    )
    return pro, saved.windows[0], day


@pytest.fixture
def pay_first(transactional_db):
    return pay_first_time()


class Client:
    def __init__(self, user) -> None:
        self.user = user
        self.token = token_for(user)


@pytest.fixture
def holder(pay_first) -> tuple[Client, Appointment]:
    """A client holding the only place, awaiting payment."""
    pro, window, day = pay_first
    client = Client(person("Meera", "Iyer"))
    appointment = book(client.user, pro, window.pk, day, name="Meera Iyer")
    assert appointment.status == Appointment.Status.AWAITING_PAYMENT
    return client, appointment


class Browser:
    """What the sandbox's checkout.js does in a browser, and what Razorpay's servers do."""

    def __init__(self, base: str) -> None:
        self.base = base

    def pay(self, order_id: str, key: str = gateways.SANDBOX_KEY_ID) -> dict:
        answer = requests.post(
            f"{self.base}{gateways.SANDBOX_PATH}/checkout/pay",
            json={"key": key, "order_id": order_id},
            timeout=10,
        )
        assert answer.status_code == 200, answer.text
        return answer.json()

    def fail(self, order_id: str) -> dict:
        answer = requests.post(
            f"{self.base}{gateways.SANDBOX_PATH}/checkout/fail",
            json={"key": gateways.SANDBOX_KEY_ID, "order_id": order_id},
            timeout=10,
        )
        assert answer.status_code == 200, answer.text
        return answer.json()

    def webhook(self, event: str, **ids) -> tuple[str, int]:
        return sandbox.webhook_send(event, url=f"{self.base}{sandbox.WEBHOOK_PATH}", **ids)


@pytest.fixture
def browser(live_server, sandbox_url) -> Browser:
    return Browser(live_server.url)


def lapse(appointment: Appointment) -> None:
    """The hold's ten minutes pass (the clock is the only thing moved), then the worker's
    task runs as it would at that time."""
    Appointment.objects.filter(pk=appointment.pk).update(
        hold_expires_at=timezone.now() - datetime.timedelta(seconds=1)
    )
    assert holds.expire("appointment", appointment.pk)
