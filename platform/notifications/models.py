from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Notification(models.Model):
    """Stored so that a frame missed while offline is never lost: the app refetches these."""

    class Kind(models.TextChoices):
        """What a notification is about; each has its own channels (preferences.py)."""

        BOOKING = "booking", _("New bookings")
        OFFER = "offer", _("Waitlist offers")
        REMINDER = "reminder", _("Reminders")
        UPDATE = "update", _("Booking updates")
        MESSAGE = "message", _("Messages")
        PAYMENT = "payment", _("Payments")
        SIGN_IN = "sign_in", _("New sign-ins")

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notifications"
    )
    kind = models.CharField(max_length=30, choices=Kind.choices)
    # What it says is written in its reader's language whenever it is read, from its template
    # (the English words of a texts.py text) and values (notifications/wording.py); `text` is
    # that written for them when it was made, shown as it is when there is no template (rows
    # from before, which were stored as words).
    text = models.CharField(max_length=300)
    # Defaults in the database too: a process of the release before, during a deploy, stores
    # notifications without them.
    template = models.TextField(blank=True, default="", db_default="")
    values = models.JSONField(blank=True, default=dict, db_default={})
    data = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    read_at = models.DateTimeField(null=True, blank=True)
    # When the worker's delivery of it ran to the end (by the channels its user wants, none
    # perhaps): the sweep queues again one whose queueing died with its process (delivery.py).
    delivered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["user", "-created_at"]),
            models.Index(
                fields=["created_at"],
                condition=models.Q(delivered_at__isnull=True),
                name="notifications_undelivered",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind} for user {self.user_id}"


class Delivery(models.Model):
    """A notification sent outside the app by one channel (push, SMS or e-mail) to one address
    (a device, a phone, a mailbox). The row is written (the claim) before the message leaves
    and marked sent after; it is unique per notification, channel and address, so a retried or
    repeated task never sends twice to one place. A claim whose send failed is removed again,
    so huey's retry sends that one; a claim the worker left unsent (it died mid-send) is never
    sent: at most once, never twice."""

    class Channel(models.TextChoices):
        PUSH = "push", "Push"
        SMS = "sms", "SMS"
        EMAIL = "email", "E-mail"

    notification = models.ForeignKey(
        Notification, on_delete=models.CASCADE, related_name="deliveries"
    )
    channel = models.CharField(max_length=10, choices=Channel.choices)
    address = models.CharField(max_length=254, help_text="The phone or e-mail it went to.")
    claimed_at = models.DateTimeField(auto_now_add=True)
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-claimed_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["notification", "channel", "address"],
                name="notifications_one_delivery_per_address",
            )
        ]

    def __str__(self) -> str:
        return f"{self.channel} of notification {self.notification_id}"


class Preference(models.Model):
    """The channels a user chose for one kind of notification, beyond the app itself (which
    always shows it). Only a choice that was made is stored; preferences.DEFAULTS stand for
    the rest."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notification_choices"
    )
    kind = models.CharField(max_length=30, choices=Notification.Kind.choices)
    push = models.BooleanField()
    sms = models.BooleanField()
    email = models.BooleanField()
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "kind"], name="notifications_one_choice")
        ]

    def __str__(self) -> str:
        return f"{self.kind} channels of user {self.user_id}"


class Reminder(models.Model):
    """That the reminder `lead` before something (an appointment, an event seat: `subject`
    and its id; this infrastructure knows no area's tables) was sent. Written in the
    transaction that stores the reminder's notifications; the unique constraint makes it
    once however many sweeps run at once, and again after a restart."""

    class Lead(models.TextChoices):
        DAY = "24h", "24 hours before"
        HOUR = "1h", "1 hour before"

    subject = models.CharField(max_length=30)
    subject_id = models.PositiveBigIntegerField()
    lead = models.CharField(max_length=5, choices=Lead.choices)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["subject", "subject_id", "lead"], name="notifications_one_reminder"
            )
        ]

    def __str__(self) -> str:
        return f"{self.lead} reminder of {self.subject} {self.subject_id}"


class Consent(models.Model):
    """One grant or withdrawal of consent to an optional use of a person's data (DPDP Act
    2023, section 6): a channel of notifications beyond the app (push, SMS, e-mail; `scope` is
    the kind of notification), or marketing. Appended, never changed: the latest row of a
    purpose and scope is what stands, the earlier ones are the record of what was agreed to,
    when, in which words (`wording`, as shown, and its `version`)."""

    class Purpose(models.TextChoices):
        PUSH = "push", _("Push notifications")
        SMS = "sms", _("SMS notifications")
        EMAIL = "email", _("E-mail notifications")
        MARKETING = "marketing", _("News and offers")

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="consents"
    )
    purpose = models.CharField(max_length=20, choices=Purpose.choices)
    scope = models.CharField(max_length=30, blank=True, help_text="The kind of notification")
    granted = models.BooleanField()
    wording = models.CharField(max_length=300)
    version = models.CharField(max_length=10)
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-at", "-id"]
        indexes = [models.Index(fields=["user", "-at"])]

    def __str__(self) -> str:
        verb = "granted" if self.granted else "withdrew"
        return f"user {self.user_id} {verb} {self.purpose} {self.scope}".strip()
