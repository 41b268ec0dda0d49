from django.contrib import admin

from marketplace.scheduling.models import Window


@admin.register(Window)
class WindowAdmin(admin.ModelAdmin):
    list_display = ("id", "professional", "weekdays", "start", "end", "places", "active")
    list_filter = ("active",)
    raw_id_fields = ("professional",)
