"""The worker's tasks for events (huey): a seat hold lapses on time, and a sweep every minute
catches a task that was lost."""

from huey import crontab
from huey.contrib.djhuey import db_periodic_task, db_task

from marketplace.events import services


@db_task()
def event_hold_expire_task(booking_id: int) -> bool:
    return services.event_hold_expire(booking_id=booking_id)


@db_periodic_task(crontab(minute="*"))
def event_holds_sweep() -> int:
    return services.event_holds_expire_due()
