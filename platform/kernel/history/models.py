from django.conf import settings
from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType
from django.db import models
from django.utils import timezone


class StateChange(models.Model):
    """One move of a status field (an appointment accepted, a payment refunded, an event
    cancelled): which object, which field, from what to what, who did it and when. Written only
    by `history.services.transition` (or `record`, for a move in time that keeps the state), in
    the transaction that makes the change, so the record and the state never disagree."""

    content_type = models.ForeignKey(ContentType, on_delete=models.CASCADE)
    object_id = models.PositiveBigIntegerField()
    subject = GenericForeignKey("content_type", "object_id")
    field = models.CharField(max_length=50)
    from_state = models.CharField(max_length=30)
    to_state = models.CharField(max_length=30)
    # Null when the system moved it (a hold expiring, a payment callback). The record outlives
    # the account that acted.
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    at = models.DateTimeField(default=timezone.now)
    note = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["at", "id"]
        indexes = [models.Index(fields=["content_type", "object_id", "at"])]

    def __str__(self) -> str:
        return f"{self.content_type.model} {self.object_id}: {self.from_state} -> {self.to_state}"
