from django.apps import AppConfig

from realtime import topics


class EventsConfig(AppConfig):
    name = "marketplace.events"
    label = "events"
    verbose_name = "Events"

    def ready(self) -> None:
        # Anyone may watch an event's seats: the public page shows them anyway.
        topics.register("event", r"event:(\d{1,18})", lambda who, match: True)

        from marketplace.events import services
        from marketplace.events.queries import contact_email
        from marketplace.notifications import channels
        from marketplace.payments import purposes

        # Events sees every place a person leaves an e-mail address (the profile, the booking
        # forms): it tells notifications where to e-mail a user.
        channels.configure(email_of=contact_email)

        # Payments sits below events: a captured payment for a seat comes back through here.
        purposes.configure(event_booking=services.event_booking_fulfil)
