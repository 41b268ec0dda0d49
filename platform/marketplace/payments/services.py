"""Every write of the payments area: orders for appointments, payments settled from
checkout's answer (verify) or from Razorpay's webhooks (webhooks.py), and refunds.

A payment is settled under its order's row lock, so checkout's answer and any number of
webhooks about it, in any order and at once, confirm the booking once and refund at most
once. Locks are taken order, then payment/refund rows, then (in bookings) the window, by
every caller, so they queue instead of deadlocking."""

import logging

from django.db import transaction
from django.utils import timezone

from marketplace import money
from marketplace.bookings.queries import payable_appointment
from marketplace.bookings.services import PlaceGone, appointment_payment_confirm
from marketplace.errors import InvalidInput, NotFound
from marketplace.history.services import transition
from marketplace.locking import contended, lock, lock_rows
from marketplace.payments import observers, purposes, texts
from marketplace.payments.gateway import Gateway, GatewayUnavailable, PaymentFacts
from marketplace.payments.models import Order, Payment, Refund

logger = logging.getLogger(__name__)

CURRENCY = "INR"
OrderStatus, PaymentStatus, RefundStatus = Order.Status, Payment.Status, Refund.Status

# A failed attempt leaves the order open: the client may pay it again.
ORDER_PAY = {OrderStatus.CREATED: {OrderStatus.PAID}, OrderStatus.FAILED: {OrderStatus.PAID}}
ORDER_FAIL = {OrderStatus.CREATED: {OrderStatus.FAILED}}
ORDER_REFUND = {OrderStatus.PAID: {OrderStatus.REFUNDED}}
# Razorpay can report a payment failed and then capture it after all (a late bank answer).
PAYMENT_CAPTURE = {
    PaymentStatus.CREATED: {PaymentStatus.CAPTURED},
    PaymentStatus.FAILED: {PaymentStatus.CAPTURED},
}
PAYMENT_FAIL = {PaymentStatus.CREATED: {PaymentStatus.FAILED}}
PAYMENT_REFUND = {PaymentStatus.CAPTURED: {PaymentStatus.REFUNDED}}
REFUND_PROCESS = {RefundStatus.PENDING: {RefundStatus.PROCESSED}}
# Razorpay's capture states: "refunded" was captured first.
CAPTURED_AT_GATEWAY = ("captured", "refunded")


def _move(obj, to: str, allowed) -> None:
    # The system moves money states (a gateway's answer), never a person: no actor.
    transition(obj, field="status", to=to, by=None, allowed=allowed)


def order_for_appointment(*, client, appointment_id: int, gateway: Gateway) -> Order:
    """The Razorpay order to pay this client's hold with. The hold is checked first, so
    checkout is never opened for a time that is gone; the amount is the appointment's stored
    price. An open order of the same hold is reused (a second "Pay Now" after a dismissed or
    failed checkout), so one hold is not paid through two orders."""
    appointment = payable_appointment(client=client, appointment_id=appointment_id)
    order = order_open(
        client=client, amount_paise=appointment.price_paise, purpose={"appointment": appointment},
        receipt=f"appointment-{appointment.pk}", gateway=gateway,
    )  # fmt: skip
    order.appointment = appointment
    return order


def order_open(*, client, amount_paise: int, purpose: dict, receipt: str, gateway) -> Order:
    """The Razorpay order for one thing (`purpose`: {"appointment": ...} or
    {"event_booking_id": ...}), for its stored price. An open order of the same thing is
    reused (a second "Pay Now" after a dismissed or failed checkout), so nothing is paid
    through two orders."""
    reusable = Order.objects.filter(
        **purpose,
        client_id=client.pk,
        amount_paise=amount_paise,
        status__in=(OrderStatus.CREATED, OrderStatus.FAILED),
    ).first()
    if reusable is not None:
        return reusable
    notes = {name.removesuffix("_id") + "_id": str(getattr(value, "pk", value))
             for name, value in purpose.items()}  # fmt: skip
    entity = gateway.order_create(
        amount_paise=amount_paise,
        currency=CURRENCY,
        receipt=receipt,
        notes={**notes, "client_id": str(client.pk)},
    )
    if int(entity.get("amount", -1)) != amount_paise:
        raise GatewayUnavailable()
    return Order.objects.create(
        razorpay_order_id=str(entity["id"]),
        amount_paise=amount_paise,
        currency=CURRENCY,
        client=client,
        receipt=receipt,
        **purpose,
    )


def payment_verify(*, client, order_id: str, payment_id: str, signature: str, gateway: Gateway):
    """Checkout's answer: the signature first (a forged answer learns nothing, not even
    whether the order exists), then Razorpay's own record of the payment, then settle.
    Returns the paid appointment; PlaceGone (409) after refunding when its time is gone."""
    if not gateway.payment_signature_valid(
        order_id=order_id, payment_id=payment_id, signature=signature
    ):
        raise InvalidInput(texts.VERIFICATION_FAILED)
    order = Order.objects.filter(razorpay_order_id=order_id, client_id=client.pk).first()
    if order is None:
        raise NotFound(texts.ORDER_NOT_FOUND)
    facts = gateway.payment_fetch(payment_id)
    return payment_settle(order=order, facts=facts, verified=True, gateway=gateway)


def payment_settle(*, order: Order, facts: PaymentFacts, verified: bool, gateway: Gateway):
    """A captured payment of `order`: recorded, then its purpose fulfilled (the appointment
    confirmed), or refunded in full when that cannot be. Idempotent."""
    if facts.order_id != order.razorpay_order_id or facts.amount_paise != order.amount_paise:
        raise InvalidInput(texts.PAYMENT_MISMATCH)
    if facts.status not in CAPTURED_AT_GATEWAY:
        raise InvalidInput(texts.PAYMENT_NOT_CAPTURED)
    payment = _record_capture(order, facts, verified=verified)
    if order.event_booking_id is not None:
        return _fulfil_event(order, payment, gateway)
    if order.appointment_id is None:
        return None
    refund_reason = None
    with contended(), transaction.atomic():
        lock(order)
        payment.refresh_from_db()
        if payment.status == PaymentStatus.REFUNDED:
            # Settled before: the time was gone and the money went back.
            refund_reason = texts.REFUNDED_ALREADY
        else:
            try:
                appointment = appointment_payment_confirm(
                    appointment_id=order.appointment_id, payment_ref=payment.razorpay_payment_id
                )
            except PlaceGone:
                refund_reason = texts.REFUND_PLACE_GONE
            else:
                if appointment.payment_ref == payment.razorpay_payment_id:
                    return appointment
                # Paid already through another payment (two tabs): this one goes back.
                _refund(payment, reason=texts.REFUND_DUPLICATE, gateway=gateway)
                return appointment
            _refund(payment, reason=refund_reason, gateway=gateway)
    raise PlaceGone()


def _fulfil_event(order: Order, payment: Payment, gateway: Gateway):
    """An event seat's payment: the events area confirms the seat, or it is refunded in
    full (the seat is gone; or the seat was paid by another payment). Returns the order."""
    with contended(), transaction.atomic():
        lock(order)
        payment.refresh_from_db()
        if payment.status == PaymentStatus.REFUNDED:
            raise purposes.Unfulfillable(texts.REFUNDED_ALREADY)
        try:
            paid_with = purposes.event_booking_fulfil(
                order.event_booking_id, payment.razorpay_payment_id
            )
        except purposes.Unfulfillable as gone:
            _refund(payment, reason=texts.REFUND_PLACE_GONE, gateway=gateway)
            refusal = gone
        else:
            if paid_with != payment.razorpay_payment_id:
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
            _move(payment, PaymentStatus.CAPTURED, PAYMENT_CAPTURE)
        if changed:
            payment.save(update_fields=[*changed, "updated_at"])
        if captured_now:
            observers.payment_captured(payment)
        if order.status in ORDER_PAY:
            _move(order, OrderStatus.PAID, ORDER_PAY)
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
            _move(payment, PaymentStatus.FAILED, PAYMENT_FAIL)
        if order.status == OrderStatus.CREATED:
            _move(order, OrderStatus.FAILED, ORDER_FAIL)
    return payment


def _refund(
    payment: Payment, *, reason: str, gateway: Gateway, amount_paise: int | None = None, by=None
) -> Refund:
    """Give the payment back (all of it unless `amount_paise` says less). Called under the
    order's lock, so it happens once; the gateway is asked inside the lock for that reason.
    When it does not answer, nothing is recorded and the next verify or webhook delivery (or
    the person) tries again."""
    entity = gateway.refund_create(
        payment_id=payment.razorpay_payment_id,
        amount_paise=payment.amount_paise if amount_paise is None else amount_paise,
        notes={"reason": reason},
    )
    refund = Refund.objects.create(
        razorpay_refund_id=str(entity["id"]),
        payment=payment,
        amount_paise=int(entity["amount"]),
        reason=reason[:200],
        requested_by=by,
    )
    if entity.get("status") == "processed":
        _move(refund, RefundStatus.PROCESSED, REFUND_PROCESS)
    _mark_refunded(payment)
    observers.payment_refunded(refund)
    logger.info("refunded %s of %s (%s)", refund.amount_paise, payment.razorpay_payment_id, reason)
    return refund


def refundable_paise(payment: Payment) -> int:
    """What is left to give back of a captured payment."""
    if payment.status != PaymentStatus.CAPTURED:
        return 0
    refunded = sum(payment.refunds.values_list("amount_paise", flat=True))
    return max(0, payment.amount_paise - refunded)


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
    refunded = sum(payment.refunds.values_list("amount_paise", flat=True))
    if refunded < payment.amount_paise:
        return
    if payment.status == PaymentStatus.CAPTURED:
        _move(payment, PaymentStatus.REFUNDED, PAYMENT_REFUND)
    order = payment.order
    if (
        order.status == OrderStatus.PAID
        and not order.payments.filter(status=PaymentStatus.CAPTURED).exclude(pk=payment.pk).exists()
    ):
        _move(order, OrderStatus.REFUNDED, ORDER_REFUND)


def refund_processed(*, refund_id: str, payment_id: str, amount_paise: int) -> Refund | None:
    """Razorpay's "refund.processed": ours, or one made at Razorpay's dashboard (recorded)."""
    payment = Payment.objects.filter(razorpay_payment_id=payment_id).select_related("order").first()
    if payment is None:
        logger.warning("refund %s is of payment %s, which we never saw", refund_id, payment_id)
        return None
    with contended(), transaction.atomic():
        lock(payment.order)
        payment.refresh_from_db()
        refund, created = Refund.objects.get_or_create(
            razorpay_refund_id=refund_id,
            defaults={"payment": payment, "amount_paise": amount_paise, "reason": "Razorpay"},
        )
        if refund.status == RefundStatus.PENDING:
            _move(refund, RefundStatus.PROCESSED, REFUND_PROCESS)
        if created:
            _mark_refunded(payment)
            observers.payment_refunded(refund)
    return refund


def appointment_payments_lock(appointment_id: int) -> None:
    """Bookings' refund hook, first half: the appointment's orders locked, so no payment of
    it settles while bookings decides whether to give the money back."""
    ids = list(Order.objects.filter(appointment_id=appointment_id).values_list("pk", flat=True))
    lock_rows(Order, ids)


def appointment_refund(appointment_id: int, reason: str, origin: str | None = None) -> int:
    """Bookings' refund hook: every captured payment of the appointment back in full, under
    the locks taken by `appointment_payments_lock`. Returns the paise refunded now."""
    gateway = Gateway(origin=origin)
    refunded = 0
    payments = Payment.objects.filter(
        order__appointment_id=appointment_id, status=PaymentStatus.CAPTURED
    ).select_related("order")
    for payment in payments:
        _refund(payment, reason=reason, gateway=gateway)
        refunded += payment.amount_paise
    return refunded
