"""The worker's tasks for holds (huey; `manage.py run_huey`): each hold's own expiry at its
time, and a sweep every minute for any expiry task that was lost."""

import datetime
import logging

from django.db import transaction
from huey import crontab
from huey.contrib.djhuey import db_periodic_task, db_task

from kernel import holds

logger = logging.getLogger(__name__)


@db_task()
def hold_expire_task(kind: str, hold_id: int) -> bool:
    return holds.expire(kind, hold_id)


@db_periodic_task(crontab(minute="*"))
def holds_sweep() -> int:
    return holds.expire_due()


def expire_on_commit(kind: str, hold_id: int, at: datetime.datetime) -> None:
    """Queue the hold's expiry for `at` once the caller's transaction commits."""
    transaction.on_commit(lambda: _enqueue(kind, hold_id, at))


def _enqueue(kind: str, hold_id: int, at: datetime.datetime) -> None:
    try:
        hold_expire_task.schedule(args=(kind, hold_id), eta=at)
    except Exception:
        # The minute sweep expires it anyway: the hold stands.
        logger.exception("Could not enqueue the expiry of %s hold %s", kind, hold_id)
