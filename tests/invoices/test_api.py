"""The invoices API: a thing's papers for its two parties only (anyone else: 404, signed
out: 401), the caller's list, the PDF in English and Hindi read back with pypdf, and the
client's business details at checkout refused on their field with nothing written."""

import pytest

from marketplace.invoices.models import Invoice
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway
from marketplace.payments.models import Order
from marketplace.tax import texts as tax_texts
from tests.factories import person, token_for
from tests.invoices.conftest import (
    OTHER_STATE_GSTIN,
    PRO_GSTIN,
    invoice_of,
    pay,
    pdf_text,
    supplier,
)

pytestmark = pytest.mark.django_db(transaction=True)


def test_both_parties_see_and_download_it_and_nobody_else(api, holder, browser):
    client, appointment = holder
    supplier(appointment.professional, "registered")
    payment = pay(api, holder, browser, gstin=OTHER_STATE_GSTIN, business_name="Bose Traders")
    invoice = invoice_of(payment)
    thing = f"/invoices/of?purpose=appointment&purpose_id={appointment.pk}"
    pro_token = token_for(appointment.professional)
    for token, role in ((client.token, "client"), (pro_token, "professional")):
        answer = api.get(thing, token=token)
        assert answer.status == 200, answer.body
        [paper] = answer.body
        assert (paper["number"], paper["paper"], paper["role"]) == (
            invoice.number,
            "tax_invoice",
            role,
        )
        assert paper["pdf_url"] == f"/api/v1/invoices/{invoice.pk}/pdf"
        listed = api.get("/invoices", token=token).body
        assert [item["number"] for item in listed["items"]] == [invoice.number]
        download = api.get(f"/invoices/{invoice.pk}/pdf", token=token)
        assert download.status == 200
        assert download.headers["Content-Type"] == "application/pdf"
        assert download.headers["Content-Disposition"] == (
            f'attachment; filename="{invoice.number.replace("/", "-")}.pdf"'
        )
    stranger = token_for(person("Some", "One"))
    assert api.get(thing, token=stranger).status == 404
    assert api.get(f"/invoices/{invoice.pk}/pdf", token=stranger).status == 404
    assert api.get("/invoices", token=stranger).body["items"] == []
    for path in (thing, f"/invoices/{invoice.pk}/pdf", "/invoices"):
        assert api.get(path).status == 401


def test_a_tax_invoice_reads_back_in_english_and_hindi(api, holder, browser):
    client, appointment = holder
    supplier(appointment.professional, "registered")
    payment = pay(api, holder, browser, gstin=OTHER_STATE_GSTIN, business_name="Bose Traders")
    invoice = invoice_of(payment)
    english = pdf_text(
        api.get(f"/invoices/{invoice.pk}/pdf?lang=en", token=client.token).response.content
    )
    for text in (
        "Tax invoice", invoice.number, PRO_GSTIN, OTHER_STATE_GSTIN, "Bose Traders",
        "Kumar Advisory LLP", "998399", "IGST @ 18%", "₹114.41", "₹635.59", "₹750.00",
        "Rupees seven hundred and fifty only", "Karnataka (29)", payment.razorpay_payment_id,
    ):  # fmt: skip
        assert text in english, text
    assert "CGST" not in english
    hindi = pdf_text(
        api.get(f"/invoices/{invoice.pk}/pdf?lang=hi", token=client.token).response.content
    )
    for text in (
        invoice.number, PRO_GSTIN, "₹750.00", "₹114.41", "IGST", "टैक्स इनवॉइस",
        "इनवॉइस संख्या", "सात सौ पचास रुपये मात्र",
    ):  # fmt: skip
        assert text in hindi, text


def test_same_state_lines_and_a_credit_note_paper(api, holder, browser):
    client, appointment = holder
    supplier(appointment.professional, "registered")
    payment = pay(api, holder, browser)
    invoice = invoice_of(payment)
    payments.payment_refund(
        payment_id=payment.pk, amount_paise=33333, reason="Goodwill", by=client.user,
        gateway=Gateway(origin=browser.base),
    )  # fmt: skip
    english = pdf_text(api.get(f"/invoices/{invoice.pk}/pdf", token=client.token).response.content)
    for text in ("CGST @ 9%", "SGST @ 9%", "₹57.20", "₹57.21", "Maharashtra (27)"):
        assert text in english, text
    papers = api.get(
        f"/invoices/of?purpose=appointment&purpose_id={appointment.pk}", token=client.token
    ).body
    assert [paper["kind"] for paper in papers] == ["credit_note", "invoice"]
    note = papers[0]
    assert (note["against"], note["total_paise"]) == (invoice.number, 33333)
    assert note["number"].startswith("CN-")
    download = api.get(note["pdf_url"].removeprefix("/api/v1"), token=client.token)
    text = pdf_text(download.response.content)
    for part in ("Credit note", note["number"], invoice.number, "₹333.33", "₹282.48",
                 "Rupees three hundred and thirty-three, and thirty-three paise only"):  # fmt: skip
        assert part in text, part


def test_an_exempt_and_an_unregistered_supplier_print_no_gst(api, holder, browser):
    client, appointment = holder
    supplier(appointment.professional, "exempt")
    invoice = invoice_of(pay(api, holder, browser))
    text = pdf_text(api.get(f"/invoices/{invoice.pk}/pdf", token=client.token).response.content)
    assert "Bill of supply" in text and "entry 74" in text
    assert "GST @" not in text and "Taxable value" not in text


NAME_NEEDED = "Enter the business name this GSTIN is registered in."
GSTIN_NEEDED = "Enter the business's GSTIN too, or leave both empty."
BAD = [
    ({"gstin": "27AAPFU0939F1ZX", "business_name": "X"}, {"gstin": str(tax_texts.ENTER_GSTIN)}),
    ({"gstin": "not a gstin", "business_name": "X"}, {"gstin": str(tax_texts.ENTER_GSTIN)}),
    ({"gstin": PRO_GSTIN}, {"business_name": NAME_NEEDED}),
    ({"business_name": "Bose Traders"}, {"gstin": GSTIN_NEEDED}),
    ({"gstin": PRO_GSTIN, "business_name": "x" * 121},
     {"business_name": "Enter at most 120 characters."}),
]  # fmt: skip


@pytest.mark.parametrize(("billing", "fields"), BAD)
def test_bad_business_details_are_refused_on_their_field_and_nothing_is_written(
    api, holder, browser, billing, fields
):
    client, appointment = holder
    answer = api.post(
        "/payments/orders", json={"appointment_id": appointment.pk, **billing}, token=client.token
    )
    assert answer.status == 400, answer.body
    assert answer.body["fields"] == fields
    assert not Order.objects.exists()


def test_a_webinar_seat_and_a_package_refuse_a_bad_gstin_too(api, browser):
    from marketplace.packages.models import Purchase
    from tests.invoices.test_things import SEAT, paid_event, seller_with_package
    from tests.payments.conftest import Client

    client = Client(person("Meera", "Iyer"))
    event = paid_event()
    held = api.post(f"/events/{event.pk}/bookings", json=SEAT, token=client.token)
    bad = {"gstin": "27AAPFU0939F1ZX", "business_name": "Bose Traders"}
    answer = api.post(f"/events/bookings/{held.body['id']}/order", json=bad, token=client.token)
    assert (answer.status, answer.body["fields"]) == (400, {"gstin": str(tax_texts.ENTER_GSTIN)})
    _, package = seller_with_package(api)
    answer = api.post(f"/packages/{package['id']}/purchases", json=bad, token=client.token)
    assert (answer.status, answer.body["fields"]) == (400, {"gstin": str(tax_texts.ENTER_GSTIN)})
    assert not Order.objects.exists() and not Purchase.objects.exists()
    assert not Invoice.objects.exists()
