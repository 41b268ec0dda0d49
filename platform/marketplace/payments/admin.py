from django.contrib import admin

from marketplace.payments.models import Order, Payment, Refund, WebhookEvent


class ReadOnly(admin.ModelAdmin):
    """Money records are written by the payment services only (their history is in State
    history); staff look, never edit."""

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Order)
class OrderAdmin(ReadOnly):
    list_display = (
        "razorpay_order_id",
        "amount_paise",
        "status",
        "client",
        "appointment",
        "created_at",
    )
    list_filter = ("status",)
    search_fields = ("razorpay_order_id", "receipt")


@admin.register(Payment)
class PaymentAdmin(ReadOnly):
    list_display = (
        "razorpay_payment_id",
        "order",
        "amount_paise",
        "status",
        "method",
        "captured_at",
    )
    list_filter = ("status", "signature_verified")
    search_fields = ("razorpay_payment_id",)


@admin.register(Refund)
class RefundAdmin(ReadOnly):
    list_display = (
        "razorpay_refund_id",
        "payment",
        "amount_paise",
        "status",
        "reason",
        "created_at",
    )
    list_filter = ("status",)
    search_fields = ("razorpay_refund_id",)


@admin.register(WebhookEvent)
class WebhookEventAdmin(ReadOnly):
    list_display = ("event_id", "type", "received_at", "processed_at", "deliveries")
    list_filter = ("type",)
    search_fields = ("event_id",)
