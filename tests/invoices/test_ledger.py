"""An invoice's and its credit notes' figures agree with the ledger to the paisa, whatever the
supplier (registered or not, exempt or not), the place of supply (the same state or
another), and the refund (none, full, partial, a full one in two parts): the payment's cash
entry is the invoice's total, each refund's is minus its credit note's total, and credit
notes that refund everything reverse the invoice exactly, line by line."""

import pytest
from django.conf import settings

from marketplace.earnings.models import Entry
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway
from marketplace.tax import gst
from tests.invoices.conftest import (
    OTHER_STATE_GSTIN,
    PRO_GSTIN,
    SAME_STATE_GSTIN,
    credit_notes_of,
    invoice_of,
    pay,
    supplier,
)

pytestmark = pytest.mark.django_db(transaction=True)

LINES = ("total_paise", "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise")
RATE = settings.TAX_GST_RATE_BP


def cash(source: str) -> int:
    return Entry.objects.get(source=source, account="cash").amount_paise


def refund(payment, amount: int, browser) -> None:
    payments.payment_refund(
        payment_id=payment.pk, amount_paise=amount, reason="Goodwill",
        by=payment.order.client, gateway=Gateway(origin=browser.base),
    )  # fmt: skip


CASES = [
    # (supplier's kind, the client's GSTIN, the paper, the GST lines expected)
    ("none", "", "invoice", None),
    ("unregistered", "", "invoice", None),
    ("unregistered", OTHER_STATE_GSTIN, "invoice", None),
    ("exempt", "", "bill_of_supply", None),
    ("exempt", OTHER_STATE_GSTIN, "bill_of_supply", None),
    ("registered", "", "tax_invoice", "same"),  # place of supply: the supplier's own state
    ("registered", SAME_STATE_GSTIN, "tax_invoice", "same"),
    ("registered", OTHER_STATE_GSTIN, "tax_invoice", "other"),
]
REFUNDS = {"none": [], "full": [75000], "partial": [33333], "two parts": [33333, 41667]}


@pytest.mark.parametrize("refunds", REFUNDS, ids=list(REFUNDS))
@pytest.mark.parametrize(("kind", "gstin", "paper", "gst_lines"), CASES)
def test_papers_add_up_to_the_ledger(api, holder, browser, kind, gstin, paper, gst_lines, refunds):
    _, appointment = holder
    supplier(appointment.professional, kind)
    billing = {"gstin": gstin, "business_name": "Bose Traders Pvt Ltd"} if gstin else {}
    payment = pay(api, holder, browser, **billing)
    invoice = invoice_of(payment)
    assert (invoice.paper, invoice.total_paise) == (paper, 75000)
    assert cash(f"payment:{payment.pk}") == invoice.total_paise
    if gst_lines is None:
        assert invoice.taxable_paise == 75000 and invoice.tax_paise == 0
    else:
        expected = gst.split(75000, RATE, same_state=gst_lines == "same")
        assert [getattr(invoice, line) for line in LINES] == [75000] + [
            getattr(expected, line) for line in LINES[1:]
        ]
        # ₹750 at 18 %: ₹635.59 of value and ₹114.41 of GST.
        assert (invoice.taxable_paise, invoice.tax_paise) == (63559, 11441)
        if gst_lines == "same":
            assert (invoice.cgst_paise, invoice.sgst_paise, invoice.igst_paise) == (5720, 5721, 0)
        else:
            assert (invoice.cgst_paise, invoice.sgst_paise, invoice.igst_paise) == (0, 0, 11441)
    assert invoice.place_of_supply == (gstin[:2] if gstin else ("27" if kind != "none" else ""))
    assert invoice.supplier_gstin == (PRO_GSTIN if kind in ("registered", "exempt") else "")
    assert (invoice.recipient_gstin, invoice.recipient_business) == (
        gstin,
        "Bose Traders Pvt Ltd" if gstin else "",
    )

    for amount in REFUNDS[refunds]:
        refund(payment, amount, browser)
    notes = credit_notes_of(invoice)
    assert [note.total_paise for note in notes] == REFUNDS[refunds]
    assert [note.serial for note in notes] == list(range(1, len(notes) + 1))
    for note in notes:
        assert cash(f"refund:{note.refund_id}") == -note.total_paise
        assert note.taxable_paise + note.tax_paise == note.total_paise
        assert note.tax_paise == 0 or gst_lines is not None
    if refunds == "partial":
        # The part's own split: ₹333.33 at 18 % is ₹282.48 of value and ₹50.85 of GST.
        assert (notes[0].taxable_paise, notes[0].tax_paise) == (
            (28248, 5085) if gst_lines else (33333, 0)
        )
    if sum(REFUNDS[refunds]) == 75000:
        # Refunded in full: the credit notes reverse the invoice exactly, every line.
        for line in LINES:
            assert sum(getattr(note, line) for note in notes) == getattr(invoice, line), line
    ledger = sum(Entry.objects.filter(account="cash").values_list("amount_paise", flat=True))
    assert ledger == invoice.total_paise - sum(note.total_paise for note in notes)
