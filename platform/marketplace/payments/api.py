from django.conf import settings
from ninja import Router

from marketplace.accounts.auth import session_auth
from marketplace.errors import ErrorOut
from marketplace.payments import gateway, services, texts, webhooks
from marketplace.payments.models import Order
from marketplace.payments.schemas import (
    OrderIn,
    OrderOut,
    PaymentResultOut,
    PaymentVerifyIn,
    WebhookOut,
)

router = Router(tags=["payments"])
ERRORS = {400: ErrorOut, 401: ErrorOut, 404: ErrorOut, 409: ErrorOut, 422: ErrorOut, 503: ErrorOut}


def gateway_of(request) -> gateway.Gateway:
    # The sandbox is this server: only the request knows its address.
    return gateway.Gateway(origin=f"{request.scheme}://{request.get_host()}")


@router.post("/orders", auth=session_auth, response={200: OrderOut, **ERRORS})
def create_order(request, payload: OrderIn):
    """The Razorpay order for the caller's hold. 409 when the hold lapsed or the time is gone
    (no order is made then); 503 when Razorpay does not answer."""
    order = services.order_for_appointment(
        client=request.auth.user, appointment_id=payload.appointment_id, gateway=gateway_of(request)
    )
    appointment = order.appointment
    description = texts.ORDER_DESCRIPTION.format(
        plan=appointment.plan_name, professional=appointment.professional.name
    )
    return checkout_for(
        order, description=description, name=appointment.name, email=appointment.email,
        contact=appointment.phone,
    )  # fmt: skip


def checkout_for(order: Order, *, description: str, name: str, email: str, contact: str) -> dict:
    """OrderOut's fields: what Razorpay Checkout is opened with for `order`."""
    return {
        "order_id": order.razorpay_order_id,
        "amount": order.amount_paise,
        "currency": order.currency,
        "key_id": gateway.key_id(),
        "checkout_url": gateway.checkout_url(),
        "name": settings.SITE_NAME,
        "description": description[:255],
        "prefill": {"name": name, "email": email, "contact": contact},
    }


@router.post("/verify", auth=session_auth, response={200: PaymentResultOut, **ERRORS})
def verify(request, payload: PaymentVerifyIn):
    """Checkout's answer. 400 "Payment verification failed." on a bad signature; 409 when
    the time paid for is gone (the payment is refunded in full)."""
    paid = services.payment_verify(
        client=request.auth.user,
        order_id=payload.razorpay_order_id,
        payment_id=payload.razorpay_payment_id,
        signature=payload.razorpay_signature,
        gateway=gateway_of(request),
    )
    if isinstance(paid, Order):  # an event seat
        return {"status": "paid", "event_booking_id": paid.event_booking_id}
    return {"status": "paid", "appointment": paid}


@router.post("/webhook", response={200: WebhookOut, **ERRORS})
def webhook(request):
    """Razorpay's webhooks (configure this URL at Razorpay with the events payment.captured,
    payment.failed, order.paid, refund.processed). X-Razorpay-Signature: HMAC-SHA256 of the
    raw body with the webhook secret; X-Razorpay-Event-Id: the dedupe key."""
    outcome = webhooks.webhook_receive(
        body=request.body,
        signature=request.headers.get("X-Razorpay-Signature"),
        event_id=request.headers.get("X-Razorpay-Event-Id"),
        gateway=gateway_of(request),
    )
    return {"status": outcome}
