import datetime
from decimal import Decimal
from typing import Literal

from ninja import Field, Schema

from kernel.paging import Page
from kernel.schemas import InputSchema

BalanceName = Literal["booking", "event"]


class BalanceOut(Schema):
    earned_paise: int
    pending_paise: int = Field(description="Earned, but the service has not happened yet")
    withdrawable_paise: int = Field(description="May be withdrawn now; never below 0")
    withdrawn_paise: int = Field(description="Requested or paid out; failed payouts come back")


class DayOut(Schema):
    date: datetime.date
    booking_paise: int
    event_paise: int


class EarningsSummaryOut(Schema):
    today_paise: int = Field(
        description="Earned today (Indian days): appointments and webinars, less refunds"
    )
    month_paise: int = Field(description="Earned this month, as today_paise")
    year_paise: int = Field(description="Earned this year, as today_paise")
    total_paise: int = Field(description="Earned in all, as today_paise")
    event_total_paise: int = Field(description="The webinars' part of total_paise")
    booking: BalanceOut
    event: BalanceOut
    daily: list[DayOut] = Field(description="The last 30 days, oldest first, today last")
    minimum_withdrawal_paise: int


class WithdrawalIn(InputSchema):
    balance: str = Field(max_length=10, description="booking or event")
    name: str = Field(max_length=300)
    account_number: str = Field(max_length=40)
    ifsc: str = Field(max_length=20)
    phone: str = Field(max_length=20)
    amount: Decimal | None = Field(None, description="Rupees, at most two decimals")


class WithdrawalOut(Schema):
    id: int
    balance: BalanceName
    name: str
    account_number: str = Field(description="Masked: only the last four digits show")
    ifsc: str
    amount_paise: int = Field(description="The net paid out")
    gross_paise: int
    fee_paise: int
    tds_paise: int
    tcs_paise: int
    status: Literal["requested", "paid", "failed"]
    reference: str = Field(description="The bank's reference once paid")
    failure_reason: str
    created_at: datetime.datetime
    decided_at: datetime.datetime | None

    @staticmethod
    def resolve_account_number(withdrawal) -> str:
        number = withdrawal.account_number
        return "X" * (len(number) - 4) + number[-4:]


class WithdrawalPageOut(Page[WithdrawalOut]):
    pass


class WithdrawalFiguresOut(Schema):
    gross_paise: int = Field(description="What clients paid for the money withdrawn")
    fee_paise: int = Field(description="The platform's fee of it")
    tds_paise: int = Field(description="Income tax withheld (s.194-O)")
    tcs_paise: int = Field(description="GST collected (s.52)")
    net_paise: int = Field(description="What is paid out: gross - fee - TDS - TCS")


class WithdrawalPreviewOut(WithdrawalFiguresOut):
    balance: BalanceName
    withdrawable_paise: int


class QuarterWithheldOut(Schema):
    quarter: str = Field(description="Like 2026-27-Q1")
    number: int
    starts_on: datetime.date
    ends_on: datetime.date = Field(description="The quarter's last day")
    gross_paise: int = Field(description="Paid by clients, less refunds")
    tds_paise: int
    tcs_paise: int


class TaxWithheldOut(Schema):
    year: str
    quarters: list[QuarterWithheldOut]
    tds_paise: int
    tcs_paise: int


class FeeInvoiceOut(Schema):
    id: int
    number: str
    month: datetime.date
    issued_at: datetime.datetime
    total_paise: int
    taxable_paise: int
    cgst_paise: int
    sgst_paise: int
    igst_paise: int


class FeeInvoicePageOut(Page[FeeInvoiceOut]):
    pass
