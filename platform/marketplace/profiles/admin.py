from django.contrib import admin

from marketplace.profiles.models import Plan, Profile, Review


class PlanInline(admin.TabularInline):
    model = Plan
    extra = 0


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ("user", "position", "category", "verified", "listed", "updated_at")
    list_filter = ("verified", "listed", "category")
    list_editable = ("verified",)
    search_fields = ("user__name", "user__username", "position", "category")
    list_select_related = ("user",)
    readonly_fields = ("search_text", "listed")
    inlines = [PlanInline]


@admin.register(Review)
class ReviewAdmin(admin.ModelAdmin):
    list_display = ("professional", "client", "created_at")
    list_select_related = ("professional__user", "client")
