"""Every write of the invoices area: an invoice issued for each captured payment and a credit
note for each refund, told by payments' observers (payments/observers.py) inside the
transaction that records the capture or the refund, under the order's row lock.

So a capture is invoiced exactly once (and the row is unique on its payment besides), its
number is taken from the professional's series (tax.numbering) as the last thing before the
row is written, and a capture that rolls back gives its number back with everything else:
the numbers that commit form one series with no gap and no repeat."""

import dataclasses
import datetime
import logging

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from marketplace.accounts.models import User
from marketplace.bookings.models import Appointment
from marketplace.bookings.services import PURPOSE as APPOINTMENT
from marketplace.events.models import PURPOSE as EVENT_SEAT
from marketplace.events.models import EventBooking
from marketplace.invoices.models import CreditNote, Invoice
from marketplace.packages.models import Purchase
from marketplace.packages.services import PURPOSE as PACKAGE
from marketplace.payments.models import Payment, Refund
from marketplace.tax import gst
from marketplace.tax.numbering import next_number
from marketplace.tax.periods import financial_year
from marketplace.tax.queries import details_of

logger = logging.getLogger(__name__)

NUMBER_MAX = 16  # CGST Rules, Rule 46(b): a serial of at most 16 characters
DIGITS36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
INVOICE_KIND, CREDIT_KIND = "IN", "CN"


@dataclasses.dataclass(frozen=True)
class Bought:
    """What a payment paid for, as its invoice describes it."""

    professional_id: int
    recipient_name: str
    recipient_phone: str
    item: str
    item_name: str
    service_at: datetime.datetime | None = None
    sessions: int | None = None
    list_price_paise: int | None = None
    coupon_code: str = ""


def _appointment(purpose_id: int) -> Bought | None:
    found = Appointment.objects.filter(pk=purpose_id).first()
    if found is None:
        return None
    return Bought(
        found.professional_id, found.name, found.phone, Invoice.Item.APPOINTMENT, found.plan_name,
        service_at=found.starts_at, list_price_paise=found.list_price_paise,
        coupon_code=found.coupon_code,
    )  # fmt: skip


def _seat(purpose_id: int) -> Bought | None:
    found = EventBooking.objects.filter(pk=purpose_id).select_related("event").first()
    if found is None:
        return None
    return Bought(
        found.event.host_id, found.name, found.phone, Invoice.Item.WEBINAR, found.event.title,
        service_at=found.event.starts_at, list_price_paise=found.list_price_paise,
        coupon_code=found.coupon_code,
    )  # fmt: skip


def _package(purpose_id: int) -> Bought | None:
    found = Purchase.objects.filter(pk=purpose_id).select_related("package", "client").first()
    if found is None:
        return None
    return Bought(
        found.professional_id, found.client.name, found.client.phone, Invoice.Item.PACKAGE,
        found.package.name, sessions=found.sessions,
    )  # fmt: skip


# What each purpose's payment bought (payments/purposes.py).
BOUGHT = {APPOINTMENT: _appointment, EVENT_SEAT: _seat, PACKAGE: _package}


def base36(number: int) -> str:
    digits = ""
    while True:
        number, rest = divmod(number, 36)
        digits = DIGITS36[rest] + digits
        if not number:
            return digits


def printed_number(kind: str, professional_id: int, year: str, serial: int) -> str:
    """A paper's number as printed, at most 16 characters (Rule 46(b): letters, digits, "-"
    and "/"): its kind (IN an invoice, CN a credit note), the professional's code (their id
    in base 36), the financial year ("2026-27" as 2627) and the serial: "IN-C/2627/1". The
    separators go first when a large code and serial need the room."""
    code, fy = base36(professional_id), f"{year[2:4]}{year[5:7]}"
    for candidate in (f"{kind}-{code}/{fy}/{serial}", f"{kind}{code}/{fy}/{serial}"):
        if len(candidate) <= NUMBER_MAX:
            return candidate
    return f"{kind}{code}{fy}{serial}"[:NUMBER_MAX]


def _split(total_paise: int, *, charges_gst: bool, rate_bp: int, same_state: bool) -> gst.Split:
    if not charges_gst:
        return gst.untaxed(total_paise)
    return gst.split(total_paise, rate_bp, same_state=same_state)


def invoice_issue(payment: Payment) -> Invoice | None:
    """The invoice of a captured payment, issued once (a second call returns it). None for a
    payment of nothing we know."""
    existing = Invoice.objects.filter(payment=payment).first()
    if existing is not None:
        return existing
    order = payment.order
    described = BOUGHT.get(order.purpose)
    bought = described(order.purpose_id) if described else None
    if bought is None:
        logger.warning("payment %s pays for nothing we know: no invoice", payment.pk)
        return None
    supplier = details_of(bought.professional_id)
    professional = User.objects.get(pk=bought.professional_id)
    client = User.objects.get(pk=order.client_id)
    # IGST Act s.12(2): the recipient's registered state when they gave a GSTIN, else (their
    # address unknown, s.12(2)(b)) the supplier's own.
    place = order.billing_gstin[:2] if order.billing_gstin else supplier.state
    paper = (
        Invoice.Paper.TAX_INVOICE if supplier.charges_gst
        else Invoice.Paper.BILL_OF_SUPPLY if supplier.registered
        else Invoice.Paper.INVOICE
    )  # fmt: skip
    rate = settings.TAX_GST_RATE_BP if supplier.charges_gst else 0
    split = _split(
        payment.amount_paise, charges_gst=supplier.charges_gst, rate_bp=rate,
        same_state=supplier.state == place,
    )  # fmt: skip
    issued_at = payment.captured_at or timezone.now()
    list_price = bought.list_price_paise
    with transaction.atomic():
        year = financial_year(issued_at)
        # The number last, as late as possible: its series row stays locked until commit.
        serial = next_number(f"invoice:{bought.professional_id}", year)
        return Invoice.objects.create(
            payment=payment, purpose=order.purpose, purpose_id=order.purpose_id,
            professional_id=bought.professional_id, client_id=order.client_id, year=year,
            serial=serial,
            number=printed_number(INVOICE_KIND, bought.professional_id, year, serial),
            paper=paper, issued_at=issued_at,
            supplier_name=(supplier.legal_name or professional.name)[:120],
            supplier_pan=supplier.pan, supplier_gstin=supplier.gstin,
            supplier_state=supplier.state, supplier_address=supplier.address,
            recipient_name=(bought.recipient_name or client.name)[:150],
            recipient_phone=bought.recipient_phone or client.phone,
            recipient_business=order.billing_name, recipient_gstin=order.billing_gstin,
            place_of_supply=place, sac=supplier.sac or settings.TAX_SAC_DEFAULT,
            item=bought.item, item_name=bought.item_name[:150], service_at=bought.service_at,
            sessions=bought.sessions,
            list_price_paise=list_price if list_price and list_price > payment.amount_paise
            else None,
            coupon_code=bought.coupon_code, rate_bp=rate, total_paise=payment.amount_paise,
            taxable_paise=split.taxable_paise, cgst_paise=split.cgst_paise,
            sgst_paise=split.sgst_paise, igst_paise=split.igst_paise,
            operator_name=settings.PLATFORM_LEGAL_NAME[:120],
            operator_gstin=settings.PLATFORM_GSTIN, payment_ref=payment.razorpay_payment_id,
        )  # fmt: skip


def credit_note_issue(refund: Refund) -> CreditNote | None:
    """The credit note of a refund, issued once, against its payment's invoice. Its figures
    are cumulative: what all the refunds so far reverse of the invoice (the split of their
    sum, as the invoice was split) minus what earlier credit notes reversed, so partial
    refunds never leave a stray paisa and a full refund in parts reverses the invoice
    exactly, line by line."""
    existing = CreditNote.objects.filter(refund=refund).first()
    if existing is not None:
        return existing
    invoice = Invoice.objects.filter(payment_id=refund.payment_id).first()
    if invoice is None:
        logger.warning("refund %s is of payment %s, not invoiced", refund.pk, refund.payment_id)
        return None
    earlier = list(invoice.credit_notes.all())
    before = sum(note.total_paise for note in earlier)
    amount = min(refund.amount_paise, invoice.total_paise - before)
    if amount <= 0:
        logger.warning("refund %s is beyond its invoice %s: no credit note", refund.pk, invoice)
        return None
    should = _split(
        before + amount, charges_gst=invoice.rate_bp > 0, rate_bp=invoice.rate_bp,
        same_state=invoice.supplier_state == invoice.place_of_supply,
    )  # fmt: skip

    def now_of(field: str) -> int:
        return getattr(should, field) - sum(getattr(note, field) for note in earlier)

    issued_at = timezone.now()
    with transaction.atomic():
        year = financial_year(issued_at)
        serial = next_number(f"credit:{invoice.professional_id}", year)
        return CreditNote.objects.create(
            invoice=invoice, refund=refund, professional_id=invoice.professional_id,
            client_id=invoice.client_id, year=year, serial=serial,
            number=printed_number(CREDIT_KIND, invoice.professional_id, year, serial),
            issued_at=issued_at, total_paise=amount, taxable_paise=now_of("taxable_paise"),
            cgst_paise=now_of("cgst_paise"), sgst_paise=now_of("sgst_paise"),
            igst_paise=now_of("igst_paise"),
        )  # fmt: skip


def payment_captured(payment: Payment) -> None:
    """Payments' observer: a capture is invoiced."""
    invoice_issue(payment)


def payment_refunded(refund: Refund) -> None:
    """Payments' observer: a refund is credited against its invoice."""
    credit_note_issue(refund)
