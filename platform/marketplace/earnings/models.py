"""What professionals earned and took out, as an append-only ledger in paise.

Every movement of money is a set of entries that balance (`cash` = `platform` +
`professional` + `payable` + `tds` + `tcs`, summed over all entries):

| what happened                   | cash | platform | tds, tcs   | professional   | payable |
|---------------------------------|------|----------|------------|----------------|---------|
| a client paid X (fee F, share S)| +X   | +F       | +T, +C     | +(S - T - C)   |         |
| R of it was refunded            | -R   | the rest | -T*R/X ... | -(S-T-C)*R/X   |         |
| a withdrawal W was requested    |      |          |            | -W             | +W      |
| ... and paid out by the bank    | -W   |          |            |                | -W      |
| ... or failed                   |      |          |            | +W             | -W      |

T is the income tax withheld (TDS, Income-tax Act s.194-O) and C the GST collected (TCS,
CGST Act s.52), both held for the government and taken out of the share (services._withheld).

A balance is a sum of entries, never a stored number that can drift. Entries are never
changed or deleted: a mistake is corrected by another entry."""

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from kernel.frozen import Frozen
from kernel.history.moves import Move


class Balance(models.TextChoices):
    """The professional's two purses, as the withdrawal screen shows them."""

    BOOKING = "booking", _("Booking")
    EVENT = "event", _("Event")


class Payee(models.Model):
    """One row per professional who has ever had money: what a withdrawal locks, so two
    requests of the same person queue and the second sees the first one's entries."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, primary_key=True, related_name="+"
    )

    def __str__(self) -> str:
        return f"payee {self.user_id}"


class Withdrawal(models.Model):
    class Status(models.TextChoices):
        REQUESTED = "requested", _("Requested")
        PAID = "paid", _("Paid")
        FAILED = "failed", _("Failed")

    # Its state machine, by move (history.transition makes them): staff decide a request.
    MOVES = {
        "pay": Move.to(Status.PAID, Status.REQUESTED),
        "fail": Move.to(Status.FAILED, Status.REQUESTED),
    }

    professional = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="withdrawals"
    )
    balance = models.CharField(max_length=10, choices=Balance.choices)
    name = models.CharField("account holder", max_length=120)
    account_number = models.CharField(max_length=18)
    ifsc = models.CharField("IFSC", max_length=11)
    phone = models.CharField(max_length=10)
    amount_paise = models.PositiveBigIntegerField(help_text="The net paid out.")
    # What the net stands for, shown before it was asked (services.withdrawal_figures): gross
    # - fee - TDS - TCS = amount_paise.
    gross_paise = models.BigIntegerField(default=0)
    fee_paise = models.BigIntegerField(default=0)
    tds_paise = models.BigIntegerField(default=0)
    tcs_paise = models.BigIntegerField(default=0)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.REQUESTED)
    reference = models.CharField(
        max_length=60, blank=True, help_text="The bank's reference (UTR) of the payout."
    )
    failure_reason = models.CharField(max_length=300, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    decided_at = models.DateTimeField(null=True, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["professional", "-created_at"]),
            models.Index(fields=["status", "created_at"]),
        ]
        permissions = [("decide_withdrawal", "Can mark withdrawals paid or failed")]

    def __str__(self) -> str:
        return f"withdrawal {self.pk} ({self.status})"


class Entry(Frozen):
    NEVER_CHANGED = "Ledger entries are never changed: add a correcting entry."
    NEVER_DELETED = "Ledger entries are never deleted: add a correcting entry."

    class Account(models.TextChoices):
        CASH = "cash", "Cash held"
        PLATFORM = "platform", "Platform fee"
        PROFESSIONAL = "professional", "Professional"
        PAYABLE = "payable", "Payouts due"
        # Held for the government: income tax deducted (s.194-O) and GST collected (s.52).
        TDS = "tds", "TDS withheld"
        TCS = "tcs", "TCS collected"

    class Kind(models.TextChoices):
        PAYMENT = "payment", "Client payment"
        REFUND = "refund", "Refund"
        WITHDRAWAL = "withdrawal", "Withdrawal requested"
        PAYOUT = "payout", "Payout"
        PAYOUT_FAILED = "payout_failed", "Payout failed"
        # A share taken out where it was withdrawable from and put back at a later (or
        # earlier) moment: a pair, netting to nothing (services.share_available_from).
        MOVED = "moved", "Share's date moved"

    # What caused it ("payment:12", "refund:3", "withdrawal:7"): one set of entries each.
    source = models.CharField(max_length=40)
    kind = models.CharField(max_length=15, choices=Kind.choices)
    account = models.CharField(max_length=15, choices=Account.choices)
    professional = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="ledger_entries"
    )
    balance = models.CharField(max_length=10, choices=Balance.choices)
    amount_paise = models.BigIntegerField(help_text="Signed: + into the account, - out of it.")
    # The client payment it comes from (payments and refunds), or the withdrawal.
    payment = models.ForeignKey(
        "payments.Payment", on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    withdrawal = models.ForeignKey(
        Withdrawal, on_delete=models.PROTECT, null=True, blank=True, related_name="entries"
    )
    # When the money may be withdrawn: a share once its service is done; the rest at once.
    available_at = models.DateTimeField()
    # When the money moved: a payment's capture, a refund's creation, a withdrawal's request.
    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    memo = models.CharField(max_length=200, blank=True)

    class Meta:
        verbose_name = "ledger entry"
        verbose_name_plural = "ledger entries"
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["source", "account"], name="one_entry_per_account")
        ]
        indexes = [models.Index(fields=["professional", "account", "balance", "available_at"])]

    def __str__(self) -> str:
        return f"{self.source} {self.account} {self.amount_paise:+d}"


class FeeInvoice(Frozen):
    """The platform's invoice to a professional for its fee of one calendar month (IST): the
    month's fees less the fees refunds reversed, GST inside (tax.gst.split). Both parties'
    details are copied at issue and never read again; once issued it is never changed or
    deleted (the model refuses, and on PostgreSQL a trigger too). One per professional and
    month; numbered in the platform's series, PF/2026-27/00001, gapless per financial year."""

    NEVER_CHANGED = "An issued invoice is never changed: issue a credit note."
    NEVER_DELETED = "An issued invoice is never deleted."

    professional = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="fee_invoices"
    )
    month = models.DateField(help_text="The first day of the month it is for.")
    year = models.CharField(max_length=7, help_text="The financial year of its number.")
    sequence = models.PositiveIntegerField()
    number = models.CharField(max_length=30, unique=True)
    issued_at = models.DateTimeField(default=timezone.now)
    total_paise = models.BigIntegerField(help_text="The month's net fee, GST included.")
    taxable_paise = models.BigIntegerField()
    cgst_paise = models.BigIntegerField(default=0)
    sgst_paise = models.BigIntegerField(default=0)
    igst_paise = models.BigIntegerField(default=0)
    rate_bp = models.PositiveIntegerField(default=0, help_text="GST rate, 1800 for 18 %.")
    sac = models.CharField("SAC", max_length=6, blank=True)
    supplier_name = models.CharField(max_length=120)
    supplier_gstin = models.CharField(max_length=15, blank=True)
    supplier_pan = models.CharField(max_length=10, blank=True)
    supplier_state = models.CharField(max_length=2, blank=True)
    supplier_address = models.CharField(max_length=300, blank=True)
    recipient_name = models.CharField(max_length=120)
    recipient_pan = models.CharField(max_length=10, blank=True)
    recipient_gstin = models.CharField(max_length=15, blank=True)
    recipient_state = models.CharField(max_length=2, blank=True)
    recipient_address = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["-month", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["professional", "month"], name="one_fee_invoice_a_month"
            ),
            models.UniqueConstraint(fields=["year", "sequence"], name="fee_invoice_numbers"),
        ]

    def __str__(self) -> str:
        return self.number

    @property
    def with_gst(self) -> bool:
        return bool(self.supplier_gstin)
