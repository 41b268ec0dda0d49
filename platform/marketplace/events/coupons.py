"""A webinar seat booked with its host's code (the coupons area, below events): a code's
uses include the seats that carry it, counted here (`USES`), and coupons asks which
webinars are a host's own and what one costs (`WEBINARS`); both registered in apps.py."""

import datetime

from django.db.models import Count, Q, Sum
from django.utils import timezone

from marketplace.coupons import services as coupons
from marketplace.coupons.uses import Totals, Uses, Webinars
from marketplace.events.models import Event, EventBooking

Status = EventBooking.Status


def applied(event: Event, *, code: str, user, now) -> coupons.Deal | None:
    """The code on this event's price, under the event's lock (the caller's): the coupon's
    row is locked next and its uses counted."""
    return coupons.applied(
        code=code, professional_id=event.host_id, client_id=user.pk,
        list_paise=event.price_paise, zone=coupons.zone_of(event.host_id), now=now,
        event_id=event.pk,
    )  # fmt: skip


def _live(now: datetime.datetime) -> Q:
    return Q(status=Status.CONFIRMED) | Q(status=Status.AWAITING_PAYMENT, hold_expires_at__gt=now)


def live_uses(coupon_id: int, client_id: int, now: datetime.datetime) -> tuple[int, int]:
    counted = EventBooking.objects.filter(_live(now), coupon_id=coupon_id).aggregate(
        overall=Count("id"), mine=Count("id", filter=Q(user_id=client_id))
    )
    return counted["overall"], counted["mine"]


def totals(coupon_ids: list[int], now: datetime.datetime) -> dict[int, Totals]:
    rows = (
        EventBooking.objects.filter(coupon_id__in=coupon_ids).values("coupon_id")
        .annotate(
            live=Count("id", filter=_live(now)), ever=Count("id"),
            revenue=Sum("price_paise", filter=Q(status=Status.CONFIRMED)),
        )
    )  # fmt: skip
    return {row["coupon_id"]: Totals(row["live"], row["ever"], row["revenue"] or 0) for row in rows}


def owned(host_id: int, event_ids: list[int]) -> set[int]:
    """Of these, the host's webinars still to come (a code is made for those)."""
    rows = Event.objects.filter(host_id=host_id, pk__in=event_ids, starts_at__gt=timezone.now())
    return set(rows.values_list("pk", flat=True))


def priced(event_id: int) -> tuple[int, int, str] | None:
    row = Event.objects.filter(pk=event_id).values_list("host_id", "price_paise", "title").first()
    return None if row is None else (row[0], row[1], row[2])


def described(host_id: int, event_ids: list[int]) -> dict[int, tuple[str, int]]:
    rows = Event.objects.filter(host_id=host_id, pk__in=event_ids)
    return {
        pk: (title, price) for pk, title, price in rows.values_list("pk", "title", "price_paise")
    }


USES = Uses(live=live_uses, totals=totals)
WEBINARS = Webinars(owned=owned, priced=priced, described=described)


def use_left(booking: EventBooking, now) -> bool:
    """A lapsed seat hold paid late keeps its code only while the code has a use left."""
    return coupons.use_left(coupon_id=booking.coupon_id, client_id=booking.user_id, now=now)


def used(booking: EventBooking, event: Event) -> None:
    """A seat took a use of its code: the host's coupons page hears it."""
    coupons.changed(booking.coupon_id, event.host_id)


def freed(booking: EventBooking) -> None:
    """A seat given back or lapsed: its code's use came back with it."""
    if booking.coupon_id is not None:
        coupons.changed(booking.coupon_id, booking.event.host_id)
