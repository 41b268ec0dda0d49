"""Error reports to Sentry, only when SENTRY_DSN is set: settings.py imports this module (and
so the SDK) then and only then.

What a report may carry. `send_default_pii=False` keeps out the user, their address and the
cookies; frames' local variables are not sent at all (they hold users, phones, codes and
tokens in plain objects). What is left passes two scrubbers: the SDK's EventScrubber, which
replaces values by their name (its own list, Authorization and Cookie among them, plus ours:
phone, code, token, ticket, signatures, account numbers...) in the request's body, headers
and cookies, the extra data and the breadcrumbs; and `scrub` (before_send), which does the
same by name in those parts and walks the whole event taking out by shape what the log lines
never carry either (logs/redaction.py) and phone numbers, wherever they are (an exception's
message, a log message, a URL, a query string). Each report is tagged with the request id,
so it can be found beside the log lines of its request."""

import re

import sentry_sdk
from sentry_sdk.integrations.django import DjangoIntegration
from sentry_sdk.integrations.huey import HueyIntegration
from sentry_sdk.scrubber import DEFAULT_DENYLIST, DEFAULT_PII_DENYLIST, EventScrubber

from kernel.logs import context
from kernel.logs.redaction import HIDDEN, redact

# Names whose values never leave: the API's own fields (sign-in, sessions, payments, push
# subscriptions, payouts, booking forms) and the headers carrying a secret.
DENYLIST = [
    *DEFAULT_DENYLIST,
    "phone",
    "code",
    "otp",
    "ticket",
    "altcha",
    "razorpay_signature",
    "x_razorpay_signature",
    "x-razorpay-signature",
    "signature",
    "authkey",
    "key_secret",
    "account_number",
    "ifsc",
    "card",
    "endpoint",
    "p256dh",
    "keys",
    "email",
    "vapid_private_key",
]
_NAMES = frozenset(name.lower() for name in DENYLIST)
# A phone number: E.164 (+ and 8-15 digits, spaces allowed), or a bare run of 10-12 digits (an
# Indian mobile as the sign-in form sends it, with or without 91).
_PHONES = re.compile(r"\+\d(?:[ -]?\d){7,14}(?!\d)|(?<![\w.])\d{10,12}(?![\w.])")


def _clean(value, *, by_name: bool, depth: int = 0):
    if depth > 20:
        return value
    if isinstance(value, str):
        return _PHONES.sub(HIDDEN, redact(value))
    if isinstance(value, dict):
        return {
            key: HIDDEN
            if by_name and isinstance(key, str) and key.lower().replace("-", "_") in _NAMES
            else _clean(item, by_name=by_name, depth=depth + 1)
            for key, item in value.items()
        }
    if isinstance(value, list | tuple):
        return [_clean(item, by_name=by_name, depth=depth + 1) for item in value]
    return value


# The parts of an event that hold what was sent to us, where a name says what a value is. The
# rest (the SDK's own fields) is cleaned by shape only, and keeps its structure.
_BY_NAME = frozenset({"request", "extra", "breadcrumbs", "contexts", "tags"})


def scrub(event: dict, hint: dict | None = None) -> dict:
    """before_send: every string of the event through redaction, denylisted names emptied."""
    cleaned = {key: _clean(value, by_name=key in _BY_NAME) for key, value in event.items()}
    request_id = context.current()
    if request_id:
        cleaned.setdefault("tags", {})["request_id"] = request_id
    return cleaned


def init(*, dsn: str, environment: str, traces_sample_rate: float, release: str | None) -> None:
    sentry_sdk.init(
        dsn=dsn,
        environment=environment,
        release=release,
        # 0 (the default) sends no traces, and starts none either.
        traces_sample_rate=traces_sample_rate or None,
        send_default_pii=False,
        include_local_variables=False,
        event_scrubber=EventScrubber(
            denylist=DENYLIST, recursive=True, pii_denylist=DEFAULT_PII_DENYLIST
        ),
        before_send=scrub,
        before_send_transaction=scrub,
        # Django's requests (and their unhandled errors, which errors.py logs with their
        # traceback: the logging integration reports error lines) and the worker's tasks.
        integrations=[DjangoIntegration(), HueyIntegration()],
    )
