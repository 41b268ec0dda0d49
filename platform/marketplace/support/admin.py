"""The support queue: reports as people sent them (read-only), with the status and notes staff
keep. Every status move, from the actions or the form, goes through history.transition, so
the report's history says who moved it from what to what and when; the admin's own log says
who changed what and when."""

from django.contrib import admin, messages
from django.db import transaction
from django.utils import timezone
from django.utils.html import format_html_join

from kernel.errors import ApplicationError
from kernel.history.queries import state_changes
from kernel.history.services import transition
from marketplace.support.models import Report

Status = Report.Status
# Staff may set any status from the form (a report closed too early is reopened).


@admin.register(Report)
class ReportAdmin(admin.ModelAdmin):
    list_display = (
        "reference",
        "name",
        "phone",
        "email",
        "status",
        "created_at",
        "updated_at",
    )
    list_filter = ("status",)
    search_fields = ("reference", "phone", "email", "name")
    # A queue: the oldest report first (filter by status to see what is open).
    ordering = ("created_at", "id")
    fields = (
        "reference",
        "name",
        "phone",
        "email",
        "user",
        "message",
        "created_at",
        "updated_at",
        "status",
        "notes",
        "state_history",
    )
    readonly_fields = (
        "reference",
        "name",
        "phone",
        "email",
        "user",
        "message",
        "created_at",
        "updated_at",
        "state_history",
    )
    actions = ("mark_in_progress", "close")

    def has_add_permission(self, request) -> bool:
        return False  # reports come from the public form

    @admin.display(description="state history")
    def state_history(self, report: Report):
        rows = [
            (
                timezone.localtime(change.at).strftime("%Y-%m-%d %H:%M"),
                change.from_state,
                change.to_state,
                change.actor or "system",
            )
            for change in state_changes(report)
        ]
        return format_html_join("\n", "<p>{}: {} to {} by {}</p>", rows) or "-"

    def _move(self, request, report: Report, move: str) -> bool:
        try:
            with transaction.atomic():
                change = transition(report, move, by=request.user)
                self.log_change(request, report, f"Status: {Status(change.to_state).label}.")
        except ApplicationError as error:  # moved meanwhile by someone else, or busy
            self.message_user(request, f"{report.reference}: {error.message}", messages.ERROR)
            return False
        return True

    def _move_selected(self, request, queryset, move: str) -> None:
        to = Report.MOVES[move].target()
        label = Status(to).label.lower()
        already = queryset.filter(status=to).count()
        moved = sum(self._move(request, report, move) for report in queryset.exclude(status=to))
        if already:
            self.message_user(request, f"{already} report(s) were {label} already.", messages.INFO)
        if moved:
            self.message_user(request, f"{moved} report(s) now {label}.", messages.SUCCESS)

    @admin.action(description="Mark in progress", permissions=["change"])
    def mark_in_progress(self, request, queryset) -> None:
        self._move_selected(request, queryset, "start")

    @admin.action(description="Close", permissions=["change"])
    def close(self, request, queryset) -> None:
        self._move_selected(request, queryset, "close")

    def save_model(self, request, obj: Report, form, change: bool) -> None:
        """The notes as typed; a new status through transition (the change view's own log
        entry, "Changed Status and Notes", follows)."""
        if not change or "status" not in form.changed_data:
            super().save_model(request, obj, form, change)
            return
        to = obj.status
        obj.status = form.initial["status"]
        others = [name for name in form.changed_data if name != "status"]
        if others:
            obj.save(update_fields=[*others, "updated_at"])
        try:
            transition(obj, "set", to=to, by=request.user)
        except ApplicationError as error:  # someone else moved it meanwhile, or busy
            self.message_user(request, f"Status not changed: {error.message}", messages.ERROR)
