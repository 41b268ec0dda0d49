"""Every write of the coupons area, and the one check of a code a booking makes.

A code is applied inside the booking's own transaction, after its place's lock (the
professional's profile row for an appointment, the event's row for a seat): the coupon's row
is locked next, and its live uses counted (`uses.live_uses`) with what the lock lets through,
so a code with 10 uses is used at most 10 times however many race for it, and the lock order
is the same everywhere (place, then coupon)."""

import datetime
import re
import zoneinfo
from dataclasses import dataclass, field

from django.db import IntegrityError, transaction
from django.utils import formats, timezone

from kernel import money
from kernel.errors import InvalidInput, NotFound, invalid_fields
from kernel.locking import contended, wait_at_most
from marketplace.coupons import texts, uses
from marketplace.coupons.models import Coupon
from marketplace.profiles.models import Plan, Profile
from realtime import topics
from realtime.publish import publish

Kind = Coupon.Kind
CODE = re.compile(r"[A-Z0-9-]{3,20}")
MAX_USES = 100_000
FRAME = "coupons.changed"


def normal(code: str) -> str:
    """A code as stored: trimmed and upper-case (codes are matched in any case)."""
    return (code or "").strip().upper()


@dataclass(frozen=True)
class CouponDraft:
    """What the professional's form sends; `amount` is whole rupees."""

    code: str
    kind: str
    percent: int | None = None
    amount: int | None = None
    everything: bool = True
    plan_ids: list[int] = field(default_factory=list)
    event_ids: list[int] = field(default_factory=list)
    max_uses: int | None = None
    per_client: int | None = None
    valid_from: datetime.date | None = None
    valid_until: datetime.date | None = None


def zone_of(professional_id: int) -> str:
    zone = Profile.objects.filter(pk=professional_id).values_list("time_zone", flat=True).first()
    return zone or "Asia/Kolkata"


def _checked(professional, draft: CouponDraft) -> tuple[dict, list[Plan]]:
    """The stored fields and the chosen plans, or InvalidInput with each error on its field."""
    fields: dict[str, str] = {}
    code = normal(draft.code)
    if not CODE.fullmatch(code):
        fields["code"] = texts.ENTER_CODE
    percent = amount_paise = None
    if draft.kind not in Kind.values:
        fields["kind"] = texts.CHOOSE_KIND
    elif draft.kind == Kind.PERCENT:
        if draft.percent is None or not 1 <= draft.percent <= 100:
            fields["percent"] = texts.PERCENT_RANGE
        percent = draft.percent
    elif draft.kind == Kind.FLAT:
        if draft.amount is None or not 0 < draft.amount <= money.whole_rupees(MAX_AMOUNT_PAISE):
            fields["amount"] = texts.ENTER_AMOUNT
        else:
            amount_paise = money.paise_from_rupees(draft.amount, field="amount")
    plans: list[Plan] = []
    event_ids: list[int] = []
    if not draft.everything:
        plan_ids, event_ids = sorted(set(draft.plan_ids)), sorted(set(draft.event_ids))
        plans = list(Plan.objects.filter(profile_id=professional.pk, pk__in=plan_ids))
        if len(plans) != len(plan_ids):
            fields["plan_ids"] = texts.NOT_YOUR_PLAN
        webinars = uses.webinars.only()
        if event_ids and webinars.owned(professional.pk, event_ids) != set(event_ids):
            fields["event_ids"] = texts.NOT_YOUR_EVENT
        if not plan_ids and not event_ids:
            fields["plan_ids"] = texts.CHOOSE_SOMETHING
        if amount_paise is not None and "amount" not in fields:
            # A flat amount is at most the price of everything it is chosen for.
            priced = [(plan.name, plan.price_paise) for plan in plans]
            if "event_ids" not in fields and event_ids:
                priced += webinars.described(professional.pk, event_ids).values()
            over = next(((n, p) for n, p in priced if amount_paise > p), None)
            if over is not None:
                fields["amount"] = str(texts.AMOUNT_ABOVE_PRICE).format(
                    name=over[0], price=money.whole_rupees(over[1])
                )
    for name in ("max_uses", "per_client"):
        value = getattr(draft, name)
        if value is not None and not 1 <= value <= MAX_USES:
            fields[name] = texts.USES_RANGE
    if draft.valid_from and draft.valid_until and draft.valid_until < draft.valid_from:
        fields["valid_until"] = texts.UNTIL_BEFORE_FROM
    if fields:
        raise invalid_fields(fields)
    values = {
        "code": code, "kind": draft.kind, "percent": percent, "amount_paise": amount_paise,
        "everything": draft.everything, "event_ids": event_ids, "max_uses": draft.max_uses,
        "per_client": draft.per_client, "valid_from": draft.valid_from,
        "valid_until": draft.valid_until,
    }  # fmt: skip
    return values, plans


MAX_AMOUNT_PAISE = money.paise_from_rupees(1_000_000)


def coupon_create(*, professional, draft: CouponDraft) -> Coupon:
    values, plans = _checked(professional, draft)
    try:
        with transaction.atomic():
            coupon = Coupon.objects.create(professional=professional, **values)
            coupon.plans.set(plans)
    except IntegrityError:
        raise InvalidInput(texts.CODE_TAKEN, fields={"code": texts.CODE_TAKEN}) from None
    changed(coupon.pk, professional.pk)
    return coupon


def _own(professional, coupon_id: int) -> Coupon:
    """The caller's coupon, its row locked: anyone else's is a 404, as if it did not exist."""
    wait_at_most()
    coupon = (
        Coupon.objects.select_for_update().filter(pk=coupon_id, professional_id=professional.pk)
    ).first()
    if coupon is None:
        raise NotFound(texts.COUPON_NOT_FOUND)
    return coupon


def coupon_pause(*, professional, coupon_id: int, active: bool) -> Coupon:
    """Pause (no new use) or resume a code; uses already taken stay."""
    with contended(), transaction.atomic():
        coupon = _own(professional, coupon_id)
        coupon.active = active
        coupon.save(update_fields=["active"])
        changed(coupon.pk, professional.pk)
    return coupon


def coupon_delete(*, professional, coupon_id: int) -> Coupon | None:
    """A code never used is deleted; one with uses (its bookings name it, and its revenue is
    theirs) is only deactivated. Under the coupon's lock, so no booking takes a first use
    of it meanwhile. Returns the kept coupon, or None once deleted."""
    with contended(), transaction.atomic():
        coupon = _own(professional, coupon_id)
        changed(coupon.pk, professional.pk)
        if uses.totals([coupon.pk], timezone.now()).get(coupon.pk, uses.Totals()).ever:
            coupon.active = False
            coupon.save(update_fields=["active"])
            return coupon
        coupon.delete()
    return None


def changed(coupon_id: int | None, owner_id: int) -> None:
    """The professional's coupons page hears that a code changed (a use taken or given back,
    or their own edit), after commit."""
    if coupon_id is not None:
        publish(topics.user(owner_id), FRAME, {"coupon_id": coupon_id})


def price_after(coupon: Coupon, list_paise: int) -> int:
    """The price with the code: a percentage takes whole rupees off, rounded down (so every
    price stays in whole rupees, as plans and webinars are priced); never below ₹0."""
    if coupon.kind == Kind.FREE:
        return 0
    if coupon.kind == Kind.PERCENT:
        off = list_paise * (coupon.percent or 0) // 100
        off -= off % money.PAISE_PER_RUPEE
    else:
        off = coupon.amount_paise or 0
    return max(0, list_paise - off)


def use_left(*, coupon_id: int | None, client_id: int, now) -> bool:
    """Whether a lapsed hold paid late may keep its code: its use was given back when it
    lapsed, so it is counted again, under the coupon's lock (after the place's), as a new
    booking's is. A code deleted meanwhile, or none, leaves the price as it was."""
    if coupon_id is None:
        return True
    wait_at_most()
    coupon = Coupon.objects.select_for_update().filter(pk=coupon_id).first()
    if coupon is None or (coupon.max_uses is None and coupon.per_client is None):
        return True
    overall, mine = uses.live_uses(coupon.pk, client_id, now)
    if coupon.max_uses is not None and overall >= coupon.max_uses:
        return False
    return coupon.per_client is None or mine < coupon.per_client


@dataclass(frozen=True)
class Deal:
    coupon: Coupon
    list_paise: int
    price_paise: int

    def fields(self) -> dict:
        """What a booking keeps of it: the code used, the list price and the price paid."""
        return {
            "coupon": self.coupon,
            "coupon_code": self.coupon.code,
            "list_price_paise": self.list_paise,
            "price_paise": self.price_paise,
        }


def _refuse(message) -> None:
    raise InvalidInput(message, fields={"coupon": message})


def applied(
    *, code: str, professional_id: int, client_id: int, list_paise: int, zone: str, now,
    plan_id: int | None = None, event_id: int | None = None, locked: bool = True,
) -> Deal | None:  # fmt: skip
    """The code applied to one plan or webinar of the professional's, or None when no code
    is given. `locked`: inside the booking's transaction, after its place's lock: the coupon
    row is locked and its live uses counted under it. Refused with InvalidInput on `coupon`
    (unknown, paused, not yet valid, expired, not for this, used up, used by you)."""
    code = normal(code)
    if not code:
        return None
    if not CODE.fullmatch(code):
        _refuse(texts.UNKNOWN)
    rows = Coupon.objects.filter(professional_id=professional_id, code=code)
    if locked:
        wait_at_most()
        rows = rows.select_for_update()
    coupon = rows.first()
    if coupon is None:
        _refuse(texts.UNKNOWN)
    if not coupon.active:
        _refuse(texts.PAUSED)
    today = now.astimezone(zoneinfo.ZoneInfo(zone)).date()
    if coupon.valid_from and today < coupon.valid_from:
        _refuse(str(texts.NOT_YET).format(date=formats.date_format(coupon.valid_from)))
    if coupon.valid_until and today > coupon.valid_until:
        _refuse(texts.EXPIRED)
    if not coupon.everything:
        if plan_id is not None and not coupon.plans.filter(pk=plan_id).exists():
            _refuse(texts.NOT_FOR_SESSION)
        if event_id is not None and event_id not in coupon.event_ids:
            _refuse(texts.NOT_FOR_WEBINAR)
    if coupon.max_uses is not None or coupon.per_client is not None:
        overall, mine = uses.live_uses(coupon.pk, client_id, now)
        if coupon.max_uses is not None and overall >= coupon.max_uses:
            _refuse(texts.USED_UP)
        if coupon.per_client is not None and mine >= coupon.per_client:
            _refuse(texts.LIMIT)
    return Deal(coupon, list_paise, price_after(coupon, list_paise))
