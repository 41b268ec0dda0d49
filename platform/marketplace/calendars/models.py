from django.conf import settings
from django.db import models
from django.utils import timezone


class CalendarFeed(models.Model):
    """A user's private calendar subscription: whoever has the address reads their
    appointments and webinars, so the token is the credential (calendar apps cannot sign
    in). It is kept to be shown again on the account page, as Google Calendar shows its
    secret address; it is found by its SHA-256 (`digest`, indexed) and then compared in
    constant time. Resetting replaces the token, turning the feed off deletes the row: the
    old address answers 404 at once either way."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="calendar_feed"
    )
    token = models.CharField(max_length=64)
    digest = models.CharField(max_length=64, unique=True, help_text="SHA-256 of the token")
    created_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return f"calendar feed of {self.user_id}"
