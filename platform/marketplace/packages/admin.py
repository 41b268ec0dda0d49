from django.contrib import admin

from marketplace.packages.models import Package, Purchase


@admin.register(Package)
class PackageAdmin(admin.ModelAdmin):
    list_display = ("id", "name", "professional", "plan_name", "sessions", "price_paise", "status")
    list_filter = ("status",)
    search_fields = ("name", "professional__phone")
    raw_id_fields = ("professional", "plan")

    def has_delete_permission(self, request, obj=None) -> bool:
        return False  # what was bought refers to it


@admin.register(Purchase)
class PurchaseAdmin(admin.ModelAdmin):
    """Read only: credits move by bookings, never by hand."""

    list_display = ("id", "package", "client", "status", "credits_left", "sessions", "expires_at")
    list_filter = ("status",)
    search_fields = ("client__phone", "payment_ref")

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
