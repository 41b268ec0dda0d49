"""The worker's tasks for notifications (huey): every stored notification also leaves by
push, SMS and e-mail, outside the request that made it. A place that fails is retried a few
times; the others, sent already, are not sent again (delivery.notification_deliver). The sweep
queues again a notification whose queueing died with the process that stored it."""

from django.utils import timezone
from huey import crontab
from huey.contrib.djhuey import HUEY, db_periodic_task, db_task

from notifications import delivery


@db_task(retries=3, retry_delay=60)
def notification_deliver_task(notification_id: int) -> list[str]:
    return delivery.notification_deliver(notification_id=notification_id)


@db_periodic_task(crontab(minute="*"))
def notifications_undelivered_sweep() -> int:
    """Nothing while the worker is behind: what waits in its queue then is mostly these very
    notifications, and queueing them again would only lengthen it."""
    if HUEY.pending_count() > delivery.SWEEP_BATCH:
        return 0
    waiting = delivery.undelivered(timezone.now())
    for notification_id in waiting:
        notification_deliver_task(notification_id)
    return len(waiting)
