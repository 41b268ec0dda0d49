from django.conf import settings
from django.db import models

from kernel.history.moves import Move


class Report(models.Model):
    """A message to support from anyone (the spec's "Support and Report"): a queue for staff,
    who move it from new to in progress to closed and keep notes."""

    class Status(models.TextChoices):
        NEW = "new", "New"
        IN_PROGRESS = "in_progress", "In progress"
        CLOSED = "closed", "Closed"

    # Its state machine, by move (history.transition makes them): staff in the back office.
    MOVES = {
        "start": Move.to(Status.IN_PROGRESS, Status.NEW, Status.CLOSED),
        "close": Move.to(Status.CLOSED, Status.NEW, Status.IN_PROGRESS),
        # The change form's status box: any other state.
        "set": Move.between(Status.values),
    }

    reference = models.CharField(max_length=12, unique=True, help_text="Told to the reporter.")
    name = models.CharField(max_length=120)
    phone = models.CharField(max_length=10)
    email = models.EmailField()
    message = models.TextField(max_length=5000)
    # The signed-in account that sent it, if any.
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="support_reports",
    )
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.NEW)
    notes = models.TextField(blank=True, help_text="Staff only: what was done.")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "support report"
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["status", "-created_at"])]

    def __str__(self) -> str:
        return f"{self.reference} from {self.name}"
