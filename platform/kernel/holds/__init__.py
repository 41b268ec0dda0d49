"""Holds, one kernel for every kind: a place (a time's, an event's seat) kept for one person
for HOLD_MINUTES while they pay, or offered to the first on its waitlist for
WAITLIST_OFFER_MINUTES, and given back, live, when they do not. An area registers its kind
of hold in `kinds` from its AppConfig.ready() (see `wiring`), and the lifecycle is the same
for all:

- `until(now)`: when a hold taken now lapses, stored on the row as `hold_expires_at`;
- `tasks.expire_on_commit(kind, id, at)`: the hold's own expiry task, queued once the write
  that took it commits (a rolled-back booking queues nothing);
- `expire(kind, id)`: run by that task at its time, and by the minute sweep (`expire_due`)
  for any task that was lost (a worker restart, a flushed queue). Under the kind's lock (the
  window, the event: the same lock that booking and payment take first, so the three queue
  in one order), a hold still held and past its time lapses through the kind's `lapse`
  (its move to expired, what is told, the live frame). Idempotent: a hold paid, given back or
  expired meanwhile is left alone."""

import datetime
from collections.abc import Callable
from dataclasses import dataclass

from django.db import transaction
from django.db.models import Model, QuerySet
from django.utils import timezone

from kernel.locking import contended
from kernel.wiring import Registry

HOLD_MINUTES = 10
LENGTH = datetime.timedelta(minutes=HOLD_MINUTES)


@dataclass(frozen=True)
class HoldKind:
    rows: QuerySet  # the holds' table (with what `lock` reads); `status`, `hold_expires_at`
    held: tuple[str, ...]  # the statuses of a row whose place is held until hold_expires_at
    lock: Callable[[Model], None]  # takes the lock its place is counted under
    lapse: Callable[[Model], None]  # moves it on; called under that lock


kinds: Registry[HoldKind] = Registry("kind of hold")


def until(now: datetime.datetime) -> datetime.datetime:
    return now + LENGTH


def expire(kind: str, hold_id: int) -> bool:
    """The hold lapses if it is still held and past its time; answers whether it did."""
    holds = kinds[kind]
    hold = holds.rows.filter(pk=hold_id).first()
    if hold is None:
        return False
    with contended(), transaction.atomic():
        holds.lock(hold)
        hold.refresh_from_db()
        if hold.status not in holds.held or hold.hold_expires_at > timezone.now():
            return False
        holds.lapse(hold)
    return True


def expire_due() -> int:
    """Every hold of every kind past its time: the sweep behind the holds' own tasks."""
    expired = 0
    for name in kinds.names():
        holds = kinds[name]
        due = holds.rows.filter(status__in=holds.held, hold_expires_at__lte=timezone.now())
        expired += sum(expire(name, pk) for pk in list(due.values_list("pk", flat=True)))
    return expired
