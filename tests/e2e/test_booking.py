"""Clients book a professional's free times on /bookAppoinment: live chips, pay-first through
the sandbox checkout, and the professional's live toast."""

import datetime
import re
import zoneinfo

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.flows import api, sign_in
from tests.factories import new_phone

pytestmark = pytest.mark.e2e

ZONE = "Asia/Kolkata"
ALL_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def set_up_professional(page: Page, *, pay_first: bool) -> dict:
    """A demo professional's schedule (every day: 9-10 AM one place, 11 AM-12 PM two) and
    whether clients pay first. Returns their profile."""
    api(
        page,
        "PUT",
        "/schedule/me",
        {
            "windows": [
                {"id": None, "days": ALL_DAYS, "start": "09:00", "end": "10:00", "places": 1},
                {"id": None, "days": ALL_DAYS, "start": "11:00", "end": "12:00", "places": 2},
            ],
            "time_zone": ZONE,
            "booking_horizon_days": 60,
        },
    )
    profile = api(page, "GET", "/profiles/me")
    plans = [
        {"id": plan["id"], "name": plan["name"], "price": plan["price"], "type": plan["type"]}
        for plan in profile["plans"]
    ]
    return api(
        page,
        "PUT",
        "/profiles/me/plans",
        {
            "plans": plans,
            "consulting_note": "Keep your reports ready.",
            "payment_required": pay_first,
        },
    )


def tomorrow() -> datetime.date:
    return datetime.datetime.now(zoneinfo.ZoneInfo(ZONE)).date() + datetime.timedelta(days=1)


def open_booking(page: Page, professional: dict, day: datetime.date) -> None:
    """From the public profile's "Book Appointment" to the chosen day's chips."""
    page.goto(f"/view/{professional['id']}")
    page.get_by_role("button", name="Book Appointment").first.click()
    expect(page).to_have_url(re.compile(rf"/bookAppoinment\?professional={professional['id']}\b"))
    expect(page.get_by_role("heading", name="Select Date")).to_be_visible()
    expect(page.get_by_text("Keep your reports ready.")).to_be_visible()
    cell = page.locator(f'[data-day="{day.isoformat()}"] button')
    if not cell.is_visible():
        page.get_by_role("button", name=re.compile("next month", re.I)).click()
    cell.click()
    expect(chip(page, "9 : 00 - 10 : 00 AM")).to_be_visible()


def chip(page: Page, text: str):
    return page.get_by_role("radio", name=text)


def free_chip(page: Page, text: str):
    """A one-place time's chip while it is free: once full it reads "<text>, Full"."""
    return page.get_by_role("radio", name=text, exact=True)


def full_chip(page: Page, text: str):
    return page.get_by_role("radio", name=re.compile(rf"^{re.escape(text)}\s*,\s*Full$"))


def choose_plan(page: Page, professional: dict) -> None:
    page.get_by_role("radio", name=re.compile(re.escape(professional["plans"][0]["name"]))).click()


def test_free_later_booking_is_live_for_other_clients_and_the_professional(new_page, e2e_outbox):
    professional_page = new_page(timezone_id=ZONE)
    sign_in(professional_page, e2e_outbox, "9000000050")
    professional = set_up_professional(professional_page, pay_first=False)

    watcher = new_page(timezone_id=ZONE)
    sign_in(watcher, e2e_outbox, new_phone(), first="Meera", last="Iyer")
    client = new_page(timezone_id=ZONE)
    sign_in(client, e2e_outbox, new_phone(), first="Rohit", last="Sharma")

    day = tomorrow()
    open_booking(watcher, professional, day)
    open_booking(client, professional, day)
    # The first free time is preselected.
    expect(chip(client, "9 : 00 - 10 : 00 AM")).to_have_attribute("aria-checked", "true")

    # The spec's checks come in its order: a session first, then an e-mail.
    client.get_by_role("button", name="Book Appointment").click()
    expect(client.get_by_text("Select A Session")).to_be_visible()
    choose_plan(client, professional)
    client.get_by_label("Email").fill("rohit@example")
    client.get_by_role("button", name="Book Appointment").click()
    expect(client.get_by_text("Enter a valid e-mail address.").first).to_be_visible()
    client.get_by_label("Email").fill("rohit@example.in")
    client.get_by_role("button", name="Book Appointment").click()

    expect(client.get_by_text("Booking Succesfull!")).to_be_visible()
    # The professional hears of it live (a toast lives 4 s: looked for first, before it goes).
    expect(professional_page.get_by_text("New booking from Rohit Sharma")).to_be_visible()
    expect(client).to_have_url(re.compile(r"/yourAppoinments$"))
    # The one place of 9 AM is gone from the other client's open page, without a reload;
    # 11 AM still has one of its two places.
    expect(free_chip(watcher, "9 : 00 - 10 : 00 AM")).to_have_count(0)
    expect(full_chip(watcher, "9 : 00 - 10 : 00 AM")).to_be_visible()
    expect(chip(watcher, "11 : 00 AM - 12 : 00 PM")).to_be_visible()

    mine = api(client, "GET", "/appointments/mine")["items"]
    assert [(a["professional"]["id"], a["status"], a["date"], a["start"]) for a in mine] == [
        (professional["id"], "pending", day.isoformat(), "09:00")
    ]


def test_pay_first_through_the_sandbox_checkout(new_page, e2e_outbox):
    professional_page = new_page(timezone_id=ZONE)
    sign_in(professional_page, e2e_outbox, "9000000051")
    professional = set_up_professional(professional_page, pay_first=True)

    client = new_page(timezone_id=ZONE)
    sign_in(client, e2e_outbox, new_phone(), first="Anjali", last="Menon")
    day = tomorrow()
    open_booking(client, professional, day)
    choose_plan(client, professional)
    client.get_by_label("Email").fill("anjali@example.in")

    # Dismissing the checkout keeps the hold (with its countdown) and says so.
    client.get_by_role("button", name="Pay Now").click()
    sandbox = client.get_by_role("dialog", name="Razorpay sandbox")
    expect(sandbox).to_be_visible()
    expect(client.get_by_role("timer")).to_contain_text(re.compile(r"\d\d:\d\d"))
    sandbox.get_by_role("button", name="Dismiss").click()
    expect(client.get_by_text("Transaction cancelled.!")).to_be_visible()
    held = api(client, "GET", "/appointments/mine")["items"]
    assert [(a["status"], a["paid"]) for a in held] == [("awaiting_payment", False)]

    # Paying for the same hold.
    client.get_by_role("button", name="Pay Now").click()
    client.get_by_role("dialog", name="Razorpay sandbox").get_by_role("button", name="Pay").click()
    expect(client.get_by_text("Payment Completed!")).to_be_visible()
    expect(client).to_have_url(re.compile(r"/yourAppoinments$"))
    expect(professional_page.get_by_text("New paid booking from Anjali Menon")).to_be_visible()

    paid = api(client, "GET", "/appointments/mine")["items"]
    assert [(a["id"], a["status"], a["paid"]) for a in paid] == [(held[0]["id"], "accepted", True)]


def test_a_hold_left_behind_is_given_back_at_once(new_page, e2e_outbox):
    """A client who dismisses the checkout and leaves the page gives the held place back:
    another client's open page offers it again live, without waiting for the hold to lapse."""
    professional_page = new_page(timezone_id=ZONE)
    sign_in(professional_page, e2e_outbox, "9000000052")
    professional = set_up_professional(professional_page, pay_first=True)
    watcher = new_page(timezone_id=ZONE)
    sign_in(watcher, e2e_outbox, new_phone(), first="Meera", last="Iyer")
    client = new_page(timezone_id=ZONE)
    sign_in(client, e2e_outbox, new_phone(), first="Farhan", last="Qureshi")
    day = tomorrow()
    open_booking(watcher, professional, day)
    open_booking(client, professional, day)
    choose_plan(client, professional)
    client.get_by_label("Email").fill("farhan@example.in")

    client.get_by_role("button", name="Pay Now").click()
    client.get_by_role("dialog", name="Razorpay sandbox").get_by_role(
        "button", name="Dismiss"
    ).click()
    expect(client.get_by_text("Transaction cancelled.!")).to_be_visible()
    expect(free_chip(watcher, "9 : 00 - 10 : 00 AM")).to_have_count(0)

    client.goto("/")
    # At once: the hold would lapse only after minutes; a loaded machine may take seconds to
    # answer the leaving page's DELETE and publish the frame.
    expect(free_chip(watcher, "9 : 00 - 10 : 00 AM")).to_be_visible(timeout=15_000)
    mine = api(client, "GET", "/appointments/mine")["items"]
    assert [(a["status"], a["paid"]) for a in mine] == [("cancelled", False)]


def test_a_full_time_offers_its_freed_place_to_the_first_in_line_live(new_page, e2e_outbox):
    professional_page = new_page(timezone_id=ZONE)
    sign_in(professional_page, e2e_outbox, "9000000060")
    professional = set_up_professional(professional_page, pay_first=False)
    day = tomorrow()

    # Meera books the only place of 9 AM.
    first = new_page(timezone_id=ZONE)
    sign_in(first, e2e_outbox, new_phone(), first="Meera", last="Iyer")
    slots = api(first, "GET", f"/professionals/{professional['id']}/slots?date={day}")
    nine = next(slot for slot in slots["windows"] if slot["start"] == "09:00")
    booked = api(first, "POST", "/appointments", {
        "professional_id": professional["id"], "window_id": nine["window_id"],
        "date": day.isoformat(), "start": "09:00", "plan_id": professional["plans"][0]["id"],
        "name": "Meera Iyer", "email": "meera@example.in",
    })  # fmt: skip

    # Bina finds 9 AM full, and joins its waitlist instead of a dead end.
    waiter = new_page(timezone_id=ZONE)
    sign_in(waiter, e2e_outbox, new_phone(), first="Bina", last="Das")
    open_booking(waiter, professional, day)
    full_chip(waiter, "9 : 00 - 10 : 00 AM").click()
    expect(waiter.get_by_text("This time is full. Join the waitlist")).to_be_visible()
    choose_plan(waiter, professional)
    waiter.get_by_label("Email").fill("bina@example.in")
    waiter.get_by_role("button", name="Join waitlist").click()
    expect(waiter.get_by_text("You are on the waitlist: 1st in line.")).to_be_visible()
    expect(waiter.get_by_text("1st in line", exact=True)).to_be_visible()

    # The professional sees the line on /appoinments.
    professional_page.goto("/appoinments")
    lines = professional_page.get_by_role("region", name="Waitlists")
    expect(lines).to_contain_text("1st Bina Das")

    # Bina watches her list; Meera cancels; the place is offered to Bina at once, live.
    waiter.goto("/yourAppoinments")
    waits = waiter.get_by_role("region", name="Waitlists")
    expect(waits).to_contain_text("1st in line")
    api(first, "POST", f"/appointments/{booked['id']}/cancel")
    expect(waits.get_by_role("timer")).to_contain_text("A place is held for you from the waitlist:")
    expect(waiter.get_by_text(re.compile(r"A place with .* is free for you"))).to_be_visible()
    expect(lines).to_contain_text("Offered a place Bina Das")

    # She takes it: a request like any booking, which the professional hears of.
    waits.get_by_role("button", name="Book Now").click()
    expect(professional_page.get_by_text("New booking from Bina Das")).to_be_visible()
    expect(waiter.get_by_role("region", name="Waitlists")).to_have_count(0)
    expect(professional_page.get_by_role("region", name="Waitlists")).to_have_count(0)
    mine = api(waiter, "GET", "/appointments/mine")["items"]
    assert [(a["status"], a["start"]) for a in mine] == [("pending", "09:00")]


def test_the_booking_page_reloads_as_it_was(new_page, e2e_outbox):
    """Its address names the professional, the plan and the date: a reload (or the link
    shared) shows the same page, not home."""
    professional_page = new_page(timezone_id=ZONE)
    sign_in(professional_page, e2e_outbox, "9000000053")
    professional = set_up_professional(professional_page, pay_first=False)
    client = new_page(timezone_id=ZONE)
    sign_in(client, e2e_outbox, new_phone(), first="Kiran", last="Rao")
    day = tomorrow() + datetime.timedelta(days=1)
    open_booking(client, professional, day)
    choose_plan(client, professional)
    plan = professional["plans"][0]["id"]
    expect(client).to_have_url(
        re.compile(rf"/bookAppoinment\?professional={professional['id']}&plan={plan}&date={day}$")
    )

    client.reload()
    expect(client.get_by_text("Keep your reports ready.")).to_be_visible()
    name = re.compile(re.escape(professional["plans"][0]["name"]))
    expect(client.get_by_role("radio", name=name)).to_have_attribute("aria-checked", "true")
    expect(chip(client, "9 : 00 - 10 : 00 AM")).to_have_attribute("aria-checked", "true")
    # Still the date chosen (a page that forgot it would move to today, and say so here).
    expect(client).to_have_url(re.compile(rf"&date={day}$"))

    # An address that names no professional says so and leads on, rather than going home.
    client.goto("/bookAppoinment")
    expect(client.get_by_text("This link does not say which professional to book.")).to_be_visible()
    expect(client.get_by_role("link", name="Find a professional")).to_be_visible()


def test_times_that_cannot_be_booked_say_why_on_their_chips(new_page, e2e_outbox):
    """With a 10-minute buffer, 3-4 PM booked closes 4-5 PM, which nobody booked: it says so
    and offers no waitlist (3-4 PM is full, and has one). A 60-minute plan greys the half
    hours, saying why on the chip, not only to screen readers."""
    professional_page = new_page(timezone_id=ZONE)
    sign_in(professional_page, e2e_outbox, "9000000045")
    api(professional_page, "PUT", "/schedule/me", {
        "windows": [
            {"id": None, "days": ALL_DAYS, "start": "09:00", "end": "10:00", "places": 1,
             "session_minutes": 30},
            {"id": None, "days": ALL_DAYS, "start": "15:00", "end": "17:00", "places": 1,
             "session_minutes": 60},
        ],
        "time_zone": ZONE, "booking_horizon_days": 60,
        "rules": {"buffer_before_minutes": 0, "buffer_after_minutes": 10, "notice_hours": 2,
                  "daily_limit": None},
    })  # fmt: skip
    plans = api(professional_page, "GET", "/profiles/me")["plans"]
    professional = api(professional_page, "PUT", "/profiles/me/plans", {
        "plans": [
            {"id": plans[0]["id"], "name": "Deep dive", "price": 1500, "type": "Online",
             "duration_minutes": 60},
        ],
        "consulting_note": "Keep your reports ready.", "payment_required": False,
    })  # fmt: skip
    day = tomorrow()
    booker = new_page(timezone_id=ZONE)
    sign_in(booker, e2e_outbox, new_phone(), first="Meera", last="Iyer")
    slots = api(booker, "GET", f"/professionals/{professional['id']}/slots?date={day}")
    three = next(slot for slot in slots["windows"] if slot["start"] == "15:00")
    api(booker, "POST", "/appointments", {
        "professional_id": professional["id"], "window_id": three["window_id"],
        "date": day.isoformat(), "start": "15:00", "plan_id": professional["plans"][0]["id"],
        "name": "Meera Iyer", "email": "meera@example.in",
    })  # fmt: skip

    client = new_page(timezone_id=ZONE)
    sign_in(client, e2e_outbox, new_phone(), first="Bina", last="Das")
    client.goto(f"/bookAppoinment?professional={professional['id']}&date={day}")
    four = chip(client, "4 : 00 - 5 : 00 PM")
    expect(four).to_be_disabled()
    expect(four.get_by_text("Too close to another booking")).to_be_visible()
    expect(four).not_to_contain_text("Full")
    expect(client.get_by_role("button", name="Join waitlist")).to_have_count(0)
    full_chip(client, "3 : 00 - 4 : 00 PM").click()
    expect(client.get_by_role("button", name="Join waitlist")).to_be_visible()

    choose_plan(client, professional)
    for half_hour in ("9 : 00 - 9 : 30 AM", "9 : 30 - 10 : 00 AM"):
        greyed = chip(client, half_hour)
        expect(greyed).to_be_disabled()
        expect(greyed.get_by_text("Too short: needs 60 min")).to_be_visible()
