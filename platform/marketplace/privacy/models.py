"""A person's rights over their data (DPDP Act 2023, ss. 11-13): the downloads of it they
asked for, and the deletion of their account they asked for (docs/privacy.md)."""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from kernel.history.moves import Move


class Export(models.Model):
    """A ZIP of everything held about a user, built by the worker (privacy/export.py), kept in
    EXPORTS_ROOT until `expires_at` and then deleted by the retention sweep. Served only to
    its own signed-in user (another's id is a 404)."""

    class Status(models.TextChoices):
        BUILDING = "building", _("Being prepared")
        READY = "ready", _("Ready to download")
        FAILED = "failed", _("Could not be prepared")
        EXPIRED = "expired", _("Expired")

    MOVES = {
        "finish": Move.to(Status.READY, Status.BUILDING),
        "fail": Move.to(Status.FAILED, Status.BUILDING),
        "expire": Move.to(Status.EXPIRED, Status.READY, Status.FAILED, Status.BUILDING),
    }

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="data_exports"
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.BUILDING)
    # The ZIP's name in EXPORTS_ROOT (random: nothing guesses it), once built.
    file = models.CharField(max_length=200, blank=True)
    size = models.PositiveBigIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    ready_at = models.DateTimeField(null=True, blank=True)
    expires_at = models.DateTimeField()

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["user", "-created_at"]),
            models.Index(fields=["expires_at"]),
        ]

    def __str__(self) -> str:
        return f"export {self.pk} of {self.user_id} ({self.status})"


class Deletion(models.Model):
    """A user's request to delete their account: carried out by the worker at `due_at` (the
    grace period), cancelled by them until then (privacy/erasure.py)."""

    class Status(models.TextChoices):
        SCHEDULED = "scheduled", _("Scheduled")
        CANCELLED = "cancelled", _("Cancelled")
        DONE = "done", _("Carried out")

    MOVES = {
        "cancel": Move.to(Status.CANCELLED, Status.SCHEDULED),
        "carry_out": Move.to(Status.DONE, Status.SCHEDULED),
    }

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="deletions"
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.SCHEDULED)
    # What they accepted to lose (paise): the balance not withdrawn and the earnings pending,
    # as the Terms say (docs/privacy.md, "Deletion").
    forfeited_paise = models.PositiveBigIntegerField(default=0)
    requested_at = models.DateTimeField(auto_now_add=True)
    due_at = models.DateTimeField()
    done_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-requested_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["user"], condition=Q(status="scheduled"), name="privacy_one_deletion"
            )
        ]
        indexes = [models.Index(fields=["due_at"], condition=Q(status="scheduled"),
                                name="privacy_deletion_due")]  # fmt: skip

    def __str__(self) -> str:
        return f"deletion of {self.user_id} ({self.status}) due {self.due_at:%Y-%m-%d}"
