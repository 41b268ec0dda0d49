"""The sandbox gateway's own state: what Razorpay would keep on its side. Nothing of ours
reads these tables; our code learns of them only over HTTP, as it would from Razorpay."""

import secrets
import string
import time

from django.db import models

_ID_ALPHABET = string.ascii_letters + string.digits


def razorpay_id(prefix: str) -> str:
    """Razorpay's id shape: a prefix, "_", 14 letters and digits (order_Nk8vZ3Jx0aQ1bC)."""
    return f"{prefix}_" + "".join(secrets.choice(_ID_ALPHABET) for _ in range(14))


def unix_now() -> int:
    return int(time.time())


class SandboxOrder(models.Model):
    id = models.CharField(primary_key=True, max_length=40)
    amount = models.PositiveBigIntegerField()
    currency = models.CharField(max_length=3)
    receipt = models.CharField(max_length=40, blank=True)
    notes = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=12, default="created")  # created, attempted, paid
    attempts = models.PositiveIntegerField(default=0)
    created_at = models.BigIntegerField(default=unix_now)

    def __str__(self) -> str:
        return f"{self.id} ({self.status})"

    def entity(self) -> dict:
        paid = self.amount if self.status == "paid" else 0
        return {
            "id": self.id,
            "entity": "order",
            "amount": self.amount,
            "amount_paid": paid,
            "amount_due": self.amount - paid,
            "currency": self.currency,
            "receipt": self.receipt or None,
            "offer_id": None,
            "status": self.status,
            "attempts": self.attempts,
            "notes": self.notes,
            "created_at": self.created_at,
        }


class SandboxPayment(models.Model):
    id = models.CharField(primary_key=True, max_length=40)
    order = models.ForeignKey(SandboxOrder, on_delete=models.CASCADE, related_name="payments")
    amount = models.PositiveBigIntegerField()
    currency = models.CharField(max_length=3)
    status = models.CharField(max_length=12)  # captured, failed, refunded
    method = models.CharField(max_length=20, default="upi")
    amount_refunded = models.PositiveBigIntegerField(default=0)
    error_description = models.CharField(max_length=200, blank=True)
    created_at = models.BigIntegerField(default=unix_now)

    def __str__(self) -> str:
        return f"{self.id} ({self.status})"

    def entity(self) -> dict:
        failed = self.status == "failed"
        refund_status = None
        if self.amount_refunded:
            refund_status = "full" if self.amount_refunded >= self.amount else "partial"
        return {
            "id": self.id,
            "entity": "payment",
            "amount": self.amount,
            "currency": self.currency,
            "status": self.status,
            "order_id": self.order_id,
            "invoice_id": None,
            "international": False,
            "method": self.method,
            "amount_refunded": self.amount_refunded,
            "refund_status": refund_status,
            "captured": self.status in ("captured", "refunded"),
            "description": None,
            "email": "void@razorpay.com",
            "contact": "+919000090000",
            "notes": self.order.notes,
            "fee": None if failed else self.amount // 50,
            "tax": None if failed else 0,
            "error_code": "BAD_REQUEST_ERROR" if failed else None,
            "error_description": self.error_description or None,
            "error_source": "customer" if failed else None,
            "error_step": "payment_authorization" if failed else None,
            "error_reason": "payment_failed" if failed else None,
            "created_at": self.created_at,
        }


class SandboxRefund(models.Model):
    id = models.CharField(primary_key=True, max_length=40)
    payment = models.ForeignKey(SandboxPayment, on_delete=models.CASCADE, related_name="refunds")
    amount = models.PositiveBigIntegerField()
    notes = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=12, default="pending")  # pending, processed
    created_at = models.BigIntegerField(default=unix_now)

    def __str__(self) -> str:
        return f"{self.id} ({self.status})"

    def entity(self) -> dict:
        return {
            "id": self.id,
            "entity": "refund",
            "amount": self.amount,
            "currency": self.payment.currency,
            "payment_id": self.payment_id,
            "notes": self.notes,
            "receipt": None,
            "acquirer_data": {"rrn": None},
            "status": self.status,
            "speed_processed": "normal",
            "speed_requested": "normal",
            "created_at": self.created_at,
        }
