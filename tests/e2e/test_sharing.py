"""Share on a browser without a share sheet (most desktops, navigator.share missing): the
link is copied to the clipboard and a toast says so, on a profile and on an event."""

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e


@pytest.fixture
def desktop(new_page, server) -> Page:
    page = new_page(permissions=["clipboard-read", "clipboard-write"])
    # Chromium on Linux has no share sheet; make sure, whatever the build.
    page.add_init_script("delete Navigator.prototype.share; delete navigator.share;")
    return page


def test_share_copies_a_profiles_link_where_there_is_no_share_sheet(desktop: Page, server):
    first = desktop.request.get(f"{server}/api/v1/professionals?q=lawyer").json()["items"][0]
    desktop.goto(f"/v/{first['username']}")
    assert desktop.evaluate("typeof navigator.share") == "undefined"
    desktop.on("dialog", lambda dialog: pytest.fail(f"an alert: {dialog.message}"))
    desktop.get_by_role("button", name="Share").click()
    expect(desktop.get_by_text("Link copied to the clipboard.")).to_be_visible()
    copied = desktop.evaluate("navigator.clipboard.readText()")
    assert copied == f"{server}/v/{first['username']}"


def test_share_copies_an_events_link_where_there_is_no_share_sheet(desktop: Page, server):
    event = desktop.request.get(f"{server}/api/v1/events/popular").json()[0]
    desktop.goto(f"/e/{event['id']}")
    desktop.on("dialog", lambda dialog: pytest.fail(f"an alert: {dialog.message}"))
    desktop.get_by_role("button", name="Share").click()
    expect(desktop.get_by_text("Link copied to the clipboard.")).to_be_visible()
    assert desktop.evaluate("navigator.clipboard.readText()") == f"{server}/e/{event['id']}"
