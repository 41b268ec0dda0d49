"""Razorpay's webhooks (/api/v1/payments/webhook). Razorpay delivers each event at least once,
retrying with the same X-Razorpay-Event-Id until it gets a 2xx, and in no promised order. So:
the signature is checked over the raw body (with the current secret, or the previous one
while deliveries signed before a change may still come); the body must be plain JSON of
Razorpay's shape (no NaN, no infinities, no deep nesting, fields of the right types), else 400;
each event id is stored once and, once processed to the end, later deliveries have no
effect; and processing itself is idempotent (services.py settles under the order's lock), so
two deliveries racing, an order.paid after its payment.captured, or a payment.captured after
checkout's verify confirm the booking once.

An event that cannot be applied yet is kept, never dropped: a `refund.processed` of a payment
not captured here yet waits (WebhookEvent.waiting). Razorpay is asked for that payment at
once, and a captured one is settled first, then the refund applied; otherwise the refund is
applied as soon as the payment's capture is recorded (services.payment_settle), and the
worker asks Razorpay again every few minutes (tasks.py). Whatever order the events come in,
a payment ends in the state the natural order gives."""

import contextlib
import json
import logging
import math

from django.db.models import F
from django.utils import timezone

from kernel.errors import InvalidInput
from marketplace.payments import services, texts
from marketplace.payments.gateway import (
    Gateway,
    GatewayUnavailable,
    PaymentFacts,
    RefundFacts,
    webhook_signature_valid,
)
from marketplace.payments.models import Order, WebhookEvent
from marketplace.payments.purposes import Unfulfillable

logger = logging.getLogger(__name__)

# Razorpay's events nest five levels or so; anything far deeper is not one of theirs.
MAX_DEPTH = 20


def webhook_receive(
    *, body: bytes, signature: str | None, event_id: str | None, gateway: Gateway
) -> str:
    """One delivery. Returns what became of it: "processed", "duplicate", "waiting" (kept
    until its payment is captured) or "ignored" (not ours)."""
    if not webhook_signature_valid(body, signature):
        raise InvalidInput(texts.BAD_WEBHOOK_SIGNATURE)
    event = _parsed(body)
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
    return _apply(stored, gateway)


def _parsed(body: bytes):
    """Strict JSON: NaN, Infinity and numbers beyond a float are no JSON of Razorpay's (and
    no database stores them), nor is nesting deeper than MAX_DEPTH."""

    def refuse(constant: str):
        raise ValueError(f"{constant} is not a JSON number")

    def finite(text: str) -> float:
        number = float(text)
        if not math.isfinite(number):
            raise ValueError(f"{text:.20} is beyond a number")
        return number

    try:
        event = json.loads(body, parse_constant=refuse, parse_float=finite)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise InvalidInput(texts.BAD_WEBHOOK) from None
    if _depth(event) > MAX_DEPTH:
        raise InvalidInput(texts.BAD_WEBHOOK)
    return event


def _depth(value) -> int:
    deepest, level = 0, [(value, 1)]
    while level:
        item, depth = level.pop()
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            break
        children = (
            item.values() if isinstance(item, dict) else item if isinstance(item, list) else ()
        )
        level.extend((child, depth + 1) for child in children)
    return deepest


def _apply(stored: WebhookEvent, gateway: Gateway) -> str:
    """Process a stored event to the end, or keep it waiting."""
    event = stored.payload
    outcome = _process(stored, event["event"], event["payload"], gateway)
    if outcome == "waiting":
        WebhookEvent.objects.filter(pk=stored.pk).update(waiting=True)
        logger.warning("webhook %s waits for payment %s", stored.event_id, stored.payment_id)
    else:
        WebhookEvent.objects.filter(pk=stored.pk, processed_at__isnull=True).update(
            processed_at=timezone.now(), waiting=False
        )
    return outcome


def waiting_apply(gateway: Gateway) -> int:
    """The worker's sweep: every waiting event tried again (Razorpay asked for its payment).
    Returns how many were applied."""
    applied = 0
    for stored in WebhookEvent.objects.filter(waiting=True, processed_at__isnull=True):
        applied += _apply(stored, gateway) != "waiting"
    return applied


def _entity(payload: dict, name: str) -> dict:
    wrapper = payload.get(name)
    entity = wrapper.get("entity") if isinstance(wrapper, dict) else None
    if not isinstance(entity, dict):
        raise InvalidInput(texts.BAD_WEBHOOK)
    return entity


def _order_of(facts: PaymentFacts) -> Order | None:
    order = Order.objects.filter(razorpay_order_id=facts.order_id).first()
    if order is None:
        # Another integration's payment on the same Razorpay account: not ours to act on.
        logger.info("webhook about payment %s of unknown order %s", facts.id, facts.order_id)
    return order


def _about(stored: WebhookEvent, payment_id: str) -> None:
    if stored.payment_id != payment_id:
        stored.payment_id = payment_id
        WebhookEvent.objects.filter(pk=stored.pk).update(payment_id=payment_id)


def _process(stored: WebhookEvent, kind: str, payload: dict, gateway: Gateway) -> str:
    try:
        if kind in ("payment.captured", "order.paid", "payment.failed"):
            facts = PaymentFacts.of(_entity(payload, "payment"))
            _about(stored, facts.id)
            order = _order_of(facts)
            if order is None:
                return "ignored"
            if kind == "payment.failed":
                services.payment_fail(order=order, facts=facts)
            else:
                # Unfulfillable: refunded, the whole answer to a payment for a thing gone.
                with contextlib.suppress(Unfulfillable):
                    services.payment_settle(
                        order=order, facts=facts, verified=False, gateway=gateway
                    )
            return "processed"
        if kind == "refund.processed":
            refund = RefundFacts.of(_entity(payload, "refund"))
            _about(stored, refund.payment_id)
            try:
                if services.refund_processed(refund) is not None:
                    return "processed"
            except services.RefundRefused:
                logger.exception("webhook %s: a refund beyond what was captured", stored.event_id)
                return "ignored"  # stored, and logged for finance; never recorded
            # Kept before anything else is tried, so a crash past here loses nothing.
            WebhookEvent.objects.filter(pk=stored.pk).update(waiting=True)
            _payment_asked_for(refund.payment_id, gateway)
            return "processed" if services.refund_processed(refund) is not None else "waiting"
    except ValueError:
        raise InvalidInput(texts.BAD_WEBHOOK) from None
    return "ignored"


def _payment_asked_for(payment_id: str, gateway: Gateway) -> None:
    """A refund came before its payment's capture: Razorpay is asked for the payment, and a
    captured one of ours is settled first (as its own payment.captured would have been)."""
    try:
        facts = gateway.payment_fetch(payment_id)
    except (GatewayUnavailable, InvalidInput):  # not answering, or no payment it knows
        return
    order = _order_of(facts)
    if order is not None and facts.status in services.CAPTURED_AT_GATEWAY:
        with contextlib.suppress(Unfulfillable):
            services.payment_settle(order=order, facts=facts, verified=False, gateway=gateway)
