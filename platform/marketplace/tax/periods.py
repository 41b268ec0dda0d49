"""India's tax periods, read in IST whatever the server's clock: a financial year runs from
1 April to 31 March ("2026-27"), its quarters are April-June (Q1) to January-March (Q4), and
a paper's date is its IST date."""

import datetime
import zoneinfo
from dataclasses import dataclass

IST = zoneinfo.ZoneInfo("Asia/Kolkata")


def ist_date(at: datetime.datetime) -> datetime.date:
    return at.astimezone(IST).date()


def financial_year(at: datetime.datetime | datetime.date) -> str:
    """'2026-27' for any moment from 1 April 2026 to 31 March 2027, IST."""
    day = ist_date(at) if isinstance(at, datetime.datetime) else at
    start = day.year if day.month >= 4 else day.year - 1
    return f"{start}-{(start + 1) % 100:02d}"


@dataclass(frozen=True)
class Quarter:
    """Q1-Q4 of a financial year, with its bounds as aware moments (start inclusive, end
    exclusive) for filtering ledger rows."""

    year: str  # "2026-27"
    number: int  # 1-4

    @property
    def first_month(self) -> tuple[int, int]:
        start = int(self.year[:4])
        month = 4 + 3 * (self.number - 1)
        return (start, month) if month <= 12 else (start + 1, month - 12)

    @property
    def starts_at(self) -> datetime.datetime:
        year, month = self.first_month
        return datetime.datetime(year, month, 1, tzinfo=IST)

    @property
    def ends_at(self) -> datetime.datetime:
        year, month = self.first_month
        year, month = (year, month + 3) if month + 3 <= 12 else (year + 1, month + 3 - 12)
        return datetime.datetime(year, month, 1, tzinfo=IST)

    def __str__(self) -> str:
        return f"Q{self.number} {self.year}"


def quarter_of(at: datetime.datetime | datetime.date) -> Quarter:
    day = ist_date(at) if isinstance(at, datetime.datetime) else at
    return Quarter(financial_year(day), (day.month - 4) % 12 // 3 + 1)
