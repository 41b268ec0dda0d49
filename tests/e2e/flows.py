"""Steps a person takes, shared by the browser tests."""

import json
import re
import urllib.error
import urllib.request
import weakref

from playwright.sync_api import Page, Request, expect

# Each page's requests to our server that have not ended yet (`watch_requests`, for `quiet`).
_open_requests: "weakref.WeakKeyDictionary[Page, set[Request]]" = weakref.WeakKeyDictionary()


def watch_requests(page: Page, server: str) -> None:
    """Follows the page's requests to our server, for `quiet`: the `new_page` fixture does so
    for every page it makes."""
    requests = _open_requests[page] = set()
    page.on("request", lambda r: r.url.startswith(server) and requests.add(r))
    page.on("requestfinished", lambda r: requests.discard(r))
    page.on("requestfailed", lambda r: requests.discard(r))


def quiet(page: Page, settled=lambda: True, seconds: int = 10) -> None:
    """Until the page has had no request open to our server at two polls 250 ms apart, and
    `settled()` holds.

    This stands for Playwright's "network idle", which waits on every request, the outside
    world's too: once in CI it did not come in 10 s after /account had drawn, and it cannot say
    what was still open. This says."""
    requests = _open_requests[page]
    polls_without = 0
    for _ in range(seconds * 4):
        page.wait_for_timeout(250)
        polls_without = 0 if requests else polls_without + 1
        if polls_without >= 2 and settled():
            return
    still_open = sorted(request.url for request in requests)
    raise AssertionError(f"{page.url} did not settle in {seconds} s; open: {still_open}")


def request_code(page: Page, phone: str) -> None:
    page.goto("/signup")
    page.get_by_label("Phone number").fill(phone)
    page.get_by_role("button", name="Send Code").click()
    expect(page.get_by_label("Code", exact=True)).to_be_visible()


def sign_in(page: Page, outbox, phone: str, *, first="Kavya", last="Nair") -> None:
    """Sign in through the screens, registering when the phone is new."""
    request_code(page, phone)
    page.get_by_label("Code", exact=True).fill(outbox.last_code(f"+91{phone}"))
    page.get_by_role("button", name="Verify").click()
    first_name = page.get_by_label("First name")
    home = page.get_by_role("img", name="Account")
    expect(first_name.or_(home)).to_be_visible()
    if first_name.is_visible():
        first_name.fill(first)
        page.get_by_label("Last name").fill(last)
        page.get_by_role("button", name="Continue").click()
    expect(page.get_by_text("Sign In Successfully")).to_be_visible()
    expect(home).to_be_visible()
    expect(page).not_to_have_url(re.compile(r"/signup$"))


def api_request_code(server: str, phone: str) -> int:
    """Ask for a code as a script would, from the same address as the browser."""
    request = urllib.request.Request(
        f"{server}/api/v1/auth/code",
        data=json.dumps({"phone": phone}).encode(),
        headers={"Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status
    except urllib.error.HTTPError as refused:
        return refused.code


def api_me(server: str, token: str) -> int:
    request = urllib.request.Request(
        f"{server}/api/v1/auth/me", headers={"Authorization": f"Bearer {token}"}
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status
    except urllib.error.HTTPError as refused:
        return refused.code


def api(page: Page, method: str, path: str, body: dict | None = None) -> dict:
    """One API call as the page's signed-in user; anything but success fails the test."""
    response = page.request.fetch(
        f"/api/v1{path}",
        method=method,
        headers={"Authorization": f"Bearer {token_of(page)}"},
        data=body,
    )
    assert response.ok, f"{method} {path}: {response.status} {response.text()}"
    return response.json()


def token_of(page: Page) -> str:
    return page.evaluate("localStorage.getItem('token')")


def server_sql(sql: str, params: tuple = ()) -> None:
    """Runs one statement on the browser tests' server database: for data nobody can make
    through the screens or the API, such as an appointment whose time has already begun."""
    import psycopg
    from django.conf import settings

    from tests.e2e.conftest import _e2e_database

    base = settings.DATABASES["default"]
    with psycopg.connect(
        dbname=_e2e_database(),
        host=base["HOST"] or "127.0.0.1",
        port=base["PORT"] or 5432,
        user=base["USER"],
        password=base["PASSWORD"] or None,
        autocommit=True,
    ) as connection:
        connection.execute(sql, params)
