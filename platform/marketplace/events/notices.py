"""What the events area tells a host."""

from kernel import routes
from marketplace.events import texts
from marketplace.events.models import Event, EventBooking
from notifications.models import Notification
from notifications.services import notification_send
from notifications.wording import Text


def tell_host(event: Event, booking: EventBooking) -> None:
    notification_send(
        user=event.host,
        kind=Notification.Kind.BOOKING,
        text=Text(texts.NEW_BOOKING, name=booking.name, title=event.title),
        data={"event_id": event.pk, "path": routes.EVENTS},
    )
