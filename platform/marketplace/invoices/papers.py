"""An invoice or a credit note as a PDF (kernel.paper), drawn from its frozen row in the
active language (the caller's translation.override): the amounts in words in that language,
dates and times in IST."""

from django.utils import translation

from kernel.paper import rupees
from kernel.paper.pdf import Paper
from marketplace.invoices import texts
from marketplace.invoices.lines import description
from marketplace.invoices.models import CreditNote, Invoice
from marketplace.tax import texts as tax_texts
from marketplace.tax.papers import gst_rows, id_lines
from marketplace.tax.periods import IST
from marketplace.tax.states import state_name


def _date(at) -> str:
    return at.astimezone(IST).strftime("%d/%m/%Y")


def _parties(paper: Paper, invoice: Invoice) -> None:
    supplier = [
        invoice.supplier_name,
        invoice.supplier_address,
        state_name(invoice.supplier_state),
        *id_lines(gstin=invoice.supplier_gstin, pan=invoice.supplier_pan),
    ]
    recipient = [
        invoice.recipient_business,
        *id_lines(gstin=invoice.recipient_gstin),
        invoice.recipient_name,
        str(texts.PHONE_LINE).format(phone=invoice.recipient_phone)
        if invoice.recipient_phone
        else "",
    ]
    paper.parties((str(tax_texts.SUPPLIER), supplier), (str(tax_texts.RECIPIENT), recipient))


def _common_facts(invoice: Invoice) -> list[tuple[str, str]]:
    operator = invoice.operator_name
    if invoice.operator_gstin:
        operator += ", " + id_lines(gstin=invoice.operator_gstin)[0]
    rows = [
        (str(tax_texts.PLACE_OF_SUPPLY), state_name(invoice.place_of_supply) or "-"),
        (str(texts.OPERATOR), operator),
        (str(texts.PAYMENT), invoice.payment_ref),
    ]
    if invoice.paper == Invoice.Paper.TAX_INVOICE:
        rows.insert(1, (str(texts.REVERSE_CHARGE), str(texts.NO)))
    return rows


def _tax_rows(figures, invoice: Invoice) -> list[tuple[str, int]]:
    if invoice.paper != Invoice.Paper.TAX_INVOICE:
        return []
    return gst_rows(
        invoice.rate_bp, igst=figures.igst_paise, cgst=figures.cgst_paise,
        sgst=figures.sgst_paise,
        inter_state=bool(figures.igst_paise) or invoice.supplier_state != invoice.place_of_supply,
    )  # fmt: skip


def _note(paper: Paper, invoice: Invoice) -> None:
    if invoice.paper == Invoice.Paper.BILL_OF_SUPPLY:
        paper.note(str(texts.EXEMPT_NOTE))
    elif invoice.paper == Invoice.Paper.INVOICE:
        paper.note(str(texts.UNREGISTERED_NOTE))


def _footer(invoice: Invoice) -> str:
    return str(texts.ISSUED_THROUGH).format(operator=invoice.operator_name)


def invoice_pdf(invoice: Invoice, language: str) -> bytes:
    with translation.override(language):
        title = str(Invoice.Paper(invoice.paper).label)
        paper = Paper(title=title, language=language, footer=_footer(invoice))
        paper.facts([
            (str(texts.INVOICE_NUMBER), invoice.number),
            (str(texts.INVOICE_DATE), _date(invoice.issued_at)),
        ])  # fmt: skip
        _parties(paper, invoice)
        paper.facts(_common_facts(invoice))
        value = invoice.list_price_paise or invoice.total_paise
        paper.lines(
            [str(texts.DESCRIPTION), str(texts.SAC), str(texts.AMOUNT)],
            [[description(invoice), invoice.sac, rupees(value)]],
            widths=[120, 25, 35],
        )
        rows = []
        if invoice.list_price_paise:
            rows.append((str(texts.LIST_PRICE), invoice.list_price_paise))
            discount = str(texts.DISCOUNT).format(code=invoice.coupon_code or "-")
            rows.append((discount, invoice.total_paise - invoice.list_price_paise))
        if invoice.paper == Invoice.Paper.TAX_INVOICE:
            rows.append((str(tax_texts.TAXABLE_VALUE), invoice.taxable_paise))
        rows += _tax_rows(invoice, invoice)
        rows.append((str(texts.TOTAL), invoice.total_paise))
        paper.totals(rows)
        paper.in_words(str(texts.IN_WORDS), invoice.total_paise)
        _note(paper, invoice)
        return paper.pdf()


def credit_note_pdf(note: CreditNote, language: str) -> bytes:
    invoice = note.invoice
    with translation.override(language):
        paper = Paper(title=str(texts.CREDIT_NOTE), language=language, footer=_footer(invoice))
        paper.facts([
            (str(texts.CREDIT_NOTE_NUMBER), note.number),
            (str(texts.CREDIT_NOTE_DATE), _date(note.issued_at)),
            (str(texts.AGAINST_INVOICE), f"{invoice.number}, {_date(invoice.issued_at)}"),
        ])  # fmt: skip
        _parties(paper, invoice)
        paper.facts(_common_facts(invoice))
        paper.lines(
            [str(texts.DESCRIPTION), str(texts.SAC), str(texts.REFUNDED)],
            [[description(invoice), invoice.sac, rupees(note.total_paise)]],
            widths=[120, 25, 35],
        )
        rows = []
        if invoice.paper == Invoice.Paper.TAX_INVOICE:
            rows.append((str(tax_texts.TAXABLE_VALUE), note.taxable_paise))
        rows += _tax_rows(note, invoice)
        rows.append((str(texts.TOTAL), note.total_paise))
        paper.totals(rows)
        paper.in_words(str(texts.IN_WORDS), note.total_paise)
        paper.note(str(texts.CREDIT_NOTE_NOTE))
        _note(paper, invoice)
        return paper.pdf()
