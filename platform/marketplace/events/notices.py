"""What the events area tells a host."""

from django.utils.text import format_lazy

from kernel import routes
from marketplace.events import texts
from marketplace.events.models import Event, EventBooking
from notifications.models import Notification
from notifications.services import notification_send


def tell_host(event: Event, booking: EventBooking) -> None:
    notification_send(
        user=event.host,
        kind=Notification.Kind.BOOKING,
        text=format_lazy(texts.NEW_BOOKING, name=booking.name, title=event.title),
        data={"event_id": event.pk, "path": routes.EVENTS},
    )
