"""Razorpay's webhooks (/api/v1/payments/webhook). Razorpay delivers each event at least once,
retrying with the same X-Razorpay-Event-Id until it gets a 2xx, and in no promised order. So:
the signature is checked over the raw body; each event id is stored once and, once processed
to the end, later deliveries have no effect; and processing itself is idempotent (services.py
settles under the order's lock), so two deliveries racing, an order.paid after its
payment.captured, or a payment.captured after checkout's verify confirm the booking once."""

import contextlib
import json
import logging

from django.db.models import F
from django.utils import timezone

from marketplace.bookings.services import PlaceGone
from marketplace.errors import InvalidInput
from marketplace.payments import purposes, services, texts
from marketplace.payments.gateway import Gateway, PaymentFacts, webhook_signature_valid
from marketplace.payments.models import Order, WebhookEvent

logger = logging.getLogger(__name__)


def webhook_receive(
    *, body: bytes, signature: str | None, event_id: str | None, gateway: Gateway
) -> str:
    """One delivery. Returns what became of it: "processed", "duplicate" or "ignored"."""
    if not webhook_signature_valid(body, signature):
        raise InvalidInput(texts.BAD_WEBHOOK_SIGNATURE)
    try:
        event = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        raise InvalidInput(texts.BAD_WEBHOOK) from None
    valid = (
        isinstance(event, dict)
        and isinstance(event.get("event"), str)
        and isinstance(event.get("payload"), dict)
        and event_id
        and len(event_id) <= 64
    )
    if not valid:
        raise InvalidInput(texts.BAD_WEBHOOK)
    stored, created = WebhookEvent.objects.get_or_create(
        event_id=event_id, defaults={"type": event["event"][:60], "payload": event}
    )
    if not created:
        WebhookEvent.objects.filter(pk=stored.pk).update(deliveries=F("deliveries") + 1)
        if stored.processed_at is not None:
            return "duplicate"
    outcome = _process(event["event"], event["payload"], gateway)
    WebhookEvent.objects.filter(pk=stored.pk, processed_at__isnull=True).update(
        processed_at=timezone.now()
    )
    return outcome


def _entity(payload: dict, name: str) -> dict:
    entity = (payload.get(name) or {}).get("entity")
    if not isinstance(entity, dict) or "id" not in entity:
        raise InvalidInput(texts.BAD_WEBHOOK)
    return entity


def _order_of(facts: PaymentFacts) -> Order | None:
    order = Order.objects.filter(razorpay_order_id=facts.order_id).first()
    if order is None:
        # Another integration's payment on the same Razorpay account: not ours to act on.
        logger.info("webhook about payment %s of unknown order %s", facts.id, facts.order_id)
    return order


def _process(kind: str, payload: dict, gateway: Gateway) -> str:
    try:
        if kind in ("payment.captured", "order.paid"):
            facts = PaymentFacts.of(_entity(payload, "payment"))
            order = _order_of(facts)
            if order is None:
                return "ignored"
            # PlaceGone: refunded, which is the whole answer to a payment for a gone time.
            with contextlib.suppress(PlaceGone, purposes.Unfulfillable):
                services.payment_settle(order=order, facts=facts, verified=False, gateway=gateway)
            return "processed"
        if kind == "payment.failed":
            facts = PaymentFacts.of(_entity(payload, "payment"))
            order = _order_of(facts)
            if order is None:
                return "ignored"
            services.payment_fail(order=order, facts=facts)
            return "processed"
        if kind == "refund.processed":
            refund = _entity(payload, "refund")
            services.refund_processed(
                refund_id=str(refund["id"]),
                payment_id=str(refund.get("payment_id") or ""),
                amount_paise=int(refund["amount"]),
            )
            return "processed"
    except (KeyError, TypeError, ValueError):
        raise InvalidInput(texts.BAD_WEBHOOK) from None
    return "ignored"
