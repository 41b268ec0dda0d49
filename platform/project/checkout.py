"""Checkout's answer (POST /payments/verify), whatever was bought. Payments sits below the
things it is paid for and settles the payment (payments.services.payment_verify); the answer
names the thing paid in its own area's schema, so it is put together here, in the
composition, which may import every area."""

from typing import Literal

from ninja import Field, Router, Schema

from kernel.errors import ErrorOut
from marketplace.accounts.auth import session_auth
from marketplace.bookings import services as bookings
from marketplace.bookings.decisions import appointment_of
from marketplace.bookings.schemas import AppointmentOut
from marketplace.events import services as events
from marketplace.payments import services
from marketplace.payments.api import gateway_of
from marketplace.payments.schemas import PaymentVerifyIn

router = Router(tags=["payments"])
ERRORS = {400: ErrorOut, 401: ErrorOut, 404: ErrorOut, 409: ErrorOut, 422: ErrorOut, 503: ErrorOut}


class PaymentResultOut(Schema):
    status: Literal["paid"]
    appointment: AppointmentOut | None = Field(None, description="When an appointment was paid")
    event_booking_id: int | None = Field(None, description="When an event seat was paid")


@router.post("/verify", auth=session_auth, response={200: PaymentResultOut, **ERRORS})
def verify(request, payload: PaymentVerifyIn):
    """Checkout's answer. 400 "Payment verification failed." on a bad signature; 409 when
    the time or seat paid for is gone (the payment is refunded in full)."""
    order = services.payment_verify(
        client=request.auth.user,
        order_id=payload.razorpay_order_id,
        payment_id=payload.razorpay_payment_id,
        signature=payload.razorpay_signature,
        gateway=gateway_of(request),
    )
    if order.purpose == bookings.PURPOSE:
        appointment = appointment_of(order.purpose_id, request.auth.user, professional=False)
        return {"status": "paid", "appointment": appointment}
    if order.purpose == events.PURPOSE:
        return {"status": "paid", "event_booking_id": order.purpose_id}
    return {"status": "paid"}
