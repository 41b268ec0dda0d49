import datetime
import zoneinfo

from ninja import Router, Status

from marketplace.accounts.auth import session_auth
from marketplace.errors import ErrorOut
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
    )


def _with_booked(day_off) -> dict:
    booked = hooks.booked_between(day_off.professional_id, day_off.first, day_off.last)
    return {"id": day_off.pk, "first": day_off.first, "last": day_off.last, "booked": booked}


@router.get("/me/days-off", response={200: list[DayOffOut], **ERRORS})
def my_days_off(request):
    """Upcoming days off, each with what is still booked on it."""
    profile = profile_of(user=request.auth.user)
    today = datetime.datetime.now(zoneinfo.ZoneInfo(profile.time_zone)).date()
    days_off = queries.days_off_of(user=request.auth.user, today=today)
    return [_with_booked(day_off) for day_off in days_off]


@router.post("/me/days-off", response={201: DayOffOut, **ERRORS})
def add_day_off(request, payload: DayOffIn):
    day_off = services.day_off_add(user=request.auth.user, first=payload.first, last=payload.last)
    return Status(201, _with_booked(day_off))


@router.delete("/me/days-off/{int:day_off_id}", response={204: None, 404: ErrorOut, **ERRORS})
def remove_day_off(request, day_off_id: int):
    services.day_off_remove(user=request.auth.user, day_off_id=day_off_id)
    return Status(204, None)
