"""What the sandbox gateway does, as Razorpay does it: orders, payments made in its checkout
dialog, refunds, and signed webhooks about them."""

import json
import logging
import threading

import requests
from django.db import transaction

from marketplace.payments import gateway
from marketplace.payments.sandbox.models import (
    SandboxOrder,
    SandboxPayment,
    SandboxRefund,
    razorpay_id,
    unix_now,
)

logger = logging.getLogger(__name__)

WEBHOOK_PATH = "/api/v1/payments/webhook"
DEFAULT_WEBHOOK_URL = f"http://127.0.0.1:8000{WEBHOOK_PATH}"
EVENTS = ("payment.captured", "order.paid", "payment.failed", "refund.processed")
SANDBOX_ACCOUNT = "acc_Sandbox0000001"


class Refused(Exception):
    """A request Razorpay would answer with 400 BAD_REQUEST_ERROR."""

    def __init__(self, description: str, field: str | None = None, status: int = 400) -> None:
        super().__init__(description)
        self.description = description
        self.field = field
        self.status = status


def order_create(data: dict) -> SandboxOrder:
    amount = data.get("amount")
    if type(amount) is not int or amount < 100:
        raise Refused("The amount must be atleast INR 1.00", field="amount")
    currency = data.get("currency", "INR")
    if currency != "INR":
        raise Refused("Currency is not supported", field="currency")
    notes = data.get("notes") or {}
    if not isinstance(notes, dict):
        raise Refused("notes should be an object", field="notes")
    return SandboxOrder.objects.create(
        id=razorpay_id("order"),
        amount=amount,
        currency=currency,
        receipt=str(data.get("receipt") or "")[:40],
        notes=notes,
    )


def _found(rows, object_id: str):
    queryset = rows.objects.all() if isinstance(rows, type) else rows
    found = queryset.filter(pk=object_id).first()
    if found is None:
        raise Refused("The id provided does not exist")
    return found


def order_get(order_id: str) -> SandboxOrder:
    return _found(SandboxOrder, order_id)


def payment_get(payment_id: str) -> SandboxPayment:
    return _found(SandboxPayment, payment_id)


def refund_create(payment_id: str, data: dict) -> SandboxRefund:
    with transaction.atomic():
        payment = _found(SandboxPayment.objects.select_for_update(), payment_id)
        if payment.status not in ("captured", "refunded"):
            raise Refused("The payment has not been captured")
        left = payment.amount - payment.amount_refunded
        amount = data.get("amount", left)
        if type(amount) is not int or amount <= 0:
            raise Refused("The amount must be a positive integer", field="amount")
        if amount > left:
            raise Refused("The refund amount provided is greater than amount captured")
        payment.amount_refunded += amount
        if payment.amount_refunded == payment.amount:
            payment.status = "refunded"
        payment.save(update_fields=["amount_refunded", "status"])
        return SandboxRefund.objects.create(
            id=razorpay_id("rfnd"), payment=payment, amount=amount, notes=data.get("notes") or {}
        )


def refund_process(refund_id: str) -> SandboxRefund:
    """The bank has paid the money back (Razorpay: "refund.processed")."""
    refund = _found(SandboxRefund, refund_id)
    if refund.status != "processed":
        refund.status = "processed"
        refund.save(update_fields=["status"])
    return refund


def checkout_pay(*, key: str, order_id: str, method: str = "upi") -> dict:
    """The "Pay" button: the payment is authorised and captured at once (Razorpay's automatic
    capture), and checkout hands back the ids signed as Razorpay signs them."""
    _check_key(key)
    with transaction.atomic():
        order = _found(SandboxOrder.objects.select_for_update(), order_id)
        if order.status == "paid":
            raise Refused("This order has already been paid")
        order.status = "paid"
        order.attempts += 1
        order.save(update_fields=["status", "attempts"])
        payment = SandboxPayment.objects.create(
            id=razorpay_id("pay"),
            order=order,
            amount=order.amount,
            currency=order.currency,
            status="captured",
            method=method[:20] or "upi",
        )
    return {
        "razorpay_payment_id": payment.id,
        "razorpay_order_id": order.id,
        "razorpay_signature": gateway.payment_signature(
            gateway.SANDBOX_KEY_SECRET, order.id, payment.id
        ),
    }


def checkout_fail(*, key: str, order_id: str) -> tuple[SandboxPayment, dict]:
    """The "Fail" button: a failed attempt, answered as checkout's `payment.failed`."""
    _check_key(key)
    with transaction.atomic():
        order = _found(SandboxOrder.objects.select_for_update(), order_id)
        if order.status == "paid":
            raise Refused("This order has already been paid")
        order.status = "attempted"
        order.attempts += 1
        order.save(update_fields=["status", "attempts"])
        payment = SandboxPayment.objects.create(
            id=razorpay_id("pay"),
            order=order,
            amount=order.amount,
            currency=order.currency,
            status="failed",
            error_description="Payment failed because the sandbox's Fail button was pressed.",
        )
    entity = payment.entity()
    error = {
        "code": entity["error_code"],
        "description": entity["error_description"],
        "source": entity["error_source"],
        "step": entity["error_step"],
        "reason": entity["error_reason"],
        "metadata": {"order_id": order.id, "payment_id": payment.id},
    }
    return payment, {"error": error}


def _check_key(key: str) -> None:
    if not gateway.signature_matches(gateway.SANDBOX_KEY_ID, key):
        raise Refused("The api key provided is invalid", status=401)


# Webhooks.


def event_body(event: str, *, payment_id: str | None = None, refund_id: str | None = None) -> bytes:
    """A webhook body exactly as Razorpay shapes it, about the sandbox's current state."""
    if event not in EVENTS:
        raise Refused(f"Unknown event {event!r}: one of {', '.join(EVENTS)}")
    payload: dict = {}
    if event == "refund.processed":
        refund = _found(SandboxRefund, refund_id or "")
        payload["refund"] = {"entity": refund.entity()}
        payload["payment"] = {"entity": refund.payment.entity()}
    else:
        payment = _found(SandboxPayment, payment_id or "")
        payload["payment"] = {"entity": payment.entity()}
        if event == "order.paid":
            payload["order"] = {"entity": payment.order.entity()}
    body = {
        "entity": "event",
        "account_id": SANDBOX_ACCOUNT,
        "event": event,
        "contains": list(payload),
        "payload": payload,
        "created_at": unix_now(),
    }
    return json.dumps(body).encode()


def webhook_send(
    event: str,
    *,
    url: str = DEFAULT_WEBHOOK_URL,
    payment_id: str | None = None,
    refund_id: str | None = None,
    event_id: str | None = None,
    body: bytes | None = None,
) -> tuple[str, int]:
    """Send one signed webhook now, as Razorpay does: POST of the JSON body with
    X-Razorpay-Signature and X-Razorpay-Event-Id. `event_id` repeats an earlier delivery
    (Razorpay's retries keep the id); `body` resends given bytes. Returns (event id, status)."""
    if body is None:
        if event == "refund.processed" and refund_id:
            refund_process(refund_id)
        body = event_body(event, payment_id=payment_id, refund_id=refund_id)
    event_id = event_id or razorpay_id("evt")
    headers = {
        "Content-Type": "application/json",
        "X-Razorpay-Event-Id": event_id,
        "X-Razorpay-Signature": gateway.sign(gateway.SANDBOX_WEBHOOK_SECRET, body),
        "User-Agent": "Razorpay-Webhook/v1 (sandbox)",
    }
    response = requests.post(url, data=body, headers=headers, timeout=gateway.TIMEOUT)
    return event_id, response.status_code


def webhooks_send_later(url: str, events: list[tuple[str, dict]]) -> None:
    """Razorpay's webhooks come on their own, after the checkout dialog has answered: sent
    from a thread once this transaction is committed, so the dialog never waits for them.
    Bodies are made first, in this thread (a database read)."""

    def start() -> None:
        refunds = [ids["refund_id"] for event, ids in events if event == "refund.processed"]
        for refund_id in refunds:
            refund_process(refund_id)
        bodies = [(event, event_body(event, **ids)) for event, ids in events]
        threading.Thread(target=_deliver, args=(url, bodies), daemon=True).start()

    transaction.on_commit(start)


def _deliver(url: str, bodies: list[tuple[str, bytes]]) -> None:
    for event, body in bodies:
        try:
            webhook_send(event, url=url, body=body)
        except requests.RequestException:
            logger.warning("sandbox webhook %s to %s not delivered", event, url, exc_info=True)
