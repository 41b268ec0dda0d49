from marketplace.notifications.models import Notification

PAGE_SIZE = 10


def notifications_page(*, user, page: int) -> tuple[list[Notification], bool]:
    start = (page - 1) * PAGE_SIZE
    rows = list(Notification.objects.filter(user=user)[start : start + PAGE_SIZE + 1])
    return rows[:PAGE_SIZE], len(rows) > PAGE_SIZE
