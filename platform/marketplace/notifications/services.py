from django.contrib.auth.base_user import AbstractBaseUser

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
        },
    )
    return notification
