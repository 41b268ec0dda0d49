"""Both sides of an appointment after booking, live: the professional decides on /appoinments
while the client watches /yourAppoinments, the client pays through the sandbox checkout, both
exchange messages, the client writes feedback, a rejection says why, and a reservation takes
its time off the booking page."""

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.flows import api, server_sql, sign_in
from tests.e2e.test_booking import (
    ZONE,
    chip,
    free_chip,
    open_booking,
    set_up_professional,
    tomorrow,
)
from tests.factories import new_phone

pytestmark = pytest.mark.e2e


def book(client: Page, professional: dict, *, name: str, start: str = "09:00") -> dict:
    """The client books the professional's `start` time tomorrow through the API (the booking
    page itself is test_booking's subject)."""
    day = tomorrow().isoformat()
    slots = api(client, "GET", f"/professionals/{professional['id']}/slots?date={day}")
    window = next(slot for slot in slots["windows"] if slot["start"] == start)
    return api(
        client,
        "POST",
        "/appointments",
        {
            "professional_id": professional["id"],
            "window_id": window["window_id"],
            "date": day,
            "plan_id": professional["plans"][0]["id"],
            "name": name,
            "email": "client@example.in",
        },
    )


def stay_marker(page: Page) -> None:
    """Marks the loaded document: still marked later means the page was never reloaded."""
    page.evaluate("window.__stayed = true")


def expect_not_reloaded(page: Page) -> None:
    assert page.evaluate("window.__stayed === true"), "the page was reloaded"


def card(page: Page, name: str):
    return page.get_by_role("article", name=name)


def professional_and_client(new_page, e2e_outbox, phone: str, client_name: tuple[str, str]):
    professional_page = new_page(timezone_id=ZONE)
    sign_in(professional_page, e2e_outbox, phone)
    professional = set_up_professional(professional_page, pay_first=False)
    client = new_page(timezone_id=ZONE)
    sign_in(client, e2e_outbox, new_phone(), first=client_name[0], last=client_name[1])
    return professional_page, professional, client


def test_accept_pay_and_talk_live(new_page, e2e_outbox):
    professional_page, professional, client = professional_and_client(
        new_page, e2e_outbox, "9000000055", ("Vikram", "Shetty")
    )
    professional_page.goto("/appoinments")
    expect(professional_page.get_by_role("heading", name="Appointment", exact=True)).to_be_visible()
    stay_marker(professional_page)

    # A new booking appears on the professional's open list, with the client's phone.
    appointment = book(client, professional, name="Vikram Shetty")
    booking = card(professional_page, "Vikram Shetty")
    expect(booking).to_be_visible()
    expect(professional_page.get_by_text("New booking from Vikram Shetty")).to_be_visible()
    expect(booking.get_by_role("link", name=re.compile(r"^\+91 "))).to_be_visible()

    client.goto("/yourAppoinments")
    watched = card(client, professional["name"])
    expect(watched.get_by_text("Pending")).to_be_visible()
    stay_marker(client)

    # Accepted on one page, seen on the other without a reload.
    booking.get_by_role("button", name="Accept Booking").click()
    expect(booking.get_by_text("Accepted")).to_be_visible()
    expect(watched.get_by_text("Accepted", exact=True)).to_be_visible()
    expect(client.get_by_text("Your booking was accepted")).to_be_visible()
    with client.expect_download() as download:
        watched.get_by_role("button", name="Add to calendar").click()
    assert download.value.suggested_filename == f"appointment-{appointment['id']}.ics"
    assert "BEGIN:VCALENDAR" in Path(download.value.path()).read_text(encoding="utf-8")

    # The client pays through the sandbox checkout; the professional's card turns paid live.
    watched.get_by_role("button", name="Pay Now").click()
    client.get_by_role("dialog", name="Razorpay sandbox").get_by_role("button", name="Pay").click()
    expect(client.get_by_text("Payment Completed!")).to_be_visible()
    expect(watched.get_by_text("Paid", exact=True)).to_be_visible()
    expect(watched.get_by_role("button", name="Pay Now")).to_have_count(0)
    expect(booking.get_by_text("Payment Details")).to_be_visible()
    expect(booking.get_by_role("link", name="Google Meet")).to_have_attribute(
        "href", "https://meet.google.com/new"
    )

    # The meeting response reaches the client live, its link clickable, a script not.
    booking.get_by_role("button", name="Send Response").click()
    expect(booking.get_by_text("Re-enter The Message")).to_be_visible()
    booking.get_by_label("Meeting Link, Location or Phone No").fill(
        "Join https://meet.google.com/abc-defg-hij (not javascript:alert(1))"
    )
    booking.get_by_role("button", name="Send Response").click()
    thread = watched.get_by_role("region", name="Response Details")
    link = thread.get_by_role("link", name="https://meet.google.com/abc-defg-hij")
    expect(link).to_have_attribute("rel", "noopener noreferrer")
    expect(link).to_have_attribute("target", "_blank")
    expect(thread.get_by_text(professional["name"], exact=True)).to_be_visible()
    expect(thread.get_by_role("link")).to_have_count(1)
    expect(client.get_by_text(f"New message from {professional['name']}")).to_be_visible()

    # And the client's answer reaches the professional, labelled Client.
    watched.get_by_label("Your message").fill("Thank you, see you then.")
    watched.get_by_role("button", name="Send Response").click()
    expect(thread.get_by_text("You", exact=True)).to_be_visible()
    expect(booking.get_by_text("Thank you, see you then.")).to_be_visible()
    expect(booking.get_by_text("Client", exact=True)).to_be_visible()
    expect(professional_page.get_by_text("New message from Vikram Shetty")).to_be_visible()

    expect_not_reloaded(professional_page)
    expect_not_reloaded(client)
    mine = api(client, "GET", "/appointments/mine")["items"]
    assert [(a["id"], a["status"], a["paid"], len(a["messages"])) for a in mine] == [
        (appointment["id"], "accepted", True, 2)
    ]

    # The stored notification leads back to the list.
    client.goto("/account/devices")
    client.get_by_role("link", name="Your booking was accepted").click()
    expect(client).to_have_url(re.compile(r"/yourAppoinments$"))


def test_reject_with_reason_reaches_the_client(new_page, e2e_outbox):
    professional_page, professional, client = professional_and_client(
        new_page, e2e_outbox, "9000000056", ("Neha", "Kapoor")
    )
    book(client, professional, name="Neha Kapoor")
    client.goto("/yourAppoinments")
    watched = card(client, professional["name"])
    expect(watched.get_by_text("Pending")).to_be_visible()
    stay_marker(client)

    professional_page.goto("/appoinments")
    booking = card(professional_page, "Neha Kapoor")
    # Cancelling the reason's prompt does nothing.
    professional_page.once("dialog", lambda dialog: dialog.dismiss())
    booking.get_by_role("button", name="Reject Booking").click()
    expect(booking.get_by_role("button", name="Accept Booking")).to_be_enabled()
    expect(booking.get_by_text("Pending")).to_be_visible()

    prompts = []

    def answer(dialog):
        prompts.append(dialog.default_value)
        dialog.accept("I am away that week")

    professional_page.once("dialog", answer)
    booking.get_by_role("button", name="Reject Booking").click()
    expect(booking.get_by_text("Rejected", exact=True)).to_be_visible()
    assert prompts == ["Book another day and time"]

    expect(watched.get_by_text("Rejected", exact=True)).to_be_visible()
    expect(watched.get_by_text("I am away that week")).to_be_visible()
    expect(client.get_by_text("Your booking was rejected: I am away that week")).to_be_visible()
    expect_not_reloaded(client)


def test_client_cancels_and_the_professional_sees_it_live(new_page, e2e_outbox):
    professional_page, professional, client = professional_and_client(
        new_page, e2e_outbox, "9000000054", ("Sana", "Mirza")
    )
    book(client, professional, name="Sana Mirza", start="11:00")
    professional_page.goto("/appoinments")
    booking = card(professional_page, "Sana Mirza")
    expect(booking.get_by_text("Pending")).to_be_visible()
    stay_marker(professional_page)

    client.goto("/yourAppoinments")
    watched = card(client, professional["name"])
    watched.get_by_role("button", name="Cancel booking").click()
    confirm = client.get_by_role("dialog", name="Cancel this appointment?")
    confirm.get_by_role("button", name="Keep it").click()
    expect(watched.get_by_text("Pending")).to_be_visible()
    watched.get_by_role("button", name="Cancel booking").click()
    confirm.get_by_role("button", name="Yes, cancel").click()
    expect(watched.get_by_text("Cancelled", exact=True)).to_be_visible()
    expect(watched.get_by_role("button", name="Cancel booking")).to_have_count(0)

    expect(booking.get_by_text("Cancelled", exact=True)).to_be_visible()
    expect(booking.get_by_role("button", name="Accept Booking")).to_have_count(0)
    expect(professional_page.get_by_text("Sana Mirza cancelled their booking")).to_be_visible()
    expect_not_reloaded(professional_page)


def test_feedback_after_the_appointment_shows_on_the_profile(new_page, e2e_outbox):
    professional_page, professional, client = professional_and_client(
        new_page, e2e_outbox, "9000000057", ("Arjun", "Pillai")
    )
    appointment = book(client, professional, name="Arjun Pillai")
    # Accepted, paid and begun an hour ago: what no screen can make happen sooner.
    server_sql(
        "UPDATE bookings_appointment SET status = 'accepted', paid = true, "
        "starts_at = now() - interval '1 hour', ends_at = now() WHERE id = %s",
        (appointment["id"],),
    )

    client.goto("/yourAppoinments")
    watched = card(client, professional["name"])
    watched.get_by_role("button", name="Write Feedback").click()
    dialog = client.get_by_role("dialog", name="Write Feedback")
    expect(dialog.get_by_text("Your review helps to new customer")).to_be_visible()
    dialog.get_by_role("button", name="Add Feedback").click()
    expect(dialog.get_by_text("Write your feedback.")).to_be_visible()
    dialog.get_by_label("Review").fill("Clear, practical advice. Thank you!")
    dialog.get_by_role("button", name="Add Feedback").click()
    expect(client.get_by_text("Feedback Sended!")).to_be_visible()
    expect(dialog).to_have_count(0)

    # Editing starts from the feedback already written.
    watched.get_by_role("button", name="Write Feedback").click()
    expect(dialog.get_by_label("Review")).to_have_value("Clear, practical advice. Thank you!")
    dialog.get_by_role("button", name="Close").click()

    client.goto(f"/view/{professional['id']}")
    # The reviews are asked for as the visitor scrolls near them, at the foot of the page.
    client.get_by_role("heading", name="Reviews", exact=True).scroll_into_view_if_needed()
    expect(client.get_by_text("Clear, practical advice. Thank you!")).to_be_visible()


def test_a_reservation_takes_the_time_off_the_booking_page_live(new_page, e2e_outbox):
    professional_page, professional, client = professional_and_client(
        new_page, e2e_outbox, "9000000058", ("Divya", "Reddy")
    )
    day = tomorrow()
    open_booking(client, professional, day)
    expect(chip(client, "9 : 00 - 10 : 00 AM")).to_be_visible()

    professional_page.goto("/appoinments")
    professional_page.get_by_role("button", name="Reserve Appointment").click()
    dialog = professional_page.get_by_role("dialog", name="Reserve Appointment")
    dialog.get_by_label("Date").fill(day.isoformat())
    dialog.get_by_role("button", name="Reserve").click()
    expect(dialog.get_by_text("Select Time and Date")).to_be_visible()
    dialog.get_by_label("Time").select_option(label="9 : 00 - 10 : 00 AM")
    dialog.get_by_role("button", name="Reserve").click()
    expect(dialog).to_have_count(0)

    reserved = card(professional_page, "Reserved Slot")
    expect(reserved).to_be_visible()
    expect(reserved.get_by_text(day.strftime("%b-%d-%Y"))).to_be_visible()
    # The one place of 9 AM is gone from the client's open booking page, without a reload.
    expect(free_chip(client, "9 : 00 - 10 : 00 AM")).to_have_count(0)
    expect(chip(client, "11 : 00 AM - 12 : 00 PM")).to_be_visible()

    # Released, it is offered again.
    reserved.get_by_role("button", name="Release").click()
    expect(chip(client, "9 : 00 - 10 : 00 AM")).to_be_visible()
