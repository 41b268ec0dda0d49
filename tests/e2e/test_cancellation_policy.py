"""The professional's cancellation policy in the browser against the real server: set on
/shedule, read by the client before paying, "Cancel now: ₹X back" on /yourAppoinments, a
partial refund through the sandbox gateway, and the professional's earnings page keeping
their share of the rest, live."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.flows import api, server_sql, sign_in
from tests.e2e.test_booking import ZONE, choose_plan, open_booking, set_up_professional, tomorrow
from tests.e2e.test_earnings import rupees
from tests.factories import new_phone

pytestmark = pytest.mark.e2e

WORDS = "Free cancellation up to 24 hours before; 50 % back up to 2 hours before; no refund after."


def test_a_late_cancel_returns_the_policys_share_and_the_professional_keeps_theirs_live(
    new_page, e2e_outbox
):
    professional_page = new_page(timezone_id=ZONE)
    sign_in(professional_page, e2e_outbox, "9000000039")
    professional = set_up_professional(professional_page, pay_first=True)
    price_paise = professional["plans"][0]["price"] * 100

    # The policy, set on the booking settings: a 50 % tier from 2 hours before.
    professional_page.goto("/shedule")
    professional_page.get_by_role("button", name="Add tier").click()
    professional_page.get_by_label("Tier 2: at least this many hours before").fill("2")
    professional_page.get_by_label("Tier 2: refund (%)").fill("50")
    expect(professional_page.get_by_text(f"Clients read: {WORDS}")).to_be_visible()
    professional_page.get_by_role("button", name="Save").click()
    expect(professional_page.get_by_text("Schedule Added Successful!")).to_be_visible()

    # The client reads it before paying, then pays through the sandbox checkout.
    client = new_page(timezone_id=ZONE)
    sign_in(client, e2e_outbox, new_phone(), first="Nisha", last="Verma")
    open_booking(client, professional, tomorrow())
    expect(client.get_by_text(WORDS)).to_be_visible()
    choose_plan(client, professional)
    client.get_by_label("Email").fill("nisha@example.in")
    client.get_by_role("button", name="Pay Now").click()
    client.get_by_role("dialog", name="Razorpay sandbox").get_by_role("button", name="Pay").click()
    expect(client.get_by_text("Payment Completed!")).to_be_visible()
    expect(client).to_have_url(re.compile(r"/yourAppoinments$"))
    appointment = api(client, "GET", "/appointments/mine")["items"][0]
    assert (appointment["status"], appointment["paid"]) == ("accepted", True)

    # Five hours before its start (moved in the database: no screen moves a clock): the 50 %
    # tier. The professional watches their earnings page meanwhile.
    server_sql(
        "UPDATE bookings_appointment SET starts_at = now() + interval '5 hours', "
        "ends_at = now() + interval '6 hours' WHERE id = %s",
        (appointment["id"],),
    )
    earned = api(professional_page, "GET", "/earnings/summary")["total_paise"]
    professional_page.goto("/paymentDashboard")
    cards = professional_page.get_by_role("region", name="Your earnings")
    total = cards.locator("div", has=professional_page.get_by_text("Total earned", exact=True))
    expect(total.locator("dd")).to_have_text(rupees(earned))

    back = price_paise * 50 // 100
    client.reload()
    card = client.get_by_role("article", name=professional["name"])
    expect(card.get_by_text(f"Cancel now: {rupees(back)} back")).to_be_visible()
    expect(card.get_by_text(WORDS)).to_be_visible()
    card.get_by_role("button", name="Cancel booking").click()
    dialog = client.get_by_role("dialog", name="Cancel this appointment?")
    said = re.compile(rf"You will get {re.escape(rupees(back))} back")
    expect(dialog.get_by_text(said)).to_be_visible()
    dialog.get_by_role("button", name="Yes, cancel").click()
    expect(client.get_by_text("Appointment cancelled")).to_be_visible()
    expect(card.get_by_text(f"Refunded {rupees(back)}")).to_be_visible()
    expect(card.get_by_text(re.compile("^Cancel now"))).to_have_count(0)

    # The platform's fee and the professional's share are reversed in proportion: what is
    # not refunded stays theirs, and their page says so without a reload.
    share = price_paise - price_paise * 50 // 100  # PLATFORM_FEE_PERCENT 50 on this server
    kept = share - share * back // price_paise
    summary = api(professional_page, "GET", "/earnings/summary")
    assert summary["total_paise"] == earned - share + kept
    expect(total.locator("dd")).to_have_text(rupees(earned - share + kept))
    mine = api(client, "GET", "/appointments/mine")["items"][0]
    assert (mine["status"], mine["refunded_paise"]) == ("cancelled", back)
