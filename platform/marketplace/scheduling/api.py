from ninja import Router

from marketplace.accounts.auth import session_auth
from marketplace.errors import ErrorOut
from marketplace.scheduling import queries, services
from marketplace.scheduling.schemas import ScheduleIn, ScheduleOut

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
    )
