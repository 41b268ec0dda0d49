"""Orders, payments, refunds and webhooks, for the finance staff: read-only, searchable by the
client's phone and by Razorpay's ids, and one action, "Refund", which goes through the
payments rail (payments.services.payment_refund: the gateway, the Refund row with who asked,
the ledger) exactly like the system's own refunds."""

from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.db.models import Sum
from django.db.models.functions import Coalesce
from django.template.response import TemplateResponse

from kernel.errors import ApplicationError
from kernel.money import PAISE_PER_RUPEE, paise_from_rupees, rupees_text
from marketplace.payments import services
from marketplace.payments.api import gateway_of
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


def rupees_input(paise: int) -> str:
    """What the amount box shows: 75000 paise as "750.00" (paise_from_rupees reads it back)."""
    rupees, rest = divmod(paise, PAISE_PER_RUPEE)
    return f"{rupees}.{rest:02d}"


@admin.register(Order)
class OrderAdmin(ReadOnly):
    list_display = (
        "razorpay_order_id",
        "client",
        "amount",
        "status",
        "receipt",
        "purpose",
        "purpose_id",
        "created_at",
    )
    list_filter = ("status", "purpose")
    search_fields = ("razorpay_order_id", "receipt", "client__phone", "client__name")
    list_select_related = ("client",)

    @admin.display(description="amount", ordering="amount_paise")
    def amount(self, order: Order) -> str:
        return rupees_text(order.amount_paise)


class RefundInline(admin.TabularInline):
    model = Refund
    extra = 0
    can_delete = False
    fields = ("razorpay_refund_id", "amount", "status", "reason", "requested_by", "created_at")
    readonly_fields = fields

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    @admin.display(description="amount")
    def amount(self, refund: Refund) -> str:
        return rupees_text(refund.amount_paise)


@admin.register(Payment)
class PaymentAdmin(ReadOnly):
    list_display = (
        "razorpay_payment_id",
        "order_id_at_razorpay",
        "client",
        "amount",
        "refunded",
        "status",
        "method",
        "captured_at",
    )
    list_filter = ("status", "signature_verified")
    search_fields = (
        "razorpay_payment_id",
        "order__razorpay_order_id",
        "order__receipt",
        "order__client__phone",
    )
    list_select_related = ("order", "order__client")
    inlines = (RefundInline,)
    actions = ("refund",)

    def get_queryset(self, request):
        refunded = Coalesce(Sum("refunds__amount_paise"), 0)
        return super().get_queryset(request).annotate(refunded_paise=refunded)

    def has_give_refund_permission(self, request) -> bool:
        return request.user.has_perm("payments.give_refund")

    @admin.display(description="order", ordering="order__razorpay_order_id")
    def order_id_at_razorpay(self, payment: Payment) -> str:
        return payment.order.razorpay_order_id

    @admin.display(description="client", ordering="order__client__phone")
    def client(self, payment: Payment) -> str:
        return str(payment.order.client)

    @admin.display(description="amount", ordering="amount_paise")
    def amount(self, payment: Payment) -> str:
        return rupees_text(payment.amount_paise)

    @admin.display(description="refunded", ordering="refunded_paise")
    def refunded(self, payment: Payment) -> str:
        return rupees_text(payment.refunded_paise) if payment.refunded_paise else "-"

    @admin.action(description="Refund (in full or in part)", permissions=["give_refund"])
    def refund(self, request, queryset):
        if request.POST.get("post") != "yes":
            return self._refund_page(request, queryset)
        gateway = gateway_of(request)
        for payment in queryset.order_by("pk"):
            self._refund_one(request, payment, gateway)
        return None

    def _refund_page(self, request, queryset):
        refundable = []
        for payment in queryset.select_related("order", "order__client").order_by("pk"):
            left = services.refundable_paise(payment)
            if not left:
                self.message_user(
                    request,
                    f"{payment.razorpay_payment_id} has nothing left to refund: left out.",
                    level=messages.WARNING,
                )
                continue
            payment.amount_text = rupees_text(payment.amount_paise)
            payment.left_text = rupees_text(left)
            payment.left_input = rupees_input(left)
            refundable.append(payment)
        if not refundable:
            return None
        context = {
            **self.admin_site.each_context(request),
            "title": "Refund payments",
            "opts": self.model._meta,
            "payments": refundable,
            "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
            "media": self.media,
        }
        return TemplateResponse(request, "admin/payments/payment/refund.html", context)

    def _refund_one(self, request, payment: Payment, gateway) -> None:
        typed = request.POST.get(f"amount-{payment.pk}", "")
        reason = request.POST.get(f"reason-{payment.pk}", "")
        try:
            paise = paise_from_rupees(typed, field="amount")
            refund = services.payment_refund(
                payment_id=payment.pk, amount_paise=paise, reason=reason, by=request.user,
                gateway=gateway,
            )  # fmt: skip
        except ApplicationError as error:  # refused, or the gateway did not answer
            self.message_user(
                request, f"{payment.razorpay_payment_id}: {error.message}", level=messages.ERROR
            )
            return
        # Not in one transaction with the refund: the money has left at the gateway, and its
        # record must stay even if this log line could not be written.
        refund.refresh_from_db()  # sent to the gateway once its intent committed
        given = rupees_text(refund.amount_paise)
        if refund.status not in (Refund.Status.PENDING, Refund.Status.PROCESSED):
            self.message_user(
                request,
                f"{payment.razorpay_payment_id}: the refund of {given} is asked for; Razorpay "
                "did not take it yet (it is sent again automatically, see its status).",
                level=messages.WARNING,
            )
            return
        self.log_change(
            request, payment, f"Refunded {given} ({refund.razorpay_refund_id}): {refund.reason}"
        )
        self.message_user(
            request,
            f"Refunded {given} of {payment.razorpay_payment_id} ({refund.razorpay_refund_id}).",
            messages.SUCCESS,
        )


@admin.register(Refund)
class RefundAdmin(ReadOnly):
    list_display = (
        "razorpay_refund_id",
        "payment",
        "amount",
        "status",
        "reason",
        "requested_by",
        "created_at",
    )
    list_filter = ("status",)
    search_fields = ("razorpay_refund_id", "payment__razorpay_payment_id")
    list_select_related = ("payment", "requested_by")

    @admin.display(description="amount", ordering="amount_paise")
    def amount(self, refund: Refund) -> str:
        return rupees_text(refund.amount_paise)


@admin.register(WebhookEvent)
class WebhookEventAdmin(ReadOnly):
    list_display = (
        "event_id", "type", "payment_id", "waiting", "received_at", "processed_at", "deliveries"
    )  # fmt: skip
    list_filter = ("waiting", "type")
    search_fields = ("event_id", "payment_id")
