import csv
import io

from django.http import HttpResponse
from ninja import File, Query, Router, Status
from ninja.files import UploadedFile

from kernel.errors import ErrorOut
from kernel.paging import PageIn
from marketplace.accounts.auth import session_auth
from marketplace.events import queries, services
from marketplace.events.schemas import (
    BookerPageOut,
    BookersIn,
    EventBookingIn,
    EventBookingOut,
    EventBookingPageOut,
    EventDetailOut,
    EventIn,
    EventOut,
    EventPageOut,
    EventSearchIn,
    WaiterOut,
    WaitOut,
)
from marketplace.events.waitlist import event_waitlist_join, event_waitlist_leave
from marketplace.payments.api import checkout_for, gateway_of
from marketplace.payments.schemas import NO_BILLING_IN, BillingIn, OrderOut
from marketplace.payments.services import billing_checked

router = Router(tags=["events"])
ERRORS = {400: ErrorOut, 401: ErrorOut, 404: ErrorOut, 422: ErrorOut}
WRITE = {409: ErrorOut, 429: ErrorOut, **ERRORS}


def _draft(payload: EventIn) -> services.EventDraft:
    return services.EventDraft(**payload.dict())


@router.post("", auth=session_auth, response={201: EventDetailOut, **WRITE})
def create(request, payload: EventIn):
    event = services.event_create(host=request.auth.user, draft=_draft(payload))
    return Status(201, queries.event_public(event.pk))


@router.get("/mine", auth=session_auth, response={200: EventPageOut, **ERRORS})
def mine(request, params: Query[PageIn]):
    """The host's own events, newest first."""
    return queries.events_of_host(host=request.auth.user, page=params.page)


@router.get("/search", response={200: EventPageOut, **ERRORS})
def search(request, params: Query[EventSearchIn]):
    """Upcoming events, soonest first; an empty query lists them all (public)."""
    return queries.events_search(query=params.query, page=params.page)


@router.get("/popular", response={200: list[EventOut], **ERRORS})
def popular(request):
    """The most booked upcoming events (public)."""
    return queries.events_popular()


@router.get("/booked", auth=session_auth, response={200: EventBookingPageOut, **ERRORS})
def booked(request, params: Query[PageIn]):
    """The caller's booked events, newest booking first."""
    return queries.bookings_mine(user=request.auth.user, page=params.page)


@router.get("/waitlist", auth=session_auth, response={200: list[WaitOut], **ERRORS})
def waits(request):
    """The caller's places on waitlists of events to come, newest first, with a seat offered
    to them where there is one."""
    return queries.waits_mine(user=request.auth.user)


@router.delete("/waitlist/{int:waiter_id}", auth=session_auth, response={204: None, **WRITE})
def waitlist_leave(request, waiter_id: int):
    """The caller leaves a waitlist; with a seat offered to them, that declines it, and the
    next one waiting is offered it at once."""
    event_waitlist_leave(user=request.auth.user, waiter_id=waiter_id)
    return Status(204, None)


@router.get("/{int:event_id}", response={200: EventOut, **ERRORS})
def detail(request, event_id: int):
    """An event as anyone may see it (public): never its response."""
    return queries.event_public(event_id)


@router.get("/{int:event_id}/details", auth=session_auth, response={200: EventDetailOut, **ERRORS})
def details(request, event_id: int):
    """With the response: for the host and those who booked (404 for anyone else)."""
    return queries.event_for_booker(user=request.auth.user, event_id=event_id)


@router.put("/{int:event_id}", auth=session_auth, response={200: EventDetailOut, **WRITE})
def edit(request, event_id: int, payload: EventIn):
    """The host only (404 for anyone else)."""
    services.event_edit(host=request.auth.user, event_id=event_id, draft=_draft(payload))
    return queries.event_public(event_id)


@router.post("/{int:event_id}/banner", auth=session_auth, response={200: EventDetailOut, **WRITE})
def banner(request, event_id: int, image: File[UploadedFile]):
    """A PNG or JPEG of at most 8 MB, stored re-encoded (the host only)."""
    services.event_banner_set(host=request.auth.user, event_id=event_id, upload=image)
    return queries.event_public(event_id)


@router.post(
    "/{int:event_id}/bookings", auth=session_auth, response={201: EventBookingOut, **WRITE}
)
def book(request, event_id: int, payload: EventBookingIn):
    """A seat: confirmed for a free event; for a paid one held 10 minutes, awaiting payment
    (409 when sold out, already booked, started or one's own)."""
    booking = services.event_book(
        user=request.auth.user, event_id=event_id, name=payload.name, email=payload.email,
        coupon=payload.coupon or "",
    )  # fmt: skip
    return Status(201, booking)


@router.post(
    "/bookings/{int:booking_id}/order",
    auth=session_auth,
    response={200: OrderOut, 503: ErrorOut, **WRITE},
)
def order(request, booking_id: int, payload: BillingIn = NO_BILLING_IN):
    """The Razorpay order for the caller's seat hold (409 once it lapsed); pay it with
    Checkout, then POST /payments/verify as for appointments. The body (optional) asks for a
    business invoice."""
    billing = billing_checked(gstin=payload.gstin, name=payload.business_name)
    booking, order = services.event_booking_order(
        user=request.auth.user, booking_id=booking_id, gateway=gateway_of(request),
        billing=billing,
    )  # fmt: skip
    return checkout_for(
        order, description=booking.event.title, name=booking.name, email=booking.email,
        contact=booking.phone,
    )  # fmt: skip


@router.delete(
    "/bookings/{int:booking_id}/hold", auth=session_auth, response={200: EventBookingOut, **WRITE}
)
def hold_release(request, booking_id: int):
    """The caller gives back their seat's hold before paying: the seat is free at once (409
    once it is paid, lapsed or given back; 404 for anyone else's)."""
    return services.event_hold_release(user=request.auth.user, booking_id=booking_id)


@router.post("/{int:event_id}/waitlist", auth=session_auth, response={201: WaitOut, **WRITE})
def waitlist_join(request, event_id: int, payload: EventBookingIn):
    """Joins the waitlist of a sold-out event (409 while a seat is free, or when booked,
    held, started or one's own). The first one waiting is offered the next seat that frees."""
    waiter, _ = event_waitlist_join(
        user=request.auth.user, event_id=event_id, name=payload.name, email=payload.email
    )
    return Status(201, queries.wait_of(waiter))


@router.get(
    "/{int:event_id}/waitlist", auth=session_auth, response={200: list[WaiterOut], **ERRORS}
)
def waitlist(request, event_id: int):
    """Who waits for a seat, in the order seats are offered (the host only)."""
    return queries.waitlist_of_event(host=request.auth.user, event_id=event_id)


@router.get("/{int:event_id}/bookings", auth=session_auth, response={200: BookerPageOut, **ERRORS})
def bookings(request, event_id: int, params: Query[BookersIn]):
    """Who booked, newest first, optionally by phone digits (the host only)."""
    return queries.bookings_of_event(
        host=request.auth.user, event_id=event_id, page=params.page, phone=params.phone
    )


@router.get(
    "/{int:event_id}/bookings.csv",
    auth=session_auth,
    response={200: None, **ERRORS},
)
def bookings_csv(request, event_id: int):
    """Every booking as CSV (the host only)."""
    rows = queries.all_bookings_of_event(host=request.auth.user, event_id=event_id)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["Name", "Email", "Phone", "Booked at"])
    for row in rows:
        # A leading =, +, - or @ would be a formula in a spreadsheet: quote it as text.
        writer.writerow([_cell(row.name), _cell(row.email), row.phone, row.created_at.isoformat()])
    answer = HttpResponse(out.getvalue(), content_type="text/csv; charset=utf-8")
    answer["Content-Disposition"] = f'attachment; filename="event-{event_id}-bookings.csv"'
    return answer


def _cell(value: str) -> str:
    return f"'{value}" if value[:1] in ("=", "+", "-", "@") else value
