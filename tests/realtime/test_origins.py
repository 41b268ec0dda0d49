"""Only the site's own pages open a socket: the Origin must be the scheme, host and port the
page came from (the request's Host), https when HTTPS is on, the host in ALLOWED_HOSTS."""

import pytest

from tests.realtime.sockets import Socket

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


async def opens(origin: str | None, host: str) -> bool:
    headers = [(b"host", host.encode())]
    if origin is not None:
        headers.append((b"origin", origin.encode()))
    socket = Socket(headers=headers)
    connected, _ = await socket.connect()
    if connected:
        await socket.disconnect()
    return connected


@pytest.mark.parametrize(
    ("origin", "host"),
    [
        ("http://localhost:1234", "localhost:8000"),  # another port of an allowed host
        ("http://localhost:1234", "127.0.0.1:8000"),
        ("http://127.0.0.1", "127.0.0.1:8000"),  # port 80 is not the page's port
        ("https://127.0.0.1:8000", "127.0.0.1:8000"),  # https while HTTPS is off
        ("http://[::1]:9000", "[::1]:8000"),
        ("http://localhost:8000", "127.0.0.1:8000"),  # another allowed host than the page's
    ],
)
async def test_an_origin_on_another_port_scheme_or_host_is_refused(origin, host):
    assert not await opens(origin, host)
    assert await opens(f"http://{host}", host), "the page's own origin opens"


@pytest.mark.parametrize(
    ("origin", "host"),
    [
        (None, "127.0.0.1:8000"),
        ("null", "127.0.0.1:8000"),
        ("http://evil.example", "evil.example"),  # not in ALLOWED_HOSTS
        ("http://127.0.0.1:8000/", "127.0.0.1:8000"),
        ("http://user@127.0.0.1:8000", "127.0.0.1:8000"),
        ("http://127.0.0.1:8000", "127.0.0.1:notaport"),
    ],
)
async def test_missing_or_malformed_origins_are_refused(origin, host):
    assert not await opens(origin, host)


async def test_with_https_only_https_origins_on_the_served_port_open(settings):
    settings.HTTPS = True
    settings.ALLOWED_HOSTS = ["marketplace.example", ".tenant.example"]
    assert await opens("https://marketplace.example", "marketplace.example")
    assert await opens("https://marketplace.example:443", "marketplace.example")
    assert await opens("https://a.tenant.example:8443", "a.tenant.example:8443")
    assert not await opens("http://marketplace.example", "marketplace.example")
    assert not await opens("https://marketplace.example:8443", "marketplace.example")
