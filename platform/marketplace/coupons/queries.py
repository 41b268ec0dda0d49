"""Reads of the coupons area: the professional's list with each code's uses and revenue,
and a client's preview of a code on one plan or webinar."""

from dataclasses import dataclass

from django.utils import timezone

from kernel.errors import InvalidInput, NotFound
from marketplace.coupons import texts, uses
from marketplace.coupons.models import Coupon
from marketplace.coupons.services import applied, zone_of
from marketplace.profiles.models import Plan

LIST_LIMIT = 200


def coupons_of(professional) -> list[Coupon]:
    """The professional's codes, newest first, each with `totals` (live uses, bookings ever,
    revenue) and its chosen plans."""
    rows = Coupon.objects.filter(professional_id=professional.pk).prefetch_related("plans")
    return with_totals(list(rows[:LIST_LIMIT]))


def with_totals(rows: list[Coupon]) -> list[Coupon]:
    found = uses.totals([coupon.pk for coupon in rows], timezone.now())
    for coupon in rows:
        coupon.totals = found.get(coupon.pk, uses.Totals())
    return rows


@dataclass(frozen=True)
class Check:
    code: str
    list_price_paise: int
    price_paise: int
    message: str


def coupon_check(*, client, code: str, plan_id: int | None, event_id: int | None) -> Check:
    """What a code makes of a plan's or a webinar's price, as the booking will count it now
    (without its lock: the booking checks again under it). A refusal answers its message and
    the full price."""
    if plan_id is not None:
        plan = Plan.objects.filter(pk=plan_id).select_related("profile").first()
        if plan is None:
            raise NotFound(texts.PLAN_NOT_FOUND)
        owner, price, zone = plan.profile_id, plan.price_paise, plan.profile.time_zone
    elif event_id is not None:
        event = uses.webinars.only().priced(event_id)
        if event is None:
            raise NotFound(texts.EVENT_NOT_FOUND)
        owner, price, _ = event
        zone = zone_of(owner)
    else:
        raise InvalidInput(texts.PLAN_NOT_FOUND, fields={"plan_id": texts.PLAN_NOT_FOUND})
    try:
        deal = applied(
            code=code, professional_id=owner, client_id=client.pk, list_paise=price, zone=zone,
            now=timezone.now(), plan_id=plan_id, event_id=event_id, locked=False,
        )  # fmt: skip
    except InvalidInput as refused:
        return Check(code.strip().upper(), price, price, str(refused.message))
    after = price if deal is None else deal.price_paise
    return Check(code.strip().upper(), price, after, "")
