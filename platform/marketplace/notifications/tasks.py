"""The worker's task for notifications (huey): every stored notification also leaves by SMS
and e-mail, outside the request that made it. A channel that fails is retried a few times;
the other channel, sent already, is not sent again (delivery.notification_deliver)."""

from huey.contrib.djhuey import db_task

from marketplace.notifications import delivery


@db_task(retries=3, retry_delay=60)
def notification_deliver_task(notification_id: int) -> list[str]:
    return delivery.notification_deliver(notification_id=notification_id)
