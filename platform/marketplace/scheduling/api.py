from ninja import Router, Status

from kernel.errors import ErrorOut
from marketplace.accounts.auth import session_auth
from marketplace.profiles.services import profile_of
from marketplace.scheduling import hooks, queries, services
from marketplace.scheduling.schemas import DayOffIn, DayOffOut, ScheduleIn, ScheduleOut

router = Router(tags=["schedule"], auth=session_auth)
ERRORS = {400: ErrorOut, 401: ErrorOut, 409: ErrorOut, 422: ErrorOut}


@router.get("/me", response={200: ScheduleOut, **ERRORS})
def my_schedule(request):
    return queries.schedule_of(user=request.auth.user)


@router.put("/me", response={200: ScheduleOut, **ERRORS})
def save_schedule(request, payload: ScheduleIn):
    return services.schedule_replace(
        user=request.auth.user,
        windows=[window.model_dump() for window in payload.windows],
        time_zone=payload.time_zone,
        booking_horizon_days=payload.booking_horizon_days,
        rules=queries.Rules(**payload.rules.model_dump()),
        cancellation_policy=(
            None if payload.cancellation_policy is None
            else [tier.model_dump() for tier in payload.cancellation_policy]
        ),
        reschedule=queries.Moves(**payload.reschedule.model_dump()),
    )  # fmt: skip


def _with_booked(days_off: list) -> list[dict]:
    """Each day off with what is still booked on it, read in one go for them all."""
    if not days_off:
        return []
    first, last = min(d.first for d in days_off), max(d.last for d in days_off)
    booked = hooks.booked_between(days_off[0].professional_id, first, last)
    return [
        {"id": d.pk, "first": d.first, "last": d.last, "hours": d.hours_of,
         "booked": [b for b in booked if d.first <= b["date"] <= d.last]}
        for d in days_off
    ]  # fmt: skip


@router.get("/me/days-off", response={200: list[DayOffOut], **ERRORS})
def my_days_off(request):
    """Upcoming days off, each with what is still booked on it."""
    return _with_booked(queries.days_off_of(profile=profile_of(user=request.auth.user)))


@router.post("/me/days-off", response={201: DayOffOut, **ERRORS})
def add_day_off(request, payload: DayOffIn):
    day_off = services.day_off_add(
        user=request.auth.user, first=payload.first, last=payload.last,
        hours=[window.model_dump() for window in payload.hours],
    )  # fmt: skip
    return Status(201, _with_booked([day_off])[0])


@router.delete("/me/days-off/{int:day_off_id}", response={204: None, 404: ErrorOut, **ERRORS})
def remove_day_off(request, day_off_id: int):
    services.day_off_remove(user=request.auth.user, day_off_id=day_off_id)
    return Status(204, None)
