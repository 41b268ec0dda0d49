"""The adapter (the razorpay SDK) against the sandbox gateway over HTTP, and the signatures
of both sides checked against the SDK's own utility."""

import base64
import json

import pytest
import razorpay
import requests

from marketplace.payments import gateway as gateways
from marketplace.payments.gateway import Gateway, GatewayUnavailable
from marketplace.payments.sandbox import services as sandbox

pytestmark = pytest.mark.django_db(transaction=True)


def sdk_utility(secret: str = gateways.SANDBOX_KEY_SECRET):
    return razorpay.Client(auth=(gateways.SANDBOX_KEY_ID, secret)).utility


def test_the_adapter_creates_and_fetches_orders_at_the_sandbox(gateway):
    created = gateway.order_create(
        amount_paise=75000, currency="INR", receipt="appointment-1", notes={"appointment_id": "1"}
    )
    assert created["id"].startswith("order_") and len(created["id"]) == 20
    assert created["entity"] == "order" and created["status"] == "created"
    assert (created["amount"], created["amount_due"], created["currency"]) == (75000, 75000, "INR")
    fetched = gateway.order_fetch(created["id"])
    assert fetched["receipt"] == "appointment-1" and fetched["notes"] == {"appointment_id": "1"}


def test_the_sandbox_refuses_what_razorpay_refuses(gateway):
    with pytest.raises(GatewayUnavailable) as refused:
        gateway.order_create(amount_paise=50, currency="INR", receipt="r", notes={})
    assert "atleast INR 1.00" in refused.value.message and refused.value.status == 503
    with pytest.raises(GatewayUnavailable):
        gateway.order_fetch("order_doesnotexist00")


def test_the_sandbox_api_wants_the_key_and_secret(sandbox_url):
    wrong = razorpay.Client(auth=(gateways.SANDBOX_KEY_ID, "not-the-secret"), base_url=sandbox_url)
    with pytest.raises(razorpay.errors.BadRequestError, match="Authentication failed"):
        wrong.order.create({"amount": 10000, "currency": "INR"})
    answer = requests.post(f"{sandbox_url}/v1/orders", json={"amount": 10000}, timeout=10)
    assert answer.status_code == 401
    assert answer.json()["error"]["code"] == "BAD_REQUEST_ERROR"
    good = base64.b64encode(f"{gateways.SANDBOX_KEY_ID}:{gateways.SANDBOX_KEY_SECRET}".encode())
    answer = requests.post(
        f"{sandbox_url}/v1/orders",
        json={"amount": 10000, "currency": "INR"},
        headers={"Authorization": f"Basic {good.decode()}"},
        timeout=10,
    )
    assert answer.status_code == 200 and answer.json()["amount"] == 10000


def test_payment_signatures_agree_between_sandbox_adapter_and_sdk(gateway, browser):
    order = gateway.order_create(amount_paise=10000, currency="INR", receipt="r", notes={})
    answer = browser.pay(order["id"])
    assert answer["razorpay_order_id"] == order["id"]
    assert gateway.payment_signature_valid(
        order_id=answer["razorpay_order_id"],
        payment_id=answer["razorpay_payment_id"],
        signature=answer["razorpay_signature"],
    )
    assert sdk_utility().verify_payment_signature(answer) is True
    forged = {**answer, "razorpay_signature": gateways.payment_signature("guess", order["id"], "x")}
    assert not gateway.payment_signature_valid(
        order_id=forged["razorpay_order_id"],
        payment_id=forged["razorpay_payment_id"],
        signature=forged["razorpay_signature"],
    )
    with pytest.raises(razorpay.errors.SignatureVerificationError):
        sdk_utility().verify_payment_signature(forged)
    # The signature covers both ids: another payment's id under it is refused.
    swapped = {**answer, "razorpay_payment_id": "pay_AAAAAAAAAAAAAA"}
    with pytest.raises(razorpay.errors.SignatureVerificationError):
        sdk_utility().verify_payment_signature(swapped)
    assert not gateway.payment_signature_valid(
        order_id=swapped["razorpay_order_id"],
        payment_id=swapped["razorpay_payment_id"],
        signature=swapped["razorpay_signature"],
    )
    fetched = gateway.payment_fetch(answer["razorpay_payment_id"])
    assert (fetched.status, fetched.amount_paise) == ("captured", 10000)
    assert fetched.order_id == order["id"]


def test_webhook_signatures_agree_between_sandbox_adapter_and_sdk(gateway, browser):
    order = gateway.order_create(amount_paise=10000, currency="INR", receipt="r", notes={})
    payment_id = browser.pay(order["id"])["razorpay_payment_id"]
    body = sandbox.event_body("payment.captured", payment_id=payment_id)
    assert json.loads(body)["payload"]["payment"]["entity"]["id"] == payment_id
    signature = gateways.sign(gateways.SANDBOX_WEBHOOK_SECRET, body)
    assert gateways.webhook_signature_valid(body, signature)
    assert sdk_utility().verify_webhook_signature(
        body.decode(), signature, gateways.SANDBOX_WEBHOOK_SECRET
    )
    tampered = body.replace(b'"amount": 10000', b'"amount": 1')
    assert tampered != body
    assert not gateways.webhook_signature_valid(tampered, signature)
    with pytest.raises(razorpay.errors.SignatureVerificationError):
        sdk_utility().verify_webhook_signature(
            tampered.decode(), signature, gateways.SANDBOX_WEBHOOK_SECRET
        )
    assert not gateways.webhook_signature_valid(body, None)


def test_refunds_through_the_adapter(gateway, browser):
    order = gateway.order_create(amount_paise=20000, currency="INR", receipt="r", notes={})
    payment_id = browser.pay(order["id"])["razorpay_payment_id"]
    refund = gateway.refund_create(payment_id=payment_id, amount_paise=20000, notes={"why": "t"})
    assert refund["id"].startswith("rfnd_") and refund["status"] == "pending"
    assert gateway.payment_fetch(payment_id).status == "refunded"
    with pytest.raises(GatewayUnavailable):
        gateway.refund_create(payment_id=payment_id, amount_paise=1, notes={})


def test_without_keys_the_adapter_uses_the_sandbox(settings):
    settings.RAZORPAY_KEY_ID = ""
    settings.RAZORPAY_API_URL = ""
    settings.RAZORPAY_CHECKOUT_URL = ""
    assert Gateway(origin="http://127.0.0.1:8000").base_url == (
        "http://127.0.0.1:8000/sandbox/razorpay"
    )
    assert gateways.checkout_url() == "/sandbox/razorpay/checkout.js"
    assert gateways.key_id() == gateways.SANDBOX_KEY_ID
    settings.RAZORPAY_KEY_ID = "rzp_live_abc"
    settings.RAZORPAY_KEY_SECRET = "secret"
    settings.RAZORPAY_WEBHOOK_SECRET = "hook"
    live = Gateway(origin="http://127.0.0.1:8000")
    assert live.base_url == "https://api.razorpay.com"
    assert live.client.auth == ("rzp_live_abc", "secret")
    assert gateways.checkout_url() == "https://checkout.razorpay.com/v1/checkout.js"
    assert gateways.webhook_secrets() == ["hook"]
