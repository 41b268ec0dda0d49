"""What open event pages hear: `event.seats` on `event:<id>` with the seats left, sent after
the change commits (realtime.publish)."""

from marketplace.events.models import Event
from marketplace.events.queries import seats_left
from realtime.publish import publish


def event_topic(event_id: int) -> str:
    return f"event:{event_id}"


def seats_publish(event: Event) -> None:
    # Counted inside the writer's transaction, so the frame carries what the commit makes true.
    publish(
        event_topic(event.pk),
        "event.seats",
        {"event_id": event.pk, "seats": event.seats, "left": seats_left(event)},
    )
