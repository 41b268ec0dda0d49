"""Every write of the payments area: orders for whatever can be bought (purposes.py), payments
settled from checkout's answer (verify) or from Razorpay's webhooks (webhooks.py), and
refunds.

A payment is settled under its order's row lock, so checkout's answer and any number of
webhooks about it, in any order and at once, fulfil its purpose once and refund at most once.
Locks are taken order, then payment/refund rows, then the purpose's own rows (a window, an
event), by every caller, so they queue instead of deadlocking."""

import datetime
import logging
from dataclasses import dataclass

from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from kernel import money
from kernel.errors import InvalidInput, NotFound, invalid_fields
from kernel.history.services import transition
from kernel.kept import Kept
from kernel.locking import contended, lock, wait_at_most
from marketplace.payments import observers, texts
from marketplace.payments.gateway import (
    Gateway,
    GatewayRefused,
    GatewayUnavailable,
    PaymentFacts,
    RefundFacts,
)
from marketplace.payments.models import Order, Payment, Refund, WebhookEvent
from marketplace.payments.purposes import Unfulfillable, purposes
from marketplace.tax.services import compact, gstin_error

logger = logging.getLogger(__name__)

CURRENCY = "INR"


class RefundRefused(InvalidInput):
    """A refund that would give back more than is left of its payment."""


OrderStatus, PaymentStatus, RefundStatus = Order.Status, Payment.Status, Refund.Status

# Razorpay's capture states: "refunded" was captured first.
CAPTURED_AT_GATEWAY = ("captured", "refunded")


def _move(obj, move: str) -> None:
    # The system moves money states (a gateway's answer), never a person: no actor.
    transition(obj, move, by=None)


@dataclass(frozen=True)
class Billing:
    """The client's business for a business invoice, as checked by `billing_checked`: a valid
    GSTIN and the name it is registered in (both empty: an invoice to the person)."""

    gstin: str = ""
    name: str = ""


NO_BILLING = Billing()
BUSINESS_NAME_MAX = 120


def billing_checked(*, gstin: str, name: str) -> Billing:
    """Checkout's optional business details, tidied, or InvalidInput on each field: called
    before anything of the purchase is written."""
    gstin, name = compact(gstin), " ".join((name or "").split())
    errors = {}
    if gstin and (message := gstin_error(gstin)):
        errors["gstin"] = message
    if gstin and not name:
        errors["business_name"] = texts.ENTER_BUSINESS_NAME
    if name and not gstin:
        errors["gstin"] = texts.ENTER_GSTIN
    if len(name) > BUSINESS_NAME_MAX:
        errors["business_name"] = texts.BUSINESS_NAME_TOO_LONG
    if errors:
        raise invalid_fields({field: str(message) for field, message in errors.items()})
    return Billing(gstin=gstin, name=name)


def order_open(
    *,
    client,
    purpose: str,
    purpose_id: int,
    amount_paise: int,
    receipt: str,
    gateway: Gateway,
    billing: Billing = NO_BILLING,
) -> Order:
    """The Razorpay order for one thing (a registered `purpose` and its id), for the price
    its area stored (never an amount from the browser). An open order of the same thing is
    reused (a second "Pay Now" after a dismissed or failed checkout), so nothing is paid
    through two orders; it carries the business details of the latest "Pay" (`billing`),
    which its invoice copies at capture."""
    reusable = Order.objects.filter(
        purpose=purpose,
        purpose_id=purpose_id,
        client_id=client.pk,
        amount_paise=amount_paise,
        status__in=(OrderStatus.CREATED, OrderStatus.FAILED),
    ).first()
    if reusable is not None:
        if (reusable.billing_gstin, reusable.billing_name) != (billing.gstin, billing.name):
            reusable.billing_gstin, reusable.billing_name = billing.gstin, billing.name
            # Only while it is unpaid: a capture that came meanwhile keeps what it was paid with.
            Order.objects.filter(
                pk=reusable.pk, status__in=(OrderStatus.CREATED, OrderStatus.FAILED)
            ).update(billing_gstin=billing.gstin, billing_name=billing.name)
        return reusable
    entity = gateway.order_create(
        amount_paise=amount_paise,
        currency=CURRENCY,
        receipt=receipt,
        notes={f"{purpose}_id": str(purpose_id), "client_id": str(client.pk)},
    )
    if int(entity.get("amount", -1)) != amount_paise:
        raise GatewayUnavailable()
    return Order.objects.create(
        razorpay_order_id=str(entity["id"]),
        amount_paise=amount_paise,
        currency=CURRENCY,
        client=client,
        receipt=receipt,
        purpose=purpose,
        purpose_id=purpose_id,
        billing_gstin=billing.gstin,
        billing_name=billing.name,
    )


def payment_verify(
    *, client, order_id: str, payment_id: str, signature: str, gateway: Gateway
) -> Order:
    """Checkout's answer: the signature first (a forged answer learns nothing, not even
    whether the order exists), then Razorpay's own record of the payment, then settle.
    Returns the paid order; Unfulfillable (409) after refunding when its thing is gone."""
    if not gateway.payment_signature_valid(
        order_id=order_id, payment_id=payment_id, signature=signature
    ):
        raise InvalidInput(texts.VERIFICATION_FAILED)
    order = Order.objects.filter(razorpay_order_id=order_id, client_id=client.pk).first()
    if order is None:
        raise NotFound(texts.ORDER_NOT_FOUND)
    facts = gateway.payment_fetch(payment_id)
    return payment_settle(order=order, facts=facts, verified=True, gateway=gateway)


def payment_settle(*, order: Order, facts: PaymentFacts, verified: bool, gateway: Gateway) -> Order:
    """A captured payment of `order`: recorded, then its purpose fulfilled, or refunded in
    full when that cannot be (the purpose's Unfulfillable is raised after the refund
    commits). A second payment for a thing already paid is refunded. Idempotent."""
    if facts.order_id != order.razorpay_order_id or facts.amount_paise != order.amount_paise:
        raise InvalidInput(texts.PAYMENT_MISMATCH)
    if facts.status not in CAPTURED_AT_GATEWAY:
        raise InvalidInput(texts.PAYMENT_NOT_CAPTURED)
    payment = _record_capture(order, facts, verified=verified)
    try:
        return _fulfil(order, payment, gateway)
    finally:
        # What Razorpay said of this payment before its capture reached us (webhooks.py).
        _waiting_refunds_apply(payment)


def _fulfil(order: Order, payment: Payment, gateway: Gateway) -> Order:
    purpose = purposes[order.purpose]
    with contended(), transaction.atomic():
        lock(order)
        payment.refresh_from_db()
        if payment.status == PaymentStatus.REFUNDED:
            raise Unfulfillable(texts.REFUNDED_ALREADY)  # settled before: the money went back
        try:
            paid_with = purpose.fulfil(order.purpose_id, payment.razorpay_payment_id)
        except Unfulfillable as gone:
            _refund(payment, reason=texts.REFUND_PLACE_GONE, gateway=gateway)
            refusal = gone
        else:
            if paid_with != payment.razorpay_payment_id:
                # Paid already through another payment (two tabs): this one goes back.
                _refund(payment, reason=texts.REFUND_DUPLICATE, gateway=gateway)
            return order
    raise refusal


def _record_capture(order: Order, facts: PaymentFacts, *, verified: bool) -> Payment:
    with contended(), transaction.atomic():
        lock(order)
        payment, _ = Payment.objects.get_or_create(
            razorpay_payment_id=facts.id,
            defaults={"order": order, "amount_paise": facts.amount_paise, "method": facts.method},
        )
        changed = []
        if verified and not payment.signature_verified:
            payment.signature_verified = True
            changed.append("signature_verified")
        captured_now = payment.status in (PaymentStatus.CREATED, PaymentStatus.FAILED)
        if captured_now:
            payment.captured_at = timezone.now()
            payment.method = facts.method or payment.method
            changed += ["captured_at", "method"]
            _move(payment, "capture")
        if changed:
            payment.save(update_fields=[*changed, "updated_at"])
        if captured_now:
            observers.payment_captured(payment)
        if Order.MOVES["pay"].allows(order.status):
            _move(order, "pay")
    return payment


def payment_fail(*, order: Order, facts: PaymentFacts) -> Payment:
    """A failed attempt (payment.failed): recorded; the order stays payable."""
    with contended(), transaction.atomic():
        lock(order)
        payment, _ = Payment.objects.get_or_create(
            razorpay_payment_id=facts.id,
            defaults={"order": order, "amount_paise": facts.amount_paise, "method": facts.method},
        )
        # Late news of a failure never undoes a capture that came first.
        if payment.status == PaymentStatus.CREATED:
            payment.error = facts.error
            payment.save(update_fields=["error", "updated_at"])
            _move(payment, "fail")
        if order.status == OrderStatus.CREATED:
            _move(order, "fail")
    return payment


def _refund(
    payment: Payment, *, reason: str, gateway: Gateway, amount_paise: int | None = None, by=None
) -> Refund:
    """Give the payment back (what is left of it unless `amount_paise` says less). Called
    under the order's lock: the intent is recorded here and counted at once, so nothing is
    refunded twice or beyond what was captured, and it is sent to Razorpay once the caller's
    transaction commits (refund_send), never while the lock is held. A process that dies in
    between leaves it requested, and the worker sends it (refunds_unsent_send)."""
    amount = refundable_paise(payment) if amount_paise is None else amount_paise
    refund = Refund.objects.create(
        payment=payment, amount_paise=amount, reason=reason[:200], requested_by=by,
        status=RefundStatus.REQUESTED,
    )  # fmt: skip
    refund.ref = f"refund-{refund.pk}"
    refund.save(update_fields=["ref"])
    # Robust: a send that fails after the commit is logged and left requested for the worker,
    # and the callbacks after it (the frames and day-cache drops: kernel/atcommit.py) still run.
    transaction.on_commit(lambda: refund_send(refund.pk, gateway), robust=True)
    logger.info("refund of %s of %s asked (%s)", amount, payment.razorpay_payment_id, reason)
    return refund


# A send that has not answered within this long is taken to have died: it may be tried again.
SEND_LEASE = datetime.timedelta(minutes=2)


def refund_send(refund_id: int, gateway: Gateway) -> Refund | None:
    """Send a requested refund to Razorpay, outside any transaction. Claimed first, so two
    senders never send it at once; a retry first asks Razorpay for the payment's refunds and
    takes the one carrying our ref, so a refund that reached Razorpay is never made twice.
    Razorpay refusing it fails it (finance sees it); not answering leaves it for the worker."""
    now = timezone.now()
    claimed = (
        Refund.objects.filter(pk=refund_id, status=RefundStatus.REQUESTED)
        .filter(Q(sending_since__isnull=True) | Q(sending_since__lt=now - SEND_LEASE))
        .update(sending_since=now, attempts=F("attempts") + 1)
    )
    if not claimed:
        return None  # sent already, or being sent
    refund = Refund.objects.select_related("payment__order").get(pk=refund_id)
    payment = refund.payment
    try:
        entity = _at_gateway(refund, gateway) if refund.attempts > 1 else None
        entity = entity or gateway.refund_create(
            payment_id=payment.razorpay_payment_id, amount_paise=refund.amount_paise,
            notes={"reason": refund.reason, "refund_ref": refund.ref},
        )  # fmt: skip
    except GatewayRefused as refused:
        logger.error("refund %s refused by Razorpay: %s", refund.ref, refused.message)
        with contended(), transaction.atomic():
            lock(payment.order)
            _move(refund, "fail")
        return refund
    except GatewayUnavailable:
        logger.warning("refund %s not sent: Razorpay is not answering", refund.ref)
        Refund.objects.filter(pk=refund.pk).update(sending_since=None)
        return None
    return _refund_taken(refund, str(entity["id"]), processed=entity.get("status") == "processed")


def _at_gateway(refund: Refund, gateway: Gateway) -> dict | None:
    for entity in gateway.refunds_of(refund.payment.razorpay_payment_id):
        if (entity.get("notes") or {}).get("refund_ref") == refund.ref:
            return entity
    return None


def _refund_taken(refund: Refund, razorpay_refund_id: str, *, processed: bool) -> Refund:
    """Razorpay has the refund: its id recorded, the payment's states and the ledger moved.
    Idempotent (its answer and its webhook may both bring the news)."""
    payment = refund.payment
    with contended(), transaction.atomic():
        lock(payment.order)
        refund.refresh_from_db()
        if refund.status == RefundStatus.REQUESTED:
            refund.razorpay_refund_id = razorpay_refund_id
            refund.sending_since = None
            refund.save(update_fields=["razorpay_refund_id", "sending_since", "updated_at"])
            _move(refund, "send")
            payment.refresh_from_db()
            _mark_refunded(payment)
            observers.payment_refunded(refund)
            logger.info("refunded %s of %s", refund.amount_paise, payment.razorpay_payment_id)
        if processed and refund.status == RefundStatus.PENDING:
            _move(refund, "process")
    return refund


def refunds_unsent_send(gateway: Gateway) -> int:
    """The worker's sweep: requested refunds whose sender died or found Razorpay away."""
    due = Refund.objects.filter(status=RefundStatus.REQUESTED).filter(
        Q(sending_since__isnull=True) | Q(sending_since__lt=timezone.now() - SEND_LEASE)
    )
    return sum(
        refund_send(pk, gateway) is not None for pk in list(due.values_list("pk", flat=True))
    )


def refundable_paise(payment: Payment) -> int:
    """What is left to give back of a captured payment (refunds asked for count already)."""
    if payment.status != PaymentStatus.CAPTURED:
        return 0
    given = payment.refunds.filter(status__in=Refund.GIVEN).values_list("amount_paise", flat=True)
    return max(0, payment.amount_paise - sum(given))


def payment_refund(*, payment_id: int, amount_paise: int, reason: str, by, gateway: Gateway):
    """A refund staff give from the back office: all or part of what is left of a captured
    payment, with a reason, recorded with who asked. Under the order's lock, so two staff
    refunding at once never give back more than was paid."""
    reason = reason.strip()
    if not reason:
        raise InvalidInput(texts.ENTER_REFUND_REASON, fields={"reason": texts.ENTER_REFUND_REASON})
    if amount_paise <= 0:
        raise InvalidInput(texts.REFUND_AMOUNT, fields={"amount": texts.REFUND_AMOUNT})
    payment = Payment.objects.filter(pk=payment_id).select_related("order").first()
    if payment is None:
        raise NotFound(texts.PAYMENT_NOT_FOUND)
    with contended(), transaction.atomic():
        lock(payment.order)
        payment.refresh_from_db()
        left = refundable_paise(payment)
        if amount_paise > left:
            message = texts.REFUND_TOO_MUCH.format(left=money.rupees_text(left))
            raise InvalidInput(message, fields={"amount": message})
        return _refund(payment, reason=reason, gateway=gateway, amount_paise=amount_paise, by=by)


def _mark_refunded(payment: Payment) -> None:
    at_razorpay = payment.refunds.filter(status__in=(RefundStatus.PENDING, RefundStatus.PROCESSED))
    refunded = sum(at_razorpay.values_list("amount_paise", flat=True))
    if refunded < payment.amount_paise:
        return
    if payment.status == PaymentStatus.CAPTURED:
        _move(payment, "refund")
    order = payment.order
    if (
        order.status == OrderStatus.PAID
        and not order.payments.filter(status=PaymentStatus.CAPTURED).exclude(pk=payment.pk).exists()
    ):
        _move(order, "refund")


def refund_processed(facts: RefundFacts) -> Refund | None:
    """Razorpay's "refund.processed": ours, or one made at Razorpay's dashboard (recorded).
    None while its payment is not captured here: the caller keeps the event waiting (it is
    applied once the capture is recorded, `_waiting_refunds_apply`). A refund that would take
    back more than was captured is never recorded (RefundRefused)."""
    payment = Payment.objects.filter(razorpay_payment_id=facts.payment_id).select_related("order")
    payment = payment.first()
    if payment is None:
        return None
    with contended(), transaction.atomic():
        lock(payment.order)
        payment.refresh_from_db()
        known = Refund.objects.filter(razorpay_refund_id=facts.id).first()
        if known is None and facts.ref:
            ours = Refund.objects.filter(ref=facts.ref, payment=payment).first()
            if ours is not None:  # our refund, whose answer has not been recorded yet
                return _refund_taken(ours, facts.id, processed=True)
        if known is None and payment.status not in (PaymentStatus.CAPTURED, PaymentStatus.REFUNDED):
            return None
        if known is None and facts.amount_paise > refundable_paise(payment):
            raise RefundRefused(texts.REFUND_BEYOND_CAPTURE.format(refund=facts.id))
        refund = known or Refund.objects.create(
            razorpay_refund_id=facts.id, payment=payment, amount_paise=facts.amount_paise,
            reason="Razorpay",
        )  # fmt: skip
        if refund.status == RefundStatus.PENDING:
            _move(refund, "process")
        if known is None:
            _mark_refunded(payment)
            observers.payment_refunded(refund)
    return refund


def _waiting_refunds_apply(payment: Payment) -> None:
    """The refunds that came before this payment's capture, now that it is recorded."""
    waiting = WebhookEvent.objects.filter(
        waiting=True, processed_at__isnull=True, payment_id=payment.razorpay_payment_id,
        type="refund.processed",
    )  # fmt: skip
    for stored in waiting:
        try:
            facts = RefundFacts.of(stored.payload["payload"]["refund"]["entity"])
            applied = refund_processed(facts) is not None
        except RefundRefused:
            logger.exception("waiting webhook %s refused", stored.event_id)
            applied = True  # stored and logged; applying it again would refuse it again
        if applied:
            WebhookEvent.objects.filter(pk=stored.pk).update(
                waiting=False, processed_at=timezone.now()
            )


# A thing's orders, locked in key order as they are read (every cancel and reject): one
# statement, its SQL kept.
_ORDERS_LOCKED = Kept(
    lambda purpose, purpose_id: (
        Order.objects.filter(purpose=purpose, purpose_id=purpose_id)
        .order_by("pk")
        .select_for_update(of=("self",))
        .values_list("pk")
    ),
    purpose=str,
    purpose_id=int,
)


def payments_lock(*, purpose: str, purpose_id: int) -> None:
    """The thing's orders locked, so no payment of it settles while its area decides whether
    to give the money back (the house's lock order: orders before the area's own rows)."""
    wait_at_most()
    _ORDERS_LOCKED.rows(purpose=purpose, purpose_id=purpose_id)


def refund_in_full(*, purpose: str, purpose_id: int, reason: str, gateway: Gateway) -> int:
    """Every captured payment of the thing back in full (what is left of each), under the
    locks taken by `payments_lock`. Returns the paise refunded now."""
    return refund_up_to(
        purpose=purpose, purpose_id=purpose_id, amount_paise=None, reason=reason,
        gateway=gateway,
    )  # fmt: skip


def refund_up_to(
    *, purpose: str, purpose_id: int, amount_paise: int | None, reason: str, gateway: Gateway
) -> int:
    """At most `amount_paise` (None: all) of the thing's captured payments back, from what is
    left of each, as partial refunds where less is due (a cancellation policy's share), under
    the locks taken by `payments_lock`. Returns the paise refunded now."""
    if amount_paise is not None and amount_paise <= 0:
        return 0  # nothing due: no statement
    refunded = 0
    payments = Payment.objects.filter(
        order__purpose=purpose, order__purpose_id=purpose_id, status=PaymentStatus.CAPTURED
    ).select_related("order")
    for payment in payments:
        left = refundable_paise(payment)  # what staff gave back already is not given again
        if amount_paise is not None:
            left = min(left, amount_paise - refunded)
        if left > 0:
            refunded += _refund(
                payment, reason=reason, gateway=gateway, amount_paise=left
            ).amount_paise
    return refunded
