"""The payout queue and the ledger, for the finance staff.

Withdrawals are never edited by hand: "Mark paid" and "Mark failed" go through the earnings
services (which check the state under a lock, write the ledger and tell the professional),
and each decision is also logged in the admin's own history with who and when. The ledger
is read-only for everyone, superusers included: a mistake is corrected by another entry."""

import csv
import datetime
from collections.abc import Callable
from functools import partial

from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.contrib.admin.models import CHANGE, LogEntry
from django.db import transaction
from django.http import HttpResponse
from django.template.response import TemplateResponse
from django.utils import timezone
from django.utils.html import format_html_join

from kernel.errors import ApplicationError
from kernel.history.queries import state_changes
from kernel.money import PAISE_PER_RUPEE, rupees_text
from marketplace.earnings import services
from marketplace.earnings.models import Entry, FeeInvoice, Withdrawal

Status = Withdrawal.Status
# A spreadsheet runs a cell starting with one of these as a formula (CSV injection): such a
# cell is sent with a leading apostrophe, which shows it as text.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
CSV_HEADER = (
    "Withdrawal",
    "Account holder",
    "Account number",
    "IFSC",
    "Amount (INR)",
    "Phone",
    "Requested at",
)


def csv_cell(value: object) -> str:
    text = str(value)
    return f"'{text}" if text.startswith(FORMULA_STARTS) else text


def rupees_decimal(paise: int) -> str:
    """12345 paise as "123.45": what a bank's bulk upload expects, no symbol, no grouping."""
    rupees, rest = divmod(paise, PAISE_PER_RUPEE)
    return f"{rupees}.{rest:02d}"


def confirmed(request) -> bool:
    """The intermediate page was submitted (the first post comes from the change list)."""
    return request.POST.get("post") == "yes"


@admin.register(Withdrawal)
class WithdrawalAdmin(admin.ModelAdmin):
    list_display = (
        "id",
        "professional_name",
        "professional_phone",
        "balance",
        "amount",
        "name",
        "account_number",
        "ifsc",
        "status",
        "created_at",
        "decided_at",
        "decided_by",
    )
    list_filter = ("status", "balance")
    # A queue: the oldest request is paid first.
    ordering = ("created_at", "id")
    search_fields = (
        "professional__phone",
        "professional__name",
        "name",
        "account_number",
        "reference",
    )
    list_select_related = ("professional", "decided_by")
    fields = (
        "professional",
        "balance",
        "amount",
        "breakdown",
        "name",
        "account_number",
        "ifsc",
        "phone",
        "status",
        "reference",
        "failure_reason",
        "created_at",
        "decided_at",
        "decided_by",
        "state_history",
    )
    readonly_fields = ("amount", "breakdown", "created_at", "state_history")
    actions = ("mark_paid", "mark_failed", "export_csv")

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    def has_decide_withdrawal_permission(self, request) -> bool:
        return request.user.has_perm("earnings.decide_withdrawal")

    @admin.display(description="professional", ordering="professional__name")
    def professional_name(self, withdrawal: Withdrawal) -> str:
        return withdrawal.professional.name or withdrawal.professional.username

    @admin.display(description="phone", ordering="professional__phone")
    def professional_phone(self, withdrawal: Withdrawal) -> str:
        return withdrawal.professional.phone

    @admin.display(description="amount", ordering="amount_paise")
    def amount(self, withdrawal: Withdrawal) -> str:
        return rupees_text(withdrawal.amount_paise)

    @admin.display(description="gross - fee - TDS - TCS = net")
    def breakdown(self, withdrawal: Withdrawal) -> str:
        """What the professional saw before asking (services.withdrawal_figures)."""
        figures = (withdrawal.gross_paise, withdrawal.fee_paise, withdrawal.tds_paise,
                   withdrawal.tcs_paise, withdrawal.amount_paise)  # fmt: skip
        return "{} - {} - {} - {} = {}".format(*map(rupees_text, figures))

    @admin.display(description="state history")
    def state_history(self, withdrawal: Withdrawal):
        rows = [
            (
                timezone.localtime(change.at).strftime("%Y-%m-%d %H:%M"),
                change.from_state,
                change.to_state,
                change.actor or "system",
                change.note,
            )
            for change in state_changes(withdrawal)
        ]
        return format_html_join("\n", "<p>{}: {} to {} by {} {}</p>", rows) or "-"

    def _queue_page(self, request, queryset, *, action: str, template: str, title: str):
        """The intermediate page of a decision: the selected withdrawals still requested (the
        others are named and left out), or None when none is."""
        for withdrawal in queryset.exclude(status=Status.REQUESTED):
            self.message_user(
                request,
                f"Withdrawal {withdrawal.pk} is {withdrawal.get_status_display().lower()} "
                "already: left out.",
                level=messages.WARNING,
            )
        waiting = list(
            queryset.filter(status=Status.REQUESTED)
            .select_related("professional")
            .order_by("created_at", "id")
        )
        if not waiting:
            self.message_user(
                request, "None of the selected withdrawals is waiting.", level=messages.WARNING
            )
            return None
        for withdrawal in waiting:
            withdrawal.amount_text = rupees_text(withdrawal.amount_paise)
        context = {
            **self.admin_site.each_context(request),
            "title": title,
            "opts": self.model._meta,
            "withdrawals": waiting,
            "total": rupees_text(sum(w.amount_paise for w in waiting)),
            "action": action,
            "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
            "media": self.media,
        }
        return TemplateResponse(request, template, context)

    def _decide(
        self, request, withdrawal: Withdrawal, decide: Callable[[], Withdrawal], message: str
    ) -> bool:
        """One decision and its admin log entry, together or not at all; a refusal (decided
        by someone else first, no reference, busy) is told, never a 500."""
        try:
            with transaction.atomic():
                decided = decide()
                self.log_change(request, decided, message)
        except ApplicationError as error:
            self.message_user(
                request, f"Withdrawal {withdrawal.pk}: {error.message}", level=messages.ERROR
            )
            return False
        return True

    @admin.action(description="Mark paid (bank reference)", permissions=["decide_withdrawal"])
    def mark_paid(self, request, queryset):
        if not confirmed(request):
            return self._queue_page(
                request, queryset, action="mark_paid", title="Mark withdrawals paid",
                template="admin/earnings/withdrawal/mark_paid.html",
            )  # fmt: skip
        paid = 0
        for withdrawal in queryset.order_by("created_at", "id"):
            reference = request.POST.get(f"reference-{withdrawal.pk}", "").strip()
            paid += self._decide(
                request,
                withdrawal,
                partial(
                    services.withdrawal_pay,
                    withdrawal_id=withdrawal.pk,
                    reference=reference,
                    by=request.user,
                ),
                f"Marked paid, bank reference {reference}.",
            )
        if paid:
            self.message_user(request, f"Marked {paid} withdrawal(s) paid.", messages.SUCCESS)
        return None

    @admin.action(description="Mark failed (with a reason)", permissions=["decide_withdrawal"])
    def mark_failed(self, request, queryset):
        if not confirmed(request):
            return self._queue_page(
                request, queryset, action="mark_failed", title="Mark withdrawals failed",
                template="admin/earnings/withdrawal/mark_failed.html",
            )  # fmt: skip
        reason = request.POST.get("reason", "").strip()
        failed = 0
        for withdrawal in queryset.order_by("created_at", "id"):
            failed += self._decide(
                request,
                withdrawal,
                partial(
                    services.withdrawal_fail,
                    withdrawal_id=withdrawal.pk,
                    reason=reason,
                    by=request.user,
                ),
                f"Marked failed: {reason}",
            )
        if failed:
            self.message_user(
                request,
                f"Marked {failed} withdrawal(s) failed; the money is back in their balances.",
                messages.SUCCESS,
            )
        return None

    @admin.action(description="Export CSV for the bank", permissions=["view"])
    def export_csv(self, request, queryset):
        withdrawals = list(queryset.order_by("created_at", "id"))
        stamp = timezone.localtime().strftime("%Y%m%d-%H%M")
        response = HttpResponse(content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="payouts-{stamp}.csv"'
        writer = csv.writer(response)
        writer.writerow(CSV_HEADER)
        for w in withdrawals:
            writer.writerow(
                csv_cell(value)
                for value in (
                    w.pk,
                    w.name,
                    w.account_number,
                    w.ifsc,
                    rupees_decimal(w.amount_paise),
                    w.phone,
                    _local(w.created_at),
                )
            )
        # Bank details left the system: who took them and when.
        LogEntry.objects.log_actions(
            user_id=request.user.pk,
            queryset=withdrawals,
            action_flag=CHANGE,
            change_message="Exported in the CSV for the bank.",
        )
        return response


def _local(moment: datetime.datetime) -> str:
    return timezone.localtime(moment).strftime("%Y-%m-%d %H:%M:%S")


@admin.register(Entry)
class EntryAdmin(admin.ModelAdmin):
    """Read-only, for everyone: entries are written by the earnings services only."""

    list_display = (
        "created_at",
        "source",
        "kind",
        "account",
        "professional",
        "balance",
        "amount",
        "available_at",
        "memo",
    )
    list_filter = ("account", "kind", "balance")
    search_fields = ("professional__phone", "source")
    list_select_related = ("professional",)

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    @admin.display(description="amount", ordering="amount_paise")
    def amount(self, entry: Entry) -> str:
        return rupees_text(entry.amount_paise)


@admin.register(FeeInvoice)
class FeeInvoiceAdmin(admin.ModelAdmin):
    """The platform's monthly fee invoices: issued by the worker (or `issue_fee_invoices`),
    never changed or deleted."""

    list_display = ("number", "month", "professional", "total", "issued_at")
    list_filter = ("month", "year")
    search_fields = ("number", "professional__phone", "recipient_name", "recipient_gstin")
    list_select_related = ("professional",)

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    @admin.display(description="total", ordering="total_paise")
    def total(self, invoice: FeeInvoice) -> str:
        return rupees_text(invoice.total_paise)
