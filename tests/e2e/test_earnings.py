"""Money out, in the browser against the real server: the demo professional with earnings
sees the cards and the chart, withdraws, and watches the request get paid by finance staff in
the back office, live; and the support form end to end."""

import datetime
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import manage
from tests.e2e.flows import api, sign_in

EARNER = "9000000001"  # the demo professional with a month of paid appointments
STAFF_PASSWORD = "finance-e2e-Secret-42"
MAKE_STAFF = """
from django.contrib.auth.models import Group
from marketplace.accounts.models import User
user, _ = User.objects.get_or_create(username="finance-e2e", defaults={"phone": "+910000000042"})
user.is_staff = True
user.set_password(PASSWORD)
user.save()
user.groups.set([Group.objects.get(name="finance")])
""".replace("PASSWORD", repr(STAFF_PASSWORD))


@pytest.fixture
def finance_staff(server_env) -> str:
    manage(server_env, "shell", "-c", MAKE_STAFF)
    return "finance-e2e"


def rupees(paise: int) -> str:
    """As the screens show it, e.g. ₹3,99,200 or ₹249.50."""
    whole, rest = divmod(paise, 100)
    digits = str(whole)
    head, tail = digits[:-3], digits[-3:]
    pairs = []
    while head:
        head, pairs = head[:-2], [head[-2:], *pairs]
    return "₹" + ",".join([*pairs, tail]) + (f".{rest:02d}" if rest else "")


def test_a_professional_withdraws_and_sees_it_paid_live(new_page, e2e_outbox, finance_staff):
    page = new_page()
    sign_in(page, e2e_outbox, EARNER)
    summary = api(page, "GET", "/earnings/summary")
    assert summary["booking"]["withdrawable_paise"] > 10000, summary
    page.goto("/paymentDashboard")
    expect(page.get_by_text(rupees(summary["total_paise"])).first).to_be_visible()
    expect(page.get_by_text(rupees(summary["event_total_paise"])).first).to_be_visible()
    # The chart is drawn (uPlot's canvas), with a text alternative for screen readers.
    expect(page.locator("canvas").first).to_be_visible()
    expect(page.get_by_role("img", name=re.compile("30 days", re.I))).to_be_visible()

    page.get_by_role("button", name="Withdraw").or_(
        page.get_by_role("link", name="Withdraw")
    ).first.click()
    expect(page).to_have_url(re.compile(r"/withdraw$"))
    page.get_by_role("radio", name=re.compile("^Booking")).check()
    page.get_by_label("Account holder's name").fill("Kavya Nair")
    page.get_by_label("Account number").fill("123456789012")
    page.get_by_label("IFSC code").fill("sbin0001234")
    page.get_by_label("Phone").fill("9876543210")
    page.get_by_label("Amount").fill("150")
    page.get_by_role("button", name="Request Withdrawal").click()
    expect(page.get_by_text("withdrawal Request Succesfull")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/paymentDashboard$"))
    expect(page.get_by_text("Payment Processing 24 hour compleated")).to_be_visible()

    # Finance staff pay it from the back office in another browser.
    staff = new_page()
    staff.goto("/admin/login/")
    staff.get_by_label("Username").fill(finance_staff)
    staff.get_by_label("Password").fill(STAFF_PASSWORD)
    staff.get_by_role("button", name="Log in").click()
    staff.goto("/admin/earnings/withdrawal/?status__exact=requested")
    row = staff.locator("tr", has_text="Kavya Nair")
    expect(row).to_have_count(1)
    row.locator("input[name=_selected_action]").check()
    staff.locator("select[name=action]").select_option(label="Mark paid (bank reference)")
    staff.get_by_role("button", name="Go").click()
    staff.locator("input[name*=reference]").first.fill("UTR424242")
    staff.get_by_role("button", name=re.compile("mark.*paid|confirm", re.I)).click()
    expect(staff.locator(".messagelist")).to_contain_text("paid")

    # The professional's open page changes without a reload.
    expect(page.get_by_text("Payment Compleated")).to_be_visible()
    expect(page.get_by_text("UTR424242").first).to_be_visible()
    after = api(page, "GET", "/earnings/summary")
    assert after["booking"]["withdrawn_paise"] == summary["booking"]["withdrawn_paise"] + 15000


def test_the_support_form_end_to_end(new_page, e2e_outbox):
    page = new_page()
    page.goto("/support")
    page.get_by_label("Name").fill("Meera Iyer")
    page.get_by_label("Phone").fill("98765")
    page.get_by_label("Email").fill("meera@example.in")
    page.get_by_label("Message").fill("I was charged twice for one appointment.")
    page.get_by_role("button", name=re.compile("submit", re.I)).click()
    expect(page.get_by_text("Please enter a 10-digit phone number.").first).to_be_visible()
    page.get_by_label("Phone").fill("9876543210")
    page.get_by_role("button", name=re.compile("submit", re.I)).click()
    expect(page.get_by_text("Submit Compleated")).to_be_visible()
    expect(page.get_by_text(re.compile(r"SR-[0-9A-Z]{8}"))).to_be_visible()

    # Signed in, the form is filled in already.
    signed = new_page()
    sign_in(signed, e2e_outbox, "9100000002")
    signed.goto("/support")
    expect(signed.get_by_label("Phone")).to_have_value("9100000002")
    expect(signed.get_by_label("Name")).not_to_have_value("")


def test_one_definition_of_earned_and_a_chart_read_by_touch(new_page, e2e_outbox):
    """The cards count what the chart counts (appointments and events), say so, and on a phone
    the chart's legend reads today until a finger picks another day."""
    page = new_page(has_touch=True, is_mobile=True)
    sign_in(page, e2e_outbox, EARNER)
    summary = api(page, "GET", "/earnings/summary")
    daily = summary["daily"]
    last_30_days = sum(day["booking_paise"] + day["event_paise"] for day in daily)
    assert summary["total_paise"] >= max(last_30_days, summary["event_total_paise"]) > 0
    page.goto("/paymentDashboard")
    cards = page.get_by_role("region", name="Your earnings")
    total = cards.locator("div", has=page.get_by_text("Total earned", exact=True)).locator("dd")
    expect(total).to_have_text(rupees(summary["total_paise"]))
    means = cards.get_by_text(re.compile("^Earned: your share of what clients paid"))
    expect(means).to_be_visible()
    expect(page.get_by_text(f"{rupees(last_30_days)} earned in the last 30 days")).to_be_visible()

    def label(day: dict) -> str:  # "2026-11-05" as the chart writes it: "5 Nov"
        year, month, number = (int(part) for part in day["date"].split("-"))
        return f"{number} {datetime.date(year, month, number):%b}"

    legend = page.locator(".u-legend .u-series")
    day_shown, booking_shown = legend.nth(0).locator(".u-value"), legend.nth(1).locator(".u-value")
    expect(day_shown).to_have_text(label(daily[-1]))  # today, not "-"
    expect(booking_shown).to_have_text(rupees(daily[-1]["booking_paise"]))
    bars = page.locator(".u-over")
    bars.scroll_into_view_if_needed()
    area = bars.bounding_box()
    middle = area["y"] + area["height"] / 2
    page.touchscreen.tap(area["x"] + area["width"] * 0.05, middle)
    early = {label(day): day for day in daily[:3]}
    expect(day_shown).to_have_text(re.compile("^(" + "|".join(early) + ")$"))
    expect(booking_shown).to_have_text(rupees(early[day_shown.text_content()]["booking_paise"]))
    # A finger moved along the bars (no mouse event is made of it) reads the day it stops on.
    touch = page.context.new_cdp_session(page)
    for kind, share in (("touchStart", 0.05), ("touchMove", 0.3), ("touchMove", 0.5)):
        point = {"x": area["x"] + area["width"] * share, "y": middle}
        touch.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [point]})
    middle_days = {label(day): day for day in daily[12:18]}
    expect(day_shown).to_have_text(re.compile("^(" + "|".join(middle_days) + ")$"))
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
