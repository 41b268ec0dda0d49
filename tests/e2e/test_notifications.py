"""The notifications list: opening it reads what it shows, on every device of the user."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.flows import api, server_sql, sign_in
from tests.factories import new_phone

pytestmark = pytest.mark.e2e


def unread_badge(page: Page):
    return page.get_by_role("link", name=re.compile("unread notification"))


def stored_notifications(user_id: int, count: int) -> None:
    """`count` old-style notifications, their text written when they were made."""
    for n in range(count):
        server_sql(
            "INSERT INTO notifications_notification (user_id, kind, text, data, created_at)"
            " VALUES (%s, 'update', %s, '{}', now() - make_interval(mins => %s))",
            (user_id, f"Old news {n}", n + 1),
        )


def test_opening_the_notifications_clears_the_badge_on_every_device(new_page, e2e_outbox):
    phone = new_phone()
    reader, other = new_page(), new_page()
    sign_in(reader, e2e_outbox, phone)
    sign_in(other, e2e_outbox, phone)
    stored_notifications(api(reader, "GET", "/auth/me")["id"], 12)
    other.goto("/")
    reader.goto("/")
    expect(reader.get_by_role("link", name="13 unread notifications")).to_be_visible()
    expect(other.get_by_role("link", name="13 unread notifications")).to_be_visible()

    reader.get_by_role("link", name="13 unread notifications").click()
    expect(reader).to_have_url(re.compile(r"/account/devices$"))
    expect(reader.get_by_text("Old news 0")).to_be_visible()
    expect(unread_badge(reader)).to_have_count(0)
    expect(unread_badge(other)).to_have_count(0)
    reader.reload()
    expect(reader.get_by_text("Old news 0")).to_be_visible()
    expect(unread_badge(reader)).to_have_count(0)


def test_a_notification_made_while_the_reader_used_english_reads_in_hindi(new_page, e2e_outbox):
    """Stored notifications are written in the reader's language when read (issue 41)."""
    phone = new_phone()
    reader = new_page()
    sign_in(reader, e2e_outbox, phone)
    sign_in(new_page(), e2e_outbox, phone)  # tells the reader, who reads English
    reader.goto("/account/devices")
    notification = reader.locator(".notification-list li").first
    expect(notification).to_contain_text("New sign-in to your account")

    # The switch on the list itself: the list comes again, written in Hindi now.
    to_hindi = reader.get_by_role("button", name="Show the site in हिन्दी").first
    to_hindi.click()
    expect(reader.locator("html")).to_have_attribute("lang", "hi")
    expect(notification).to_contain_text("आपके अकाउंट में नया साइन-इन हुआ है")
    reader.reload()
    expect(notification).to_contain_text("आपके अकाउंट में नया साइन-इन हुआ है")
