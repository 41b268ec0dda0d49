"""The HTTP app for a WSGI server: production (`make prod`, the Dockerfile's command) serves
every request but the sockets (`/ws/`, under uvicorn: asgi.py) through it under gunicorn
(project/servers.py). The views are synchronous,
so a WSGI worker runs each one in its own thread with no event loop between: 2-3 ms of CPU a
request less than the ASGI handler (loadtests/README.md, "The booking path at the database's
pace").

Behind the proxy, the client's address is the one the proxy gives (nginx sets
X-Forwarded-For to the address it saw), as uvicorn's --proxy-headers makes it under ASGI:
rate limits count per client, not per proxy. Only a peer on the loopback is believed, or one
of FORWARDED_ALLOW_IPS (comma-separated addresses, or `*`: the variable uvicorn and gunicorn
read for the same purpose), which the image sets to `*` since only the proxy reaches it.

A body over its limit (kernel/bodylimit.py) gets the JSON 413 before it is read, and an
address over its limit the JSON 414, as under ASGI. A body without a length (chunked) reaches
Django as an empty one, since Django reads a WSGI body only up to CONTENT_LENGTH; nginx in
front always sends the length."""

import gc
import os

from django.core.wsgi import get_wsgi_application

# Before anything of ours: kernel's modules read the settings as they are imported.
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")
django_wsgi_app = get_wsgi_application()

from kernel.bodylimit import (  # noqa: E402
    TOO_LARGE_BODY,
    TOO_LARGE_HEADERS,
    TOO_LONG_BODY,
    TOO_LONG_HEADERS,
    address_too_long,
    body_limit,
)

PROXIES = tuple(
    address.strip()
    for address in (os.environ.get("FORWARDED_ALLOW_IPS") or "127.0.0.1,::1").split(",")
)
ANY_PROXY = "*" in PROXIES
# The sandbox's own process answers its addresses and the probes, nothing of the app's.
SANDBOX_PATHS = ("/sandbox/razorpay/", "/healthz", "/readyz")
TOO_LARGE = [(name.decode(), value.decode()) for name, value in TOO_LARGE_HEADERS]
TOO_LONG = [(name.decode(), value.decode()) for name, value in TOO_LONG_HEADERS]


def _too_large(environ) -> bool:
    try:
        declared = int(environ.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return False  # Django reads a malformed length as none
    return declared > body_limit(environ.get("PATH_INFO", ""))


def application(environ, start_response):
    forwarded = environ.get("HTTP_X_FORWARDED_FOR", "")
    if forwarded and (ANY_PROXY or environ.get("REMOTE_ADDR") in PROXIES):
        environ["REMOTE_ADDR"] = forwarded.rsplit(",", 1)[-1].strip()
    if address_too_long(environ.get("PATH_INFO", ""), environ.get("QUERY_STRING", "")):
        start_response("414 URI Too Long", TOO_LONG)
        return [TOO_LONG_BODY]
    if _too_large(environ):
        start_response("413 Request Entity Too Large", TOO_LARGE)
        return [TOO_LARGE_BODY]
    return django_wsgi_app(environ, start_response)


def sandbox_application(environ, start_response):
    """The Razorpay sandbox in a process of its own (`make prod`, compose's `sandbox`), so the
    app processes' CPU leaves the gateway's work out, as Razorpay's own servers would."""
    if not environ.get("PATH_INFO", "").startswith(SANDBOX_PATHS):
        start_response("404 Not Found", [("Content-Type", "text/plain; charset=utf-8")])
        return [b"Only the Razorpay sandbox is served here.\n"]
    return application(environ, start_response)


# As in asgi.py: what start-up made is never walked by the collector again.
gc.freeze()
