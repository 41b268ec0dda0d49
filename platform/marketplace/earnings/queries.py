"""Reads of the earnings area: balances and the dashboard, summed from the ledger (never a
stored number), and a professional's withdrawals."""

import dataclasses
import datetime
import zoneinfo

from django.conf import settings
from django.db.models import Q, Sum
from django.db.models.functions import TruncDate
from django.utils import timezone

from kernel.paging import Paged, paginate
from marketplace.earnings.models import Balance, Entry, Withdrawal

Account, Kind = Entry.Account, Entry.Kind
# What a professional earned: shares of payments, less what was refunded of them.
# A moved share's pair nets to nothing earned, but counts where it is pending.
EARNING = (Kind.PAYMENT, Kind.REFUND, Kind.MOVED)
TAKEN_OUT = (Kind.WITHDRAWAL, Kind.PAYOUT_FAILED)
CHART_DAYS = 30


@dataclasses.dataclass(frozen=True)
class Balances:
    earned_paise: int = 0
    pending_paise: int = 0  # earned, but the service has not happened yet
    withdrawable_paise: int = 0  # never below 0
    withdrawn_paise: int = 0  # requested or paid; a failed payout comes back


def _professional(professional_id: int):
    return Entry.objects.filter(professional_id=professional_id, account=Account.PROFESSIONAL)


def balances(professional_id: int, now=None) -> dict[str, Balances]:
    """The Booking and the Event balance, in one query."""
    now = now or timezone.now()
    rows = (
        _professional(professional_id)
        .values("balance")
        .annotate(
            earned=Sum("amount_paise", filter=Q(kind__in=EARNING)),
            pending=Sum("amount_paise", filter=Q(kind__in=EARNING, available_at__gt=now)),
            available=Sum("amount_paise", filter=Q(available_at__lte=now)),
            taken=Sum("amount_paise", filter=Q(kind__in=TAKEN_OUT)),
        )
    )
    found = {
        row["balance"]: Balances(
            earned_paise=row["earned"] or 0,
            pending_paise=row["pending"] or 0,
            withdrawable_paise=max(0, row["available"] or 0),
            withdrawn_paise=-(row["taken"] or 0),
        )
        for row in rows
    }
    return {balance: found.get(balance, Balances()) for balance in Balance.values}


def earned_by_account(professional_id: int, balance: str) -> dict[str, int]:
    """Per account, what the balance's payments less their refunds booked: the gross (cash),
    the fee, TDS, TCS and the professional's net."""
    rows = (
        Entry.objects.filter(
            professional_id=professional_id, balance=balance, kind__in=(Kind.PAYMENT, Kind.REFUND)
        )
        .values("account")
        .annotate(total=Sum("amount_paise"))
    )
    return {row["account"]: row["total"] for row in rows}


def reversed_of(payment_id: int) -> dict[str, int]:
    """Per account, how much of a payment's entries refunds have reversed so far (positive)."""
    rows = (
        Entry.objects.filter(payment_id=payment_id, kind=Kind.REFUND)
        .values("account")
        .annotate(total=Sum("amount_paise"))
    )
    return {row["account"]: -row["total"] for row in rows}


@dataclasses.dataclass(frozen=True)
class Day:
    date: datetime.date
    booking_paise: int
    event_paise: int


@dataclasses.dataclass(frozen=True)
class Summary:
    today_paise: int
    month_paise: int
    year_paise: int
    total_paise: int
    event_total_paise: int
    booking: Balances
    event: Balances
    daily: list[Day]


def summary(professional_id: int, now=None) -> Summary:
    """The dashboard: what was earned (appointments and webinars alike: one definition of
    earned, the chart's too) today, this month, this year and in all, the webinars' part of
    it, both balances, and earnings per day for the last 30 days. Days are Indian days
    (settings.TIME_ZONE), counted from when the client paid."""
    now = now or timezone.now()
    zone = zoneinfo.ZoneInfo(settings.TIME_ZONE)
    today = now.astimezone(zone).date()
    first = min(today - datetime.timedelta(days=CHART_DAYS - 1), today.replace(day=1, month=1))
    earned = _professional(professional_id).filter(kind__in=EARNING)
    per_day = (
        earned.filter(created_at__gte=datetime.datetime.combine(first, datetime.time(), zone))
        .annotate(day=TruncDate("created_at", tzinfo=zone))
        .values("day", "balance")
        .annotate(total=Sum("amount_paise"))
    )
    days: dict[tuple[datetime.date, str], int] = {
        (row["day"], row["balance"]): row["total"] for row in per_day
    }
    totals = {
        row["balance"]: row["total"]
        for row in earned.values("balance").annotate(total=Sum("amount_paise"))
    }

    def since(start: datetime.date) -> int:
        return sum(paise for (day, _), paise in days.items() if day >= start)

    chart = []
    for offset in range(CHART_DAYS - 1, -1, -1):
        day = today - datetime.timedelta(days=offset)
        chart.append(
            Day(day, days.get((day, Balance.BOOKING), 0), days.get((day, Balance.EVENT), 0))
        )
    both = balances(professional_id, now)
    return Summary(
        today_paise=since(today),
        month_paise=since(today.replace(day=1)),
        year_paise=since(today.replace(day=1, month=1)),
        total_paise=sum(totals.values()),
        event_total_paise=totals.get(Balance.EVENT, 0),
        booking=both[Balance.BOOKING],
        event=both[Balance.EVENT],
        daily=chart,
    )


def withdrawals_of(*, professional, page: int) -> Paged[Withdrawal]:
    return paginate(Withdrawal.objects.filter(professional=professional), page=page)
