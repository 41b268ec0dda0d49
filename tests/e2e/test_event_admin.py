"""A host's event screens against the real server: /createEvent with rich text and a banner,
/editEvent, the host's list on /events, and /EventBookings finding a booker by phone and
downloading the CSV. The rich-text editor's chunk loads only on the create and edit screens."""

import datetime
import re
import zoneinfo
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.flows import api, sign_in
from tests.factories import new_phone
from tests.images import picture

pytestmark = pytest.mark.e2e

ZONE = "Asia/Kolkata"
EDITOR_CHUNK = re.compile(r"/assets/rich-text-editor-[^/]*\.js$")


def in_days(days: int) -> str:
    today = datetime.datetime.now(zoneinfo.ZoneInfo(ZONE)).date()
    return (today + datetime.timedelta(days=days)).isoformat()


def watch_requests(page: Page) -> list[str]:
    urls: list[str] = []
    page.on("request", lambda request: urls.append(request.url))
    return urls


def watch_csp(page: Page) -> list[str]:
    """Content-Security-Policy refusals the page reports on its console."""
    refusals: list[str] = []
    page.on(
        "console",
        lambda message: (
            refusals.append(message.text) if "Content Security Policy" in message.text else None
        ),
    )
    return refusals


def card(page: Page, title: str):
    return page.get_by_role("article", name=title)


def test_host_creates_edits_and_sees_bookings(new_page, e2e_outbox, tmp_path):
    host = new_page(timezone_id=ZONE)
    requests = watch_requests(host)
    refusals = watch_csp(host)
    sign_in(host, e2e_outbox, new_phone(), first="Asha", last="Rao")

    # An empty list says so; the editor's chunk has not been fetched for it.
    host.goto("/events")
    expect(host.get_by_text("Creat A New Event")).to_be_visible()
    assert not any(EDITOR_CHUNK.search(url) for url in requests)

    host.get_by_role("link", name="Create Events").click()
    expect(host).to_have_url(re.compile(r"/createEvent$"))
    expect(host.get_by_role("heading", name="Create Event")).to_be_visible()
    expect(host.get_by_role("radio", name="Unlimited")).to_be_checked()
    expect(host.get_by_label("Number of slots")).to_have_count(0)

    # Required fields are asked for before anything is sent.
    host.get_by_role("button", name="Create Event").click()
    expect(host.get_by_text("Enter a title.")).to_be_visible()

    host.get_by_label("Title").fill("Family law basics for first-time filers")
    host.get_by_label("Short Description").fill("What to know before you file a case in court.")
    host.get_by_label("Price").fill("0")
    host.get_by_label("Date").fill(in_days(10))
    host.get_by_label("Start time").fill("10:00")
    host.get_by_label("End time").fill("11:30")
    host.get_by_role("radio", name="Custom").check()
    host.get_by_label("Number of slots").fill("25")
    host.get_by_label("Type").select_option("Offline")
    banner = tmp_path / "banner.png"
    banner.write_bytes(picture("PNG", size=(1200, 675), colour="navy"))
    host.get_by_label("Banner image").set_input_files(banner)

    description = host.get_by_role("textbox", name="Description", exact=True)
    expect(description).to_be_visible()
    assert any(EDITOR_CHUNK.search(url) for url in requests)
    description.click()
    host.keyboard.type("Bring your ")
    host.keyboard.press("Control+b")
    host.keyboard.type("papers")
    host.keyboard.press("Control+b")
    host.keyboard.type(" and questions.")
    host.get_by_role("textbox", name="EventResponse").click()
    host.keyboard.type("Hall 2, City Court")

    host.get_by_role("button", name="Create Event").click()
    expect(host.get_by_text("Edited Succesfull!")).to_be_visible()
    expect(host).to_have_url(re.compile(r"/events$"))

    created = card(host, "Family law basics for first-time filers")
    expect(created).to_be_visible()
    expect(created.get_by_text("What to know before you file a case in court.")).to_be_visible()
    expect(created.get_by_text("10 : 00 - 11 : 30 AM")).to_be_visible()
    expect(created.get_by_text("25 (25 left)")).to_be_visible()
    expect(created.get_by_text("Offline")).to_be_visible()
    expect(created.get_by_text("Free")).to_be_visible()
    expect(created.locator("img")).not_to_have_attribute("src", "/default-banner.svg")
    # The picture loads (the card shows as soon as its text does, so it is waited for).
    host.wait_for_function(
        "image => image.complete && image.naturalWidth > 0",
        arg=created.locator("img").element_handle(),
    )

    event = api(host, "GET", "/events/mine?page=1")["items"][0]
    detail = api(host, "GET", f"/events/{event['id']}/details")
    assert "<strong>papers</strong>" in detail["description"]
    assert "&nbsp;" not in detail["description"]
    assert "Hall 2, City Court" in detail["response"]
    assert detail["seats"] == 25 and detail["type"] == "Offline"
    assert detail["banner"]

    # Edit: the form starts from what is stored; the change shows on /events.
    created.get_by_role("button", name="Edit").click()
    expect(host).to_have_url(re.compile(r"/editEvent$"))
    expect(host.get_by_label("Title")).to_have_value("Family law basics for first-time filers")
    expect(host.get_by_label("Number of slots")).to_have_value("25")
    editor = host.get_by_role("textbox", name="Description", exact=True)
    expect(editor).to_contain_text("Bring your papers")
    host.get_by_label("Title").fill("Family law basics")
    host.get_by_role("radio", name="Unlimited").check()
    host.get_by_role("button", name="Save").click()
    expect(host.get_by_text("Edited Succesfull!")).to_be_visible()
    expect(host).to_have_url(re.compile(r"/events$"))
    edited = card(host, "Family law basics")
    expect(edited.get_by_text("Unlimited")).to_be_visible()
    expect(card(host, "Family law basics for first-time filers")).to_have_count(0)
    assert "<strong>papers</strong>" in api(host, "GET", f"/events/{event['id']}")["description"]

    # View opens the event's detail screen (features/events' subject; only the move is checked).
    edited.get_by_role("button", name="View").click()
    expect(host).to_have_url(re.compile(rf"/viewEvent\?event={event['id']}&from=%2Fevents$"))
    host.reload()  # the address alone shows the same: the event, with no Book Event (the host's)
    expect(host.get_by_role("heading", level=1, name="Family law basics")).to_be_visible()
    expect(host.get_by_role("button", name="Book Event")).to_have_count(0)
    host.goto("/events")

    # A booker books through the API; the host finds them by phone and downloads the CSV.
    booker = new_page(timezone_id=ZONE)
    booker_phone = new_phone()
    sign_in(booker, e2e_outbox, booker_phone, first="Vikram", last="Shetty")
    booking = api(
        booker,
        "POST",
        f"/events/{event['id']}/bookings",
        {"name": "Vikram Shetty", "email": "vikram@example.in"},
    )
    assert booking["status"]

    edited.get_by_role("button", name="Bookings").click()
    expect(host).to_have_url(re.compile(r"/EventBookings$"))
    expect(host.get_by_text("Family law basics", exact=True)).to_be_visible()
    person = card(host, "Vikram Shetty")
    expect(person).to_be_visible()
    expect(person.get_by_text("vikram@example.in")).to_be_visible()

    search = host.get_by_label("Search by phone")
    search.fill(booker_phone[-6:])
    expect(person).to_be_visible()
    search.fill("1234509876")
    expect(host.get_by_text("Data Not Found")).to_be_visible()
    expect(person).to_have_count(0)
    search.fill("")
    expect(person).to_be_visible()

    with host.expect_download() as download:
        host.get_by_role("button", name="Download CSV").click()
    assert download.value.suggested_filename == f"event-{event['id']}-bookings.csv"
    csv_text = Path(download.value.path()).read_text(encoding="utf-8")
    assert csv_text.startswith("Name,Email,Phone,Booked at")
    assert "Vikram Shetty,vikram@example.in" in csv_text

    assert refusals == [], refusals


def test_host_screens_need_an_event_in_state(page: Page, e2e_outbox):
    sign_in(page, e2e_outbox, new_phone())
    for path in ("/editEvent", "/EventBookings"):
        page.goto(path)
        expect(page).to_have_url(re.compile(r"/events$"))
        expect(page.get_by_text("Creat A New Event")).to_be_visible()


def test_visitors_are_sent_to_sign_in(page: Page):
    for path in ("/events", "/createEvent"):
        page.goto(path)
        expect(page).to_have_url(re.compile(r"/signup$"))
