from django.contrib import admin

from kernel.history.models import StateChange


@admin.register(StateChange)
class StateChangeAdmin(admin.ModelAdmin):
    """Read-only: history is written by the services that change states, never by hand."""

    list_display = ("content_type", "object_id", "field", "from_state", "to_state", "actor", "at")
    list_filter = ("content_type", "field")
    list_select_related = ("content_type", "actor")

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
