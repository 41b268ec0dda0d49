"""The Content-Security-Policy header on HTML answers (the browser suite's tests/e2e/test_csp.py
checks that the pages run under it without a violation)."""

import re

import pytest

from tests.factories import professional

pytestmark = pytest.mark.django_db

HEADER = "Content-Security-Policy"


def directives(response) -> dict[str, list[str]]:
    policy = response[HEADER]
    parsed = {}
    for directive in policy.split(";"):
        name, *sources = directive.split()
        parsed[name] = sources
    return parsed


def page_nonce(html: str) -> str:
    return re.search(r'<meta name="csp-nonce" content="([^"]+)" />', html).group(1)


@pytest.fixture
def built(built, settings):
    settings.ANALYTICS_ID = ""
    return built


def test_every_page_of_the_app_has_a_strict_policy(client, built):
    pro = professional("Asha", "Iyer")
    for path in ("/", "/signup", "/editProfile", f"/v/{pro.user.username}", "/no/such/page"):
        response = client.get(path)
        policy = directives(response)
        assert policy["default-src"] == ["'self'"]
        assert policy["script-src"] == [
            "'self'",
            "https://checkout.razorpay.com",
            "https://cdn.razorpay.com",
        ]
        assert policy["object-src"] == ["'none'"]
        assert policy["frame-ancestors"] == ["'none'"]
        assert policy["base-uri"] == policy["form-action"] == ["'self'"]
        assert "https://api.razorpay.com" in policy["frame-src"]
        assert "ws://testserver" in policy["connect-src"]
        assert not any("unsafe" in source for sources in policy.values() for source in sources)


def test_the_style_nonce_is_the_pages_own_and_new_every_time(client, built):
    nonces = set()
    for _ in range(2):
        response = client.get("/")
        nonce = page_nonce(response.content.decode())
        assert directives(response)["style-src"] == ["'self'", f"'nonce-{nonce}'"]
        nonces.add(nonce)
    assert len(nonces) == 2


def test_analytics_hosts_are_allowed_only_when_analytics_is_configured(client, built, settings):
    assert "googletagmanager" not in client.get("/")[HEADER]
    settings.ANALYTICS_ID = "G-TEST123"
    policy = directives(client.get("/"))
    assert "https://*.googletagmanager.com" in policy["script-src"]
    assert "https://*.google-analytics.com" in policy["connect-src"]
    assert "https://*.google-analytics.com" in policy["img-src"]


def test_the_admin_and_django_pages_have_the_policy_too(client, built):
    admin = client.get("/admin/login/")
    assert admin.status_code == 200
    assert directives(admin)["script-src"][0] == "'self'"
    # Not HTML: no policy needed.
    assert HEADER not in client.get("/api/v1/professionals")


def test_the_error_page_is_styled_with_its_nonce(client, built):
    (built / "index.html").write_bytes(b"\xff\xfe not utf-8")
    client.raise_request_exception = False
    response = client.get("/")
    assert response.status_code == 500
    nonce = re.search(r"<style nonce='([^']+)'>", response.content.decode()).group(1)
    assert directives(response)["style-src"] == ["'self'", f"'nonce-{nonce}'"]
    assert "style=" not in response.content.decode().replace(f"<style nonce='{nonce}'>", "")


def test_the_https_site_names_its_secure_socket(client, built):
    response = client.get("/", secure=True)
    assert "wss://testserver" in directives(response)["connect-src"]
