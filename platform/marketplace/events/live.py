"""What open pages hear of an event's seats: `event.seats` with the seats booked and left,
on `event:<id>` (its public pages) and on its host's `user:<id>` (their list of events and
who booked), sent after the change commits (realtime.publish)."""

from marketplace.events.models import Event
from marketplace.events.queries import booked_count
from realtime import topics
from realtime.publish import publish


def event_topic(event_id: int) -> str:
    return f"event:{event_id}"


def seats_publish(event: Event) -> None:
    # Counted inside the writer's transaction, so the frame carries what the commit makes true.
    booked = booked_count(event)
    left = None if event.seats is None else max(event.seats - booked, 0)
    data = {"event_id": event.pk, "seats": event.seats, "left": left, "booked": booked}
    publish(event_topic(event.pk), "event.seats", data)
    publish(topics.user(event.host_id), "event.seats", data)
