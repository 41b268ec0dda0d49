from django.apps import AppConfig


class WaitlistConfig(AppConfig):
    """The kernel of waitlists: the lines people wait in for a full time or a sold-out event."""

    name = "kernel.waitlist"
    label = "waitlist"
    verbose_name = "Waitlists"
