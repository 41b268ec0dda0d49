"""The one door to Razorpay: the official `razorpay` SDK, used the same way against Razorpay
and against the sandbox gateway this server mounts when no key is configured (only the base
address and the keys differ). Everything the rest of the area knows about the gateway's wire
format is here.

Signatures (Razorpay's "Verify payment signature" and "Validate webhooks" guides):
- checkout's answer: HMAC-SHA256 of "<order_id>|<payment_id>" keyed with the key secret;
- a webhook: HMAC-SHA256 of the raw request body keyed with the webhook secret;
both hex, compared in constant time."""

import hashlib
import hmac
from dataclasses import dataclass

import razorpay
import requests
from django.conf import settings

from marketplace.errors import ApplicationError
from marketplace.payments import texts

RAZORPAY_API_URL = "https://api.razorpay.com"
RAZORPAY_CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js"
# The sandbox's fixed keys: public by design, they open nothing but the sandbox.
SANDBOX_KEY_ID = "rzp_test_sandbox00000001"
SANDBOX_KEY_SECRET = "sandbox-key-secret-not-for-production"  # noqa: S105
SANDBOX_WEBHOOK_SECRET = "sandbox-webhook-secret-not-for-production"  # noqa: S105
SANDBOX_PATH = "/sandbox/razorpay"
# Seconds to wait for the gateway: the SDK itself waits forever.
TIMEOUT = 15


class GatewayUnavailable(ApplicationError):
    """Razorpay did not answer, or answered with an error we cannot act on. Nothing was
    recorded as paid or refunded on our side; trying again later is safe."""

    status = 503
    retry_after = 5

    def __init__(self, message: str = texts.GATEWAY_UNAVAILABLE) -> None:
        super().__init__(message)


def sign(secret: str, message: bytes | str) -> str:
    """Hex HMAC-SHA256, Razorpay's signature for both checkout answers and webhooks."""
    data = message.encode() if isinstance(message, str) else message
    return hmac.new(secret.encode(), data, hashlib.sha256).hexdigest()


def payment_signature(secret: str, order_id: str, payment_id: str) -> str:
    return sign(secret, f"{order_id}|{payment_id}")


def signature_matches(expected: str, given: str | None) -> bool:
    return isinstance(given, str) and hmac.compare_digest(expected.encode(), given.encode())


def sandboxed() -> bool:
    """No key id configured: the embedded set-up and the tests pay through the sandbox."""
    return not settings.RAZORPAY_KEY_ID


def key_id() -> str:
    return settings.RAZORPAY_KEY_ID or SANDBOX_KEY_ID


def key_secret() -> str:
    return settings.RAZORPAY_KEY_SECRET if not sandboxed() else SANDBOX_KEY_SECRET


def webhook_secret() -> str:
    return settings.RAZORPAY_WEBHOOK_SECRET if not sandboxed() else SANDBOX_WEBHOOK_SECRET


def checkout_url() -> str:
    if settings.RAZORPAY_CHECKOUT_URL:
        return settings.RAZORPAY_CHECKOUT_URL
    return f"{SANDBOX_PATH}/checkout.js" if sandboxed() else RAZORPAY_CHECKOUT_URL


def api_url(origin: str | None = None) -> str:
    """Where the SDK sends its calls. The sandbox lives on this very server, whose address
    only the request knows (`origin`, e.g. http://127.0.0.1:8000), unless it is configured."""
    if settings.RAZORPAY_API_URL:
        return settings.RAZORPAY_API_URL.rstrip("/")
    if not sandboxed():
        return RAZORPAY_API_URL
    return f"{(origin or 'http://127.0.0.1:8000').rstrip('/')}{SANDBOX_PATH}"


def webhook_signature_valid(body: bytes, signature: str | None) -> bool:
    return signature_matches(sign(webhook_secret(), body), signature)


@dataclass(frozen=True)
class PaymentFacts:
    """What the gateway says of a payment: the only source of amounts and states we trust."""

    id: str
    order_id: str
    amount_paise: int
    currency: str
    status: str  # created, authorized, captured, refunded, failed
    method: str
    error: str

    @classmethod
    def of(cls, entity: dict) -> "PaymentFacts":
        return cls(
            id=str(entity["id"]),
            order_id=str(entity.get("order_id") or ""),
            amount_paise=int(entity["amount"]),
            currency=str(entity.get("currency") or "INR"),
            status=str(entity["status"]),
            method=str(entity.get("method") or "")[:30],
            error=str(entity.get("error_description") or "")[:300],
        )


class Gateway:
    """Razorpay through its SDK. Network failures and gateway errors become
    `GatewayUnavailable`; answers are the SDK's dicts (Razorpay's JSON entities)."""

    def __init__(self, *, base_url: str | None = None, origin: str | None = None) -> None:
        self.base_url = base_url or api_url(origin)
        self.client = razorpay.Client(auth=(key_id(), key_secret()), base_url=self.base_url)
        self.client.set_app_details({"title": settings.SITE_NAME, "version": "1"})

    def _call(self, method, *args) -> dict:
        try:
            return method(*args, timeout=TIMEOUT)
        except (razorpay.errors.BadRequestError, razorpay.errors.GatewayError) as error:
            raise GatewayUnavailable(f"{texts.GATEWAY_REFUSED} ({error})") from error
        except (razorpay.errors.ServerError, requests.RequestException, ValueError) as error:
            # ValueError: an answer that was not JSON (a proxy's error page).
            raise GatewayUnavailable() from error

    def order_create(self, *, amount_paise: int, currency: str, receipt: str, notes: dict) -> dict:
        data = {"amount": amount_paise, "currency": currency, "receipt": receipt, "notes": notes}
        return self._call(self.client.order.create, data)

    def order_fetch(self, order_id: str) -> dict:
        return self._call(self.client.order.fetch, order_id)

    def payment_fetch(self, payment_id: str) -> PaymentFacts:
        return PaymentFacts.of(self._call(self.client.payment.fetch, payment_id))

    def refund_create(self, *, payment_id: str, amount_paise: int, notes: dict) -> dict:
        data = {"amount": amount_paise, "notes": notes}
        return self._call(self.client.payment.refund, payment_id, data)

    def payment_signature_valid(self, *, order_id: str, payment_id: str, signature: str) -> bool:
        return signature_matches(payment_signature(key_secret(), order_id, payment_id), signature)
