from django.conf import settings
from django.db import models
from django.db.models import Q

from marketplace.history.moves import Move


class Event(models.Model):
    """A professional's webinar: online or offline, free (price 0) or paid, with a fixed
    number of seats or unlimited (seats null). Times are real instants; the date and times
    shown are in the host's time zone. Rich texts are stored sanitised (events/richtext.py)."""

    class Type(models.TextChoices):
        ONLINE = "Online", "Online"
        OFFLINE = "Offline", "Offline"

    host = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="events"
    )
    title = models.CharField(max_length=120)
    short_description = models.CharField(max_length=300)
    description = models.TextField(blank=True, help_text="Sanitised HTML")
    # The meeting link, place or details for those who booked: never in a public answer.
    response = models.TextField(blank=True, help_text="Sanitised HTML, for bookers only")
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField()
    time_zone = models.CharField(max_length=64, default="Asia/Kolkata")
    seats = models.PositiveIntegerField(null=True, blank=True, help_text="Empty: unlimited")
    type = models.CharField(max_length=10, choices=Type.choices)
    price_paise = models.PositiveIntegerField(default=0)
    banner = models.ImageField(upload_to="events/", blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["host", "-created_at"]),
            models.Index(fields=["starts_at"]),
        ]

    def __str__(self) -> str:
        return f"event {self.pk} ({self.title}) by {self.host_id}"


class EventBooking(models.Model):
    """One person's seat at an event. The shares of the price are fixed when booked. A paid
    event's seat is held while its booker pays (awaiting payment, until hold_expires_at)."""

    class Status(models.TextChoices):
        CONFIRMED = "confirmed", "Confirmed"
        AWAITING_PAYMENT = "awaiting_payment", "Awaiting payment"
        EXPIRED = "expired", "Expired"
        CANCELLED = "cancelled", "Cancelled"

    # Seats taken for good; an awaiting-payment one takes a seat only while its hold lasts.
    TAKING = (Status.CONFIRMED,)
    LIVE = (Status.CONFIRMED, Status.AWAITING_PAYMENT)
    # Its state machine, by move (history.transition makes them; docs/architecture.md).
    MOVES = {
        "expire": Move.to(Status.EXPIRED, Status.AWAITING_PAYMENT),
        # A verified payment of a hold (one that lapsed too, while a seat is free).
        "confirm": Move.to(Status.CONFIRMED, Status.AWAITING_PAYMENT, Status.EXPIRED),
    }

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="bookings")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="event_bookings"
    )
    name = models.CharField(max_length=150)
    email = models.EmailField()
    phone = models.CharField(max_length=20)
    status = models.CharField(max_length=20, choices=Status.choices)
    price_paise = models.PositiveIntegerField()
    host_share_paise = models.PositiveIntegerField()
    fee_paise = models.PositiveIntegerField()
    hold_expires_at = models.DateTimeField(null=True, blank=True)
    payment_ref = models.CharField(max_length=100, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["event", "-created_at"]),
            models.Index(fields=["user", "-created_at"]),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["event", "user"],
                condition=Q(status__in=["confirmed", "awaiting_payment"]),
                name="events_one_booking_per_user",
            )
        ]

    def __str__(self) -> str:
        return f"booking {self.pk} ({self.status}) of {self.user_id} at event {self.event_id}"
