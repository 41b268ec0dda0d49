from django.conf import settings
from django.db import models
from django.db.models import Q


class Waiter(models.Model):
    """One person in the line for a place that is taken: a session of a professional's time
    or a sold-out event's seat. `line` names what they wait for ("event:12"; the area that
    owns the place builds it). The first one waiting is offered the next place that frees: the
    area holds it for them as a row of its own (`offer_id`, a held booking), until they take
    it, decline it or let it lapse."""

    class Status(models.TextChoices):
        WAITING = "waiting", "Waiting"
        OFFERED = "offered", "Offered a place"
        BOOKED = "booked", "Took the offer"
        PASSED = "passed", "Declined or let the offer lapse"
        LEFT = "left", "Left the line"

    LIVE = (Status.WAITING, Status.OFFERED)

    line = models.CharField(max_length=80)
    # Whose place it is (the host, the professional): they see the line, in order.
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="waits"
    )
    name = models.CharField(max_length=150)
    email = models.EmailField()
    phone = models.CharField(max_length=20)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.WAITING)
    # The area's held row while offered, and the booking it became once taken.
    offer_id = models.PositiveBigIntegerField(null=True, blank=True)
    # What else the area needs to make the offer (a time's: its date, start and plan).
    details = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        # First come, first offered.
        ordering = ["created_at", "id"]
        indexes = [
            models.Index(fields=["line", "status", "created_at", "id"]),
            models.Index(fields=["user", "status"]),
            models.Index(fields=["owner", "status"]),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["line", "user"],
                condition=Q(status__in=["waiting", "offered"]),
                name="waitlist_once_per_line",
            )
        ]

    def __str__(self) -> str:
        return f"waiter {self.pk} ({self.status}) of {self.user_id} in {self.line}"
