"""A visitor browses the home page's carousels, searches and scrolls through results."""

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

SECTIONS = [
    "Popular Professionals",
    "Popular Software Engineer",
    "Popular Lawyers",
    "Popular Doctors",
    "Popular HR",
]


def cards(scope):
    return scope.locator("a[href^='/view/']")


def test_the_home_carousels_are_full_and_see_more_lists_the_section(page: Page):
    page.goto("/")
    for title in SECTIONS:
        section = page.get_by_role("region", name=title)
        # Sections below the fold load as the visitor scrolls near them.
        section.scroll_into_view_if_needed()
        expect(section.get_by_role("heading", name=title)).to_be_visible()
        expect(cards(section).first).to_be_visible()
        expect(section.get_by_text("Professional Not Available")).to_have_count(0)
    lawyers = page.get_by_role("region", name="Popular Lawyers")
    first_lawyer = cards(lawyers).first.inner_text()
    assert "Lawyer" in first_lawyer or "Advocate" in first_lawyer or "Consultant" in first_lawyer

    page.get_by_role("region", name="Popular Doctors").get_by_role("link", name="See More").click()
    expect(page).to_have_url(re.compile(r"/searchList$"))
    expect(page.get_by_role("heading", name='Results for "Doctor"')).to_be_visible()
    expect(cards(page.locator("main")).first).to_be_visible()


def test_a_top_category_opens_its_results(page: Page):
    page.goto("/")
    page.get_by_role("link", name="Lawyer", exact=True).first.click()
    expect(page.get_by_role("heading", name='Results for "Lawyer"')).to_be_visible()
    expect(cards(page.locator("main")).first).to_be_visible()


def test_the_search_overlay_leads_to_a_profile(page: Page, server):
    page.goto("/terms")
    page.get_by_role("button", name="Search").click()
    page.get_by_placeholder("Search Professional").fill("cardio")
    suggestions = page.get_by_role("list", name="Suggestions")
    expect(suggestions.get_by_text("Webinar: cardio")).to_be_visible()
    match = suggestions.get_by_text("Cardiologist").first
    expect(match).to_be_visible()
    match.click()
    expect(page).to_have_url(re.compile(r"/view/\d+$"))
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    expect(page.get_by_text("Cardiologist").first).to_be_visible()


def test_a_misspelt_search_still_finds_lawyers(page: Page):
    page.goto("/")
    page.get_by_role("button", name="Search").click()
    page.get_by_placeholder("Search Professional").fill("lawer")
    expect(page.get_by_role("list", name="Suggestions").get_by_text("Lawyer").first).to_be_visible()


def test_search_results_load_page_by_page_while_scrolling(page: Page):
    page.goto("/")
    page.get_by_role("region", name="Popular Professionals").get_by_role(
        "link", name="See More"
    ).click()
    expect(page.get_by_role("heading", name="All professionals")).to_be_visible()
    results = cards(page.locator("main"))
    expect(results).to_have_count(10)
    seen = [10]
    for _ in range(10):
        page.mouse.wheel(0, 20_000)
        page.wait_for_timeout(400)
        seen.append(results.count())
        if seen[-1] == 60:
            break
    assert seen[-1] == 60, seen
    assert all(b >= a for a, b in zip(seen, seen[1:], strict=False))
    hrefs = [results.nth(n).get_attribute("href") for n in range(60)]
    assert len(set(hrefs)) == 60
    page.mouse.wheel(0, 20_000)
    page.wait_for_timeout(500)
    assert results.count() == 60


def test_an_empty_search_shows_the_no_data_picture(page: Page):
    page.goto("/")
    page.get_by_role("button", name="Search").click()
    page.get_by_placeholder("Search Professional").fill("zzqqxx")
    page.get_by_role("list", name="Suggestions").get_by_text("zzqqxx", exact=True).click()
    expect(page.get_by_role("img", name="No data")).to_be_visible()


def test_a_carousel_is_a_plain_row_until_touched_then_swiper_slides_it(page: Page):
    """Swiper measures every slide as it starts, so it starts on the visitor's first move on
    a row, not at load (docs/product.md, "Speed on a phone"); from then on it is the spec's
    carousel."""
    page.goto("/")
    row = page.get_by_role("region", name="Top Category").locator(".swiper")
    expect(row.get_by_role("link", name="Lawyer", exact=True)).to_be_visible()
    expect(page.locator(".swiper-initialized")).to_have_count(0)

    box = row.bounding_box()
    middle = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + box["width"] * 0.8, middle)  # the pointer reaches the row
    expect(row).to_have_class(re.compile(r"\bswiper-initialized\b"))
    expect(page.locator(".swiper-initialized")).to_have_count(1)  # only the row touched

    wrapper = row.locator(".swiper-wrapper")
    before = wrapper.evaluate("element => getComputedStyle(element).transform")
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] * 0.2, middle, steps=10)
    page.mouse.up()
    expect(wrapper).not_to_have_css("transform", before)
