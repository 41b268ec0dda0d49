from typing import Literal

from ninja import Field, Schema

from kernel.schemas import InputSchema


class PrefillOut(Schema):
    name: str
    email: str
    contact: str


class OrderOut(Schema):
    """Everything Razorpay Checkout's options need: `new Razorpay({key: key_id, amount,
    currency, order_id, name, description, prefill, handler, modal})`, loaded from
    `checkout_url` (Razorpay's checkout.js, or the sandbox's)."""

    order_id: str = Field(description="Razorpay's order id (order_...)")
    amount: int = Field(description="Paise")
    currency: str
    key_id: str
    checkout_url: str
    name: str
    description: str
    prefill: PrefillOut


class BillingIn(InputSchema):
    """A business invoice's details, optional at checkout: a GSTIN and its business's name."""

    gstin: str = Field("", max_length=30, description="15 characters; empty: no business invoice")
    business_name: str = Field("", max_length=200, description="Required with a GSTIN")


# An optional body's default (none sent: no business invoice).
NO_BILLING_IN = BillingIn()


class PaymentVerifyIn(InputSchema):
    razorpay_order_id: str = Field(max_length=40)
    razorpay_payment_id: str = Field(max_length=40)
    razorpay_signature: str = Field(max_length=128)


class WebhookOut(Schema):
    status: Literal["processed", "duplicate", "waiting", "ignored"] = Field(
        description="waiting: kept until its payment's capture is recorded, then applied"
    )
