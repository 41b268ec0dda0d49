from datetime import datetime

from ninja import Schema

from marketplace.paging import Page


class NotificationOut(Schema):
    id: int
    kind: str
    text: str
    created_at: datetime
    read: bool

    @staticmethod
    def resolve_read(notification) -> bool:
        return notification.read_at is not None


class NotificationPageOut(Page[NotificationOut]):
    pass
