"""A package of sessions in the browser against the real server: the professional makes it on
/packages, a client reads the unused-credits rule on the profile and buys it through the
sandbox checkout, books a time with a credit instead of paying, cancels in time, and the credit
is back on /yourAppoinments, while the professional's Packages page follows live. And its
texts in Hindi."""

import datetime
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.flows import api, sign_in
from tests.e2e.test_booking import ZONE, choose_plan, open_booking, set_up_professional, tomorrow
from tests.e2e.test_languages import HINDI_BROWSER, expect_language, hindi
from tests.factories import new_phone

pytestmark = pytest.mark.e2e

RULE = "Sessions not booked by the expiry date are not refunded."


def make_package(page, professional: dict, *, name: str) -> None:
    page.goto("/packages")
    page.get_by_label("Session", exact=True).select_option(label=professional["plans"][0]["name"])
    page.get_by_label("Package name").fill(name)
    page.get_by_label("Number of sessions").fill("3")
    page.get_by_label("Price (₹)").fill("999")
    page.get_by_label("Valid for (days)").fill("30")
    page.get_by_role("button", name="Create package").click()
    expect(page.get_by_text("Package created.")).to_be_visible()


def test_a_package_bought_spent_and_given_back(new_page, e2e_outbox):
    professional_page = new_page(timezone_id=ZONE)
    sign_in(professional_page, e2e_outbox, "9000000036")
    professional = set_up_professional(professional_page, pay_first=True)

    # A bad number is refused on its field, then the package is made.
    professional_page.goto("/packages")
    professional_page.get_by_label("Session", exact=True).select_option(
        label=professional["plans"][0]["name"]
    )
    professional_page.get_by_label("Package name").fill("Three talks")
    professional_page.get_by_label("Number of sessions").fill("0")
    professional_page.get_by_label("Price (₹)").fill("999")
    professional_page.get_by_label("Valid for (days)").fill("30")
    professional_page.get_by_role("button", name="Create package").click()
    expect(professional_page.get_by_text("A package has 1 to 50 sessions.")).to_be_visible()
    professional_page.get_by_label("Number of sessions").fill("3")
    professional_page.get_by_role("button", name="Create package").click()
    expect(professional_page.get_by_text("Package created.")).to_be_visible()
    row = professional_page.get_by_test_id("package-row")
    expect(row.get_by_test_id("package-sales")).to_have_text("0")

    # The client reads the rule before paying, and buys through the sandbox checkout.
    client = new_page(timezone_id=ZONE)
    sign_in(client, e2e_outbox, new_phone(), first="Nisha", last="Verma")
    client.goto(f"/view/{professional['id']}")
    card = client.get_by_test_id("package-card")
    expect(card.get_by_text(RULE)).to_be_visible()
    expect(card.get_by_text("3 sessions of")).to_be_visible()
    card.get_by_role("button", name="Buy").click()
    client.get_by_role("dialog", name="Razorpay sandbox").get_by_role("button", name="Pay").click()
    bought = "Package bought. Book your sessions with its credits."
    expect(client.get_by_text(bought)).to_be_visible()
    # The professional's page hears of the sale live.
    expect(row.get_by_test_id("package-sales")).to_have_text("1")
    expect(row.get_by_test_id("package-revenue")).to_have_text("₹999")
    expect(row.get_by_test_id("package-left")).to_have_text("3")

    # Three days ahead: well within the default policy's full-refund notice (24 hours).
    day = tomorrow() + datetime.timedelta(days=2)
    open_booking(client, professional, day)
    choose_plan(client, professional)
    client.get_by_label("Email").fill("nisha@example.in")
    client.get_by_label("Use a credit (3 left)").check()
    client.get_by_role("button", name="Book Appointment").click()
    expect(client).to_have_url(re.compile(r"/yourAppoinments$"))
    balance = client.get_by_test_id("package-balance")
    expect(balance.get_by_text("2 of 3 sessions left")).to_be_visible()
    mine = api(client, "GET", "/appointments/mine")["items"]
    assert [(a["status"], a["paid"], a["price_paise"] > 0) for a in mine] == [
        ("accepted", True, True)
    ]
    assert mine[0]["purchase_id"] is not None
    expect(row.get_by_test_id("package-used")).to_have_text("1")

    # Cancelled in time: the credit comes back, live on both pages.
    appointment = client.get_by_role("article", name=professional["name"])
    expect(appointment.get_by_text("Cancel now: your package credit comes back.")).to_be_visible()
    appointment.get_by_role("button", name="Cancel booking").click()
    client.get_by_role("dialog", name="Cancel this appointment?").get_by_role(
        "button", name="Yes, cancel"
    ).click()
    expect(client.get_by_text("Appointment cancelled")).to_be_visible()
    expect(balance.get_by_text("3 of 3 sessions left")).to_be_visible()
    expect(row.get_by_test_id("package-used")).to_have_text("0")
    expect(row.get_by_test_id("package-left")).to_have_text("3")


def test_packages_in_hindi(new_page, e2e_outbox):
    professional_page = new_page(timezone_id=ZONE)
    sign_in(professional_page, e2e_outbox, "9000000037")
    professional = set_up_professional(professional_page, pay_first=True)
    make_package(professional_page, professional, name="Teen baatein")

    visitor = new_page(timezone_id=ZONE, **HINDI_BROWSER)
    visitor.goto(f"/view/{professional['id']}")
    expect_language(visitor, "hi")
    card = visitor.get_by_test_id("package-card")
    expect(card.get_by_text(hindi("common", RULE))).to_be_visible()
    expect(card.get_by_role("button", name=hindi("common", "Buy"))).to_be_visible()
    expect(visitor.get_by_role("heading", name=hindi("common", "Packages"))).to_be_visible()
