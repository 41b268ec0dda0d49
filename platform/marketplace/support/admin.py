"""The support queue: reports as people sent them (read-only), with the status and notes staff
keep. Every status move, from the actions or the form, goes through history.transition, so
the report's history says who moved it from what to what and when; the admin's own log says
who changed what and when."""

from django.contrib import admin, messages
from django.db import transaction
from django.db.models import Case, F, IntegerField, Q, Value, When
from django.utils import timezone
from django.utils.html import format_html_join

from kernel.errors import ApplicationError
from kernel.history.queries import state_changes
from kernel.history.services import transition
from kernel.money import rupees_text
from marketplace.bookings import noshows
from marketplace.bookings.models import NoShow
from marketplace.payments.api import gateway_of
from marketplace.support import grievances
from marketplace.support.models import Grievance, Report

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


@admin.register(NoShow)
class NoShowAdmin(admin.ModelAdmin):
    """No-show reports, a dispute being one to decide: both sides' words, read-only, and two
    actions, refund in full or not (bookings.noshows.no_show_decide, which tells both sides).
    Reports are made and answered by the two sides, never here."""

    list_display = ("id", "appointment_id", "reported_by", "status", "reported_at", "updated_at")
    list_filter = ("status", "reported_by")
    search_fields = ("appointment__name", "appointment__email", "appointment__phone")
    ordering = ("reported_at", "id")  # a queue: the oldest first
    fields = (
        "appointment_summary",
        "reported_by",
        "report",
        "answer",
        "status",
        "reported_at",
        "answer_due",
        "decision",
        "state_history",
    )
    readonly_fields = fields
    actions = ("refund_in_full", "do_not_refund")

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False  # decided by the actions, which need decide_noshow

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    def has_decide_permission(self, request) -> bool:
        return request.user.has_perm("bookings.decide_noshow")

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("appointment__professional")

    @admin.display(description="appointment")
    def appointment_summary(self, no_show: NoShow) -> str:
        appointment = no_show.appointment
        professional = appointment.professional
        starts = timezone.localtime(appointment.starts_at).strftime("%Y-%m-%d %H:%M")
        paid = f"paid {rupees_text(appointment.price_paise)}" if appointment.paid else "free"
        return (
            f"#{appointment.pk}: {appointment.plan_name} with "
            f"{professional.name or professional.username}, client {appointment.name} "
            f"({appointment.phone or '-'}), {starts}, {paid}, refunded "
            f"{rupees_text(appointment.refunded_paise)}"
        )

    @admin.display(description="state history")
    def state_history(self, no_show: NoShow):
        return ReportAdmin.state_history(self, no_show)

    def _decide(self, request, queryset, *, refund: bool) -> None:
        gateway = gateway_of(request)
        decided = 0
        for no_show in queryset.order_by("pk"):
            try:
                noshows.no_show_decide(
                    staff=request.user, no_show_id=no_show.pk, refund=refund, gateway=gateway
                )
            except ApplicationError as error:  # not disputed, or decided meanwhile
                self.message_user(request, f"No-show {no_show.pk}: {error.message}", messages.ERROR)
                continue
            self.log_change(request, no_show, "Refunded in full." if refund else "Not refunded.")
            decided += 1
        if decided:
            self.message_user(request, f"{decided} dispute(s) decided.", messages.SUCCESS)

    @admin.action(description="Decide: refund the client in full", permissions=["decide"])
    def refund_in_full(self, request, queryset) -> None:
        self._decide(request, queryset, refund=True)

    @admin.action(description="Decide: do not refund", permissions=["decide"])
    def do_not_refund(self, request, queryset) -> None:
        self._decide(request, queryset, refund=False)


@admin.register(Grievance)
class GrievanceAdmin(admin.ModelAdmin):
    """The grievance officer's queue: overdue complaints first (an acknowledgement past its 48
    hours, a resolution past its 30 days), then by the next step's due time. Staff write the
    acknowledgement, then the resolution, in words to the person, and save: each is a move
    (support.grievances), which the person sees live on "My complaints"."""

    list_display = ("reference", "subject", "status", "overdue", "next_due", "created_at")
    list_filter = ("status",)
    search_fields = ("reference", "subject")
    fields = (
        "reference", "user", "subject", "message", "status", "created_at", "acknowledge_due",
        "resolve_due", "acknowledgement", "acknowledged_at", "resolution", "resolved_at",
        "state_history",
    )  # fmt: skip
    readonly_fields = (
        "reference", "user", "subject", "message", "status", "created_at", "acknowledge_due",
        "resolve_due", "acknowledged_at", "resolved_at", "state_history",
    )  # fmt: skip

    def has_add_permission(self, request) -> bool:
        return False  # complaints come from their authors

    def has_delete_permission(self, request, obj=None) -> bool:
        return False  # the record of what was complained of and answered

    def get_queryset(self, request):
        now = timezone.now()
        due = Case(
            When(status=Grievance.Status.RECEIVED, then=F("acknowledge_due")),
            When(status=Grievance.Status.ACKNOWLEDGED, then=F("resolve_due")),
            default=None,
        )
        late = Case(
            When(
                Q(status=Grievance.Status.RECEIVED, acknowledge_due__lt=now)
                | Q(status=Grievance.Status.ACKNOWLEDGED, resolve_due__lt=now),
                then=Value(0),
            ),
            When(status__in=Grievance.OPEN, then=Value(1)),
            default=Value(2),
            output_field=IntegerField(),
        )
        # Annotated before the ordering by them is applied (the admin's own get_queryset orders).
        return self.model._default_manager.annotate(late=late, next_due_at=due)

    def get_ordering(self, request):
        return ("late", "next_due_at", "created_at", "id")

    @admin.display(boolean=True, description="overdue", ordering="late")
    def overdue(self, grievance: Grievance) -> bool:
        return getattr(grievance, "late", 2) == 0

    @admin.display(description="next step due", ordering="next_due_at")
    def next_due(self, grievance: Grievance):
        return grievance.due

    @admin.display(description="state history")
    def state_history(self, grievance: Grievance):
        return ReportAdmin.state_history(self, grievance)

    def get_readonly_fields(self, request, obj=None):
        fixed = list(self.readonly_fields)
        if obj is not None and obj.status != Grievance.Status.RECEIVED:
            fixed.append("acknowledgement")
        if obj is not None and obj.status == Grievance.Status.RESOLVED:
            fixed.append("resolution")
        return fixed

    def save_model(self, request, obj: Grievance, form, change: bool) -> None:
        """A new acknowledgement acknowledges, a new resolution resolves; nothing else here
        is written."""
        data = form.cleaned_data
        try:
            if "acknowledgement" in form.changed_data and data.get("acknowledgement", "").strip():
                grievances.grievance_acknowledge(
                    grievance_id=obj.pk, words=data["acknowledgement"], by=request.user
                )
            if "resolution" in form.changed_data and data.get("resolution", "").strip():
                grievances.grievance_resolve(
                    grievance_id=obj.pk, words=data["resolution"], by=request.user
                )
        except ApplicationError as error:
            self.message_user(request, f"Not saved: {error.message}", messages.ERROR)
