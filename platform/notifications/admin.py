from django.contrib import admin

from notifications.models import Delivery, Notification, Reminder


@admin.register(Notification)
class NotificationAdmin(admin.ModelAdmin):
    list_display = ("user", "kind", "text", "created_at", "read_at")
    list_select_related = ("user",)


class ReadOnly(admin.ModelAdmin):
    """Records of what the worker sent: evidence, written only by the worker."""

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Delivery)
class DeliveryAdmin(ReadOnly):
    # A claim never marked sent is a message the worker lost mid-send (never re-sent).
    list_display = ("notification", "channel", "address", "claimed_at", "sent_at")
    list_filter = ("channel",)
    list_select_related = ("notification",)


@admin.register(Reminder)
class ReminderAdmin(ReadOnly):
    list_display = ("subject", "subject_id", "lead", "created_at")
    list_filter = ("subject", "lead")
