"""Tax in the browser against the real server: the professional fills the tax details form on
the earnings page (a malformed PAN shows its error on the field, a good one saves), then sees
a withdrawal's gross, fee, TDS, TCS and net before asking for it."""

import re

from playwright.sync_api import expect

from tests.e2e.flows import api, sign_in
from tests.e2e.test_earnings import EARNER, rupees


def test_tax_details_then_the_withdrawal_breakdown_before_asking(new_page, e2e_outbox):
    page = new_page()
    sign_in(page, e2e_outbox, EARNER)
    page.goto("/paymentDashboard")
    form = page.get_by_role("region", name="Tax details")
    expect(form).to_be_visible()
    pan = form.get_by_label("PAN", exact=True)
    expect(pan).to_have_attribute("name", "pan")
    pan.fill("ABCDE12")
    form.get_by_label("State").select_option(label="Karnataka")
    form.get_by_label("Address").fill("12 MG Road, Bengaluru")
    form.get_by_role("button", name="Save tax details").click()
    error = "Enter a PAN like ABCDE1234F: five letters, four digits and a letter."
    expect(form.get_by_text(error)).to_be_visible()
    expect(pan).to_have_attribute("aria-invalid", "true")
    assert api(page, "GET", "/tax/details")["address"] != "12 MG Road, Bengaluru"  # nothing saved

    pan.fill("abcpk1234l")
    form.get_by_role("button", name="Save tax details").click()
    expect(page.get_by_text("Tax details saved.")).to_be_visible()
    expect(form.get_by_text(error)).to_have_count(0)
    expect(pan).to_have_value("ABCPK1234L")  # as the server tidied it
    saved = api(page, "GET", "/tax/details")
    assert (saved["pan"], saved["state"], saved["address"]) == (
        "ABCPK1234L", "29", "12 MG Road, Bengaluru",
    )  # fmt: skip

    # The tax withheld per quarter, with each quarter's statement to download.
    withheld = page.get_by_role("region", name="Tax withheld")
    expect(withheld.get_by_role("button", name=re.compile(r"Q1 statement, PDF$"))).to_be_visible()

    # The withdrawal: the breakdown shows before the button, as the server will record it.
    page.goto("/withdraw")
    page.get_by_role("radio", name=re.compile("^Booking")).check()
    page.get_by_label("Amount").fill("150")
    breakdown = page.get_by_role("region", name="What this withdrawal stands for")
    expect(breakdown).to_be_visible()
    shown = api(page, "GET", "/earnings/withdrawal-preview?balance=booking&amount=150")
    assert shown["net_paise"] == 15000
    assert (
        shown["gross_paise"] - shown["fee_paise"] - shown["tds_paise"] - shown["tcs_paise"]
        == shown["net_paise"]
    )
    for label, paise in (
        ("Gross (what clients paid)", shown["gross_paise"]),
        ("Platform fee", shown["fee_paise"]),
        ("You receive", shown["net_paise"]),
    ):
        row = breakdown.locator("div", has=page.get_by_text(label, exact=True))
        expect(row.locator("dd")).to_contain_text(rupees(paise))
    # It sits before the button that asks.
    button = page.get_by_role("button", name="Request Withdrawal")
    assert breakdown.bounding_box()["y"] < button.bounding_box()["y"]
