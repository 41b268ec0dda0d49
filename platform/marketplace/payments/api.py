from django.conf import settings
from ninja import Router

from kernel.errors import ErrorOut
from marketplace.payments import gateway, webhooks
from marketplace.payments.models import Order
from marketplace.payments.schemas import WebhookOut

router = Router(tags=["payments"])
ERRORS = {400: ErrorOut, 401: ErrorOut, 404: ErrorOut, 409: ErrorOut, 422: ErrorOut, 503: ErrorOut}


def gateway_of(request) -> gateway.Gateway:
    # The sandbox is this server: only the request knows its address.
    return gateway.Gateway(origin=f"{request.scheme}://{request.get_host()}")


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
