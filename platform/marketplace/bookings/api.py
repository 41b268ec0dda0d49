from ninja import Query, Router, Status

from marketplace.accounts.auth import session_auth
from marketplace.bookings import queries, services
from marketplace.bookings.schemas import (
    AppointmentIn,
    AppointmentOut,
    AppointmentPageOut,
    DaySlotsOut,
    SlotsIn,
)
from marketplace.errors import ErrorOut
from marketplace.paging import PageIn

router = Router(tags=["appointments"])
# Mounted under /professionals beside the profiles' router: GET /professionals/{id}/slots.
slots_router = Router(tags=["professionals"])
ERRORS = {400: ErrorOut, 401: ErrorOut, 404: ErrorOut, 422: ErrorOut}


@slots_router.get("/{int:professional_id}/slots", response={200: DaySlotsOut, **ERRORS})
def day_slots(request, professional_id: int, params: Query[SlotsIn]):
    """The free places of a day (public): what the booking page's time chips show."""
    return queries.day_slots(professional_id=professional_id, day=params.date)


@router.post("", auth=session_auth, response={201: AppointmentOut, 409: ErrorOut, **ERRORS})
def book(request, payload: AppointmentIn):
    """409 when the time filled up meanwhile, was already booked by this client, or is busy
    (Retry-After)."""
    appointment = services.appointment_book(
        client=request.auth.user,
        professional_id=payload.professional_id,
        window_id=payload.window_id,
        day=payload.date,
        plan_id=payload.plan_id,
        name=payload.name,
        email=payload.email,
    )
    return Status(201, appointment)


@router.get("/mine", auth=session_auth, response={200: AppointmentPageOut, **ERRORS})
def my_appointments(request, params: Query[PageIn]):
    return queries.appointments_mine(client=request.auth.user, page=params.page)
