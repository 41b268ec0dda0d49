"""A link to a profile or event that is not there (deleted, mistyped), opened in a browser:
HTTP 404, and a screen that says what is missing and leads on, to a search and home; never
"Try Again Please...", which is for a failed network."""

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

CASES = [
    ("/v/nonexistent", "Profile not found.", "Search professionals", "/searchList"),
    ("/view/99999999", "Profile not found.", "Search professionals", "/searchList"),
    ("/e/99999", "Event not found.", "Search events", "/eventSearch"),
    ("/e/abc", "Event not found.", "Search events", "/eventSearch"),
    ("/no/such/page", "Page not found", "Search", "/searchList"),
]


@pytest.mark.parametrize(("address", "title", "search", "search_path"), CASES)
def test_a_missing_page_answers_404_and_says_what_is_missing(
    page: Page, address, title, search, search_path
):
    answer = page.goto(address)
    assert answer.status == 404, address
    expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()
    expect(page.get_by_text("Try Again Please...")).to_have_count(0)
    expect(page.get_by_role("link", name=search, exact=True)).to_have_attribute("href", search_path)
    page.get_by_role("link", name="Go to the home page").click()
    expect(page).to_have_url(f"{page.url.split(address)[0]}/")
