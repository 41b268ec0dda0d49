"""The sandbox gateway's HTTP side: the part of Razorpay's v1 REST API the SDK calls (HTTP
basic auth with the key id and secret), checkout.js and the endpoints its dialog calls.
Mounted by project/urls.py only when RAZORPAY_KEY_ID is unset."""

import base64
import binascii
import json
import logging
from functools import wraps
from pathlib import Path

from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from marketplace.payments import gateway
from marketplace.payments.sandbox import services
from marketplace.payments.sandbox.services import Refused

CHECKOUT_JS = Path(__file__).with_name("checkout.js")
# While the database is away (restarting), as Razorpay answers when it cannot serve: a 503
# with its error shape, which the SDK raises as ServerError (our GatewayUnavailable).
UNAVAILABLE = "The service is temporarily unavailable. Please try again in a moment."
UNAVAILABLE_RETRY_SECONDS = 5
logger = logging.getLogger(__name__)


def _error(refused: Refused) -> JsonResponse:
    code = "BAD_REQUEST_ERROR"
    body = {
        "error": {
            "code": code,
            "description": refused.description,
            "source": "business",
            "step": "payment_initiation",
            "reason": "input_validation_failed",
            "metadata": {},
            "field": refused.field,
        }
    }
    return JsonResponse(body, status=refused.status)


def _unavailable(error: Exception) -> JsonResponse:
    logger.error("Sandbox gateway: the database is unavailable: %s", error)
    body = {
        "error": {
            "code": "SERVER_ERROR",
            "description": UNAVAILABLE,
            "source": "NA",
            "step": "NA",
            "reason": "NA",
            "metadata": {},
            "field": None,
        }
    }
    response = JsonResponse(body, status=503)
    response["Retry-After"] = str(UNAVAILABLE_RETRY_SECONDS)
    return response


def served(view):
    """Every sandbox endpoint: a database that is away answers 503, never a 500 page."""

    @wraps(view)
    def wrapped(request, *args, **kwargs):
        try:
            return view(request, *args, **kwargs)
        except (OperationalError, InterfaceError) as error:
            return _unavailable(error)

    return wrapped


def _json_body(request: HttpRequest) -> dict:
    try:
        data = json.loads(request.body or b"{}")
    except (ValueError, UnicodeDecodeError, RecursionError):  # deep nesting: RecursionError
        raise Refused("The request body is not valid JSON") from None
    if not isinstance(data, dict):
        raise Refused("The request body must be a JSON object")
    return data


def _authorised(request: HttpRequest) -> bool:
    scheme, _, encoded = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "basic":
        return False
    try:
        key, _, secret = base64.b64decode(encoded, validate=True).decode().partition(":")
    except (binascii.Error, UnicodeDecodeError):
        return False
    key_ok = gateway.signature_matches(gateway.SANDBOX_KEY_ID, key)
    secret_ok = gateway.signature_matches(gateway.SANDBOX_KEY_SECRET, secret)
    return key_ok and secret_ok


def api(view):
    """A v1 REST endpoint: basic auth, Razorpay's error shape."""

    @csrf_exempt
    @served
    @wraps(view)
    def wrapped(request, *args, **kwargs):
        if not _authorised(request):
            return _error(Refused("Authentication failed", status=401))
        try:
            return JsonResponse(view(request, *args, **kwargs))
        except Refused as refused:
            return _error(refused)

    return wrapped


@api
def orders(request: HttpRequest) -> dict:
    if request.method != "POST":
        raise Refused("Only POST is offered by the sandbox here", status=405)
    return services.order_create(_json_body(request)).entity()


@api
def order(request: HttpRequest, order_id: str) -> dict:
    return services.order_get(order_id).entity()


@api
def payment(request: HttpRequest, payment_id: str) -> dict:
    return services.payment_get(payment_id).entity()


@api
def refund(request: HttpRequest, payment_id: str) -> dict:
    if request.method != "POST":
        raise Refused("Only POST is offered by the sandbox here", status=405)
    created = services.refund_create(payment_id, _json_body(request))
    if settings.RAZORPAY_SANDBOX_WEBHOOKS:
        events = [("refund.processed", {"refund_id": created.id})]
        services.webhooks_send_later(_webhook_url(request), events)
    return created.entity()


@api
def refunds(request: HttpRequest, payment_id: str) -> dict:
    """Razorpay's list of a payment's refunds (GET /payments/{id}/refunds)."""
    items = [
        refund.entity()
        for refund in services.payment_get(payment_id).refunds.order_by("created_at")
    ]
    return {"entity": "collection", "count": len(items), "items": items}


# Checkout.


@require_GET
def checkout_js(request: HttpRequest) -> HttpResponse:
    response = HttpResponse(CHECKOUT_JS.read_bytes(), content_type="text/javascript")
    response["Cache-Control"] = "no-cache"
    return response


def _webhook_url(request: HttpRequest) -> str:
    """In a process of its own the sandbox is not the app: it posts where it is told to."""
    return settings.RAZORPAY_SANDBOX_WEBHOOK_URL or request.build_absolute_uri(
        services.WEBHOOK_PATH
    )


@csrf_exempt
@served
@require_POST
def checkout_pay(request: HttpRequest) -> JsonResponse:
    try:
        data = _json_body(request)
        answer = services.checkout_pay(
            key=str(data.get("key", "")), order_id=str(data.get("order_id", ""))
        )
    except Refused as refused:
        return _error(refused)
    if settings.RAZORPAY_SANDBOX_WEBHOOKS:
        ids = {"payment_id": answer["razorpay_payment_id"]}
        events = [("payment.captured", ids), ("order.paid", ids)]
        services.webhooks_send_later(_webhook_url(request), events)
    return JsonResponse(answer)


@csrf_exempt
@served
@require_POST
def checkout_fail(request: HttpRequest) -> JsonResponse:
    try:
        data = _json_body(request)
        failed, answer = services.checkout_fail(
            key=str(data.get("key", "")), order_id=str(data.get("order_id", ""))
        )
    except Refused as refused:
        return _error(refused)
    if settings.RAZORPAY_SANDBOX_WEBHOOKS:
        events = [("payment.failed", {"payment_id": failed.id})]
        services.webhooks_send_later(_webhook_url(request), events)
    return JsonResponse(answer)
