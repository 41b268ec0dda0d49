"""Packages of sessions: a professional sells N sessions of one plan for one price, valid for
a number of days from purchase; a client who bought one books with its credits instead of
paying (docs/product.md, "Packages").

A purchase's credits are its own rows (`Credit`, numbered 1..N), so each one knows the
appointment it was spent on and the ledger knows which part of the share it is
(earnings/services.py: each credit's part becomes withdrawable once its session took place).
`credits_left` is the count kept beside them under the purchase's row lock; the database
refuses it below zero, so no race can overspend."""

from django.conf import settings
from django.db import models
from django.db.models import F, Q
from django.utils.translation import gettext_lazy as _

from kernel.history.moves import Move


class Package(models.Model):
    MIN_SESSIONS, MAX_SESSIONS = 1, 50
    MIN_DAYS, MAX_DAYS = 1, 730

    class Status(models.TextChoices):
        ACTIVE = "active", _("On sale")
        # Not sold any more; what was bought stays as it was.
        WITHDRAWN = "withdrawn", _("Withdrawn")

    # Its state machine, by move (history.transition makes them).
    MOVES = {"withdraw": Move.to(Status.WITHDRAWN, Status.ACTIVE)}

    professional = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="packages"
    )
    # A plan the professional removes ends its packages' sales (and their credits' use).
    plan = models.ForeignKey(
        "profiles.Plan", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    plan_name = models.CharField(max_length=100)
    name = models.CharField(max_length=100)
    sessions = models.PositiveSmallIntegerField()
    price_paise = models.PositiveIntegerField()
    valid_days = models.PositiveSmallIntegerField()
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.ACTIVE)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["professional", "status"])]
        constraints = [
            models.CheckConstraint(
                condition=Q(sessions__gte=1, sessions__lte=50), name="packages_sessions_1_50"
            ),
        ]

    def __str__(self) -> str:
        return f"package {self.pk} ({self.name}, {self.sessions} sessions)"


class Purchase(models.Model):
    """One client's purchase of a package: what they bought is copied (sessions, price,
    days), so an edit or a withdrawal of the package never changes it."""

    class Status(models.TextChoices):
        AWAITING_PAYMENT = "awaiting_payment", _("Awaiting payment")
        ACTIVE = "active", _("Active")
        # Its payment given back in full: no session can be booked with it any more.
        REFUNDED = "refunded", _("Refunded")

    MOVES = {
        "activate": Move.to(Status.ACTIVE, Status.AWAITING_PAYMENT),
        "refund": Move.to(Status.REFUNDED, Status.ACTIVE),
    }

    package = models.ForeignKey(Package, on_delete=models.PROTECT, related_name="purchases")
    client = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="package_purchases"
    )
    professional = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+"
    )
    plan = models.ForeignKey(
        "profiles.Plan", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    sessions = models.PositiveSmallIntegerField()
    price_paise = models.PositiveIntegerField()
    valid_days = models.PositiveSmallIntegerField()
    status = models.CharField(
        max_length=20, choices=Status.choices, default=Status.AWAITING_PAYMENT
    )
    credits_left = models.PositiveSmallIntegerField(default=0)
    payment_ref = models.CharField(max_length=100, blank=True)
    paid_at = models.DateTimeField(null=True, blank=True)
    # The credits' last moment: the payment's capture plus valid_days.
    expires_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["client", "status"]),
            models.Index(fields=["package", "status"]),
        ]
        constraints = [
            models.CheckConstraint(
                condition=Q(credits_left__gte=0, credits_left__lte=F("sessions")),
                name="packages_credits_within_sessions",
            ),
        ]

    def __str__(self) -> str:
        return f"purchase {self.pk} of package {self.package_id} ({self.credits_left} left)"


class Credit(models.Model):
    """One session of a purchase. Spent: `appointment_id` names the appointment it paid for
    (an id, not a key: bookings sits above packages); given back, it is unspent again."""

    purchase = models.ForeignKey(Purchase, on_delete=models.CASCADE, related_name="credits")
    number = models.PositiveSmallIntegerField()
    appointment_id = models.BigIntegerField(null=True, blank=True)
    spent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["purchase", "number"]
        constraints = [
            models.UniqueConstraint(fields=["purchase", "number"], name="packages_credit_number"),
            models.UniqueConstraint(
                fields=["appointment_id"],
                condition=Q(appointment_id__isnull=False),
                name="packages_one_credit_per_appointment",
            ),
        ]

    def __str__(self) -> str:
        return f"credit {self.number} of purchase {self.purchase_id}"
