from django.apps import AppConfig

from realtime import topics


class BookingsConfig(AppConfig):
    name = "marketplace.bookings"
    label = "bookings"
    verbose_name = "Bookings"

    def ready(self) -> None:
        from kernel import holds
        from marketplace.bookings import coupons, daycache, paying, reschedule, services, waitlist
        from marketplace.bookings.live import schedule_changed
        from marketplace.bookings.queries import booked_between, day_visible
        from marketplace.coupons.uses import uses
        from marketplace.payments.purposes import Purpose, purposes
        from marketplace.scheduling import hooks

        # Anyone may watch a day's free places that the booking page may show: a topic is
        # visible exactly when its REST answer is.
        slots = topics.TopicKind(
            r"slots:(\d{1,18}):(\d{4}-\d{2}-\d{2})",
            lambda who, match: day_visible(int(match[1]), match[2]),
        )
        topics.kinds.register("slots", slots)
        hooks.listeners.register("slots", schedule_changed)
        daycache.connect()
        hooks.booked.register("appointments", booked_between)
        purposes.register(services.PURPOSE, Purpose(fulfil=paying.appointment_fulfil))
        holds.kinds.register(services.PURPOSE, reschedule.HOLDS)
        hooks.listeners.register("waitlist", waitlist.after_schedule_change)
        # Coupons sits below bookings: a code's uses include the appointments booked with it.
        uses.register(services.PURPOSE, coupons.USES)
