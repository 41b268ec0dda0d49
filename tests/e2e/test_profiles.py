"""A professional builds a profile in the editor; visitors see it, share it and find it."""

import json
import re
import time

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.flows import quiet, sign_in, token_of
from tests.factories import new_phone
from tests.images import picture

pytestmark = pytest.mark.e2e

ABOUT = " ".join(f"word{n}" for n in range(60)) + " the-end"
LISTS = [
    ("Skills / Services", {"Skill": "Custody disputes"}),
    ("Education", {"School / College": "NLSIU Bengaluru", "Course": "BA LLB", "Pass Year": "2009"}),
    ("Languages", {"Language": "Malayalam"}),
    ("Experience", {"Company": "Khaitan & Co", "Position": "Partner", "Year": "2015 - Present"}),
    ("Social Media", {"Link": "https://www.linkedin.com/in/kavya-nair"}),
    ("Awards", {"Award": "Young Advocate of the Year"}),
]


def me(page: Page) -> dict:
    return page.evaluate(
        """async (token) => (await fetch('/api/v1/auth/me',
            {headers: {Authorization: `Bearer ${token}`}})).json()""",
        token_of(page),
    )


def wait_for_picture(page: Page, kind: str, prefix: str) -> None:
    headers = {"Authorization": f"Bearer {token_of(page)}"}
    for _ in range(50):
        profile = page.request.get("/api/v1/profiles/me", headers=headers).json()
        if (profile[kind] or "").startswith(prefix):
            return
        time.sleep(0.2)
    raise AssertionError(f"the {kind} was not uploaded")


def fill(region, values: dict[str, str]) -> None:
    for label, value in values.items():
        region.get_by_label(label, exact=True).fill(value)


def test_a_professional_fills_every_section_and_visitors_see_it(new_page, e2e_outbox):
    page = new_page()
    sign_in(page, e2e_outbox, new_phone(), first="Kavya", last="Nair")
    page.goto("/editProfile")
    expect(page.get_by_role("heading", name="Profile", exact=True)).to_be_visible()
    expect(page.get_by_text("Manage your Profile settings")).to_be_visible()

    basic = page.get_by_role("region", name="Basic info")
    fill(
        basic,
        {
            "Email": "kavya@example.in",
            "Position": "Family Lawyer",
            "About": ABOUT,
            "Country": "India",
            "State": "Kerala",
        },
    )
    basic.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Edited Successful!").first).to_be_visible()

    search = page.get_by_role("region", name="Search Details")
    search.get_by_label("Service Category").fill("Law")
    search.get_by_role("button", name="Lawyer", exact=True).click()
    expect(search.get_by_label("Service Category")).to_have_value("Lawyer")
    search.get_by_label("Search Keywords").fill("divorce, custody")
    search.get_by_role("button", name="Save").click()

    sessions = page.get_by_role("region", name="Service / Session")
    for name, price, kind in (
        ("Consultation", "1500", "Online"),
        ("Court visit", "4000", "Offline"),
    ):
        fill(sessions, {"Session Name": name, "Price": price})
        sessions.get_by_label("Type").select_option(kind)
        sessions.get_by_role("button", name="Add Session").click()
    sessions.get_by_role("button", name="Delete Court visit").click()
    sessions.get_by_role("switch", name="Payment After Booking").check()
    sessions.get_by_label("Consulting Note").fill("Please bring your documents.")
    sessions.get_by_role("button", name="Save").click()
    expect(sessions.get_by_text("Consultation")).to_be_visible()

    for section, values in LISTS:
        region = page.get_by_role("region", name=section)
        fill(region, values)
        region.get_by_role("button", name="Add").click()
        expect(region.get_by_text(next(iter(values.values())), exact=False).first).to_be_visible()
    skills = page.get_by_role("region", name="Skills / Services")
    fill(skills, {"Skill": "Mistyped skill"})
    skills.get_by_role("button", name="Add").click()
    skills.get_by_role("button", name="Delete Mistyped skill").click()
    expect(skills.get_by_text("Mistyped skill")).to_have_count(0)

    username = me(page)["username"]
    visitor = new_page()
    visitor.goto(f"/v/{username}")
    expect(visitor.get_by_role("heading", name="Kavya Nair")).to_be_visible()
    for text in (
        "Family Lawyer",
        f"@{username}",
        "Kerala",
        "Consultation",
        "₹1,500",
        "Custody disputes",
        "Malayalam",
        "Khaitan & Co",
        "NLSIU Bengaluru",
        "BA LLB",
        "Young Advocate of the Year",
    ):
        expect(visitor.get_by_text(text, exact=False).first).to_be_visible()
    expect(visitor.get_by_text("Court visit")).to_have_count(0)
    expect(visitor.get_by_text("Mistyped skill")).to_have_count(0)
    link = visitor.get_by_role("link", name="linkedin.com")
    assert link.get_attribute("href") == "https://www.linkedin.com/in/kavya-nair"
    assert link.get_attribute("target") == "_blank"
    expect(visitor.get_by_text("the-end")).to_have_count(0)
    visitor.get_by_role("button", name="Read More").click()
    expect(visitor.get_by_text("the-end", exact=False)).to_be_visible()
    expect(visitor.get_by_role("button", name="Edit Profile")).to_have_count(0)
    # The reviews are asked for as the visitor scrolls near them, at the foot of the page.
    visitor.get_by_role("heading", name="Reviews", exact=True).scroll_into_view_if_needed()
    expect(visitor.get_by_text("No Reviews")).to_be_visible()

    # A visitor who books is asked to sign in, and comes back to this profile afterwards.
    visitor.get_by_role("button", name="Book Appointment").first.click()
    expect(visitor.get_by_role("heading", name="Sign in with Phone")).to_be_visible()
    phone = new_phone()
    visitor.get_by_label("Phone number").fill(phone)
    visitor.get_by_role("button", name="Send Code").click()
    expect(visitor.get_by_label("Code", exact=True)).to_be_visible()
    visitor.get_by_label("Code", exact=True).fill(e2e_outbox.last_code(f"+91{phone}"))
    visitor.get_by_role("button", name="Verify").click()
    visitor.get_by_label("First name").fill("Ravi")
    visitor.get_by_label("Last name").fill("Menon")
    visitor.get_by_role("button", name="Continue").click()
    expect(visitor).to_have_url(re.compile(rf"/view/{username}$"))
    expect(visitor.get_by_role("heading", name="Kavya Nair")).to_be_visible()


def test_pictures_are_cropped_and_uploaded(page, e2e_outbox, tmp_path):
    sign_in(page, e2e_outbox, new_phone())
    photo, banner = tmp_path / "me.png", tmp_path / "banner.jpg"
    photo.write_bytes(picture("PNG", size=(900, 700), colour="orange"))
    banner.write_bytes(picture("JPEG", size=(1600, 500), colour="navy"))
    page.goto("/editProfile")

    page.get_by_label("Choose profile image").set_input_files(photo)
    crop = page.get_by_role("dialog", name="Crop Image")
    expect(crop).to_be_visible()
    crop.get_by_role("button", name="Save").click()
    expect(crop).to_have_count(0)
    wait_for_picture(page, "image", "/media/profiles/images/")
    page.get_by_label("Choose banner image").set_input_files(banner)
    wait_for_picture(page, "banner", "/media/profiles/banners/")
    page.goto("/account")
    avatar = page.locator("img[src^='/media/profiles/images/']").first
    expect(avatar).to_be_visible()
    size = avatar.evaluate("img => [img.naturalWidth, img.naturalHeight]")
    assert size[0] == size[1] and size[0] <= 800  # cropped square, bounded on the server
    expect(page.locator("img[src^='/media/profiles/banners/']").first).to_be_visible()


def test_a_session_price_of_100_or_less_is_refused(page, e2e_outbox):
    sign_in(page, e2e_outbox, new_phone())
    page.goto("/editProfile")
    sessions = page.get_by_role("region", name="Service / Session")
    fill(sessions, {"Session Name": "Quick call", "Price": "100"})
    alerts = []
    page.on("dialog", lambda dialog: (alerts.append(dialog.message), dialog.accept()))
    sessions.get_by_role("button", name="Add Session").click()
    expect(sessions.get_by_role("button", name="Add Session")).to_be_enabled()
    assert alerts == ["Price More than ₹100"]
    expect(sessions.get_by_role("button", name="Delete Quick call")).to_have_count(0)


def test_a_shared_profile_link_previews_with_open_graph_tags(page, server):
    first = page.request.get(f"{server}/api/v1/professionals?q=lawyer").json()["items"][0]
    page.goto(f"/v/{first['username']}")
    meta = {
        key: page.locator(f'meta[property="{key}"]').get_attribute("content")
        for key in ("og:title", "og:description", "og:image", "og:url")
    }
    assert meta["og:title"].startswith(first["name"])
    assert meta["og:url"] == f"{server}/v/{first['username']}"
    assert meta["og:image"] == f"{server}{first['image']}"
    assert meta["og:description"]
    assert page.request.get(meta["og:image"]).ok
    assert json.loads(page.evaluate("JSON.stringify(document.title)")).startswith(first["name"])


def test_a_profile_page_fetches_small_pictures_not_the_originals(page, server):
    """A phone shows the portrait at a few dozen pixels: it downloads a small WebP copy (at its
    screen's density), never the 800-pixel original; cards in search do the same."""
    first = page.request.get(f"{server}/api/v1/professionals?q=lawyer").json()["items"][0]
    original = first["image"]
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    page.goto(f"/v/{first['username']}")
    expect(page.get_by_role("heading", name=first["name"])).to_be_visible()
    quiet(page)
    stem = original.rsplit(".", 1)[0]
    portraits = [url.removeprefix(server) for url in fetched if stem in url]
    assert portraits, "the portrait was not fetched at all"
    assert all(re.search(r"-(96|192)\.webp$", url) for url in portraits), portraits
    assert original not in portraits

    fetched.clear()
    page.goto("/searchList?q=lawyer")
    expect(page.get_by_text(first["name"]).first).to_be_visible()
    quiet(page)
    cards = [url for url in fetched if "/media/profiles/images/" in url]
    assert cards and all(re.search(r"-(96|192|400)\.webp$", url) for url in cards), cards
