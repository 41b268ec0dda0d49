from django.conf import settings
from django.db import models
from django.db.models import F, Q, Value
from django.db.models.functions import Concat, Lower
from django.utils.translation import gettext_lazy as _

from kernel.history.moves import Move

# What a seat is as a purchase (payments/purposes.py; registered in apps.py).
PURPOSE = "event_booking"


def search_text_of(title: str, short_description: str, host_name: str) -> str:
    """An event's search document (what events_search matches): its title, short description
    and host's name, lower-cased, each word preceded by a space so that 'starts with' is a
    plain substring match, as a profile's is (profiles.services.search_text_refresh)."""
    return " " + " ".join(f"{title} {short_description} {host_name}".lower().split())


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
    # search_text_of(...), kept by save() and by host_renamed; on PostgreSQL a generated
    # full-text vector of it and both its GIN indexes come with it (migration 0002).
    search_text = models.TextField(blank=True, editable=False)
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

    def save(self, *args, **kwargs) -> None:
        """The search document follows the title and short description wherever an event is
        written; a save of other fields only (update_fields) leaves it, and the host, alone."""
        fields = kwargs.get("update_fields")
        if fields is None or {"title", "short_description"} & set(fields):
            name = self._host_name()
            self.search_text = search_text_of(self.title, self.short_description, name)
            if fields is not None:
                kwargs["update_fields"] = {*fields, "search_text"}
        super().save(*args, **kwargs)

    def _host_name(self) -> str:
        """Read afresh: the host a request holds may come from accounts' session cache, a few
        seconds older than a rename made meanwhile."""
        users = self._meta.get_field("host").related_model.objects
        return users.filter(pk=self.host_id).values_list("name", flat=True).get()

    @classmethod
    def host_renamed(cls, host_id: int, name: str) -> None:
        """The host's new name into the search document of each of their events, in one
        UPDATE. The title and short description are stored folded (events.services), so this
        is search_text_of computed by the database."""
        document = Concat(
            Value(" "),
            Lower(F("title")),
            Value(" "),
            Lower(F("short_description")),
            Value(search_text_of("", "", name)),
        )
        cls.objects.filter(host_id=host_id).update(search_text=document)


class EventBooking(models.Model):
    """One person's seat at an event. The shares of the price are fixed when booked. A paid
    event's seat is held while its booker pays (awaiting payment, until hold_expires_at)."""

    class Status(models.TextChoices):
        CONFIRMED = "confirmed", _("Confirmed")
        AWAITING_PAYMENT = "awaiting_payment", _("Awaiting payment")
        EXPIRED = "expired", _("Expired")
        CANCELLED = "cancelled", _("Cancelled")
        # Freed for the first one on the waitlist, held for them until hold_expires_at.
        OFFERED = "offered", _("Offered from the waitlist")

    # Seats taken for good; an awaiting-payment or offered one takes a seat only while its
    # hold lasts.
    TAKING = (Status.CONFIRMED,)
    LIVE = (Status.CONFIRMED, Status.AWAITING_PAYMENT, Status.OFFERED)
    # Its state machine, by move (history.transition makes them; docs/architecture.md).
    MOVES = {
        "expire": Move.to(Status.EXPIRED, Status.AWAITING_PAYMENT, Status.OFFERED),
        # A verified payment of a hold (one that lapsed too, while a seat is free).
        "confirm": Move.to(Status.CONFIRMED, Status.AWAITING_PAYMENT, Status.EXPIRED),
        # The booker walks away from the hold before paying, or declines the offer: the seat
        # goes to the next one waiting, or to anyone, at once.
        "give_up": Move.to(Status.CANCELLED, Status.AWAITING_PAYMENT, Status.OFFERED),
        # The offer taken: a free seat is theirs; a paid one is held while they pay.
        "take": Move.to(Status.CONFIRMED, Status.OFFERED),
        "take_to_pay": Move.to(Status.AWAITING_PAYMENT, Status.OFFERED),
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
    # The code it was booked with (coupons) and the event's price before it.
    coupon = models.ForeignKey(
        "coupons.Coupon", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    list_price_paise = models.PositiveIntegerField(null=True, blank=True)
    # The code as it was when booked (receipts name it even once the coupon is deleted).
    coupon_code = models.CharField(max_length=20, blank=True)
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
            # Holds and offers alive (/metrics counts them at each scrape) and due (the sweep).
            models.Index(
                fields=["hold_expires_at"],
                name="events_held",
                condition=Q(status__in=["awaiting_payment", "offered"]),
            ),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["event", "user"],
                condition=Q(status__in=["confirmed", "awaiting_payment", "offered"]),
                name="events_one_booking_per_user",
            )
        ]

    def __str__(self) -> str:
        return f"booking {self.pk} ({self.status}) of {self.user_id} at event {self.event_id}"
