"""What each side of an appointment hears of it: the stored notification (with the list it
opens) and the frame to their own topic, sent after the change commits."""

from kernel import routes
from marketplace.bookings import texts
from marketplace.bookings.models import Appointment
from notifications.models import Notification
from notifications.services import notification_send
from notifications.wording import Text
from realtime import topics
from realtime.publish import publish


def notice_data(appointment: Appointment, user, **more) -> dict:
    """A notification's data: the appointment, and the list where `user` finds it."""
    mine = appointment.professional_id == user.pk
    path = routes.APPOINTMENTS if mine else routes.YOUR_APPOINTMENTS
    return {"appointment_id": appointment.pk, "path": path, **more}


def tell_professional(appointment: Appointment, *, kind: str) -> None:
    template = texts.NEW_PAID_BOOKING if appointment.paid else texts.NEW_BOOKING
    notification_send(
        user=appointment.professional,
        kind=kind,
        text=Text(template, name=appointment.name),
        data=notice_data(appointment, appointment.professional),
    )
    publish(
        topics.user(appointment.professional_id),
        "booking.created",
        {
            "appointment_id": appointment.pk,
            "client_name": appointment.name,
            "plan_name": appointment.plan_name,
            "starts_at": appointment.starts_at,
            "status": appointment.status,
            "paid": appointment.paid,
        },
    )


def updated(appointment: Appointment) -> dict:
    """`booking.updated`'s data: what an open card needs to change in place."""
    return {
        "appointment_id": appointment.pk,
        "status": appointment.status,
        "paid": appointment.paid,
        "reason": appointment.reason,
    }


def tell_client(appointment: Appointment) -> None:
    tell_side(appointment, appointment.client_id)


def tell_side(appointment: Appointment, user_id: int) -> None:
    """Only the frame: the side that acted, whose other tabs show the change at once."""
    publish(topics.user(user_id), "booking.updated", updated(appointment))


def tell_quietly(appointment: Appointment, *, user) -> None:
    """`booking.updated` alone, to a side that acted: its other open pages change too."""
    publish(topics.user(user.pk), "booking.updated", updated(appointment))


def tell(appointment: Appointment, *, user, text: Text, kind=Notification.Kind.UPDATE) -> None:
    """`booking.updated` and a stored notification to `user`, the side that did not act."""
    notification_send(
        user=user,
        kind=kind,
        text=text,
        data=notice_data(appointment, user),
    )
    publish(topics.user(user.pk), "booking.updated", updated(appointment))
