"""Every screen runs under the strict Content-Security-Policy without a single violation: the
browser reports each one as a `securitypolicyviolation` event and a console message."""

import os
import subprocess

import pytest
from django.conf import settings
from playwright.sync_api import Page, expect

from tests.e2e.conftest import ROOT, _e2e_database
from tests.e2e.flows import quiet, sign_in
from tests.images import picture

pytestmark = pytest.mark.e2e

DEMO_PROFESSIONAL = "9000000001"
ADMIN = ("csp-admin", "a-long-admin-password-for-csp")
PUBLIC_PAGES = [
    ("/", "Popular Professionals"),
    ("/signup", None),
    ("/terms", "Terms and Conditions"),
    ("/privacy", "Privacy Policy"),
    ("/about", "About Us"),
    ("/searchList", None),
    ("/no/such/page", "Page not found"),  # answered 404: the policy holds there too
    ("/viewEvent", None),
    ("/eventSearch", None),
    ("/support", None),
]
SIGNED_IN_PAGES = ["/account", "/account/devices", "/editProfile", "/shedule", "/myEvents"]

# Runs in every document before the page's own scripts.
LISTEN = """
window.cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  const violation = {
    page: location.pathname,
    directive: event.effectiveDirective,
    blocked: event.blockedURI,
    source: event.sourceFile,
    sample: event.sample,
  };
  window.cspViolations.push(violation);
  window.reportCspViolation(JSON.stringify(violation));
});
"""


@pytest.fixture
def watched(new_page):
    """A page that collects every violation over all its navigations."""
    violations: list[str] = []
    page = new_page()

    def record(violation: str) -> None:
        violations.append(violation)

    def console(message) -> None:
        if "Content Security Policy" in message.text:
            violations.append(f"console: {message.text}")

    page.expose_function("reportCspViolation", record)
    page.add_init_script(LISTEN)
    page.on("console", console)
    return page, violations


def visit(page: Page, path: str, heading: str | None = None) -> None:
    response = page.goto(path)
    assert response is not None and response.status == (404 if "no/such" in path else 200), path
    policy = response.headers["content-security-policy"]
    script_src = next(d for d in policy.split(";") if d.split()[0] == "script-src")
    assert "'self'" in script_src and "unsafe" not in policy, policy
    assert "frame-ancestors 'none'" in policy and "object-src 'none'" in policy
    if heading:
        expect(page.get_by_role("heading", name=heading).first).to_be_visible()
    else:
        expect(page.locator("#root > *").first).to_be_visible()
    quiet(page)


def a_demo_professional(page: Page) -> dict:
    found = page.request.get("/api/v1/professionals", params={"q": "Doctor"}).json()
    return found["items"][0]


def test_the_public_screens_run_without_a_violation(watched):
    page, violations = watched
    for path, heading in PUBLIC_PAGES:
        visit(page, path, heading)
    pro = a_demo_professional(page)
    visit(page, f"/v/{pro['username']}", pro["name"])
    visit(page, f"/view/{pro['id']}", pro["name"])
    # react-hot-toast's styles (goober) went in with the page's nonce.
    nonce = page.evaluate("document.querySelector('meta[name=csp-nonce]').content")
    assert page.evaluate("document.getElementById('_goober').nonce") == nonce
    assert violations == []
    # The listener does hear a violation: a style element without the nonce is refused.
    page.evaluate(
        "() => { const style = document.createElement('style');"
        " style.textContent = 'p { color: red }'; document.head.append(style); }"
    )
    page.wait_for_function("window.cspViolations.length > 0")
    assert page.evaluate("window.cspViolations[0].directive") == "style-src-elem"


def test_the_signed_in_screens_run_without_a_violation(watched, e2e_outbox, tmp_path):
    page, violations = watched
    sign_in(page, e2e_outbox, DEMO_PROFESSIONAL)
    for path in SIGNED_IN_PAGES:
        visit(page, path)
    # The picture editor: a crop dialog drawing on a canvas, then compression in a worker.
    page.goto("/editProfile")
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    photo = tmp_path / "photo.png"
    photo.write_bytes(picture("PNG", size=(900, 700), colour="orange"))
    page.get_by_label("Choose profile image").set_input_files(photo)
    crop = page.get_by_role("dialog", name="Crop Image")
    crop.get_by_role("button", name="Save").click()
    expect(crop).to_have_count(0)
    quiet(page)
    assert violations == []
    # The compressor's worker loaded its script from our own origin, not from a CDN: two
    # files, the module the page imports and the classic script the worker imports.
    origin = page.url.removesuffix("/editProfile")
    compressor = {url for url in fetched if "browser-image-compression" in url}
    assert len(compressor) == 2 and all(url.startswith(f"{origin}/assets/") for url in compressor)


def _create_admin() -> None:
    """In the server's database. (`createsuperuser` cannot make one: User has no email.)"""
    base = settings.DATABASES["default"]
    password = f":{base['PASSWORD']}" if base["PASSWORD"] else ""
    host, port = base["HOST"] or "127.0.0.1", base["PORT"] or 5432
    env = {
        **os.environ,
        "DATABASE_URL": f"postgres://{base['USER']}{password}@{host}:{port}/{_e2e_database()}",
    }
    script = (
        "from marketplace.accounts.models import User\n"
        f"user, _ = User.objects.get_or_create(username={ADMIN[0]!r}, phone='+919999900001')\n"
        "user.is_staff = user.is_superuser = True\n"
        f"user.set_password({ADMIN[1]!r})\n"
        "user.save()\n"
    )
    subprocess.run(
        [str(ROOT / ".venv" / "bin" / "python"), "manage.py", "shell", "-c", script],
        cwd=ROOT / "platform",
        env=env,
        check=True,
        capture_output=True,
    )


def test_the_admin_works_under_the_policy(watched):
    page, violations = watched
    _create_admin()
    response = page.goto("/admin/login/")
    assert "content-security-policy" in response.headers
    page.get_by_label("Username").fill(ADMIN[0])
    page.get_by_label("Password").fill(ADMIN[1])
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("heading", name="Site administration")).to_be_visible()
    page.goto("/admin/accounts/user/")
    page.get_by_role("link", name=ADMIN[0]).click()
    expect(page.get_by_role("heading", name="Change user")).to_be_visible()
    quiet(page)
    assert violations == []
