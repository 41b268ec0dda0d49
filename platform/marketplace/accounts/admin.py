from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin

from marketplace.accounts.models import PhoneCode, Session, User


@admin.register(User)
class UserAdmin(BaseUserAdmin):
    list_display = ("username", "name", "phone", "is_staff", "date_joined")
    search_fields = ("username", "name", "phone")
    ordering = ("-date_joined",)
    fieldsets = (
        (None, {"fields": ("username", "password")}),
        (
            "Person",
            {"fields": ("first_name", "last_name", "name", "phone", "country_code")},
        ),
        ("Permissions", {"fields": ("is_active", "is_staff", "is_superuser", "groups")}),
    )
    add_fieldsets = ((None, {"fields": ("username", "phone", "password1", "password2")}),)


@admin.register(Session)
class SessionAdmin(admin.ModelAdmin):
    list_display = ("user", "created_at", "last_seen_at", "expires_at", "revoked_at", "ip_address")
    list_select_related = ("user",)
    readonly_fields = ("key_hash",)


@admin.register(PhoneCode)
class PhoneCodeAdmin(admin.ModelAdmin):
    list_display = ("phone", "created_at", "expires_at", "failed_attempts", "used_at")
    readonly_fields = ("code_hash", "ticket_hash")
