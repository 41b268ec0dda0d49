"""Web Push (RFC 8030, 8291, 8292): a notification sent to a device's browser through its
push service, which wakes the app's service worker even with no tab open.

The payload is encrypted for the device (aes128gcm, with the keys the browser gave when it
subscribed) and the request is signed with our VAPID key, so the push service can neither
read it nor take it from anyone else. pywebpush does both; this module holds the key, the
address checks and what a push says. Which devices a user has is accounts' (a subscription
belongs to a signed-in device): it hands them over through `channels.devices`."""

import base64
import binascii
import functools
import json
import os
from dataclasses import dataclass
from urllib.parse import urlsplit

from cryptography.hazmat.primitives import serialization
from django.conf import settings
from django.utils.translation import gettext_lazy as _
from py_vapid import Vapid
from requests import Session
from urllib3.util import parse_url

# How long a push service keeps a push for a device that is offline: a booking's news is
# still worth having an hour later; after a day it is only noise (the app lists it anyway).
TTL_SECONDS = 24 * 3600
KEY_LENGTH = 65  # an uncompressed P-256 point
AUTH_LENGTH = 16
NOT_A_PUSH_SERVICE = _("This browser's push service is not one we send to.")
BAD_KEYS = _("This browser's push subscription keys are not valid.")


@dataclass(frozen=True)
class Device:
    """Where one device's pushes go, and the keys its browser encrypts them for."""

    id: int
    endpoint: str
    p256dh: str
    auth: str


class PushGone(Exception):
    """The push service no longer takes pushes for this subscription (404 or 410: the browser
    dropped it; 403: it was made for another VAPID key), so it is forgotten."""


class PushRefused(Exception):
    """The push service refused this push for good (400, 413): sending it again cannot help."""


class PushFailed(Exception):
    """The push service failed or did not answer; a retry may get through."""


GONE = (403, 404, 410)
REFUSED = (400, 413)


class _NoRedirects(Session):
    """A push service answers a push itself: a redirect would send it (and the worker)
    somewhere the address check never saw."""

    def request(self, *args, **kwargs):
        kwargs["allow_redirects"] = False
        return super().request(*args, **kwargs)


def b64decode(value: str) -> bytes:
    return base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))


def b64encode(value: bytes) -> str:
    return base64.urlsafe_b64encode(value).rstrip(b"=").decode()


def new_key() -> str:
    """A new VAPID private key, base64url (the raw 32 bytes)."""
    key = Vapid()
    key.generate_keys()
    return b64encode(key.private_key.private_numbers().private_value.to_bytes(32, "big"))


def _read_or_make_key() -> str:
    """The embedded set-up's key: made once in var/ by whichever process needs it first, then
    always read. It is written whole to a file of its own and linked into place, which fails
    when the key is there already: a second process never reads a half-written one."""
    path = settings.VAPID_KEY_FILE
    if path.exists() and (kept := path.read_text().strip()):
        return kept
    path.parent.mkdir(parents=True, exist_ok=True)
    draft = path.with_name(f"{path.name}.{os.getpid()}")
    descriptor = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w") as file:
        file.write(new_key())
    try:
        if path.exists() and not path.read_text().strip():
            path.unlink()  # left empty by a crash: made again
        os.link(draft, path)
    except FileExistsError:
        pass  # another process made it first: theirs is the key
    finally:
        draft.unlink()
    return path.read_text().strip()


@functools.cache
def _vapid(configured: str) -> Vapid:
    return Vapid.from_string(configured or _read_or_make_key())


def vapid() -> Vapid:
    return _vapid(settings.VAPID_PRIVATE_KEY)


def public_key_of(key: Vapid) -> str:
    point = key.public_key.public_bytes(
        serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
    )
    return b64encode(point)


def public_key() -> str:
    """The key browsers subscribe with (applicationServerKey): base64url, uncompressed."""
    return public_key_of(vapid())


def endpoint_problem(endpoint: str) -> str | None:
    """Why we would not post to this subscription address, or None. Only https on its own
    port, and only to the push services configured (PUSH_SERVICES): the server sends to
    whatever address a browser gave, so it must never be made to post into our own network.
    The address is read by both Python's parser and urllib3's (the one that sends): where
    they differ (a backslash, say) or it carries a user, it is refused."""
    if not endpoint.isprintable() or any(char in endpoint for char in "\\ "):
        return NOT_A_PUSH_SERVICE
    try:
        ours, sent = urlsplit(endpoint), parse_url(endpoint)
        port = ours.port
    except ValueError:
        return NOT_A_PUSH_SERVICE
    host = (ours.hostname or "").lower()
    if (sent.host or "").lower() != host or sent.port != port or ours.username or sent.auth:
        return NOT_A_PUSH_SERVICE
    known = any(host == s or host.endswith(f".{s}") for s in settings.PUSH_SERVICES)
    local = host in ("127.0.0.1", "localhost")  # a stand-in, only when configured
    secure = ours.scheme == "https" and port in (None, 443)
    if not known or not (secure or (local and ours.scheme == "http")):
        return NOT_A_PUSH_SERVICE
    return None


def keys_problem(p256dh: str, auth: str) -> str | None:
    try:
        point, secret = b64decode(p256dh), b64decode(auth)
    except (binascii.Error, ValueError):
        return BAD_KEYS
    if len(point) != KEY_LENGTH or point[0] != 4 or len(secret) != AUTH_LENGTH:
        return BAD_KEYS
    return None


def payload(*, title: str, body: str, path: str, tag: str) -> str:
    """What the service worker shows (webapp/src/sw.ts): a click opens `path`; a later push
    with the same tag replaces this one on the device."""
    return json.dumps({"title": title, "body": body, "path": path, "tag": tag})


def send(device: Device, data: str, *, urgent: bool = False) -> None:
    """Post one encrypted push to the device's push service. Raises PushGone when the
    subscription is gone for good, PushRefused when this push never will be taken, PushFailed
    when a retry may help. The address is checked again: PUSH_SERVICES may have changed since
    the browser gave it."""
    from pywebpush import WebPushException, webpush  # with aiohttp: loaded at the first push

    if endpoint_problem(device.endpoint):
        raise PushGone(device.endpoint)
    try:
        with _NoRedirects() as session:
            webpush(
                subscription_info={
                    "endpoint": device.endpoint,
                    "keys": {"p256dh": device.p256dh, "auth": device.auth},
                },
                data=data,
                vapid_private_key=vapid(),
                vapid_claims={"sub": settings.VAPID_SUBJECT},
                content_encoding="aes128gcm",
                ttl=TTL_SECONDS,
                headers={"Urgency": "high" if urgent else "normal"},
                timeout=settings.PUSH_TIMEOUT,
                requests_session=session,
            )
    except WebPushException as error:
        status = getattr(error.response, "status_code", None)
        if status in GONE:
            raise PushGone(device.endpoint) from error
        if status in REFUSED:
            raise PushRefused(f"push service answered {status}") from error
        raise PushFailed(f"push service answered {status}") from error
    except OSError as error:  # requests' connection errors and timeouts are OSErrors
        raise PushFailed(str(error)) from error
