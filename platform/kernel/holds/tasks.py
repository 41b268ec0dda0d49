"""The worker's tasks for holds (huey; `manage.py run_huey`): each hold's own expiry at its
time, and a sweep every minute for any expiry task that was lost."""

import datetime

from huey import crontab
from huey.contrib.djhuey import db_periodic_task, db_task

from kernel import holds
from kernel.queue import enqueue_at_commit


@db_task()
def hold_expire_task(kind: str, hold_id: int) -> bool:
    return holds.expire(kind, hold_id)


@db_periodic_task(crontab(minute="*"))
def holds_sweep() -> int:
    return holds.expire_due()


def expire_on_commit(kind: str, hold_id: int, at: datetime.datetime) -> None:
    """Queue the hold's expiry for `at` once the caller's transaction commits (a queue that
    cannot be reached is logged: the minute sweep expires it anyway)."""
    enqueue_at_commit(hold_expire_task, kind, hold_id, eta=at)
