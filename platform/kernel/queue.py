"""Tasks for the worker queued as the writes they are about commit, in the transaction's one
Redis round trip (kernel/atcommit.py) with its frames and dropped day-cache tokens.

A booking queues its notification's delivery and, paid first, its hold's expiry; each was
a Redis call of its own after the commit (loadtests/README.md, "Against Django's floor").
`enqueue_at_commit(task, *args, eta=...)` queues through huey as a call or `.schedule()`
does, so what rides with a task (the request id, Sentry's trace headers) is added as ever;
only the queue's write waits for the commit and goes out with the rest, or not at all if the
transaction rolls back. Outside a transaction it is written at once. With no Redis (`make
run`'s SQLite queue) the task is queued by an on_commit callback, as before."""

import datetime
import logging
import threading

from django.conf import settings
from django.db import transaction
from huey import RedisHuey
from huey.api import TaskWrapper
from huey.storage import RedisStorage

from kernel.atcommit import at_commit

log = logging.getLogger(__name__)
_deferring = threading.local()


class _Storage(RedisStorage):
    def enqueue(self, data, priority=None):
        if not getattr(_deferring, "on", False):
            return super().enqueue(data, priority)
        if priority:
            raise NotImplementedError("Task priorities are not supported by this storage.")
        at_commit(
            settings.REDIS_URL,
            lambda pipeline: pipeline.lpush(self.queue_key, data),
            failed=lambda error: log.error("Could not queue a task after its commit: %s", error),
        )
        return None


class Huey(RedisHuey):
    """huey's Redis queue (settings.HUEY), whose writes may join a transaction's batch."""

    storage_class = _Storage


def enqueue_at_commit(task: TaskWrapper, *args, eta: datetime.datetime | None = None) -> None:
    """`task(*args)`, or `task.schedule(args, eta=eta)`, once the caller's transaction
    commits. A queue that cannot be reached then costs the task (logged), never the request:
    every task queued this way has a sweep that finds its work again."""
    if not isinstance(task.huey.storage, _Storage):
        transaction.on_commit(lambda: _enqueue_now(task, args, eta))
        return
    _deferring.on = True
    try:
        _enqueue_now(task, args, eta)
    finally:
        _deferring.on = False


def _enqueue_now(task: TaskWrapper, args: tuple, eta) -> None:
    try:
        if eta is None:
            task(*args)
        else:
            task.schedule(args=args, eta=eta)
    except Exception:
        log.exception("Could not queue %s%r", task.name, args)
