from datetime import datetime

from ninja import Field, Schema

from kernel.paging import Page
from kernel.schemas import InputSchema


class NotificationOut(Schema):
    id: int
    kind: str
    text: str
    created_at: datetime
    read: bool
    path: str | None = Field(None, description="The web app's page it is about, if any")

    @staticmethod
    def resolve_read(notification) -> bool:
        return notification.read_at is not None

    @staticmethod
    def resolve_path(notification) -> str | None:
        return notification.data.get("path")


class NotificationPageOut(Page[NotificationOut]):
    pass


class CountOut(Schema):
    count: int


class ReadIn(InputSchema):
    up_to: int = Field(
        ge=1,
        le=2**63 - 1,
        description="The newest notification the list shows: it and every older one are read",
    )


class ChoiceOut(Schema):
    """One kind of notification: what it is, and the channels it leaves by besides the app."""

    kind: str
    label: str
    about: str
    push: bool
    sms: bool
    email: bool


class ChoiceIn(InputSchema):
    kind: str = Field(max_length=30)
    push: bool
    sms: bool
    email: bool


class ChoicesIn(InputSchema):
    choices: list[ChoiceIn] = Field(max_length=20)
