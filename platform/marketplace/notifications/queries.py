from marketplace.notifications.models import Notification
from marketplace.paging import Paged, paginate

PAGE_SIZE = 10


def notifications_page(*, user, page: int) -> Paged[Notification]:
    return paginate(Notification.objects.filter(user=user), page=page, size=PAGE_SIZE)


def unread_count(*, user) -> int:
    return Notification.objects.filter(user=user, read_at__isnull=True).count()
