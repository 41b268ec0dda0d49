from ninja import Field, Schema

from marketplace.schemas import InputSchema


class WindowIn(InputSchema):
    id: int | None = None
    days: list[str] = Field(max_length=7)
    start: str = Field(description="24-hour HH:MM", max_length=5)
    end: str = Field(description="24-hour HH:MM, after start", max_length=5)
    places: int = 1


class ScheduleIn(InputSchema):
    windows: list[WindowIn] = Field(max_length=50)
    time_zone: str = Field("Asia/Kolkata", max_length=64)
    booking_horizon_days: int = 60


class WindowOut(Schema):
    id: int
    days: list[str]
    start: str
    end: str
    places: int

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
