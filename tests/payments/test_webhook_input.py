"""Signed webhook bodies that are not what Razorpay sends answer 400 in words, never a 500:
numbers JSON has no word for, nesting no event has, fields of the wrong type, refund amounts
that are no amount. A refund is never recorded above what was captured. After the webhook
secret is changed at Razorpay, deliveries signed with the previous one are still taken."""

import json

import pytest

from marketplace.payments import gateway as gateways
from marketplace.payments import texts
from marketplace.payments.models import Payment, Refund, WebhookEvent
from marketplace.payments.sandbox import services as sandbox
from tests.payments.test_webhooks import new_order

pytestmark = pytest.mark.django_db(transaction=True)


def post(client, body: bytes, *, secret: str = gateways.SANDBOX_WEBHOOK_SECRET, event_id="evt_1"):
    return client.post(
        "/api/v1/payments/webhook",
        data=body,
        content_type="application/json",
        headers={
            "X-Razorpay-Event-Id": event_id,
            "X-Razorpay-Signature": gateways.sign(secret, body),
        },
    )


def event(payload: dict, kind: str = "payment.captured") -> dict:
    return {"entity": "event", "event": kind, "payload": payload}


def nested(depth: int) -> str:
    return '{"a":' * depth + "1" + "}" * depth


@pytest.mark.parametrize(
    "body",
    [
        b'{"event": "payment.captured", "payload": {"payment": {"entity": {"amount": NaN}}}}',
        b'{"event": "payment.captured", "payload": {"x": Infinity}}',
        b'{"event": "payment.captured", "payload": {"x": -Infinity}}',
        b'{"event": "payment.captured", "payload": {"x": 1e400}}',
        ('{"event": "payment.captured", "payload": ' + nested(5000) + "}").encode(),
        ('{"event": "payment.captured", "payload": ' + nested(40) + "}").encode(),
        json.dumps(
            event({"payment": {"entity": {"id": 5, "amount": 100, "status": "x"}}})
        ).encode(),
        json.dumps(event({"payment": {"entity": {"id": "pay_1", "amount": "100"}}})).encode(),
        json.dumps(
            event({"payment": {"entity": {"id": "p" * 300, "amount": 1, "status": "x"}}})
        ).encode(),
        json.dumps(event({"payment": {"entity": ["not", "an", "object"]}})).encode(),
        json.dumps(event({"payment": "captured"})).encode(),
        json.dumps(
            event({"payment": {"entity": {"id": "pay_1", "amount": 10**30, "status": "x"}}})
        ).encode(),
        json.dumps({"event": ["payment.captured"], "payload": {}}).encode(),
        b"\xff\xfe not even text",
    ],
)
def test_a_signed_body_that_is_no_razorpay_event_is_a_400_in_words(client, body):
    answer = post(client, body)
    assert answer.status_code == 400
    assert answer.json()["message"] == texts.BAD_WEBHOOK
    assert not Payment.objects.exists()


@pytest.mark.parametrize("amount", [0, -100, 1.5, "100", True, None, 10**20])
def test_a_refund_amount_that_is_no_amount_is_a_400(client, amount):
    refund = {"id": "rfnd_1", "payment_id": "pay_1", "amount": amount}
    answer = post(
        client, json.dumps(event({"refund": {"entity": refund}}, "refund.processed")).encode()
    )
    assert answer.status_code == 400 and answer.json()["message"] == texts.BAD_WEBHOOK
    assert not Refund.objects.exists() and not WebhookEvent.objects.filter(waiting=True).exists()


def test_refunds_are_never_recorded_beyond_what_was_captured(holder, gateway, browser):
    """Two refunds of Razorpay's whose sum is more than the payment (no such thing should be
    sent, but it is signed): the second is stored, logged and never recorded."""
    client, appointment = holder
    payment_id = browser.pay(new_order(client, appointment, gateway).razorpay_order_id)[
        "razorpay_payment_id"
    ]
    browser.webhook("payment.captured", payment_id=payment_id)
    url = f"{browser.base}{sandbox.WEBHOOK_PATH}"
    for refund_id, amount in (("rfnd_first", 50000), ("rfnd_second", 50000)):
        entity = {"id": refund_id, "payment_id": payment_id, "amount": amount}
        body = json.dumps(event({"refund": {"entity": entity}}, "refund.processed")).encode()
        _, status = sandbox.webhook_send("refund.processed", url=url, body=body)
        assert status == 200
    payment = Payment.objects.get()
    assert list(payment.refunds.values_list("razorpay_refund_id", "amount_paise")) == [
        ("rfnd_first", 50000)
    ]
    assert payment.status == Payment.Status.CAPTURED
    assert WebhookEvent.objects.filter(processed_at__isnull=True).count() == 0


def test_the_previous_secret_is_taken_while_it_is_set(client, settings):
    settings.RAZORPAY_KEY_ID = "rzp_live_abc"  # out of the sandbox: the configured secrets count
    settings.RAZORPAY_WEBHOOK_SECRET = "new-secret"
    settings.RAZORPAY_WEBHOOK_SECRET_PREVIOUS = "old-secret"
    body = json.dumps(event({}, "subscription.charged")).encode()  # not ours: ignored
    assert post(client, body, secret="new-secret", event_id="evt_new").json() == {
        "status": "ignored"
    }
    assert post(client, body, secret="old-secret", event_id="evt_old").json() == {
        "status": "ignored"
    }
    assert post(client, body, secret="other", event_id="evt_other").status_code == 400
    settings.RAZORPAY_WEBHOOK_SECRET_PREVIOUS = ""
    refused = post(client, body, secret="old-secret", event_id="evt_later")
    assert refused.status_code == 400
    assert refused.json()["message"] == texts.BAD_WEBHOOK_SIGNATURE
