"""Invoices and credit notes for the staff, read-only for everyone (superusers included): an
issued paper is never changed; a refund's credit note corrects it."""

from django.contrib import admin

from marketplace.invoices.models import CreditNote, Invoice


class ReadOnly(admin.ModelAdmin):
    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Invoice)
class InvoiceAdmin(ReadOnly):
    list_display = (
        "number",
        "paper",
        "issued_at",
        "supplier_name",
        "recipient_name",
        "total_paise",
    )
    list_filter = ("paper", "year")
    search_fields = ("number", "payment_ref", "supplier_gstin", "recipient_gstin")
    date_hierarchy = "issued_at"


@admin.register(CreditNote)
class CreditNoteAdmin(ReadOnly):
    list_display = ("number", "issued_at", "invoice", "total_paise")
    list_filter = ("year",)
    search_fields = ("number", "invoice__number")
    date_hierarchy = "issued_at"
