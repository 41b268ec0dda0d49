from django.contrib import admin

from marketplace.tax.models import TaxDetails


@admin.register(TaxDetails)
class TaxDetailsAdmin(admin.ModelAdmin):
    list_display = ("user", "legal_name", "pan", "gstin", "state", "exempt", "updated_at")
    search_fields = ("pan", "gstin", "legal_name", "user__phone")
    readonly_fields = ("updated_at",)
