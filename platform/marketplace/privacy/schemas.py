from datetime import datetime
from typing import Literal

from ninja import Field, Schema

from kernel.schemas import InputSchema, QueryInput


class NoticeOut(Schema):
    officer_name: str
    officer_email: str
    officer_phone: str
    export_days: int = Field(description="How long a download of your data is kept")
    grace_days: int = Field(description="How long a deletion may be cancelled")


class ConfirmCodeIn(InputSchema):
    purpose: Literal["export", "delete"]


class ConfirmCodeOut(Schema):
    message: str


class ConfirmIn(InputSchema):
    code: str = Field(max_length=20)


class DeletionIn(ConfirmIn):
    accept_forfeit: bool = Field(
        False, description="Give up the balance not withdrawn and unused package sessions"
    )


class ExportOut(Schema):
    id: int
    status: str = Field(description="building, ready, failed or expired")
    size: int
    created_at: datetime
    ready_at: datetime | None
    expires_at: datetime


class UpcomingOut(Schema):
    appointment_id: int
    with_name: str
    plan_name: str
    starts_at: datetime
    side: Literal["client", "professional"]
    refund_paise: int = Field(description="What its cancel gives back to the client now")


class SeatOut(Schema):
    booking_id: int
    event_id: int
    title: str
    starts_at: datetime
    hosted: bool = Field(description="Someone's seat at your own webinar")


class OpenOut(Schema):
    appointments: list[UpcomingOut]
    seats: list[SeatOut]
    withdrawable_paise: int
    pending_paise: int
    withdrawals_in_progress: int
    credits_left: int
    forfeit_paise: int
    blockers: dict[str, str]


class DeletionOut(Schema):
    id: int
    status: str
    requested_at: datetime
    due_at: datetime
    forfeited_paise: int


class DeletionQuery(QueryInput):
    details: bool = Field(True, description="false: only whether a deletion is scheduled")


class DeletionStateOut(Schema):
    scheduled: DeletionOut | None
    open: OpenOut | None = Field(description="What is open; null when details=false")


class ConsentOut(Schema):
    purpose: str
    scope: str
    granted: bool
    wording: str
    version: str
    at: datetime


class ConsentsOut(Schema):
    marketing: bool
    records: list[ConsentOut]


class MarketingIn(InputSchema):
    granted: bool
