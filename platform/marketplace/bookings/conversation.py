"""The conversation of an accepted, paid appointment: the thread of messages between its
professional and its client, and the client's feedback. Each message stores a notification
and pushes frames to the other side, so both are limited per person and hour."""

from django.db import transaction

from kernel import ratelimit
from kernel.errors import Conflict, InvalidInput, RateLimited
from kernel.locking import contended, lock
from marketplace.bookings import texts
from marketplace.bookings.decisions import appointment_of, display_name
from marketplace.bookings.models import Appointment, Message
from marketplace.bookings.notices import notice_data
from marketplace.bookings.queries import reviewable
from marketplace.profiles.services import review_write
from notifications.models import Notification
from notifications.services import notification_send
from notifications.wording import Text
from realtime import topics
from realtime.publish import publish

Status = Appointment.Status
MESSAGES_PER_HOUR = 60
REVIEWS_PER_HOUR = 20


def message_send(*, user, appointment_id: int, text: str) -> Message:
    """A message of either party to the other, once the appointment is accepted and paid."""
    appointment = appointment_of(appointment_id, user, professional=None)
    text = text.strip()
    if not text:
        raise InvalidInput(texts.REENTER_MESSAGE, fields={"text": texts.REENTER_MESSAGE})
    if len(text) > Message.MAX_LENGTH:
        raise InvalidInput(texts.MESSAGE_TOO_LONG, fields={"text": texts.MESSAGE_TOO_LONG})
    if not ratelimit.hit(f"messages:{user.pk}", limit=MESSAGES_PER_HOUR, window_seconds=3600):
        raise RateLimited(texts.TOO_MANY_MESSAGES)
    by_professional = appointment.professional_id == user.pk
    other = appointment.client if by_professional else appointment.professional
    name = display_name(user)  # as the thread (MessageOut) names its author
    with contended(), transaction.atomic():
        # Under the row's lock, so a message never lands on an appointment just cancelled.
        appointment = lock(appointment)[0]
        if appointment.status != Status.ACCEPTED or not appointment.paid:
            raise Conflict(texts.MESSAGES_NOT_YET)
        message = Message.objects.create(appointment=appointment, author=user, text=text)
        notification_send(
            user=other,
            kind=Notification.Kind.MESSAGE,
            text=Text(texts.NEW_MESSAGE, name=name),
            data=notice_data(appointment, other, message_id=message.pk),
        )
        publish(
            topics.user(other.pk),
            "message.created",
            {
                "id": message.pk, "appointment_id": appointment.pk, "author_id": user.pk,
                "author_name": name, "text": text, "created_at": message.created_at,
            },
        )  # fmt: skip
    return message


def appointment_review(*, client, appointment_id: int, text: str):
    """The client's feedback on a paid, accepted appointment that has begun, written through
    the profiles area so it shows on the professional's public page; a second one edits it."""
    appointment = appointment_of(appointment_id, client, professional=False)
    if not ratelimit.hit(f"reviews:{client.pk}", limit=REVIEWS_PER_HOUR, window_seconds=3600):
        raise RateLimited(texts.TOO_MANY_REVIEWS)
    with contended(), transaction.atomic():
        # The appointment's lock serialises two first reviews of it (one review each).
        appointment = lock(appointment)[0]
        if not reviewable(appointment):
            # One that began, paid, but did not take place (a no-show) says why.
            late = reviewable(appointment, took=True)
            raise Conflict(texts.NO_SHOW_REVIEW if late else texts.REVIEW_NOT_YET)
        return review_write(
            client=client, professional_id=appointment.professional_id,
            appointment_id=appointment.pk, text=text,
        )  # fmt: skip
