import datetime
from typing import Literal

from ninja import Field, Schema

from kernel import money
from kernel.schemas import InputSchema, QueryInput


class CouponIn(InputSchema):
    code: str = Field(max_length=40, description="3-20 letters, digits or hyphens, any case")
    kind: Literal["percent", "flat", "free"]
    percent: int | None = Field(None, description="1-100, for kind percent")
    amount: int | None = Field(None, description="Whole rupees off, for kind flat")
    everything: bool = Field(True, description="Every plan and webinar; false: the chosen ones")
    plan_ids: list[int] = Field(default_factory=list, max_length=100)
    event_ids: list[int] = Field(default_factory=list, max_length=100)
    max_uses: int | None = Field(None, description="Uses in all; empty: no limit")
    per_client: int | None = Field(None, description="Uses per client; empty: no limit")
    valid_from: datetime.date | None = Field(None, description="In the professional's time zone")
    valid_until: datetime.date | None = Field(None, description="The last day it is valid")


class CouponOut(Schema):
    id: int
    code: str
    kind: Literal["percent", "flat", "free"]
    percent: int | None
    amount: int | None = Field(description="Whole rupees off, for kind flat")
    everything: bool
    plan_ids: list[int]
    event_ids: list[int]
    max_uses: int | None
    per_client: int | None
    valid_from: datetime.date | None
    valid_until: datetime.date | None
    active: bool = Field(description="False: paused (or deleted with uses), takes no new use")
    uses: int = Field(description="Uses held now: bookings with it not cancelled or lapsed")
    revenue_paise: int = Field(description="What was paid with it and not refunded")
    created_at: datetime.datetime

    @staticmethod
    def resolve_amount(coupon) -> int | None:
        return None if coupon.amount_paise is None else money.whole_rupees(coupon.amount_paise)

    @staticmethod
    def resolve_plan_ids(coupon) -> list[int]:
        return sorted(plan.pk for plan in coupon.plans.all())

    @staticmethod
    def resolve_uses(coupon) -> int:
        return coupon.totals.live

    @staticmethod
    def resolve_revenue_paise(coupon) -> int:
        return coupon.totals.revenue_paise


class CouponCheckIn(QueryInput):
    code: str = Field(max_length=40)
    plan_id: int | None = None
    event_id: int | None = None


class CouponCheckOut(Schema):
    """A code on one plan or webinar: the price before and after, or why it does not apply
    (`message`, with the full price)."""

    code: str
    applies: bool
    message: str = Field(description="Why the code does not apply; empty when it does")
    fields: dict[str, str] = Field(description='{"coupon": message} when it does not apply')
    list_price_paise: int
    price_paise: int
    list_price: int = Field(description="Rupees")
    price: int = Field(description="Rupees, after the code")
