import datetime

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

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


class Grievance(models.Model):
    """A complaint to the grievance officer about how we handle a person's data or serve
    them (DPDP Act 2023 s. 13; Consumer Protection (E-Commerce) Rules 2020 r. 4(4)): a ticket
    number at once, acknowledged within 48 hours, resolved within 30 days, each step in the
    officer's words and visible to its author live (docs/privacy.md)."""

    ACKNOWLEDGE_WITHIN = datetime.timedelta(hours=48)
    RESOLVE_WITHIN = datetime.timedelta(days=30)

    class Status(models.TextChoices):
        RECEIVED = "received", _("Received")
        ACKNOWLEDGED = "acknowledged", _("Acknowledged")
        RESOLVED = "resolved", _("Resolved")

    MOVES = {
        "acknowledge": Move.to(Status.ACKNOWLEDGED, Status.RECEIVED),
        "resolve": Move.to(Status.RESOLVED, Status.RECEIVED, Status.ACKNOWLEDGED),
    }
    OPEN = (Status.RECEIVED, Status.ACKNOWLEDGED)

    reference = models.CharField(max_length=12, unique=True, help_text="The ticket number.")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="grievances"
    )
    subject = models.CharField(max_length=150)
    message = models.TextField(max_length=5000)
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.RECEIVED)
    acknowledgement = models.TextField(
        max_length=2000, blank=True, help_text="The officer's words to the person, seen live."
    )
    resolution = models.TextField(
        max_length=5000, blank=True, help_text="How it was resolved, in words to the person."
    )
    created_at = models.DateTimeField(default=timezone.now)
    acknowledge_due = models.DateTimeField()
    resolve_due = models.DateTimeField()
    acknowledged_at = models.DateTimeField(null=True, blank=True)
    resolved_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["status", "resolve_due"])]

    def __str__(self) -> str:
        return f"grievance {self.reference} ({self.status})"

    @property
    def due(self) -> datetime.datetime | None:
        """The next step's deadline: the acknowledgement's, then the resolution's."""
        if self.status == self.Status.RECEIVED:
            return self.acknowledge_due
        if self.status == self.Status.ACKNOWLEDGED:
            return self.resolve_due
        return None
