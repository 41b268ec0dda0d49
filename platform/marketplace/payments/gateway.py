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

from kernel.errors import ApplicationError, InvalidInput
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


class GatewayRefused(GatewayUnavailable):
    """Razorpay answered and refused (400): asking again the same way will not help."""


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


def webhook_secrets() -> list[str]:
    """The current secret, and the previous one while deliveries signed with it may come."""
    if sandboxed():
        return [SANDBOX_WEBHOOK_SECRET]
    secrets = [settings.RAZORPAY_WEBHOOK_SECRET, settings.RAZORPAY_WEBHOOK_SECRET_PREVIOUS]
    return [secret for secret in secrets if secret]


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
    return any(signature_matches(sign(secret, body), signature) for secret in webhook_secrets())


# The most paise an amount of Razorpay's may be here (PositiveBigIntegerField holds more).
MAX_PAISE = 10**15


def _text(value, limit: int, *, required: bool = True) -> str:
    """A string field of Razorpay's entity, checked: another type or a longer value is no
    Razorpay entity (ValueError), so it never reaches a column that would refuse it."""
    if value is None and not required:
        return ""
    if not isinstance(value, str) or not value.strip() or len(value) > limit:
        raise ValueError(f"not a Razorpay value: {value!r:.60}")
    return value


def _paise(value) -> int:
    if type(value) is not int or not 0 < value <= MAX_PAISE:
        raise ValueError(f"not an amount in paise: {value!r:.60}")
    return value


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
        """From Razorpay's payment entity; ValueError when it is not one."""
        if not isinstance(entity, dict):
            raise ValueError("not a payment entity")
        return cls(
            id=_text(entity.get("id"), 40),
            order_id=_text(entity.get("order_id"), 40, required=False),
            amount_paise=_paise(entity.get("amount")),
            currency=_text(entity.get("currency") or "INR", 3),
            status=_text(entity.get("status"), 20),
            method=str(entity.get("method") or "")[:30],
            error=str(entity.get("error_description") or "")[:300],
        )


@dataclass(frozen=True)
class RefundFacts:
    """What the gateway says of a refund (refund.processed)."""

    id: str
    payment_id: str
    amount_paise: int
    ref: str = ""  # ours, from its notes, when we asked for it

    @classmethod
    def of(cls, entity: dict) -> "RefundFacts":
        """From Razorpay's refund entity; ValueError when it is not one (an amount that is
        zero, negative, fractional or not a number included)."""
        if not isinstance(entity, dict):
            raise ValueError("not a refund entity")
        notes = entity.get("notes")
        ref = notes.get("refund_ref") if isinstance(notes, dict) else None
        return cls(
            id=_text(entity.get("id"), 40),
            payment_id=_text(entity.get("payment_id"), 40),
            amount_paise=_paise(entity.get("amount")),
            ref=ref if isinstance(ref, str) and len(ref) <= 40 else "",
        )


class Gateway:
    """Razorpay through its SDK. Network failures and gateway errors become
    `GatewayUnavailable`; answers are the SDK's dicts (Razorpay's JSON entities)."""

    def __init__(self, *, base_url: str | None = None, origin: str | None = None) -> None:
        self.base_url = base_url or api_url(origin)
        self.client = razorpay.Client(auth=(key_id(), key_secret()), base_url=self.base_url)
        self.client.set_app_details({"title": settings.SITE_NAME, "version": "1"})

    def _call(self, method, *args, unknown: str | None = None) -> dict:
        """`unknown`: the words for Razorpay not knowing the id asked for (400), where that
        is an answer rather than a refusal of ours."""
        try:
            return method(*args, timeout=TIMEOUT)
        except razorpay.errors.BadRequestError as error:
            if unknown is not None:
                raise InvalidInput(unknown) from error
            raise GatewayRefused(f"{texts.GATEWAY_REFUSED} ({error})") from error
        except razorpay.errors.GatewayError as error:
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
        """Razorpay's record of the payment. A payment Razorpay does not know is an answer,
        not an outage: InvalidInput (400) in words, so nobody retries it for ever."""
        entity = self._call(self.client.payment.fetch, payment_id, unknown=texts.PAYMENT_UNKNOWN)
        try:
            return PaymentFacts.of(entity)
        except ValueError as error:  # not a payment entity: not Razorpay answering
            raise GatewayUnavailable() from error

    def refund_create(self, *, payment_id: str, amount_paise: int, notes: dict) -> dict:
        data = {"amount": amount_paise, "notes": notes}
        return self._call(self.client.payment.refund, payment_id, data)

    def refunds_of(self, payment_id: str) -> list[dict]:
        answer = self._call(self.client.payment.fetch_multiple_refund, payment_id)
        return [item for item in answer.get("items") or [] if isinstance(item, dict)]

    def payment_signature_valid(self, *, order_id: str, payment_id: str, signature: str) -> bool:
        return signature_matches(payment_signature(key_secret(), order_id, payment_id), signature)
