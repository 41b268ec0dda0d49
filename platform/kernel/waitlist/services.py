"""Waitlists, one kernel for every kind of place (an event's seat, a session of a time): the
line, its order, and what happens to each person in it. The area that owns the place does the
counting and the holding: every call here is made inside its transaction, under the lock its
places are counted under, so a line moves in one order with bookings, holds and payments.

The rule the areas keep, under that lock: whenever a place is free and someone waits, the
first one waiting is offered it at once (`offered`), held for them for OFFER_MINUTES as the
area's own held row. Who waits is read after that lock is granted, never in the locking
statement (on PostgreSQL its snapshot predates the wait). So a place freed while someone
waits never outlives the transaction that freed it (a hold past its time frees its place
when the worker expires it, in a transaction that offers it), and a direct booking, which
finds the place taken by the offer and counts those waiting, cannot skip the line."""

import datetime
import functools

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q

from kernel.errors import Conflict, NotFound
from kernel.kept import Kept
from kernel.waitlist import texts
from kernel.waitlist.models import Waiter

Status = Waiter.Status


def offer_until(now: datetime.datetime) -> datetime.datetime:
    """When an offer made now lapses (WAITLIST_OFFER_MINUTES, 15 by default)."""
    return now + datetime.timedelta(minutes=settings.WAITLIST_OFFER_MINUTES)


def join(
    *, line: str, owner_id: int, user, name: str, email: str, details: dict | None = None
) -> Waiter:
    """`user` at the end of the line. The area has checked that the place is full."""
    try:
        with transaction.atomic():
            return Waiter.objects.create(
                line=line, owner_id=owner_id, user=user, name=name, email=email,
                phone=getattr(user, "phone", "") or "", details=details or {},
            )  # fmt: skip
    except IntegrityError:
        raise Conflict(texts.ALREADY_IN_LINE) from None


def mine(*, user, waiter_id: int, prefix: str) -> Waiter:
    """The caller's own place in a line of the area's (`prefix`), waiting or offered (404 for
    anyone else's)."""
    rows = Waiter.objects.filter(pk=waiter_id, user_id=user.pk, line__startswith=prefix)
    waiter = rows.first()
    if waiter is None:
        raise NotFound(texts.NOT_IN_LINE)
    if waiter.status not in Waiter.LIVE:
        raise Conflict(texts.NOT_IN_LINE)
    return waiter


def live_of(user, line: str) -> Waiter | None:
    return Waiter.objects.filter(line=line, user_id=user.pk, status__in=Waiter.LIVE).first()


def first_waiting(line: str) -> Waiter | None:
    return (
        Waiter.objects.filter(line=line, status=Status.WAITING).order_by("created_at", "id").first()
    )


def waiting_count(line: str) -> int:
    return Waiter.objects.filter(line=line, status=Status.WAITING).count()


def offered(waiter: Waiter, offer_id: int) -> None:
    waiter.status, waiter.offer_id = Status.OFFERED, offer_id
    waiter.save(update_fields=["status", "offer_id", "updated_at"])


def offer_ended(*, area: str, offer_id: int, taken: bool) -> Waiter | None:
    """The offer held as the area's row `offer_id` ("event:", "time:") was taken (booked), or
    declined or lapsed (passed)."""
    rows = Waiter.objects.filter(line__startswith=area, offer_id=offer_id, status=Status.OFFERED)
    waiter = rows.first()
    if waiter is not None:
        waiter.status = Status.BOOKED if taken else Status.PASSED
        waiter.save(update_fields=["status", "updated_at"])
    return waiter


def left(waiter: Waiter) -> None:
    ended(waiter, booked=False)


def ended(waiter: Waiter, *, booked: bool) -> None:
    """Out of the line: with a place of their own (booked), or having left it."""
    waiter.status = Status.BOOKED if booked else Status.LEFT
    waiter.save(update_fields=["status", "updated_at"])


def _ahead(waiter: Waiter) -> Q:
    earlier = Q(created_at__lt=waiter.created_at) | Q(
        created_at=waiter.created_at, id__lt=waiter.pk
    )
    return Q(line=waiter.line, status=Status.WAITING) & earlier


def position(waiter: Waiter) -> int:
    """1 for the next one to be offered a place; 0 once offered."""
    if waiter.status != Status.WAITING:
        return 0
    return Waiter.objects.filter(_ahead(waiter)).count() + 1


def waits_of(user, prefix: str) -> list[tuple[Waiter, int]]:
    """The user's live places in lines starting with `prefix` ("event:"), newest first, each
    with its position."""
    rows = Waiter.objects.filter(user_id=user.pk, status__in=Waiter.LIVE, line__startswith=prefix)
    return [(waiter, position(waiter)) for waiter in rows.order_by("-created_at", "-id")]


def line(line: str) -> list[Waiter]:
    """Everyone in the line now, offered ones first, then in the order they will be offered."""
    rows = Waiter.objects.filter(line=line, status__in=Waiter.LIVE).order_by("created_at", "id")
    return sorted(rows, key=lambda waiter: waiter.status != Status.OFFERED)


def lines_waiting(*, owner_id: int, prefix: str) -> list[str]:
    """The owner's lines (of the area's `prefix`) where someone waits, oldest waiter first."""
    seen: dict[str, None] = {}
    for (line,) in _waiting_lines(prefix).rows(owner_id=owner_id):
        seen.setdefault(line)
    return list(seen)


@functools.cache
def _waiting_lines(prefix: str) -> Kept:
    """Read after every freed place (a cancel, a lapse): its SQL is kept, one per area."""
    return Kept(
        lambda owner_id: (
            Waiter.objects.filter(owner_id=owner_id, status=Status.WAITING, line__startswith=prefix)
            .order_by("created_at", "id")
            .values_list("line")
        ),
        owner_id=int,
    )


def people_in(line: str) -> list[int]:
    """The users in the line now (waiting or offered)."""
    rows = Waiter.objects.filter(line=line, status__in=Waiter.LIVE)
    return list(rows.values_list("user_id", flat=True))
