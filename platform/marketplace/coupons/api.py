from ninja import Query, Router, Status

from kernel import money
from kernel.errors import ErrorOut
from marketplace.accounts.auth import session_auth
from marketplace.coupons import queries, services
from marketplace.coupons.schemas import CouponCheckIn, CouponCheckOut, CouponIn, CouponOut

router = Router(tags=["coupons"], auth=session_auth)
ERRORS = {400: ErrorOut, 401: ErrorOut, 404: ErrorOut, 409: ErrorOut, 422: ErrorOut}


def _out(coupon):
    return queries.with_totals([coupon])[0]


@router.get("", response={200: list[CouponOut], **ERRORS})
def coupons(request):
    """The professional's codes, newest first, with each one's uses and revenue."""
    return queries.coupons_of(request.auth.user)


@router.post("", response={201: CouponOut, **ERRORS})
def create(request, payload: CouponIn):
    draft = services.CouponDraft(**payload.dict())
    return Status(201, _out(services.coupon_create(professional=request.auth.user, draft=draft)))


@router.get("/check", response={200: CouponCheckOut, **ERRORS})
def check(request, params: Query[CouponCheckIn]):
    """A code on a plan (plan_id) or a webinar (event_id), for the signed-in client: the
    price before and after it, or why it does not apply (with the full price). The booking
    checks it again under its lock."""
    found = queries.coupon_check(
        client=request.auth.user, code=params.code, plan_id=params.plan_id,
        event_id=params.event_id,
    )  # fmt: skip
    return {
        "code": found.code, "applies": not found.message, "message": found.message,
        "fields": {"coupon": found.message} if found.message else {},
        "list_price_paise": found.list_price_paise, "price_paise": found.price_paise,
        "list_price": money.whole_rupees(found.list_price_paise),
        "price": money.whole_rupees(found.price_paise),
    }  # fmt: skip


@router.post("/{int:coupon_id}/pause", response={200: CouponOut, **ERRORS})
def pause(request, coupon_id: int):
    coupon = services.coupon_pause(
        professional=request.auth.user, coupon_id=coupon_id, active=False
    )
    return _out(coupon)


@router.post("/{int:coupon_id}/resume", response={200: CouponOut, **ERRORS})
def resume(request, coupon_id: int):
    coupon = services.coupon_pause(professional=request.auth.user, coupon_id=coupon_id, active=True)
    return _out(coupon)


@router.delete("/{int:coupon_id}", response={200: CouponOut, 204: None, **ERRORS})
def delete(request, coupon_id: int):
    """Deleted (204), or, when it has uses, only deactivated (200, the code kept)."""
    kept = services.coupon_delete(professional=request.auth.user, coupon_id=coupon_id)
    return Status(204, None) if kept is None else _out(kept)
