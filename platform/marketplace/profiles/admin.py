from django.contrib import admin, messages
from django.db import transaction

from marketplace.profiles.models import Plan, Profile, Review


class PlanInline(admin.TabularInline):
    model = Plan
    extra = 0


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = (
        "user",
        "position",
        "category",
        "verified",
        "listed",
        "unlisted",
        "updated_at",
    )
    list_filter = ("verified", "listed", "unlisted", "category")
    # Changes made in the list are logged by the admin like any other change.
    list_editable = ("verified",)
    search_fields = ("user__name", "user__username", "user__phone", "position", "category")
    list_select_related = ("user",)
    # `listed` means "offers a plan" and follows the plans; staff hide a profile with `unlisted`.
    readonly_fields = ("search_text", "listed")
    inlines = [PlanInline]
    actions = ("mark_verified", "remove_verified", "unlist", "list_again")

    @admin.action(description="Mark verified", permissions=["change"])
    def mark_verified(self, request, queryset) -> None:
        self._set_flag(request, queryset, "verified", True, "Marked verified")

    @admin.action(description="Remove verified badge", permissions=["change"])
    def remove_verified(self, request, queryset) -> None:
        self._set_flag(request, queryset, "verified", False, "Removed the verified badge")

    @admin.action(description="Unlist (hide from the public)", permissions=["change"])
    def unlist(self, request, queryset) -> None:
        self._set_flag(request, queryset, "unlisted", True, "Unlisted")

    @admin.action(description="List again", permissions=["change"])
    def list_again(self, request, queryset) -> None:
        self._set_flag(request, queryset, "unlisted", False, "Listed again")

    def _set_flag(self, request, queryset, field: str, value: bool, done: str) -> None:
        """Set one staff flag on the selected profiles, logging each profile it changes
        (those already so are left alone, and not logged)."""
        changed = 0
        for profile in queryset.exclude(**{field: value}).select_related("user"):
            setattr(profile, field, value)
            with transaction.atomic():
                profile.save(update_fields=[field, "updated_at"])
                self.log_change(request, profile, f"{done}.")
            changed += 1
        self.message_user(request, f"{done}: {changed} profile(s).", messages.SUCCESS)


@admin.register(Review)
class ReviewAdmin(admin.ModelAdmin):
    list_display = ("professional", "client", "created_at")
    list_select_related = ("professional__user", "client")
