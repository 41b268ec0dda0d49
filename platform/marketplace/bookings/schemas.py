import datetime
import zoneinfo

from ninja import Field, Schema

from marketplace import money
from marketplace.paging import Page
from marketplace.profiles.queries import profile_picture_url
from marketplace.schemas import InputSchema, QueryInput


class SlotsIn(QueryInput):
    date: datetime.date


class SlotOut(Schema):
    window_id: int
    starts_at: datetime.datetime
    ends_at: datetime.datetime
    start: str = Field(description="HH:MM in the professional's time zone")
    end: str
    places: int
    left: int


class DaySlotsOut(Schema):
    professional_id: int
    date: datetime.date
    time_zone: str
    first_date: datetime.date
    last_date: datetime.date = Field(description="The last date clients may book (the horizon)")
    payment_required: bool
    windows: list[SlotOut]


class AppointmentIn(InputSchema):
    professional_id: int
    window_id: int
    date: datetime.date
    plan_id: int
    name: str = Field(max_length=150)
    email: str = Field(max_length=254)


class ProfessionalBriefOut(Schema):
    id: int
    name: str
    position: str
    username: str
    image: str | None


class AppointmentOut(Schema):
    id: int
    status: str
    paid: bool
    hold_expires_at: datetime.datetime | None
    starts_at: datetime.datetime
    ends_at: datetime.datetime
    date: datetime.date
    start: str
    end: str
    time_zone: str
    plan_name: str
    plan_type: str
    price: int = Field(description="Rupees")
    price_paise: int
    professional: ProfessionalBriefOut
    client_name: str
    email: str

    @staticmethod
    def _local(appointment, at: datetime.datetime) -> str:
        return at.astimezone(zoneinfo.ZoneInfo(appointment.time_zone)).strftime("%H:%M")

    @staticmethod
    def resolve_date(appointment) -> datetime.date:
        return appointment.day

    @staticmethod
    def resolve_start(appointment) -> str:
        return AppointmentOut._local(appointment, appointment.starts_at)

    @staticmethod
    def resolve_end(appointment) -> str:
        return AppointmentOut._local(appointment, appointment.ends_at)

    @staticmethod
    def resolve_price(appointment) -> int:
        return money.whole_rupees(appointment.price_paise)

    @staticmethod
    def resolve_client_name(appointment) -> str:
        return appointment.name

    @staticmethod
    def resolve_professional(appointment) -> dict:
        user = appointment.professional
        profile = getattr(user, "profile", None)
        image = profile_picture_url(user)
        return {
            "id": user.pk,
            "name": user.name,
            "position": profile.position if profile is not None else "",
            "username": user.username,
            "image": image,
        }


class AppointmentPageOut(Page[AppointmentOut]):
    pass
