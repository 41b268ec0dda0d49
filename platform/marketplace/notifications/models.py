from django.conf import settings
from django.db import models


class Notification(models.Model):
    """Stored so that a frame missed while offline is never lost: the app refetches these."""

    class Kind(models.TextChoices):
        SIGN_IN = "sign_in", "New sign-in"
        BOOKING = "booking", "New booking"
        PAYMENT = "payment", "Payment"

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notifications"
    )
    kind = models.CharField(max_length=30, choices=Kind.choices)
    text = models.CharField(max_length=300)
    data = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    read_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["user", "-created_at"])]

    def __str__(self) -> str:
        return f"{self.kind} for user {self.user_id}"
