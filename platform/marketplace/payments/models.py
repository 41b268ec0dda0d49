"""Money taken and given back through Razorpay. Amounts are integer paise; statuses move only
through `kernel.history.transition` (see services.py for the legal moves), so every
order, payment and refund has its history."""

from django.conf import settings
from django.db import models

from kernel.history.moves import Move


class Order(models.Model):
    """A Razorpay order: what checkout is opened for. What it pays for is `(purpose,
    purpose_id)`: a purpose registered in purposes.py ("appointment", "event_booking") and
    that thing's id (payments sits below them all, so an id, not a foreign key)."""

    class Status(models.TextChoices):
        CREATED = "created", "Created"
        PAID = "paid", "Paid"
        FAILED = "failed", "Failed"
        REFUNDED = "refunded", "Refunded"

    # Its state machine, by move (history.transition makes them; docs/architecture.md). The
    # system moves money states (a gateway's answer), never a person.
    MOVES = {
        # A failed attempt leaves the order open: the client may pay it again.
        "pay": Move.to(Status.PAID, Status.CREATED, Status.FAILED),
        "fail": Move.to(Status.FAILED, Status.CREATED),
        "refund": Move.to(Status.REFUNDED, Status.PAID),
    }

    razorpay_order_id = models.CharField(max_length=40, unique=True)
    amount_paise = models.PositiveBigIntegerField()
    currency = models.CharField(max_length=3, default="INR")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.CREATED)
    client = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="payment_orders"
    )
    purpose = models.CharField(max_length=30)
    purpose_id = models.BigIntegerField()
    receipt = models.CharField(max_length=40)
    # The client's business, for a business invoice (GST input credit): given at checkout,
    # checked (a valid GSTIN, a name beside it), copied onto the invoice at capture.
    billing_gstin = models.CharField("GSTIN", max_length=15, blank=True, default="")
    billing_name = models.CharField("business name", max_length=120, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["purpose", "purpose_id"])]

    def __str__(self) -> str:
        return f"order {self.razorpay_order_id} ({self.status})"


class Payment(models.Model):
    """One attempt to pay an order, as Razorpay reported it (checkout's answer or a
    webhook; amounts always from Razorpay's own record, never from the browser)."""

    class Status(models.TextChoices):
        CREATED = "created", "Created"
        CAPTURED = "captured", "Captured"
        FAILED = "failed", "Failed"
        REFUNDED = "refunded", "Refunded"

    MOVES = {
        # Razorpay can report a payment failed and then capture it after all (a late bank
        # answer).
        "capture": Move.to(Status.CAPTURED, Status.CREATED, Status.FAILED),
        "fail": Move.to(Status.FAILED, Status.CREATED),
        "refund": Move.to(Status.REFUNDED, Status.CAPTURED),
    }

    razorpay_payment_id = models.CharField(max_length=40, unique=True)
    order = models.ForeignKey(Order, on_delete=models.PROTECT, related_name="payments")
    amount_paise = models.PositiveBigIntegerField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.CREATED)
    method = models.CharField(max_length=30, blank=True)
    # Checkout's signature over "order_id|payment_id" was checked (the verify call); a payment
    # learnt only from a webhook is vouched for by the webhook's own signature instead.
    signature_verified = models.BooleanField(default=False)
    error = models.CharField(max_length=300, blank=True)
    captured_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"payment {self.razorpay_payment_id} ({self.status})"


class Refund(models.Model):
    """Money given back. Ours is first a `requested` intent, recorded under the order's lock
    and counted at once, then sent to Razorpay after that transaction commits (never inside
    it), then `pending` at Razorpay with its id, then `processed` when the bank has paid it
    (services._refund, refund_send). One made at Razorpay's dashboard arrives pending or
    processed by webhook."""

    class Status(models.TextChoices):
        REQUESTED = "requested", "Requested"
        PENDING = "pending", "Pending"
        PROCESSED = "processed", "Processed"
        FAILED = "failed", "Failed"

    # What counts as given back (or about to be): all but a refund Razorpay refused.
    GIVEN = (Status.REQUESTED, Status.PENDING, Status.PROCESSED)
    MOVES = {
        "send": Move.to(Status.PENDING, Status.REQUESTED),  # Razorpay took it
        "process": Move.to(Status.PROCESSED, Status.PENDING),
        "fail": Move.to(Status.FAILED, Status.REQUESTED),  # Razorpay refused it
    }

    # Razorpay's id, once Razorpay has it; `ref` is ours, sent in its notes (refund_ref) so a
    # retry finds a refund that reached Razorpay before its answer was lost.
    razorpay_refund_id = models.CharField(max_length=40, unique=True, null=True, blank=True)
    ref = models.CharField(max_length=40, unique=True, null=True, blank=True)
    sending_since = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    payment = models.ForeignKey(Payment, on_delete=models.PROTECT, related_name="refunds")
    amount_paise = models.PositiveBigIntegerField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    reason = models.CharField(max_length=200, blank=True)
    # The staff member who gave it from the back office; null when the system refunded.
    requested_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        permissions = [("give_refund", "Can refund payments from the back office")]

    def __str__(self) -> str:
        return f"refund {self.razorpay_refund_id} ({self.status})"


class WebhookEvent(models.Model):
    """Every Razorpay webhook received, once per event id (Razorpay's retries repeat it):
    processed at most once to the end; a delivery whose processing failed is processed again
    by the next retry. One that cannot be applied yet (a refund of a payment not captured
    here yet: Razorpay promises no order) is kept `waiting` and applied once its payment is
    (webhooks.py); finance sees the waiting ones in the back office."""

    event_id = models.CharField(max_length=64, unique=True)
    type = models.CharField(max_length=60)
    payload = models.JSONField()
    # The Razorpay payment it is about, when it is about one.
    payment_id = models.CharField(max_length=40, blank=True)
    waiting = models.BooleanField(default=False, help_text="Kept until its payment is captured")
    received_at = models.DateTimeField(auto_now_add=True)
    processed_at = models.DateTimeField(null=True, blank=True)
    deliveries = models.PositiveIntegerField(default=1)

    class Meta:
        ordering = ["-received_at", "-id"]
        indexes = [
            models.Index(
                fields=["payment_id"],
                name="payments_webhook_waiting",
                condition=models.Q(waiting=True),
            )
        ]

    def __str__(self) -> str:
        return f"{self.type} {self.event_id}"
