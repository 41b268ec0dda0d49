"""A professional's code in the browser: made on /coupons, opened by a client from the link
that carries it (`?coupon=CODE` on the public profile), carried to the booking page, and
booked at ₹0 without Razorpay's checkout, while the professional's list counts the use live.
And the same screens' texts in Hindi."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.flows import api, sign_in
from tests.e2e.test_booking import ZONE, choose_plan, set_up_professional, tomorrow
from tests.e2e.test_languages import HINDI_BROWSER, hindi, sign_in_in_hindi
from tests.factories import new_phone

pytestmark = pytest.mark.e2e


def test_a_code_link_books_a_pay_first_time_at_zero_without_checkout(new_page, e2e_outbox):
    pro = new_page(timezone_id=ZONE)
    sign_in(pro, e2e_outbox, "9000000046")
    professional = set_up_professional(pro, pay_first=True)

    # The professional makes a free code on their Coupons page, from the menu.
    pro.get_by_role("button", name="Open menu").click()
    pro.get_by_role("navigation", name="Main menu").get_by_role("link", name="Coupons").click()
    expect(pro).to_have_url(re.compile(r"/coupons$"))
    pro.get_by_label("Code", exact=True).fill("e2e-free")
    pro.get_by_label("Discount").select_option("free")
    pro.get_by_role("button", name="Create code").click()
    expect(pro.get_by_text("Code created")).to_be_visible()
    row = pro.get_by_test_id("coupon").filter(has_text="E2E-FREE")
    expect(row.get_by_test_id("coupon-uses")).to_have_text("0 used")

    # A client opens the link the professional shares: the public profile with the code.
    client = new_page(timezone_id=ZONE)
    sign_in(client, e2e_outbox, new_phone(), first="Divya", last="Pillai")
    client.goto(f"/v/{professional['username']}?coupon=e2e-free")
    client.get_by_role("button", name="Book Appointment").first.click()
    expect(client).to_have_url(re.compile(r"/bookAppoinment\?.*coupon=E2E-FREE"))
    expect(client.get_by_role("heading", name="Select Date")).to_be_visible()
    day = tomorrow()
    cell = client.locator(f'[data-day="{day.isoformat()}"] button')
    if not cell.is_visible():
        client.get_by_role("button", name=re.compile("next month", re.I)).click()
    cell.click()
    choose_plan(client, professional)
    coupon = client.get_by_label("Coupon code")
    expect(coupon).to_have_value("E2E-FREE")
    expect(coupon).to_have_attribute("autocomplete", "off")
    price = client.get_by_test_id("coupon-price")
    expect(price).to_contain_text("Nothing to pay")
    listed = f"₹{professional['plans'][0]['price']:,}"
    expect(price.locator("s")).to_have_text(listed)
    # Nothing to pay: "Book Appointment", never "Pay Now", and no checkout opens.
    expect(client.get_by_role("button", name="Pay Now")).to_have_count(0)
    client.get_by_label("Email").fill("divya@example.in")
    client.get_by_role("button", name="Book Appointment").click()
    expect(client.get_by_text("Booking Succesfull!")).to_be_visible()
    expect(client).to_have_url(re.compile(r"/yourAppoinments$"))
    expect(client.get_by_role("dialog", name="Razorpay sandbox")).to_have_count(0)
    # The card keeps the code and the price before it.
    expect(client.get_by_text(f"E2E-FREE, {listed} before the code")).to_be_visible()
    mine = api(client, "GET", "/appointments/mine")["items"]
    assert [(a["status"], a["paid"], a["price"], a["coupon_code"]) for a in mine] == [
        ("accepted", True, 0, "E2E-FREE")
    ]

    # The professional's open list counts the use, live.
    expect(row.get_by_test_id("coupon-uses")).to_have_text("1 used")

    # A code that is not theirs: its field error, and the full price stands.
    client.goto(f"/bookAppoinment?professional={professional['id']}"
                f"&plan={professional['plans'][0]['id']}&coupon=NOPE")  # fmt: skip
    expect(client.get_by_test_id("coupon-error")).to_have_text("This code does not exist.")
    expect(client.get_by_test_id("coupon-price")).to_have_count(0)
    expect(client.get_by_role("button", name="Pay Now")).to_be_visible()


def test_the_coupon_screens_in_hindi(new_page, server, e2e_outbox):
    page = new_page(**HINDI_BROWSER)
    sign_in_in_hindi(page, e2e_outbox, new_phone())
    page.goto("/coupons")
    expect(
        page.get_by_role("heading", name=hindi("coupons", "Coupons"), exact=True)
    ).to_be_visible()
    expect(page.get_by_label(hindi("coupons", "Code"), exact=True)).to_be_visible()
    expect(page.get_by_role("button", name=hindi("coupons", "Create code"))).to_be_visible()

    first = page.request.get(f"{server}/api/v1/professionals?q=lawyer").json()["items"][0]
    plans = page.request.get(f"{server}/api/v1/profiles/{first['id']}").json()["plans"]
    page.goto(f"/bookAppoinment?professional={first['id']}&plan={plans[0]['id']}&coupon=NOPE")
    expect(page.get_by_label(hindi("common", "Coupon code"))).to_be_visible()
    expect(page.get_by_role("button", name=hindi("common", "Apply"))).to_be_visible()
    # The server's field error, in the account's language.
    expect(page.get_by_test_id("coupon-error")).to_have_text("यह कोड मौजूद नहीं है।")
