import datetime
import zoneinfo

from ninja import Field, Schema

from kernel import money
from kernel.paging import MAX_PAGE, Page, PageIn
from kernel.schemas import InputSchema, PictureSources, QueryInput
from marketplace.events.queries import booked_count
from marketplace.profiles import images
from marketplace.profiles.queries import file_url, professional_card


class EventIn(InputSchema):
    title: str = Field(max_length=500)
    short_description: str = Field(max_length=1000)
    description: str = Field("", max_length=60_000, description="HTML; sanitised when stored")
    response: str = Field(
        "", max_length=60_000, description="HTML for bookers only (link, place); sanitised"
    )
    date: datetime.date
    start: datetime.time = Field(description="HH:MM in the host's time zone")
    end: datetime.time
    seats: int | None = Field(None, description="null: unlimited")
    type: str = Field(max_length=20)
    price: int = Field(ge=0, description="Rupees; 0 is free")


class HostOut(Schema):
    id: int
    name: str
    position: str
    username: str
    image: str | None
    image_sources: PictureSources | None


def _local(event, at: datetime.datetime) -> str:
    return at.astimezone(zoneinfo.ZoneInfo(event.time_zone)).strftime("%H:%M")


class EventOut(Schema):
    """An event as anyone may see it: never its response."""

    id: int
    title: str
    short_description: str
    description: str = Field(description="Sanitised HTML")
    starts_at: datetime.datetime
    ends_at: datetime.datetime
    date: datetime.date = Field(description="In the host's time zone")
    start: str
    end: str
    time_zone: str
    seats: int | None = Field(description="null: unlimited")
    left: int | None = Field(description="Seats left; null when unlimited")
    booked: int
    type: str
    price: int = Field(description="Rupees; 0 is free")
    banner: str | None
    banner_sources: PictureSources | None
    host: HostOut

    @staticmethod
    def resolve_date(event) -> datetime.date:
        return event.starts_at.astimezone(zoneinfo.ZoneInfo(event.time_zone)).date()

    @staticmethod
    def resolve_start(event) -> str:
        return _local(event, event.starts_at)

    @staticmethod
    def resolve_end(event) -> str:
        return _local(event, event.ends_at)

    @staticmethod
    def resolve_booked(event) -> int:
        return event.booked if hasattr(event, "booked") else booked_count(event)

    @staticmethod
    def resolve_left(event) -> int | None:
        if event.seats is None:
            return None
        return max(event.seats - EventOut.resolve_booked(event), 0)

    @staticmethod
    def resolve_price(event) -> int:
        return money.whole_rupees(event.price_paise)

    @staticmethod
    def resolve_banner(event) -> str | None:
        return file_url(event.banner)

    @staticmethod
    def resolve_banner_sources(event) -> dict[str, str] | None:
        return images.sources(event.banner, kind="banner")

    @staticmethod
    def resolve_host(event) -> dict:
        return professional_card(event.host)


class EventDetailOut(EventOut):
    """For the host and those who booked: with the response."""

    response: str = Field(description="Sanitised HTML; empty until the host sends it")


class EventPageOut(Page[EventOut]):
    pass


class EventSearchIn(QueryInput):
    query: str = Field("", max_length=200)
    page: int = Field(1, ge=1, le=MAX_PAGE)


class EventBookingIn(InputSchema):
    name: str = Field(max_length=150)
    email: str = Field(max_length=254)
    coupon: str | None = Field(None, max_length=40, description="A code of the host's, if any")


class EventBookingOut(Schema):
    id: int
    status: str
    name: str
    email: str
    phone: str
    price: int = Field(description="Rupees paid; 0 for a free event")
    list_price_paise: int | None = Field(
        description="The event's price before a code (coupon_code); null when booked without one"
    )
    coupon_code: str = Field(description="The code it was booked with; empty when none")
    hold_expires_at: datetime.datetime | None = Field(
        description="A paid event's seat is held until then while its booker pays"
    )
    created_at: datetime.datetime
    event: EventOut

    @staticmethod
    def resolve_price(booking) -> int:
        return money.whole_rupees(booking.price_paise)


class EventBookingPageOut(Page[EventBookingOut]):
    pass


class WaitOut(Schema):
    """The caller's place on a sold-out event's waitlist."""

    id: int
    status: str = Field(description="waiting; offered: a seat is held for them to book")
    position: int = Field(description="1: the next to be offered a seat; 0 once offered")
    offer_booking_id: int | None = Field(description="The held seat while offered")
    offer_expires_at: datetime.datetime | None = Field(
        description="Until then the offered seat is theirs to book (and pay, if paid)"
    )
    event: EventOut


class WaiterOut(Schema):
    """A row of the host's view of an event's waitlist, in the order seats are offered."""

    id: int
    position: int = Field(description="0: a seat is offered to them now")
    name: str
    phone: str
    status: str
    since: datetime.datetime
    offer_expires_at: datetime.datetime | None


class BookerOut(Schema):
    """A row of the host's list of who booked."""

    id: int
    name: str
    email: str
    phone: str
    created_at: datetime.datetime


class BookerPageOut(Page[BookerOut]):
    pass


class BookersIn(PageIn):
    phone: str = Field("", max_length=20, pattern=r"^\+?\d*$", description="Digits to look for")
