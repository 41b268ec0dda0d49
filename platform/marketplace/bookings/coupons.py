"""An appointment booked with a professional's code (the coupons area, below bookings): its
uses are the appointments that carry it, counted here for coupons (`USES`, registered in
apps.py), so a cancel, a reject or a lapsed hold gives its use back by its state alone."""

import datetime

from django.db.models import Count, F, Q, Sum

from kernel.history.services import transition
from marketplace.bookings.models import Appointment
from marketplace.coupons import services as coupons
from marketplace.coupons.uses import Totals, Uses

Status = Appointment.Status


def _live(now: datetime.datetime) -> Q:
    """An appointment that holds its code's use: asked for or accepted, or held while paid."""
    held = Q(status=Status.AWAITING_PAYMENT, hold_expires_at__gt=now)
    return Q(status__in=(Status.PENDING, Status.ACCEPTED)) | held


def live_uses(coupon_id: int, client_id: int, now: datetime.datetime) -> tuple[int, int]:
    counted = Appointment.objects.filter(_live(now), coupon_id=coupon_id).aggregate(
        overall=Count("id"), mine=Count("id", filter=Q(client_id=client_id))
    )
    return counted["overall"], counted["mine"]


def totals(coupon_ids: list[int], now: datetime.datetime) -> dict[int, Totals]:
    rows = (
        Appointment.objects.filter(coupon_id__in=coupon_ids).values("coupon_id")
        .annotate(
            live=Count("id", filter=_live(now)), ever=Count("id"),
            revenue=Sum(F("price_paise") - F("refunded_paise"), filter=Q(paid=True)),
        )
    )  # fmt: skip
    return {row["coupon_id"]: Totals(row["live"], row["ever"], row["revenue"] or 0) for row in rows}


USES = Uses(live=live_uses, totals=totals)


def priced(appointment: Appointment, deal: coupons.Deal, *, client) -> bool:
    """The code's price on the appointment just booked (its list price and the code kept on
    it). A pay-first one with nothing left to pay is confirmed at once, as if paid, with no
    order. Whether a hold is still to be paid. The professional hears of the use."""
    for name, value in deal.fields().items():
        setattr(appointment, name, value)
    appointment.save(update_fields=list(deal.fields()))
    coupons.changed(deal.coupon.pk, appointment.professional_id)
    if appointment.status != Status.AWAITING_PAYMENT:
        return False
    if appointment.price_paise > 0:
        return True
    note = f"nothing to pay: code {deal.coupon.code}"
    transition(appointment, "confirm", by=client, note=note, held=True)
    transition(appointment, "pay", by=client, note=note, also={"hold_expires_at": None}, held=True)
    return False


def nothing_to_pay(appointment: Appointment, *, by) -> None:
    """An accepted pay-later appointment whose code left ₹0 is paid as it is accepted."""
    if appointment.price_paise == 0 and appointment.coupon_id and not appointment.paid:
        transition(appointment, "pay", by=by, note="nothing to pay", held=True)


def freed(appointment: Appointment) -> None:
    """Its place was freed (cancelled, rejected, lapsed): the code's use came back with it,
    and the professional's coupons page hears it."""
    coupons.changed(appointment.coupon_id, appointment.professional_id)
