from django.contrib import admin

from marketplace.coupons.models import Coupon


@admin.register(Coupon)
class CouponAdmin(admin.ModelAdmin):
    """Read by staff answering a professional's or a client's question about a code."""

    list_display = ("code", "professional", "kind", "percent", "amount_paise", "max_uses",
                    "active", "created_at")  # fmt: skip
    list_filter = ("kind", "active")
    search_fields = ("code", "professional__phone", "professional__name")
    raw_id_fields = ("professional", "plans")
    readonly_fields = ("created_at",)
