from django.http import HttpResponse
from ninja import Query, Router, Status
from pydantic import TypeAdapter

from kernel import ical
from kernel.errors import ErrorOut
from marketplace.accounts.auth import session_auth
from marketplace.bookings import (
    calendar,
    conversation,
    decisions,
    noshows,
    paying,
    queries,
    reschedule,
    services,
    texts,
    waitlist,
)
from marketplace.bookings.schemas import (
    AppointmentIn,
    AppointmentOut,
    AppointmentPageOut,
    AppointmentReviewOut,
    DaySlotsOut,
    MessageIn,
    MessageOut,
    MineIn,
    MoveIn,
    NoShowIn,
    NoShowOut,
    OrderIn,
    ProposeIn,
    ReceivedIn,
    ReceivedOut,
    ReceivedPageOut,
    RejectIn,
    ReservationIn,
    ReviewIn,
    SlotsIn,
    TimeLineOut,
    TimeWaitOut,
)
from marketplace.payments.api import checkout_for, gateway_of
from marketplace.payments.schemas import OrderOut
from marketplace.payments.services import billing_checked

router = Router(tags=["appointments"])
# Mounted under /professionals beside the profiles' router: GET /professionals/{id}/slots.
slots_router = Router(tags=["professionals"])
# Mounted under /payments beside the payments' router: POST /payments/orders.
checkout_router = Router(tags=["payments"])
ERRORS = {400: ErrorOut, 401: ErrorOut, 404: ErrorOut, 422: ErrorOut}
# A decision answers the appointment as the professional's list shows it.
DECIDED = {200: ReceivedOut, 409: ErrorOut, 429: ErrorOut, 503: ErrorOut, **ERRORS}


def _origin(request) -> str:
    # The local payment sandbox is this server: only the request knows its address.
    return f"{request.scheme}://{request.get_host()}"


# A day's page as pydantic writes the query's dataclasses, with no validation on the way: the
# fields are DaySlotsOut's, so it is what the API's renderer writes of that schema
# (tests/bookings/test_day_cache.py holds the two equal), in 6 µs where validating through
# the schema first took 100 (a day of eight windows).
_DAY_JSON = TypeAdapter(queries.DaySlots)


@slots_router.get("/{int:professional_id}/slots", response={200: DaySlotsOut, **ERRORS})
def day_slots(request, professional_id: int, params: Query[SlotsIn]):
    """The free places of a day (public): what the booking page's time chips show."""
    # The body as rendered is kept by the day cache: a day asked again is one Redis read.

    body = queries.bookable_day_answer(
        professional_id=professional_id, day=params.date, render=_DAY_JSON.dump_json
    )
    return HttpResponse(body, content_type="application/json; charset=utf-8")


@checkout_router.post(
    "/orders", auth=session_auth, response={200: OrderOut, 409: ErrorOut, 503: ErrorOut, **ERRORS}
)
def create_order(request, payload: OrderIn):
    """The Razorpay order for the caller's hold. 409 when the hold lapsed or the time is gone
    (no order is made then); 503 when Razorpay does not answer."""
    billing = billing_checked(gstin=payload.gstin, name=payload.business_name)
    order = paying.appointment_order(
        client=request.auth.user, appointment_id=payload.appointment_id,
        gateway=gateway_of(request), billing=billing,
    )  # fmt: skip
    appointment = order.appointment
    description = texts.ORDER_DESCRIPTION.format(
        plan=appointment.plan_name, professional=appointment.professional.name
    )
    return checkout_for(
        order, description=description, name=appointment.name, email=appointment.email,
        contact=appointment.phone,
    )  # fmt: skip


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
        start=payload.start,
        coupon=payload.coupon or "",
        purchase_id=payload.purchase_id,
    )
    return Status(201, queries.thread_empty(appointment))


@router.post("/waitlist", auth=session_auth, response={201: TimeWaitOut, 409: ErrorOut, **ERRORS})
def waitlist_join(request, payload: AppointmentIn):
    """Joins the line of a full time, with the booking it would make (409 while it has a
    place, or when booked already). The first in line is offered the next place that frees."""
    waiter = waitlist.appointment_waitlist_join(
        client=request.auth.user, professional_id=payload.professional_id,
        window_id=payload.window_id, day=payload.date, plan_id=payload.plan_id,
        name=payload.name, email=payload.email, start=payload.start,
    )  # fmt: skip
    mine = queries.time_waits_mine(client=request.auth.user)
    return Status(201, next(wait for wait in mine if wait["id"] == waiter.pk))


@router.get("/waitlist", auth=session_auth, response={200: list[TimeWaitOut], **ERRORS})
def waits(request):
    """The caller's places in the lines of full times to come, newest first."""
    return queries.time_waits_mine(client=request.auth.user)


@router.delete(
    "/waitlist/{int:waiter_id}", auth=session_auth, response={204: None, 409: ErrorOut, **ERRORS}
)
def waitlist_leave(request, waiter_id: int):
    """Leaves a line; with a place offered, that declines it (the next in line is offered it)."""
    waitlist.appointment_waitlist_leave(user=request.auth.user, waiter_id=waiter_id)
    return Status(204, None)


@router.get("/waitlists", auth=session_auth, response={200: list[TimeLineOut], **ERRORS})
def lines(request):
    """The professional's times to come with people in line (404 for one who is not)."""
    return queries.time_lines(professional=request.auth.user)


@router.post(
    "/{int:appointment_id}/take", auth=session_auth,
    response={201: AppointmentOut, 409: ErrorOut, 429: ErrorOut, **ERRORS},
)  # fmt: skip
def take(request, appointment_id: int):
    """Takes the place offered to the caller from a waitlist: a request (paid later) or a hold
    until the offer's time (pay-first), as booking it would (409 once the offer lapsed)."""
    appointment = waitlist.appointment_offer_take(
        client=request.auth.user, appointment_id=appointment_id
    )
    return Status(201, queries.thread_empty(appointment))


@router.get("/mine", auth=session_auth, response={200: AppointmentPageOut, **ERRORS})
def my_appointments(request, params: Query[MineIn]):
    """The client's appointments, newest first, optionally of one date."""
    return queries.appointments_mine(client=request.auth.user, page=params.page, day=params.date)


@router.get("/received", auth=session_auth, response={200: ReceivedPageOut, **ERRORS})
def received(request, params: Query[ReceivedIn]):
    """The professional's appointments, newest first, optionally of one date and start time
    (HH:MM in their time zone; 422 without a date)."""
    return queries.appointments_received(
        professional=request.auth.user, page=params.page, day=params.date, at=params.time
    )


@router.post(
    "/reservations", auth=session_auth, response={201: ReceivedOut, 409: ErrorOut, **ERRORS}
)
def reserve(request, payload: ReservationIn):
    """The professional blocks a place of one of their windows on a date (409 when full)."""
    appointment = services.appointment_reserve(
        professional=request.auth.user, window_id=payload.window_id, day=payload.date,
        start=payload.start,
    )  # fmt: skip
    return Status(201, appointment)


@router.post("/{int:appointment_id}/accept", auth=session_auth, response=DECIDED)
def accept(request, appointment_id: int):
    return decisions.appointment_accept(
        professional=request.auth.user, appointment_id=appointment_id
    )


@router.post("/{int:appointment_id}/reject", auth=session_auth, response=DECIDED)
def reject(request, appointment_id: int, payload: RejectIn):
    """A paid appointment is refunded in full (503 when the payment service does not answer:
    nothing changes then)."""
    return decisions.appointment_reject(
        professional=request.auth.user, appointment_id=appointment_id, reason=payload.reason,
        origin=_origin(request),
    )  # fmt: skip


@router.post("/{int:appointment_id}/release", auth=session_auth, response=DECIDED)
def release(request, appointment_id: int):
    return decisions.appointment_release(
        professional=request.auth.user, appointment_id=appointment_id
    )


@router.post("/{int:appointment_id}/cancel", auth=session_auth, response=DECIDED)
def cancel(request, appointment_id: int):
    """By the client or the professional. The professional's cancel of a paid one refunds it
    in full; the client's refunds the share their cancellation policy gives back now
    (`cancel_refund_paise` on GET /appointments/mine; 0 %: it stands, nothing back)."""
    return decisions.appointment_cancel(
        user=request.auth.user, appointment_id=appointment_id, origin=_origin(request)
    )


# A move answers the appointment as the caller's own list shows it.
MOVED = {200: AppointmentOut, 409: ErrorOut, 429: ErrorOut, 503: ErrorOut, **ERRORS}


@router.post("/{int:appointment_id}/reschedule", auth=session_auth, response=MOVED)
def reschedule_move(request, appointment_id: int, payload: MoveIn):
    """The client moves their appointment to a free time: the same appointment and payment,
    no new charge. 400 on the field when the time cannot be booked (full, too short, too
    soon, a day off); 409 beyond the professional's limit or notice, or once it is cancelled
    or has begun."""
    return reschedule.appointment_reschedule(
        client=request.auth.user, appointment_id=appointment_id, window_id=payload.window_id,
        day=payload.date, start=payload.start,
    )  # fmt: skip


@router.post("/{int:appointment_id}/proposals", auth=session_auth, response=DECIDED)
def propose(request, appointment_id: int, payload: ProposeIn):
    """The professional proposes one to three free times to move it to, with a note: each
    is held for the client until they answer or the proposal lapses (errors on
    `times.<n>.<field>`). A new proposal replaces an open one."""
    return reschedule.appointment_propose(
        professional=request.auth.user, appointment_id=appointment_id,
        times=[reschedule.Time(t.window_id, t.date, t.start) for t in payload.times],
        note=payload.note,
    )  # fmt: skip


@router.post(
    "/{int:appointment_id}/proposals/{int:proposal_id}/pick", auth=session_auth, response=MOVED
)
def proposal_pick(request, appointment_id: int, proposal_id: int):
    """The client moves it to one of the times proposed to them (409 once they lapsed)."""
    return reschedule.proposal_pick(
        client=request.auth.user, appointment_id=appointment_id, proposal_id=proposal_id
    )


@router.post("/{int:appointment_id}/proposals/decline", auth=session_auth, response=MOVED)
def proposal_decline(request, appointment_id: int):
    """The client declines the proposed times: it is cancelled and refunded in full (503 when
    the payment service does not answer: nothing changes then)."""
    return reschedule.proposal_decline(
        client=request.auth.user, appointment_id=appointment_id, origin=_origin(request)
    )


@router.delete("/{int:appointment_id}/hold", auth=session_auth, response=DECIDED)
def hold_release(request, appointment_id: int):
    """The client gives back a pay-first hold before paying (409 once it is paid or gone)."""
    return decisions.hold_release(client=request.auth.user, appointment_id=appointment_id)


NO_SHOW = {200: NoShowOut, 409: ErrorOut, 429: ErrorOut, 503: ErrorOut, **ERRORS}


@router.post(
    "/{int:appointment_id}/no-show", auth=session_auth, response={**NO_SHOW, 201: NoShowOut}
)
def no_show_report(request, appointment_id: int, payload: NoShowIn):
    """Either side reports that the other did not come, from the start to 48 hours after the
    end of an accepted appointment, paid or free (409 outside it, or reported already). The
    client's report waits 72 hours for the professional; the professional's marks the client
    absent (no refund)."""
    no_show = noshows.no_show_report(
        user=request.auth.user, appointment_id=appointment_id, text=payload.text
    )
    return Status(201, no_show)


@router.post("/{int:appointment_id}/no-show/agree", auth=session_auth, response=NO_SHOW)
def no_show_agree(request, appointment_id: int):
    """The professional agrees with the client's report: refunded in full (409 once
    answered)."""
    return noshows.no_show_agree(
        professional=request.auth.user, appointment_id=appointment_id, origin=_origin(request)
    )


@router.post("/{int:appointment_id}/no-show/dispute", auth=session_auth, response=NO_SHOW)
def no_show_dispute(request, appointment_id: int, payload: NoShowIn):
    """The side reported against disputes the report: it goes to support with both sides'
    words (409 once answered)."""
    return noshows.no_show_dispute(
        user=request.auth.user, appointment_id=appointment_id, text=payload.text
    )


@router.get(
    "/{int:appointment_id}/messages", auth=session_auth, response={200: list[MessageOut], **ERRORS}
)
def messages(request, appointment_id: int):
    """The appointment's thread, oldest first (either party)."""
    return queries.messages_of(user=request.auth.user, appointment_id=appointment_id)


@router.post(
    "/{int:appointment_id}/messages",
    auth=session_auth,
    response={201: MessageOut, 409: ErrorOut, **ERRORS},
)
def message_send(request, appointment_id: int, payload: MessageIn):
    """Either party, once the appointment is accepted and paid (409 before)."""
    message = conversation.message_send(
        user=request.auth.user, appointment_id=appointment_id, text=payload.text
    )
    return Status(201, message)


@router.post(
    "/{int:appointment_id}/review",
    auth=session_auth,
    response={200: AppointmentReviewOut, 409: ErrorOut, **ERRORS},
)
def review(request, appointment_id: int, payload: ReviewIn):
    """The client's feedback (409 until the paid, accepted appointment has begun); a second
    one replaces the text of the first."""
    return conversation.appointment_review(
        client=request.auth.user, appointment_id=appointment_id, text=payload.text
    )


@router.get(
    "/{int:appointment_id}/calendar.ics",
    auth=session_auth,
    response={200: None, 409: ErrorOut, **ERRORS},
)
def calendar_file(request, appointment_id: int):
    """An accepted appointment as an iCalendar file (either party; 409 before acceptance)."""
    body = calendar.appointment_ics(
        user=request.auth.user, appointment_id=appointment_id, site=ical.Site.of(request)
    )
    answer = HttpResponse(body, content_type="text/calendar; charset=utf-8")
    answer["Content-Disposition"] = f'attachment; filename="appointment-{appointment_id}.ics"'
    return answer
