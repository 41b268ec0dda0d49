"""What no log line and no error report may carry, found by its shape: a safety net under the
log calls, which already leave these out (accounts/sms.py shows a number's last 4 digits and
never a code or the auth key). Whatever matches is replaced by `[redacted]`:

- a sign-in code: 4-8 digits right after "code" or "otp", or before the word "code" in a
  sentence ("123456 is your ... code");
- a bearer token, and the value of anything named token, secret, password, signature,
  authkey, api key or private key (`Authorization: Bearer ...`, `"token": "..."`,
  `X-Razorpay-Signature: ...`, `?token=...`);
- a Razorpay key id (`rzp_live_...`, `rzp_test_...`), and 64 hex digits or more (an HMAC
  signature, a hashed token);
- a private key in PEM;
- a card-like run of 13-19 digits (spaces or dashes allowed) that passes the Luhn check;
- a calendar feed's secret address (`/calendar/<secret>.ics`);
- a bare token: 32 or more URL-safe characters mixing upper and lower case (a session token,
  a sign-in ticket, a push subscription's address);
- the configured secrets themselves, wherever they appear (settings: SECRET_KEY, Razorpay's
  key secret and webhook secrets, MSG91's auth key, the VAPID key, the SMTP password)."""

import re

from django.conf import settings
from django.core.signals import setting_changed
from django.dispatch import receiver

HIDDEN = "[redacted]"

_SENSITIVE_NAMES = (
    "token|secret|passw(?:or)?d|signature|authorization|auth_?key|api_?key|private_key"
)
_PATTERNS: list[tuple[re.Pattern, str]] = [
    (
        re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----", re.S),
        HIDDEN,
    ),
    (re.compile(r"(?i)\b(bearer)(\s+)[A-Za-z0-9._~+/=-]+"), rf"\1\2{HIDDEN}"),
    (
        re.compile(
            rf"""(?i)((?:{_SENSITIVE_NAMES})["']?\s*[:=]\s*["']?)(?!{re.escape(HIDDEN)})[^\s"'&,;)}}\]]+"""
        ),
        rf"\1{HIDDEN}",
    ),
    (re.compile(r"""(?i)\b((?:code|otp)["']?\s*[:=]?\s*["']?)\d{4,8}\b"""), rf"\1{HIDDEN}"),
    (re.compile(r"(?i)(?<!\d)\d{4,8}\b(?=[^\d\n]{0,60}\bcode\b)"), HIDDEN),
    (re.compile(r"\b(rzp_(?:live|test)_)[A-Za-z0-9]+"), rf"\1{HIDDEN}"),
    (re.compile(r"\b[0-9a-fA-F]{64,}\b"), HIDDEN),
    (re.compile(r"(/calendar/)[^/\s?\"']+(\.ics)"), rf"\1{HIDDEN}\2"),
    # A bare random token: 32 or more URL-safe characters mixing upper and lower case, as a
    # session token or ticket (43 of base64url) always does; ids and hashes in hex do not.
    (re.compile(r"(?<![\w-])(?=[\w-]*[a-z])(?=[\w-]*[A-Z])[\w-]{32,}(?![\w-])"), HIDDEN),
]
_CARD = re.compile(r"(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)")
_SECRET_SETTINGS = (
    "SECRET_KEY",
    "RAZORPAY_KEY_SECRET",
    "RAZORPAY_WEBHOOK_SECRET",
    "RAZORPAY_WEBHOOK_SECRET_PREVIOUS",
    "MSG91_AUTH_KEY",
    "VAPID_PRIVATE_KEY",
    "EMAIL_HOST_PASSWORD",
)
# The configured secrets' pattern, made on first use: settings stay as they are in a process,
# but for a test's (`setting_changed`).
_UNMADE = object()
_known: re.Pattern | None | object = _UNMADE


def _luhn(digits: str) -> bool:
    total = 0
    for position, digit in enumerate(reversed(digits)):
        value = int(digit)
        if position % 2:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def _card(match: re.Match) -> str:
    digits = re.sub(r"\D", "", match.group())
    return HIDDEN if _luhn(digits) else match.group()


def _configured_secrets() -> re.Pattern | None:
    """The configured secrets as one pattern, made once (each log line asks for it)."""
    global _known
    known = _known  # read once: a test's setting change may unmake it meanwhile
    if known is _UNMADE:
        if not settings.configured:
            return None
        values = [
            value
            for name in _SECRET_SETTINGS
            if len(value := str(getattr(settings, name, "") or "")) >= 8
        ]
        longest_first = sorted(values, key=len, reverse=True)
        known = re.compile("|".join(map(re.escape, longest_first))) if values else None
        _known = known
    return known


@receiver(setting_changed)
def _secret_changed(*, setting: str, **kwargs) -> None:
    global _known
    if setting in _SECRET_SETTINGS:
        _known = _UNMADE


def redact(text: str) -> str:
    secrets = _configured_secrets()
    if secrets is not None:
        text = secrets.sub(HIDDEN, text)
    for pattern, replacement in _PATTERNS:
        text = pattern.sub(replacement, text)
    return _CARD.sub(_card, text)
