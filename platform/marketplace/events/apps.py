from django.apps import AppConfig

from realtime import topics


class EventsConfig(AppConfig):
    name = "marketplace.events"
    label = "events"
    verbose_name = "Events"

    def ready(self) -> None:
        # Anyone may watch an event's seats: the public page shows them anyway.
        topics.register("event", r"event:(\d{1,18})", lambda who, match: True)
