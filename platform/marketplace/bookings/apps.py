from django.apps import AppConfig

from realtime import topics


class BookingsConfig(AppConfig):
    name = "marketplace.bookings"
    label = "bookings"
    verbose_name = "Bookings"

    def ready(self) -> None:
        from marketplace.bookings.live import schedule_changed
        from marketplace.scheduling import hooks

        # Anyone may watch a day's free places: they are what the booking page shows anyway.
        topics.register("slots", r"slots:(\d{1,18}):(\d{4}-\d{2}-\d{2})", lambda who, m: True)
        hooks.configure(changed=schedule_changed)
