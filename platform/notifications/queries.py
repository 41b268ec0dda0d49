from django.db.models import QuerySet

from kernel.paging import Paged, paginate
from notifications.models import Notification, Reminder
from notifications.wording import text_for

PAGE_SIZE = 10


def notifications_page(*, user, page: int) -> Paged[Notification]:
    """A page of the user's, each `text` written in their language of now (wording.py)."""
    paged = paginate(Notification.objects.filter(user=user), page=page, size=PAGE_SIZE)
    for notification in paged.items:
        notification.text = text_for(notification, user)
    return paged


def unread_count(*, user) -> int:
    return Notification.objects.filter(user=user, read_at__isnull=True).count()


def reminded(*, subject: str, lead: str) -> QuerySet:
    """The ids of `subject`s whose `lead` reminder was sent, as a subquery: the areas'
    sweeps leave these out rather than claim them again every minute."""
    return Reminder.objects.filter(subject=subject, lead=lead).values("subject_id")
