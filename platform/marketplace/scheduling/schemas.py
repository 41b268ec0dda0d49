import datetime

from ninja import Field, Schema

from kernel.schemas import InputSchema


class WindowIn(InputSchema):
    id: int | None = None
    days: list[str] = Field(max_length=7)
    start: str = Field(description="24-hour HH:MM", max_length=5)
    end: str = Field(description="24-hour HH:MM, after start", max_length=5)
    places: int = Field(1, description="Places of each session")
    session_minutes: int | None = Field(
        None, description="15, 20, 30, 45, 60 or 90: split into sessions; null: the whole window"
    )


class RulesOut(Schema):
    buffer_before_minutes: int = Field(0, description="Kept free before each booked session")
    buffer_after_minutes: int = Field(0, description="Kept free after each booked session")
    notice_hours: int = Field(2, description="No booking that starts sooner than this")
    daily_limit: int | None = Field(None, description="At most this many bookings a day")


class RulesIn(RulesOut, InputSchema):
    pass


class MovesOut(Schema):
    limit: int = Field(2, description="How many times a client may move one appointment (0-10)")
    notice_hours: int | None = Field(
        None,
        description="Up to this many hours before it starts (0-720); null: up to the "
        "cancellation policy's full-refund notice",
    )


class MovesIn(MovesOut, InputSchema):
    pass


class TierOut(Schema):
    hours: int = Field(description="A cancel at least this many hours before the start...")
    percent: int = Field(description="...gives back this percent of what was paid (0-100)")


class TierIn(TierOut, InputSchema):
    pass


class ScheduleIn(InputSchema):
    windows: list[WindowIn] = Field(max_length=50)
    time_zone: str = Field("Asia/Kolkata", max_length=64)
    booking_horizon_days: int = 60
    rules: RulesIn = Field(default_factory=RulesIn)
    cancellation_policy: list[TierIn] | None = Field(
        None, max_length=20,
        description="Tiers, the longest notice first (at most 5); null keeps the saved policy",
    )  # fmt: skip
    reschedule: MovesIn = Field(default_factory=MovesIn)


class WindowOut(Schema):
    id: int
    days: list[str]
    start: str
    end: str
    places: int
    session_minutes: int | None

    @staticmethod
    def resolve_start(window) -> str:
        return window.start.strftime("%H:%M")

    @staticmethod
    def resolve_end(window) -> str:
        return window.end.strftime("%H:%M")


class ScheduleOut(Schema):
    windows: list[WindowOut]
    time_zone: str
    booking_horizon_days: int
    rules: RulesOut
    cancellation_policy: list[TierOut] = Field(
        description="What a client's cancel gives back, the longest notice first"
    )
    reschedule: MovesOut


class HoursIn(InputSchema):
    start: str = Field(description="24-hour HH:MM", max_length=5)
    end: str = Field(description="24-hour HH:MM, after start", max_length=5)
    places: int = Field(1, description="Places of each session")
    session_minutes: int | None = Field(None, description="As a weekly time's")


class HoursOut(Schema):
    start: str
    end: str
    places: int
    session_minutes: int | None

    resolve_start = staticmethod(WindowOut.resolve_start)
    resolve_end = staticmethod(WindowOut.resolve_end)


class DayOffIn(InputSchema):
    first: datetime.date | None = None
    last: datetime.date | None = Field(None, description="The last day off; by default `first`")
    hours: list[HoursIn] = Field(
        default_factory=list, max_length=50,
        description="Other hours on those dates instead of the week's; none: a day off",
    )  # fmt: skip


class BookedOut(Schema):
    appointment_id: int
    date: datetime.date
    start: str = Field(description="HH:MM in the professional's zone")
    end: str
    client_name: str


class DayOffOut(Schema):
    id: int
    first: datetime.date
    last: datetime.date
    hours: list[HoursOut] = Field(description="Its other hours; none: a day off")
    booked: list[BookedOut] = Field(description="What is booked on those dates, still standing")
