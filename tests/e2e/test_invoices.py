"""A client pays an appointment through the sandbox checkout, giving a business's GSTIN at the
pay step, downloads its invoice from /yourAppoinments, and the PDF reads back (pypdf) with its
number, the professional's name, the business and the total."""

import io
import re
from pathlib import Path

import pypdf
import pytest
from playwright.sync_api import expect

from kernel.paper import rupees
from tests.e2e.flows import api, sign_in
from tests.e2e.test_booking import ZONE, choose_plan, open_booking, set_up_professional, tomorrow
from tests.factories import new_phone

pytestmark = pytest.mark.e2e

BUSINESS_GSTIN = "29AAGCB1286Q1Z0"


def test_a_client_downloads_the_invoice_of_a_paid_appointment(new_page, e2e_outbox):
    professional_page = new_page(timezone_id=ZONE)
    sign_in(professional_page, e2e_outbox, "9000000034")
    professional = set_up_professional(professional_page, pay_first=True)

    client = new_page(timezone_id=ZONE)
    sign_in(client, e2e_outbox, new_phone(), first="Farah", last="Khan")
    open_booking(client, professional, tomorrow())
    choose_plan(client, professional)
    client.get_by_label("Email").fill("farah@example.in")
    client.get_by_label("Add GST details for a business invoice").check()
    client.get_by_label("GSTIN").fill("29AAGCB1286Q1Z9")  # a typing mistake: its check digit
    client.get_by_label("Business name").fill("Khan Exports")
    client.get_by_role("button", name="Pay Now").click()
    expect(
        client.get_by_text("This GSTIN is not valid: check it for a typing mistake.")
    ).to_be_visible()
    client.get_by_label("GSTIN").fill(BUSINESS_GSTIN)
    client.get_by_role("button", name="Pay Now").click()
    client.get_by_role("dialog", name="Razorpay sandbox").get_by_role("button", name="Pay").click()
    expect(client.get_by_text("Payment Completed!")).to_be_visible()
    expect(client).to_have_url(re.compile(r"/yourAppoinments$"))

    [appointment] = api(client, "GET", "/appointments/mine")["items"]
    [invoice] = api(
        client, "GET", f"/invoices/of?purpose=appointment&purpose_id={appointment['id']}"
    )
    with client.expect_download() as download:
        client.get_by_role("button", name="Invoice", exact=True).click()
    assert download.value.suggested_filename == invoice["number"].replace("/", "-") + ".pdf"
    reader = pypdf.PdfReader(io.BytesIO(Path(download.value.path()).read_bytes()))
    text = " ".join(" ".join(page.extract_text() for page in reader.pages).split())
    price = rupees(professional["plans"][0]["price"] * 100)
    for part in (invoice["number"], professional["name"], price, BUSINESS_GSTIN, "Khan Exports"):
        assert part in text, (part, text)

    # The professional downloads the same invoice from their appointments page.
    professional_page.goto("/appoinments")
    with professional_page.expect_download() as theirs:
        professional_page.get_by_role("button", name="Invoice", exact=True).first.click()
    assert theirs.value.suggested_filename == download.value.suggested_filename
