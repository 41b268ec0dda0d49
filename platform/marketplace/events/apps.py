from django.apps import AppConfig

from realtime import topics


class EventsConfig(AppConfig):
    name = "marketplace.events"
    label = "events"
    verbose_name = "Events"

    def ready(self) -> None:
        from kernel import holds
        from marketplace.accounts.services import renamed
        from marketplace.coupons.uses import uses, webinars
        from marketplace.events import coupons, services, waitlist
        from marketplace.events.models import Event
        from marketplace.events.queries import contact_email, event_visible
        from marketplace.payments.purposes import Purpose, purposes
        from notifications import channels

        # Anyone may watch the seats of an event anyone may see: the public page shows them.
        seats = topics.TopicKind(
            r"event:(\d{1,18})", lambda who, match: event_visible(int(match[1]))
        )
        topics.kinds.register("event", seats)

        # Events sees every place a person leaves an e-mail address (the profile, the booking
        # forms): it tells notifications where to e-mail a user.
        channels.addresses.register("events", contact_email)

        # Payments sits below events: a captured payment for a seat comes back through here.
        purposes.register(services.PURPOSE, Purpose(fulfil=services.event_booking_fulfil))
        holds.kinds.register(services.PURPOSE, waitlist.HOLDS)

        # An event is searched by its host's name too: a rename reaches its search text.
        renamed.register("events", Event.host_renamed)

        # Coupons sits below events: a code's uses include the seats booked with it, and a
        # code for chosen webinars asks here which are the host's own.
        uses.register(services.PURPOSE, coupons.USES)
        webinars.register("events", coupons.WEBINARS)
