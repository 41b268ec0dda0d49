"""Moving an appointment, both sides live: the client reschedules from /yourAppoinments while
the professional watches /appoinments, and the professional proposes new times that the
client sees arrive on their card and picks from."""

import datetime
import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.flows import api
from tests.e2e.test_appointments import (
    book,
    card,
    expect_not_reloaded,
    professional_and_client,
    stay_marker,
)
from tests.e2e.test_booking import ALL_DAYS, ZONE, chip, tomorrow
from tests.e2e.test_tap_targets import small_targets

pytestmark = pytest.mark.e2e


# This part's controls (the pages' others are test_tap_targets' subject).
OURS = ("Reschedule", "Move", "Current time", "Decline", "Propose", "Send", "Add another", "times.")


def small_ones_of_ours(page: Page) -> list[str]:
    """This part's controls under 44x44 CSS pixels on a phone."""
    return [line for line in small_targets(page) if any(word in line for word in OURS)]


def allow_late_moves(page: Page) -> None:
    """The professional lets clients move a booking up to its start (the default is up to
    24 hours before it, and the test's booking is tomorrow's)."""
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
            "reschedule": {"limit": 2, "notice_hours": 0},
        },
    )


def test_the_client_reschedules_and_the_professional_sees_it_live(new_page, e2e_outbox):
    professional_page, professional, client = professional_and_client(
        new_page, e2e_outbox, "9000000047", ("Arjun", "Mehta")
    )
    allow_late_moves(professional_page)
    appointment = book(client, professional, name="Arjun Mehta")

    professional_page.goto("/appoinments")
    booking = card(professional_page, "Arjun Mehta")
    expect(booking.get_by_text("9 : 00 - 10 : 00 AM")).to_be_visible()
    stay_marker(professional_page)

    client.goto("/yourAppoinments")
    card(client, professional["name"]).get_by_role("link", name="Reschedule").click()
    expect(client).to_have_url(re.compile(rf"/bookAppoinment\?.*reschedule={appointment['id']}"))
    expect(client.get_by_role("heading", name="Reschedule Appointment")).to_be_visible()
    # Its own time is marked, not to be chosen; a free one is.
    current = chip(client, re.compile(r"^9 : 00 - 10 : 00 AM"))
    expect(current).to_contain_text("Current time")
    expect(current).to_be_disabled()
    assert small_ones_of_ours(client) == []
    chip(client, re.compile(r"^11 : 00 AM - 12 : 00 PM")).click()
    client.get_by_role("button", name="Move Here").click()
    expect(client).to_have_url(re.compile(r"/yourAppoinments$"))
    expect(client.get_by_text("Appointment moved")).to_be_visible()
    expect(
        card(client, professional["name"]).get_by_text("11 : 00 AM - 12 : 00 PM")
    ).to_be_visible()

    # The professional's open list shows the new time, and they are told, without a reload.
    expect(booking.get_by_text("11 : 00 AM - 12 : 00 PM")).to_be_visible()
    expect(
        professional_page.get_by_text(re.compile(r"Arjun Mehta moved their booking to"))
    ).to_be_visible()
    expect_not_reloaded(professional_page)
    mine = api(client, "GET", "/appointments/mine")["items"]
    assert [(a["id"], a["start"], a["reschedules"]) for a in mine] == [
        (appointment["id"], "11:00", 1)
    ]


def test_the_professional_proposes_times_and_the_client_picks_one_live(new_page, e2e_outbox):
    professional_page, professional, client = professional_and_client(
        new_page, e2e_outbox, "9000000048", ("Divya", "Menon")
    )
    appointment = book(client, professional, name="Divya Menon")
    client.goto("/yourAppoinments")
    watched = card(client, professional["name"])
    expect(watched.get_by_text("Pending")).to_be_visible()
    stay_marker(client)

    later = tomorrow() + datetime.timedelta(days=2)
    professional_page.goto("/appoinments")
    booking = card(professional_page, "Divya Menon")
    stay_marker(professional_page)
    booking.get_by_role("button", name="Propose new times").click()
    dialog = professional_page.get_by_role("dialog", name="Propose new times")
    dialog.get_by_label("Date").fill(later.isoformat())
    time = dialog.get_by_label("Time", exact=True)
    expect(time.locator("option", has_text="11 : 00 AM - 12 : 00 PM")).to_have_count(1)
    time.select_option(label="11 : 00 AM - 12 : 00 PM")
    dialog.get_by_label("Note to the client").fill("I am away that morning.")
    assert small_ones_of_ours(professional_page) == []
    dialog.get_by_role("button", name="Send").click()
    expect(professional_page.get_by_text("New times sent to the client")).to_be_visible()
    expect(booking.get_by_text(re.compile("waiting for the client's answer"))).to_be_visible()

    # The client's open card shows them at once, with the note.
    proposals = watched.get_by_role("region", name="The professional proposes new times")
    expect(proposals.get_by_text("I am away that morning.")).to_be_visible()
    pick = proposals.get_by_role("button", name=re.compile(r"^Move to .*11 : 00 AM - 12 : 00 PM"))
    expect(pick).to_be_visible()
    assert small_ones_of_ours(client) == []
    pick.click()
    expect(client.get_by_text("Appointment moved")).to_be_visible()
    expect(watched.get_by_role("region", name="The professional proposes new times")).to_have_count(
        0
    )
    expect(watched.get_by_text("11 : 00 AM - 12 : 00 PM")).to_be_visible()

    # The professional sees the pick live and is told.
    expect(booking.get_by_text("11 : 00 AM - 12 : 00 PM")).to_be_visible()
    expect(booking.get_by_text(re.compile("waiting for the client's answer"))).to_have_count(0)
    expect(
        professional_page.get_by_text(re.compile(r"Divya Menon picked a new time"))
    ).to_be_visible()
    expect_not_reloaded(client)
    expect_not_reloaded(professional_page)
    mine = api(client, "GET", "/appointments/mine")["items"]
    assert [(a["id"], a["date"], a["start"], a["moves"]) for a in mine] == [
        (appointment["id"], later.isoformat(), "11:00", 1)
    ]
