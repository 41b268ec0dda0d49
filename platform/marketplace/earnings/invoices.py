"""The platform's monthly invoice to each professional for its fee (a write of the earnings
area, beside services.py): for a calendar month in IST, the fees booked on the professional's
payments less the fees their refunds reversed, GST inside at TAX_GST_RATE_BP (tax.gst.split:
CGST and SGST when the professional is in the platform's state, IGST otherwise; no GST lines
when the platform has no GSTIN), from the platform to the professional, both parties' details
copied as they are at issue. A month whose net fee is zero or less issues nothing.

Issued once per professional and month: under the professional's Payee lock the month is
looked for first, and a unique constraint backs it; the number is taken last, in the same
transaction (tax.numbering), so the series has no gap even when two runs race."""

import datetime
import logging
import re

from django.conf import settings
from django.db import transaction
from django.db.models import Sum
from django.utils import timezone

from kernel.errors import invalid_fields
from kernel.locking import contended, lock_rows
from marketplace.accounts.models import User
from marketplace.earnings import texts
from marketplace.earnings.models import Entry, FeeInvoice, Payee
from marketplace.tax import gst
from marketplace.tax.numbering import next_number
from marketplace.tax.periods import IST, financial_year
from marketplace.tax.queries import details_of

logger = logging.getLogger(__name__)
Account, Kind = Entry.Account, Entry.Kind
SERIES = "platform-fee"
MONTH = re.compile(r"(\d{4})-(\d{2})")


def month_from(text: str) -> datetime.date:
    """'2026-10' as the month's first day, or the field error."""
    found = MONTH.fullmatch((text or "").strip())
    if not found or not (2000 <= int(found[1]) <= 2999 and 1 <= int(found[2]) <= 12):
        raise invalid_fields({"month": texts.ENTER_MONTH})
    return datetime.date(int(found[1]), int(found[2]), 1)


def bounds(month: datetime.date) -> tuple[datetime.datetime, datetime.datetime]:
    """The month's first moment and the next month's, in IST."""
    following = (month.replace(day=28) + datetime.timedelta(days=4)).replace(day=1)
    return (
        datetime.datetime.combine(month, datetime.time(), IST),
        datetime.datetime.combine(following, datetime.time(), IST),
    )


def last_month(now: datetime.datetime | None = None) -> datetime.date:
    today = (now or timezone.now()).astimezone(IST).date()
    return (today.replace(day=1) - datetime.timedelta(days=1)).replace(day=1)


def fees_in(month: datetime.date, professional_id: int | None = None) -> dict[int, int]:
    """Per professional, the month's fees less the fees refunds reversed (IST)."""
    start, end = bounds(month)
    rows = Entry.objects.filter(
        account=Account.PLATFORM, kind__in=(Kind.PAYMENT, Kind.REFUND),
        created_at__gte=start, created_at__lt=end,
    )  # fmt: skip
    if professional_id is not None:
        rows = rows.filter(professional_id=professional_id)
    totals = rows.values("professional_id").annotate(total=Sum("amount_paise"))
    return {row["professional_id"]: row["total"] for row in totals}


def fee_invoice_issue(professional_id: int, month: datetime.date) -> FeeInvoice | None:
    """The professional's invoice for `month`: the one issued already, a new one, or None when
    the month's net fee is zero or less."""
    with contended(), transaction.atomic():
        Payee.objects.get_or_create(user_id=professional_id)
        lock_rows(Payee, [professional_id])
        issued = FeeInvoice.objects.filter(professional_id=professional_id, month=month).first()
        if issued is not None:
            return issued
        total = fees_in(month, professional_id).get(professional_id, 0)
        if total <= 0:
            return None
        return _issue(professional_id, month, total)


def _issue(professional_id: int, month: datetime.date, total: int) -> FeeInvoice:
    recipient = details_of(professional_id)
    user = User.objects.get(pk=professional_id)
    with_gst = bool(settings.PLATFORM_GSTIN)
    if with_gst:
        same_state = recipient.state == settings.PLATFORM_STATE
        split = gst.split(total, settings.TAX_GST_RATE_BP, same_state=same_state)
    else:
        split = gst.untaxed(total)
    issued_at = timezone.now()
    year = financial_year(issued_at)
    sequence = next_number(SERIES, year)  # last: the series' lock is held to the commit
    return FeeInvoice.objects.create(
        professional_id=professional_id, month=month, year=year, sequence=sequence,
        number=f"PF/{year}/{sequence:05d}", issued_at=issued_at, total_paise=total,
        taxable_paise=split.taxable_paise, cgst_paise=split.cgst_paise,
        sgst_paise=split.sgst_paise, igst_paise=split.igst_paise,
        rate_bp=settings.TAX_GST_RATE_BP if with_gst else 0, sac=settings.TAX_PLATFORM_SAC,
        supplier_name=settings.PLATFORM_LEGAL_NAME[:120],
        supplier_gstin=settings.PLATFORM_GSTIN, supplier_pan=settings.PLATFORM_PAN,
        supplier_state=settings.PLATFORM_STATE, supplier_address=settings.PLATFORM_ADDRESS[:300],
        recipient_name=(recipient.legal_name or user.name or user.username)[:120],
        recipient_pan=recipient.pan, recipient_gstin=recipient.gstin,
        recipient_state=recipient.state, recipient_address=recipient.address,
    )  # fmt: skip


def fee_invoices_issue(month: datetime.date) -> list[FeeInvoice]:
    """Every professional's invoice for `month` that is due and not issued yet (safe to run
    again, or twice at once): the ones issued by this run."""
    made = []
    for professional_id in sorted(fees_in(month)):
        before = FeeInvoice.objects.filter(professional_id=professional_id, month=month).exists()
        invoice = fee_invoice_issue(professional_id, month)
        if invoice is not None and not before:
            made.append(invoice)
    logger.info("fee invoices for %s: %d issued", month.strftime("%Y-%m"), len(made))
    return made
