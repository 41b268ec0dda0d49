from django.contrib.auth.base_user import AbstractBaseUser
from django.utils import timezone

from marketplace.notifications.models import Notification
from realtime import topics
from realtime.publish import publish


def notification_send(*, user: AbstractBaseUser, kind: str, text: str, data: dict) -> Notification:
    """Store a notification and push it to the user's open tabs once the write commits."""
    notification = Notification.objects.create(user=user, kind=kind, text=text, data=data)
    publish(
        topics.user(user.pk),
        "notification.created",
        {
            "id": notification.pk,
            "kind": kind,
            "text": text,
            "created_at": notification.created_at,
            "session_id": data.get("session_id"),
            "path": data.get("path"),
        },
    )
    return notification


def notifications_read(*, user: AbstractBaseUser, ids: list[int] | None) -> int:
    """Mark the user's notifications read (these ids, or all when None); answers how many
    remain unread. Ids of other people's notifications are simply not the user's."""
    unread = Notification.objects.filter(user=user, read_at__isnull=True)
    (unread if ids is None else unread.filter(pk__in=ids)).update(read_at=timezone.now())
    return unread.count()
