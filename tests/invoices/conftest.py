"""Invoices of payments made through the real rail against the sandbox
(tests/payments/conftest.py): a real order (with the client's business details when given),
the sandbox's checkout, a signed answer verified by the API; refunds sent to the sandbox."""

import io

import pypdf
import pytest

from marketplace.invoices.models import CreditNote, Invoice
from marketplace.payments.models import Payment
from marketplace.tax import services as tax
from marketplace.tax.models import TaxDetails
from tests.payments.conftest import (  # noqa: F401
    Client,
    browser,
    gateway,
    holder,
    pay_first,
    sandbox_url,
)

# A firm in Maharashtra (27), registered on its PAN.
PRO_PAN, PRO_GSTIN = "AAPFU0939F", "27AAPFU0939F1ZV"
# Clients' businesses: one in Maharashtra, one in Karnataka (29).
SAME_STATE_GSTIN, OTHER_STATE_GSTIN = "27AAGCB1286Q1Z4", "29AAGCB1286Q1Z0"


def supplier(user, kind: str, **more) -> None:
    """Tax details of a kind: "unregistered" (a PAN, no GSTIN), "registered" (GST charged),
    "exempt" (registered, healthcare: a bill of supply), or "none" (none given)."""
    if kind == "none":  # the factories give everyone an individual's PAN: taken away
        TaxDetails.objects.filter(user=user).delete()
        return
    fields = {"legal_name": "Kumar Advisory LLP", "pan": PRO_PAN, "state": "27",
              "address": "12 MG Road, Pune"}  # fmt: skip
    if kind in ("registered", "exempt"):
        fields["gstin"] = PRO_GSTIN
    fields["exempt"] = kind == "exempt"
    tax.details_save(user=user, draft=tax.TaxDraft(**{**fields, **more}))


def pay(api, holder, browser, **billing) -> Payment:  # noqa: F811
    """The holder's appointment paid through checkout, with `billing` (gstin, business_name)
    given on the order."""
    client, appointment = holder
    opened = api.post(
        "/payments/orders", json={"appointment_id": appointment.pk, **billing}, token=client.token
    )
    assert opened.status == 200, opened.body
    answer = browser.pay(opened.body["order_id"])
    verified = api.post("/payments/verify", json=answer, token=client.token)
    assert verified.status == 200, verified.body
    return Payment.objects.get(razorpay_payment_id=answer["razorpay_payment_id"])


def invoice_of(payment: Payment) -> Invoice:
    return Invoice.objects.get(payment=payment)


def credit_notes_of(invoice: Invoice) -> list[CreditNote]:
    return list(invoice.credit_notes.order_by("serial"))


def pdf_text(body: bytes) -> str:
    """A PDF's text as pypdf reads it back, whitespace folded."""
    reader = pypdf.PdfReader(io.BytesIO(body))
    return " ".join(" ".join(page.extract_text() for page in reader.pages).split())


@pytest.fixture
def client_of(holder):  # noqa: F811
    return holder[0]
