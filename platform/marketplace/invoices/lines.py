"""What a paper says it is for, in the active language: the API's lists and the PDFs share it
(apart from papers.py, so a list does not load the PDF library)."""

from marketplace.invoices import texts
from marketplace.invoices.models import Invoice
from marketplace.tax.periods import IST


def description(invoice: Invoice) -> str:
    if invoice.item == Invoice.Item.PACKAGE:
        return str(texts.PACKAGE_LINE).format(name=invoice.item_name, sessions=invoice.sessions)
    when = invoice.service_at.astimezone(IST) if invoice.service_at else None
    date, time = (when.strftime("%d/%m/%Y"), when.strftime("%H:%M")) if when else ("", "")
    if invoice.item == Invoice.Item.WEBINAR:
        return str(texts.WEBINAR_LINE).format(title=invoice.item_name, date=date, time=time)
    return str(texts.APPOINTMENT_LINE).format(plan=invoice.item_name, date=date, time=time)


def filename(number: str) -> str:
    """A paper's file name: its number with "/" as "-" ("IN-C-2627-1.pdf")."""
    return number.replace("/", "-") + ".pdf"
