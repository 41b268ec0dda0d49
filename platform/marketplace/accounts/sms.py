"""Sending text messages. The backend is chosen by the SMS_BACKEND setting:

- `console`: prints the message to the server's output (the embedded default, so a person
  running `make run` can read their sign-in code);
- `file`: appends one JSON line per message to SMS_FILE_PATH/outbox.jsonl, the outbox that the
  browser tests read (the same idea as Django's file e-mail backend);
- `msg91`: sends through MSG91 (https://msg91.com), for Indian numbers.

Every message has a kind (`SmsKind`): our own wording, which the console and file backends
show, and the variables that fill the provider's template of that kind: the sign-in code, and
the alerts of stored notifications (notifications/, handed this sender by accounts' ready()).

Why MSG91's Flow API (`POST /api/v5/flow`, header `authkey`). Indian regulation (TRAI's DLT)
lets an operator deliver a transactional SMS only if it names the content template registered
on the DLT portal and its text matches that template. MSG91 offers two ways to send:
- the Flow API names an MSG91 template (`template_id`). The template is created once in
  MSG91's panel with its DLT template id, the DLT-registered sender id and the exact
  registered text with `##variables##`; MSG91 checks the three against DLT ("Verified by
  DLT") before the first message. A request carries only the template id, the number and the
  variables' values, so what the operator receives always matches what DLT holds;
- the older send-SMS APIs (`/api/v2/sendsms`, `sendhttp.php`) carry the whole text and the
  DLT id in `DLT_TE_ID`. Any drift between our text (SITE_NAME, a reworded texts.py) and the
  registered one is found only when operators drop the messages. MSG91's DLT guide lists
  the Flow API ("OneAPI") first for transactional SMS.
So each kind maps to one MSG91 template id (settings.MSG91_TEMPLATES), and that template maps
to its DLT template at MSG91.

Failures. Network errors, timeouts, 429 and 5xx answers are tried again a few times after a
short pause (a retried timeout may deliver a message twice: for a one-time code that is
harmless). When MSG91 refuses a message (another 4xx, or a 200 whose JSON says `"type":
"error"`) trying again cannot help: it is logged with MSG91's words and raised at once. Both
end in `SmsNotSent` (refusals in its subclass `SmsRefused`), which the API answers with a
user-facing message. Logs show the last 4 digits of a number only, and never the auth key or
a message's values (the sign-in code)."""

import json
import logging
import re
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime

import requests
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.utils import translation
from django.utils.functional import Promise

from kernel.errors import ApplicationError
from marketplace.accounts import texts

logger = logging.getLogger(__name__)

MSG91_FLOW_PATH = "/api/v5/flow"
# Tries per message, and the pause before each try after the first (seconds): the sender
# waits for them (a person on the sign-in screen), so they stay short.
MSG91_ATTEMPTS = 3
MSG91_PAUSES = (0.25, 0.5)
_RETRIED_STATUSES = frozenset({429, 500, 502, 503, 504})
_SENDER_ID = re.compile(r"[A-Za-z]{6}")


@dataclass(frozen=True)
class SmsKind:
    """One kind of text message. `text` is our wording with `{fields}`; `variables` are the
    fields that fill the `##variables##` of its MSG91 template (the site's name, for one, is
    fixed text in the registered template). `name` keys its template id in
    settings.MSG91_TEMPLATES."""

    name: str
    text: str | Promise  # lazy: written in the language active when it is sent
    variables: tuple[str, ...]

    def text_of(self, values: Mapping[str, str]) -> str:
        return self.text.format(site=settings.SITE_NAME, **values)


SIGN_IN_CODE = SmsKind(name="sign_in_code", text=texts.SMS_TEXT, variables=("code",))
# A stored notification or a reminder, whole: its text is the template's one variable.
NOTIFICATION = SmsKind(name="notification", text="{text}", variables=("text",))


class SmsNotSent(ApplicationError):
    """The message did not leave: the provider could not be reached or kept failing. The
    caller may let the person try again a little later."""

    status = 503
    retry_after = 30

    def __init__(self, message: str = texts.SMS_NOT_SENT) -> None:
        super().__init__(message)


class SmsRefused(SmsNotSent):
    """The provider refused the message (a wrong number, an unknown template, a bad key):
    the same request again would be refused again. `reason` is the provider's own words,
    for the logs, not for the person."""

    status = 502
    retry_after = None

    def __init__(self, reason: str) -> None:
        super().__init__()
        self.reason = reason


def masked(phone: str) -> str:
    """A phone number as the logs show it: only its last 4 digits."""
    return "*" * max(len(phone) - 4, 0) + phone[-4:]


def _send_console(*, phone: str, text: str, kind: SmsKind, values: Mapping[str, str]) -> None:
    print(f"[sms] to {phone}: {text}", file=sys.stdout, flush=True)


def _send_file(*, phone: str, text: str, kind: SmsKind, values: Mapping[str, str]) -> None:
    folder = settings.SMS_FILE_PATH
    folder.mkdir(parents=True, exist_ok=True)
    line = json.dumps({"to": phone, "text": text, "sent_at": datetime.now(UTC).isoformat()})
    with (folder / "outbox.jsonl").open("a", encoding="utf-8") as outbox:
        outbox.write(line + "\n")


def _msg91_template(kind: SmsKind) -> str:
    """The MSG91 template of a kind, or a message that names the missing variables. DLT
    registers each wording apart, so a kind may name one template per language
    ("sign_in_code:hi", the language active when it is sent); else the kind's own is used."""
    language = translation.get_language() or settings.LANGUAGE_CODE
    template_id = settings.MSG91_TEMPLATES.get(
        f"{kind.name}:{language[:2]}", ""
    ) or settings.MSG91_TEMPLATES.get(kind.name, "")
    missing = [] if settings.MSG91_AUTH_KEY else ["MSG91_AUTH_KEY"]
    if not template_id:
        missing.append(f"the MSG91 template id of {kind.name} messages")
    if missing:
        raise ImproperlyConfigured(f"SMS_BACKEND=msg91 needs {' and '.join(missing)}.")
    sender = settings.MSG91_SENDER_ID
    if sender and not _SENDER_ID.fullmatch(sender):
        raise ImproperlyConfigured("MSG91_SENDER_ID must be the 6 letters registered on DLT.")
    return template_id


def _msg91_body(*, phone: str, kind: SmsKind, values: Mapping[str, str]) -> dict:
    if not re.fullmatch(r"\+\d{6,15}", phone):
        raise ValueError("An SMS goes to an E.164 number (+ and digits).")
    missing = [name for name in kind.variables if name not in values]
    if missing:
        raise ValueError(f"A {kind.name} SMS needs the values {', '.join(missing)}.")
    # MSG91 takes numbers with their country code and no "+": 91XXXXXXXXXX in India.
    recipient = {"mobiles": phone.removeprefix("+")}
    recipient.update({name: str(values[name]) for name in kind.variables})
    body = {"template_id": _msg91_template(kind), "short_url": "0", "recipients": [recipient]}
    if settings.MSG91_SENDER_ID:
        body["sender"] = settings.MSG91_SENDER_ID
    return body


def _provider_words(response: requests.Response, secrets: list[str]) -> str:
    """What MSG91 said, short and without anything secret it might have echoed."""
    try:
        said = response.json().get("message")
    except (ValueError, AttributeError):
        said = None
    words = str(said) if said else (response.text.strip() or f"HTTP {response.status_code}")
    for secret in secrets:
        words = words.replace(secret, "[hidden]")
    return words[:300]


def _refused(response: requests.Response) -> bool:
    if response.status_code >= 400:
        return True
    try:
        return response.json().get("type") != "success"
    except (ValueError, AttributeError):
        return True


def _send_msg91(*, phone: str, text: str, kind: SmsKind, values: Mapping[str, str]) -> None:
    body = _msg91_body(phone=phone, kind=kind, values=values)
    url = settings.MSG91_BASE_URL.rstrip("/") + MSG91_FLOW_PATH
    headers = {"authkey": settings.MSG91_AUTH_KEY, "accept": "application/json"}
    secrets = [settings.MSG91_AUTH_KEY, *(str(values[name]) for name in kind.variables)]
    to = masked(phone)
    for attempt in range(1, MSG91_ATTEMPTS + 1):
        if attempt > 1:
            time.sleep(MSG91_PAUSES[min(attempt - 2, len(MSG91_PAUSES) - 1)])
        try:
            response = requests.post(
                url, json=body, headers=headers, timeout=settings.MSG91_TIMEOUT
            )
        except requests.RequestException as error:
            # The exception's text may hold the URL, never the key (it travels in a header).
            problem = type(error).__name__
        else:
            if response.status_code not in _RETRIED_STATUSES:
                break
            problem = f"HTTP {response.status_code}"
        logger.warning(
            "MSG91 %s SMS to %s, try %d of %d: %s",
            kind.name,
            to,
            attempt,
            MSG91_ATTEMPTS,
            problem,
        )
    else:
        logger.error("MSG91 %s SMS to %s not sent: MSG91 kept failing", kind.name, to)
        raise SmsNotSent()
    if _refused(response):
        reason = _provider_words(response, secrets)
        logger.error(
            "MSG91 refused the %s SMS to %s (HTTP %d): %s",
            kind.name,
            to,
            response.status_code,
            reason,
        )
        raise SmsRefused(reason)
    logger.info(
        "MSG91 accepted the %s SMS to %s (request %s)",
        kind.name,
        to,
        _provider_words(response, secrets),
    )


BACKENDS = {"console": _send_console, "file": _send_file, "msg91": _send_msg91}


def send_sms(*, phone: str, kind: SmsKind, values: Mapping[str, str]) -> None:
    """Text `phone` (E.164) a message of `kind` with these values. Raises SmsNotSent
    (SmsRefused when the provider refused the message)."""
    try:
        backend = BACKENDS[settings.SMS_BACKEND]
    except KeyError:
        raise RuntimeError(f"Unknown SMS_BACKEND {settings.SMS_BACKEND!r}") from None
    backend(phone=phone, text=kind.text_of(values), kind=kind, values=values)


def send_notification_sms(*, phone: str, text: str) -> None:
    """What notifications/channels.py calls to text a notification's words."""
    send_sms(phone=phone, kind=NOTIFICATION, values={"text": text})
