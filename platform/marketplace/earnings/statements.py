"""A professional's quarterly statement and their tax withheld per quarter, read from the
ledger (never stored): what they hand their accountant for the return, and what Form 26AS
(TDS) and GSTR-2X (TCS) should show. Quarters are the financial year's, bounded in IST
(tax.periods.Quarter); a movement belongs to the quarter of its entries' `created_at`."""

import dataclasses
import datetime
import re

from django.db.models import Q, Sum

from kernel.errors import invalid_fields
from kernel.paper import rupees
from marketplace.earnings import texts
from marketplace.earnings.models import Entry, Withdrawal
from marketplace.tax.periods import Quarter

Account, Kind = Entry.Account, Entry.Kind
QUARTER = re.compile(r"(\d{4})-(\d{2})-Q([1-4])")
YEAR = re.compile(r"(\d{4})-(\d{2})")
EARNING = (Kind.PAYMENT, Kind.REFUND)


def quarter_from(text: str) -> Quarter:
    """'2026-27-Q1' as a Quarter, or the field error."""
    found = QUARTER.fullmatch((text or "").strip().upper())
    if not found or not _year_ok(found[1], found[2]):
        raise invalid_fields({"quarter": texts.ENTER_QUARTER})
    return Quarter(f"{found[1]}-{found[2]}", int(found[3]))


def year_from(text: str) -> str:
    found = YEAR.fullmatch((text or "").strip())
    if not found or not _year_ok(found[1], found[2]):
        raise invalid_fields({"year": texts.ENTER_YEAR})
    return found[0]


def _year_ok(start: str, end: str) -> bool:
    return 2000 <= int(start) <= 2999 and (int(start) + 1) % 100 == int(end)


def code_of(quarter: Quarter) -> str:
    return f"{quarter.year}-Q{quarter.number}"


@dataclasses.dataclass(frozen=True)
class Row:
    at: datetime.datetime
    kind: str
    source: str
    memo: str
    gross_paise: int
    fee_paise: int
    tds_paise: int
    tcs_paise: int
    net_paise: int  # the change to the professional's balance
    paid_out_paise: int  # a payout: what left for their bank
    balance_paise: int  # the balance after it


@dataclasses.dataclass(frozen=True)
class Totals:
    gross_paise: int = 0
    fee_paise: int = 0
    tds_paise: int = 0
    tcs_paise: int = 0
    net_paise: int = 0  # earned: payments less refunds, after fee and tax
    withdrawn_paise: int = 0  # asked for, less failed payouts that came back
    paid_out_paise: int = 0


@dataclasses.dataclass(frozen=True)
class Statement:
    professional_id: int
    quarter: Quarter
    opening_paise: int
    rows: list[Row]
    closing_paise: int
    totals: Totals


def _sum(rows, **filters) -> int:
    return rows.filter(**filters).aggregate(total=Sum("amount_paise"))["total"] or 0


def statement(professional_id: int, quarter: Quarter) -> Statement:
    """Opening balance, every movement of the quarter in order, closing balance. A balance
    here is the professional account's: earned (pending or withdrawable) and not withdrawn."""
    mine = Entry.objects.filter(professional_id=professional_id)
    opening = _sum(mine, account=Account.PROFESSIONAL, created_at__lt=quarter.starts_at)
    entries = mine.filter(created_at__gte=quarter.starts_at, created_at__lt=quarter.ends_at)
    groups: dict[str, dict] = {}
    for entry in entries.order_by("created_at", "id"):
        group = groups.setdefault(entry.source, {"entry": entry, "accounts": {}})
        accounts = group["accounts"]
        accounts[entry.account] = accounts.get(entry.account, 0) + entry.amount_paise
    withdrawals = {
        w.pk: w
        for w in Withdrawal.objects.filter(
            pk__in=[g["entry"].withdrawal_id for g in groups.values() if g["entry"].withdrawal_id]
        )
    }
    rows, balance = [], opening
    for source, group in groups.items():
        entry, accounts = group["entry"], group["accounts"]
        if entry.kind == Kind.MOVED:
            balance += accounts.get(Account.PROFESSIONAL, 0)  # a pair: nets to nothing
            continue
        net = accounts.get(Account.PROFESSIONAL, 0)
        balance += net
        paid_out = -accounts.get(Account.CASH, 0) if entry.kind == Kind.PAYOUT else 0
        memo = entry.memo
        if entry.withdrawal_id and (withdrawal := withdrawals.get(entry.withdrawal_id)):
            memo = _withdrawal_memo(withdrawal, entry.kind)
        rows.append(
            Row(
                at=entry.created_at,
                kind=entry.kind,
                source=source,
                memo=memo,
                gross_paise=accounts.get(Account.CASH, 0) if entry.kind in EARNING else 0,
                fee_paise=accounts.get(Account.PLATFORM, 0),
                tds_paise=accounts.get(Account.TDS, 0),
                tcs_paise=accounts.get(Account.TCS, 0),
                net_paise=net,
                paid_out_paise=paid_out,
                balance_paise=balance,
            )  # fmt: skip
        )
    earning = [row for row in rows if row.kind in EARNING]
    totals = Totals(
        gross_paise=sum(row.gross_paise for row in earning),
        fee_paise=sum(row.fee_paise for row in earning),
        tds_paise=sum(row.tds_paise for row in earning),
        tcs_paise=sum(row.tcs_paise for row in earning),
        net_paise=sum(row.net_paise for row in earning),
        withdrawn_paise=-sum(
            row.net_paise for row in rows if row.kind in (Kind.WITHDRAWAL, Kind.PAYOUT_FAILED)
        ),
        paid_out_paise=sum(row.paid_out_paise for row in rows),
    )
    closing = _sum(mine, account=Account.PROFESSIONAL, created_at__lt=quarter.ends_at)
    return Statement(professional_id, quarter, opening, rows, closing, totals)


def _withdrawal_memo(withdrawal: Withdrawal, kind: str) -> str:
    account = "X" * (len(withdrawal.account_number) - 4) + withdrawal.account_number[-4:]
    if kind == Kind.PAYOUT and withdrawal.reference:
        return f"{account}, {withdrawal.ifsc}, UTR {withdrawal.reference}"
    if kind == Kind.PAYOUT_FAILED:
        return f"{account}, {withdrawal.ifsc}: {withdrawal.failure_reason}"
    # What the net stood for when asked (services.withdrawal_figures): shown, not summed, as
    # the payments' own rows already count it.
    figures = (withdrawal.gross_paise, withdrawal.fee_paise, withdrawal.tds_paise,
               withdrawal.tcs_paise, withdrawal.amount_paise)  # fmt: skip
    return f"{account}, {withdrawal.ifsc}; " + "{} - {} - {} - {} = {}".format(
        *map(rupees, figures)
    )


@dataclasses.dataclass(frozen=True)
class Withheld:
    quarter: Quarter
    gross_paise: int
    tds_paise: int
    tcs_paise: int


def withheld_in(professional_id: int, year: str) -> list[Withheld]:
    """For each quarter of financial year `year`: the gross paid (less refunds), and the TDS
    and TCS withheld from it (less what refunds gave back)."""
    mine = Entry.objects.filter(professional_id=professional_id, kind__in=EARNING)
    found = []
    for number in (1, 2, 3, 4):
        quarter = Quarter(year, number)
        sums = mine.filter(
            created_at__gte=quarter.starts_at, created_at__lt=quarter.ends_at
        ).aggregate(
            gross=Sum("amount_paise", filter=Q(account=Account.CASH)),
            tds=Sum("amount_paise", filter=Q(account=Account.TDS)),
            tcs=Sum("amount_paise", filter=Q(account=Account.TCS)),
        )
        found.append(Withheld(quarter, sums["gross"] or 0, sums["tds"] or 0, sums["tcs"] or 0))
    return found
