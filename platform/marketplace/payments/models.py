"""Money taken and given back through Razorpay. Amounts are integer paise; statuses move only
through `marketplace.history.transition` (see services.py for the legal moves), so every
order, payment and refund has its history."""

from django.conf import settings
from django.db import models


class Order(models.Model):
    """A Razorpay order: what checkout is opened for. Its purpose is one of the nullable
    links (an appointment now; webinars and the like add theirs)."""

    class Status(models.TextChoices):
        CREATED = "created", "Created"
        PAID = "paid", "Paid"
        FAILED = "failed", "Failed"
        REFUNDED = "refunded", "Refunded"

    razorpay_order_id = models.CharField(max_length=40, unique=True)
    amount_paise = models.PositiveBigIntegerField()
    currency = models.CharField(max_length=3, default="INR")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.CREATED)
    client = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="payment_orders"
    )
    appointment = models.ForeignKey(
        "bookings.Appointment",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="payment_orders",
    )
    # A seat at an event (events sits above payments, so its id, not a foreign key).
    event_booking_id = models.BigIntegerField(null=True, blank=True, db_index=True)
    receipt = models.CharField(max_length=40)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]

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
    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        PROCESSED = "processed", "Processed"
        FAILED = "failed", "Failed"

    razorpay_refund_id = models.CharField(max_length=40, unique=True)
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
    by the next retry."""

    event_id = models.CharField(max_length=64, unique=True)
    type = models.CharField(max_length=60)
    payload = models.JSONField()
    received_at = models.DateTimeField(auto_now_add=True)
    processed_at = models.DateTimeField(null=True, blank=True)
    deliveries = models.PositiveIntegerField(default=1)

    class Meta:
        ordering = ["-received_at", "-id"]

    def __str__(self) -> str:
        return f"{self.type} {self.event_id}"
