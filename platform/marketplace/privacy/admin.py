from django.contrib import admin

from marketplace.privacy.models import Deletion, Export


@admin.register(Deletion)
class DeletionAdmin(admin.ModelAdmin):
    """Deletions asked for, read-only: carried out by the worker when due."""

    list_display = ("id", "user", "status", "requested_at", "due_at", "done_at")
    list_filter = ("status",)
    ordering = ("due_at", "id")
    readonly_fields = ("user", "status", "forfeited_paise", "requested_at", "due_at", "done_at")

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Export)
class ExportAdmin(admin.ModelAdmin):
    """Downloads asked for (never their contents)."""

    list_display = ("id", "user", "status", "size", "created_at", "expires_at")
    list_filter = ("status",)
    readonly_fields = ("user", "status", "size", "created_at", "ready_at", "expires_at")
    exclude = ("file",)

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False
