"""Sending text messages. The backend is chosen by the SMS_BACKEND setting:

- `console`: prints the message to the server's output (the embedded default, so a person
  running `make run` can read their sign-in code);
- `file`: appends one JSON line per message to SMS_FILE_PATH/outbox.jsonl, the outbox that the
  browser tests read (the same idea as Django's file e-mail backend).

A provider's adapter (MSG91, Twilio...) plugs in here with its own value."""

import json
import logging
import sys
from datetime import UTC, datetime

from django.conf import settings

logger = logging.getLogger(__name__)


def _send_console(*, phone: str, text: str) -> None:
    print(f"[sms] to {phone}: {text}", file=sys.stdout, flush=True)


def _send_file(*, phone: str, text: str) -> None:
    folder = settings.SMS_FILE_PATH
    folder.mkdir(parents=True, exist_ok=True)
    line = json.dumps({"to": phone, "text": text, "sent_at": datetime.now(UTC).isoformat()})
    with (folder / "outbox.jsonl").open("a", encoding="utf-8") as outbox:
        outbox.write(line + "\n")


BACKENDS = {"console": _send_console, "file": _send_file}


def send_sms(*, phone: str, text: str) -> None:
    try:
        backend = BACKENDS[settings.SMS_BACKEND]
    except KeyError:
        raise RuntimeError(f"Unknown SMS_BACKEND {settings.SMS_BACKEND!r}") from None
    backend(phone=phone, text=text)
