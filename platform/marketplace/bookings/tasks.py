"""The background worker's tasks (huey; `manage.py run_huey`). A hold lapses on time even
when no page is open: its own task runs at its expiry, and a sweep every minute catches any
task that was lost (a worker restart, a queue flushed). The same sweep expires requests the
professional left unanswered until their time began."""

from huey import crontab
from huey.contrib.djhuey import db_periodic_task, db_task

from marketplace.bookings import services


@db_task()
def hold_expire_task(appointment_id: int) -> bool:
    return services.hold_expire(appointment_id=appointment_id)


@db_periodic_task(crontab(minute="*"))
def holds_sweep() -> int:
    return services.holds_expire_due() + services.unanswered_expire_due()
