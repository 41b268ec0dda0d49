from django.contrib import admin

from marketplace.coupons.models import Coupon


@admin.register(Coupon)
class CouponAdmin(admin.ModelAdmin):
    """Read by staff answering a professional's or a client's question about a code. Read
    only: a code is made, paused and deleted by its professional, through the checks of
    coupons.services (a code with uses is never deleted, its bookings name it)."""

    list_display = ("code", "professional", "kind", "percent", "amount_paise", "max_uses",
                    "per_client", "valid_from", "valid_until", "active", "created_at")  # fmt: skip
    list_filter = ("kind", "active")
    search_fields = ("code", "professional__phone", "professional__name")
    raw_id_fields = ("professional", "plans")

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
