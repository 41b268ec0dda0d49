"""Only pages of this site may open a socket: the Origin must be exactly the scheme, host
and port the request came to (the Host header), over https when HTTPS is on, with the host
in ALLOWED_HOSTS. Channels' AllowedHostsOriginValidator checks the host alone, so a page
served from any port of an allowed host (http://localhost:1234) got in."""

from urllib.parse import urlsplit

from channels.security.websocket import WebsocketDenier
from django.conf import settings
from django.http.request import split_domain_port, validate_host

DEFAULT_PORTS = {"http": "80", "https": "443"}


def _header(scope: dict, name: bytes) -> str | None:
    values = [value for key, value in scope.get("headers", []) if key == name]
    if len(values) != 1:
        return None
    try:
        return values[0].decode("ascii")
    except UnicodeDecodeError:
        return None


def _host_and_port(netloc: str, scheme: str) -> tuple[str, str] | None:
    domain, port = split_domain_port(netloc)  # ("", "") when not a valid host[:port]
    if not domain:
        return None
    return domain, port or DEFAULT_PORTS[scheme]


def origin_allowed(scope: dict) -> bool:
    origin, host = _header(scope, b"origin"), _header(scope, b"host")
    if origin is None or host is None:
        return False
    scheme = "https" if settings.HTTPS else "http"
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    if parts.scheme != scheme or parts.path or parts.query or parts.fragment or "@" in origin:
        return False
    came_from = _host_and_port(parts.netloc, scheme)
    served = _host_and_port(host, scheme)
    if came_from is None or came_from != served:
        return False
    return validate_host(came_from[0], settings.ALLOWED_HOSTS)


class OriginValidator:
    def __init__(self, application) -> None:
        self.application = application

    async def __call__(self, scope, receive, send):
        if origin_allowed(scope):
            return await self.application(scope, receive, send)
        return await WebsocketDenier()(scope, receive, send)
