"""The installable app in Chromium: the manifest the page links, the service worker at the
site root, and the app shell with the offline banner when the network is gone."""

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import SITE_NAME

pytestmark = pytest.mark.e2e

OFFLINE = "You are offline. Showing what was loaded; changes need a connection."


def active_worker(page) -> str:
    """Waits until the service worker is active and controls the page; answers its scope."""
    scope = page.evaluate(
        "navigator.serviceWorker.ready.then((registration) => registration.scope)"
    )
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    return scope


def test_the_page_links_a_manifest_whose_icons_are_there(page, server):
    page.goto("/")
    href = page.locator("link[rel='manifest']").get_attribute("href")
    assert href == "/manifest.webmanifest"
    expect(page.locator("meta[name='theme-color']")).to_have_attribute("content", "#0b6e4f")
    touch_icon = page.locator("link[rel='apple-touch-icon']").get_attribute("href")
    assert page.request.get(touch_icon).headers["content-type"] == "image/png"

    answer = page.request.get(href)
    assert answer.status == 200
    assert answer.headers["content-type"] == "application/manifest+json"
    manifest = answer.json()
    assert manifest["name"] == SITE_NAME
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "/"
    purposes = {(icon["sizes"], icon.get("purpose", "any")) for icon in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= purposes
    for icon in manifest["icons"]:
        picture = page.request.get(icon["src"])
        assert picture.status == 200, icon["src"]
        assert picture.headers["content-type"] == "image/png"


def test_the_service_worker_takes_the_site_and_leaves_pages_and_the_api_to_the_server(page, server):
    page.goto("/")
    assert active_worker(page) == f"{server}/"
    worker = page.request.get("/sw.js")
    assert worker.headers["content-type"].startswith("text/javascript")
    assert worker.headers["cache-control"] == "no-cache"

    # Pages still come from the server (its status too), the API never from the worker.
    with page.expect_response("**/api/v1/**") as api_call:
        answer = page.goto("/")
    assert answer.status == 200
    assert not api_call.value.from_service_worker
    assert page.goto("/no/such/page").status == 404
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()


def test_offline_the_app_shell_opens_and_says_it_is_offline(page, server):
    page.goto("/searchList")
    active_worker(page)
    # The screen's own chunks, loaded before the worker was there, are handed to it.
    page.wait_for_function(
        "caches.open('screens').then((c) => c.keys()).then((keys) => keys.length > 0)"
    )
    expect(page.get_by_text(OFFLINE)).to_have_count(0)

    page.context.set_offline(True)
    expect(page.get_by_text(OFFLINE)).to_be_visible()
    page.reload()
    expect(page.get_by_role("button", name="Open menu")).to_be_visible()
    expect(page.get_by_text(OFFLINE)).to_be_visible()
    # A screen never opened was not downloaded (a phone never fetches every screen at once):
    # the shell still opens, with its menu and the banner, never the browser's error page.
    page.goto("/terms")
    expect(page.get_by_role("button", name="Open menu")).to_be_visible()
    expect(page.get_by_text(OFFLINE)).to_be_visible()

    page.context.set_offline(False)
    expect(page.get_by_text(OFFLINE)).to_have_count(0)
