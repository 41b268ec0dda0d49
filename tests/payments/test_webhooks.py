"""Razorpay's webhooks: signed, at least once, in any order; one confirmation whatever
arrives. The sandbox sends them over HTTP to our endpoint on the live server."""

import pytest
import requests
from django.core.management import call_command

from kernel.history.queries import state_changes
from marketplace.bookings.models import Appointment
from marketplace.bookings.paying import appointment_order
from marketplace.payments import gateway as gateways
from marketplace.payments.models import Order, Payment, Refund, WebhookEvent
from marketplace.payments.sandbox import services as sandbox
from notifications.models import Notification
from tests.factories import book, person
from tests.payments.conftest import lapse

pytestmark = pytest.mark.django_db(transaction=True)


def moves(obj) -> list[tuple[str, str]]:
    return [(change.from_state, change.to_state) for change in state_changes(obj)]


def new_order(client, appointment, gateway):
    return appointment_order(client=client.user, appointment_id=appointment.pk, gateway=gateway)


@pytest.fixture
def paid_at_gateway(holder, gateway, browser):
    """The client paid in checkout, then the tab closed: no verify call ever comes."""
    client, appointment = holder
    order = new_order(client, appointment, gateway)
    answer = browser.pay(order.razorpay_order_id)
    return appointment, answer["razorpay_payment_id"]


def confirmations(appointment) -> int:
    return sum(1 for change in state_changes(appointment) if change.to_state == "accepted")


def test_a_bad_signature_is_refused_and_nothing_stored(paid_at_gateway, live_server):
    appointment, payment_id = paid_at_gateway
    body = sandbox.event_body("payment.captured", payment_id=payment_id)
    url = f"{live_server.url}{sandbox.WEBHOOK_PATH}"
    for signature in ("0" * 64, gateways.sign("another-secret", body), None):
        headers = {"X-Razorpay-Event-Id": "evt_forged000000001"}
        if signature:
            headers["X-Razorpay-Signature"] = signature
        answer = requests.post(url, data=body, headers=headers, timeout=10)
        assert answer.status_code == 400
        assert answer.json()["message"] == "The webhook signature is not valid."
    assert WebhookEvent.objects.count() == 0 and Payment.objects.count() == 0
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.AWAITING_PAYMENT


def test_closed_tab_duplicates_and_out_of_order_events_confirm_once(paid_at_gateway, browser):
    appointment, payment_id = paid_at_gateway
    # order.paid overtakes payment.captured; Razorpay retries one delivery with the same id.
    first, status = browser.webhook("order.paid", payment_id=payment_id)
    assert status == 200
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.ACCEPTED and appointment.paid
    captured, status = browser.webhook("payment.captured", payment_id=payment_id)
    assert status == 200
    _, status = browser.webhook("payment.captured", payment_id=payment_id, event_id=captured)
    assert status == 200
    _, status = browser.webhook("order.paid", payment_id=payment_id, event_id=first)
    assert status == 200
    assert confirmations(appointment) == 1
    assert Notification.objects.filter(user=appointment.professional, kind="booking").count() == 1
    payment = Payment.objects.get()
    assert not payment.signature_verified  # learnt from webhooks only
    assert moves(payment) == [("created", "captured")]
    assert moves(Order.objects.get()) == [("created", "paid")]
    events = {event.event_id: event for event in WebhookEvent.objects.all()}
    assert set(events) == {first, captured}
    assert events[captured].deliveries == 2 and events[captured].processed_at is not None
    assert events[first].type == "order.paid"


def test_a_duplicate_delivery_answers_duplicate_and_changes_nothing(paid_at_gateway, live_server):
    appointment, payment_id = paid_at_gateway
    body = sandbox.event_body("payment.captured", payment_id=payment_id)
    headers = {
        "X-Razorpay-Event-Id": "evt_Once0000000001",
        "X-Razorpay-Signature": gateways.sign(gateways.SANDBOX_WEBHOOK_SECRET, body),
        "Content-Type": "application/json",
    }
    url = f"{live_server.url}{sandbox.WEBHOOK_PATH}"
    answers = [requests.post(url, data=body, headers=headers, timeout=10) for _ in range(2)]
    assert [answer.json()["status"] for answer in answers] == ["processed", "duplicate"]
    assert confirmations(appointment) == 1


def test_a_late_webhook_after_verify_confirms_nothing_more(api, holder, gateway, browser):
    client, appointment = holder
    order = new_order(client, appointment, gateway)
    answer = browser.pay(order.razorpay_order_id)
    assert api.post("/payments/verify", json=answer, token=client.token).status == 200
    browser.webhook("payment.captured", payment_id=answer["razorpay_payment_id"])
    browser.webhook("order.paid", payment_id=answer["razorpay_payment_id"])
    assert confirmations(appointment) == 1
    assert Payment.objects.get().signature_verified


def test_news_of_a_failed_attempt_arriving_after_the_payment_undoes_nothing(
    holder, gateway, browser
):
    client, appointment = holder
    order = new_order(client, appointment, gateway)
    failure = browser.fail(order.razorpay_order_id)["error"]
    assert failure["reason"] == "payment_failed"
    failed_id = failure["metadata"]["payment_id"]
    paid_id = browser.pay(order.razorpay_order_id)["razorpay_payment_id"]
    browser.webhook("payment.captured", payment_id=paid_id)
    browser.webhook("payment.failed", payment_id=failed_id)
    failed, paid = (
        Payment.objects.get(razorpay_payment_id=failed_id),
        Payment.objects.get(razorpay_payment_id=paid_id),
    )
    assert moves(failed) == [("created", "failed")] and "Fail button" in failed.error
    assert moves(paid) == [("created", "captured")]
    assert moves(Order.objects.get()) == [("created", "paid")]
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.ACCEPTED and confirmations(appointment) == 1


def test_a_failed_attempt_first_leaves_the_order_payable(holder, gateway, browser):
    client, appointment = holder
    order = new_order(client, appointment, gateway)
    failed_id = browser.fail(order.razorpay_order_id)["error"]["metadata"]["payment_id"]
    browser.webhook("payment.failed", payment_id=failed_id)
    order.refresh_from_db()
    assert order.status == Order.Status.FAILED
    # "Pay Now" again reuses the order; paying it now succeeds.
    again = new_order(client, appointment, gateway)
    assert again.pk == order.pk
    paid_id = browser.pay(order.razorpay_order_id)["razorpay_payment_id"]
    browser.webhook("payment.captured", payment_id=paid_id)
    assert moves(Order.objects.get()) == [("created", "failed"), ("failed", "paid")]
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.ACCEPTED


def test_a_webhook_for_a_lapsed_hold_whose_place_is_gone_refunds(
    paid_at_gateway, pay_first, browser, gateway
):
    appointment, payment_id = paid_at_gateway
    pro, window, day = pay_first
    lapse(appointment)
    book(person("Anil", "Rao"), pro, window.pk, day)
    _, status = browser.webhook("payment.captured", payment_id=payment_id)
    assert status == 200
    _, status = browser.webhook("order.paid", payment_id=payment_id)
    assert status == 200
    refund = Refund.objects.get()
    assert refund.amount_paise == 75000
    assert gateway.payment_fetch(payment_id).status == "refunded"
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.EXPIRED and not appointment.paid
    assert confirmations(appointment) == 0


def test_the_management_command_sends_any_event(paid_at_gateway, live_server):
    appointment, payment_id = paid_at_gateway
    url = f"{live_server.url}{sandbox.WEBHOOK_PATH}"
    call_command("sandbox_webhook", "payment.captured", payment_id=payment_id, url=url)
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.ACCEPTED
    stored = WebhookEvent.objects.get()
    assert stored.type == "payment.captured" and stored.processed_at is not None
    assert stored.payload["payload"]["payment"]["entity"]["id"] == payment_id
