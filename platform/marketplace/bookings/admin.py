from django.contrib import admin

from marketplace.bookings.models import Appointment


@admin.register(Appointment)
class AppointmentAdmin(admin.ModelAdmin):
    list_display = ("id", "professional", "client", "starts_at", "status", "paid")
    list_filter = ("status", "paid")
    raw_id_fields = ("client", "professional", "window", "plan")
    search_fields = ("name", "email", "phone")
    # Status moves go through the services (history.transition), not the admin form.
    readonly_fields = ("status", "paid", "hold_expires_at", "payment_ref")
