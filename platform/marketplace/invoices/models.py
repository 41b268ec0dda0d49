"""The papers of every captured payment: an invoice (a tax invoice, a bill of supply, or an
invoice of an unregistered supplier) and a credit note for each refund of it.

Everything a paper prints is copied onto its row when it is issued (the supplier's and the
recipient's details, the place of supply, the figures), so later changes to the booking, the
profile or the tax details change nothing in it; the PDF is drawn from the row on request.
An issued paper is never changed or deleted: the model refuses, and on PostgreSQL a trigger
refuses any UPDATE or DELETE (migration 0002)."""

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from kernel.frozen import Frozen


class Issued(Frozen):
    NEVER_CHANGED = "An issued paper is never changed: issue a credit note instead."
    NEVER_DELETED = "An issued paper is never deleted."

    class Meta:
        abstract = True


class Invoice(Issued):
    class Paper(models.TextChoices):
        # CGST Act s.31(1): a registered supplier of taxable services (GST lines).
        TAX_INVOICE = "tax_invoice", _("Tax invoice")
        # s.31(3)(c): a registered supplier of exempt services (no GST).
        BILL_OF_SUPPLY = "bill_of_supply", _("Bill of supply")
        # A supplier not registered for GST: a plain invoice, no GST.
        INVOICE = "invoice", _("Invoice")

    class Item(models.TextChoices):
        APPOINTMENT = "appointment", _("Appointment")
        WEBINAR = "webinar", _("Webinar")
        PACKAGE = "package", _("Package of sessions")

    payment = models.OneToOneField(
        "payments.Payment", on_delete=models.PROTECT, related_name="invoice"
    )
    # What was bought: the order's (purpose, purpose_id).
    purpose = models.CharField(max_length=30)
    purpose_id = models.BigIntegerField()
    professional = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="invoices_issued"
    )
    client = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="invoices_received"
    )
    year = models.CharField(max_length=7)  # the financial year of its date, "2026-27"
    serial = models.PositiveIntegerField()  # in the professional's invoice series that year
    number = models.CharField(max_length=16, unique=True)  # as printed (Rule 46(b))
    paper = models.CharField(max_length=20, choices=Paper.choices)
    issued_at = models.DateTimeField()
    # The supplier as they were at issue.
    supplier_name = models.CharField(max_length=120)
    supplier_pan = models.CharField(max_length=10, blank=True)
    supplier_gstin = models.CharField(max_length=15, blank=True)
    supplier_state = models.CharField(max_length=2, blank=True)
    supplier_address = models.CharField(max_length=300, blank=True)
    # The recipient: the person, and their business when they gave its GSTIN at checkout.
    recipient_name = models.CharField(max_length=150)
    recipient_phone = models.CharField(max_length=20, blank=True)
    recipient_business = models.CharField(max_length=120, blank=True)
    recipient_gstin = models.CharField(max_length=15, blank=True)
    place_of_supply = models.CharField(max_length=2, blank=True)  # a GST state code
    sac = models.CharField(max_length=6)
    # The line: what, when (an appointment's or webinar's start), how many sessions.
    item = models.CharField(max_length=20, choices=Item.choices)
    item_name = models.CharField(max_length=150)
    service_at = models.DateTimeField(null=True, blank=True)
    sessions = models.PositiveSmallIntegerField(null=True, blank=True)
    # A code's discount: the list price and the code (null and "" when none).
    list_price_paise = models.PositiveBigIntegerField(null=True, blank=True)
    coupon_code = models.CharField(max_length=20, blank=True)
    # The figures, GST inside the total (tax.gst.split).
    rate_bp = models.PositiveIntegerField(default=0)
    total_paise = models.PositiveBigIntegerField()
    taxable_paise = models.PositiveBigIntegerField()
    cgst_paise = models.PositiveBigIntegerField(default=0)
    sgst_paise = models.PositiveBigIntegerField(default=0)
    igst_paise = models.PositiveBigIntegerField(default=0)
    # The e-commerce operator the supply was made through (CGST Act s.52), and the payment.
    operator_name = models.CharField(max_length=120)
    operator_gstin = models.CharField(max_length=15, blank=True)
    payment_ref = models.CharField(max_length=40)

    class Meta:
        ordering = ["-issued_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["professional", "year", "serial"], name="one_invoice_a_serial"
            )
        ]
        indexes = [
            models.Index(fields=["purpose", "purpose_id"]),
            models.Index(fields=["client", "-issued_at"]),
            models.Index(fields=["professional", "-issued_at"]),
        ]

    def __str__(self) -> str:
        return f"invoice {self.number}"

    @property
    def tax_paise(self) -> int:
        return self.cgst_paise + self.sgst_paise + self.igst_paise


class CreditNote(Issued):
    """A refund's paper (CGST Act s.34, Rule 53): the amount given back, split as its invoice
    was, numbered in the professional's credit note series."""

    invoice = models.ForeignKey(Invoice, on_delete=models.PROTECT, related_name="credit_notes")
    refund = models.OneToOneField(
        "payments.Refund", on_delete=models.PROTECT, related_name="credit_note"
    )
    professional = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    client = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    year = models.CharField(max_length=7)
    serial = models.PositiveIntegerField()
    number = models.CharField(max_length=16, unique=True)
    issued_at = models.DateTimeField()
    total_paise = models.PositiveBigIntegerField()
    taxable_paise = models.PositiveBigIntegerField()
    cgst_paise = models.PositiveBigIntegerField(default=0)
    sgst_paise = models.PositiveBigIntegerField(default=0)
    igst_paise = models.PositiveBigIntegerField(default=0)

    class Meta:
        ordering = ["-issued_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["professional", "year", "serial"], name="one_credit_note_a_serial"
            )
        ]
        indexes = [
            models.Index(fields=["client", "-issued_at"]),
            models.Index(fields=["professional", "-issued_at"]),
        ]

    def __str__(self) -> str:
        return f"credit note {self.number}"

    @property
    def tax_paise(self) -> int:
        return self.cgst_paise + self.sgst_paise + self.igst_paise
