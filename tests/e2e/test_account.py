"""/account for a client (a user who offers no session): an invitation to become a
professional instead of a professional's empty sections, and the calendar feed in its own
section."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.flows import sign_in
from tests.factories import new_phone

pytestmark = pytest.mark.e2e


def test_a_clients_account_invites_them_and_shows_the_calendar_feed(page: Page, e2e_outbox):
    sign_in(page, e2e_outbox, new_phone())
    page.goto("/account")
    invitation = page.get_by_role("region", name="Offer your own sessions")
    expect(invitation).to_be_visible()
    for empty in ("Session not added", "Skills Not Added", "Languages Not Added"):
        expect(page.get_by_text(empty)).to_have_count(0)
    expect(page.get_by_role("link", name="Edit Schedule")).to_have_count(0)

    # The calendar feed: its own section with its heading, on /account itself.
    expect(page.get_by_role("heading", level=2, name="Calendar feed")).to_be_visible()
    expect(page.get_by_role("button", name="Turn on calendar feed")).to_be_visible()

    invitation.get_by_role("link", name="Become a professional").click()
    expect(page).to_have_url(re.compile(r"/editProfile$"))
