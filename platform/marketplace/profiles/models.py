from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

# The cancellation policy a professional starts with: today's rule, a full refund up to 24
# hours before the start and none after. Tiers of notice (hours) and refund share (percent),
# the longest notice first (bookings/policy.py reads them, scheduling checks them).
DEFAULT_CANCELLATION_POLICY = ({"hours": 24, "percent": 100}, {"hours": 0, "percent": 0})


def default_cancellation_policy() -> list[dict]:
    return [dict(tier) for tier in DEFAULT_CANCELLATION_POLICY]


class Profile(models.Model):
    """What a person shows as a professional. Its id is its user's id, so /view/<id> and the
    account speak of the same number. A profile is listed (in search and on the home page)
    once it offers at least one plan, unless staff unlisted it."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, primary_key=True, related_name="profile"
    )
    email = models.EmailField(blank=True)
    position = models.CharField(max_length=120, blank=True)
    about = models.TextField(max_length=5000, blank=True)
    country = models.CharField(max_length=60, blank=True)
    state = models.CharField(max_length=60, blank=True)
    image = models.FileField(upload_to="profiles/images/", blank=True)
    banner = models.FileField(upload_to="profiles/banners/", blank=True)
    verified = models.BooleanField(default=False, help_text="Set by staff after checking.")
    category = models.CharField(max_length=80, blank=True)
    search_tags = models.CharField(max_length=300, blank=True)
    consulting_note = models.TextField(max_length=2000, blank=True)
    payment_required = models.BooleanField(
        default=False, help_text="Clients pay when they book (the spec's bookingType)."
    )
    # Whether the profile offers a plan (set by profile_plans_replace). What the public sees is
    # the listed profiles that staff have not unlisted (profiles.queries).
    listed = models.BooleanField(default=False, db_index=True)
    unlisted = models.BooleanField(
        default=False, help_text="Hidden from search, home and the public page by staff"
    )
    # Schedules and bookings read times in this zone (an IANA name; checked with zoneinfo).
    time_zone = models.CharField(max_length=64, default="Asia/Kolkata")
    booking_horizon_days = models.PositiveSmallIntegerField(
        default=60,
        validators=[MinValueValidator(1), MaxValueValidator(365)],
        help_text="How many days ahead clients may book (1-365).",
    )
    # Booking rules (scheduling.services checks them): time kept free before and after each
    # booked session, no booking that starts within `notice_hours`, at most `daily_limit`
    # bookings a day (none: no limit).
    buffer_before_minutes = models.PositiveSmallIntegerField(default=0)
    buffer_after_minutes = models.PositiveSmallIntegerField(default=0)
    notice_hours = models.PositiveSmallIntegerField(default=2)
    daily_limit = models.PositiveSmallIntegerField(null=True, blank=True)
    # What a client's cancel gives back, by how long before the start it is made.
    cancellation_policy = models.JSONField(default=default_cancellation_policy)
    # How often a client may move one appointment, and up to how many hours before it starts
    # (none: up to the cancellation policy's full-refund notice; bookings.reschedule).
    reschedule_limit = models.PositiveSmallIntegerField(default=2)
    reschedule_notice_hours = models.PositiveSmallIntegerField(null=True, blank=True)
    # name, position, category, tags and skills in one lower-case text: the search document.
    search_text = models.TextField(blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"profile of {self.user}"


class Item(models.Model):
    """A line of one of the profile's lists; its id is stable across edits."""

    class Meta:
        abstract = True
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{type(self).__name__.lower()} {self.pk} of profile {self.profile_id}"


class Plan(Item):
    class Type(models.TextChoices):
        ONLINE = "Online"
        OFFLINE = "Offline"

    profile = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="plans")
    name = models.CharField(max_length=100)
    type = models.CharField(max_length=10, choices=Type.choices)
    price_paise = models.PositiveIntegerField()
    # Booked only in a session at least this long; empty: any session.
    duration_minutes = models.PositiveSmallIntegerField(null=True, blank=True)


class Skill(Item):
    profile = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="skills")
    skill = models.CharField(max_length=100)


class Education(Item):
    profile = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="education")
    college = models.CharField(max_length=150)
    course = models.CharField(max_length=150)
    pass_year = models.CharField(max_length=30)


class Experience(Item):
    profile = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="experience")
    company = models.CharField(max_length=150)
    position = models.CharField(max_length=150)
    year = models.CharField(max_length=30)


class Language(Item):
    profile = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="languages")
    language = models.CharField(max_length=60)


class SocialLink(Item):
    profile = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="social_media")
    link = models.URLField(max_length=300)


class Award(Item):
    profile = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="awards")
    award = models.CharField(max_length=150)


class Review(models.Model):
    """Written by a client after a paid, accepted appointment (the bookings area writes them)."""

    professional = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="reviews")
    client = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="reviews_written"
    )
    # The appointment it is about (bookings' id; profiles sits below bookings, so no foreign
    # key): one review per appointment, which its author may edit.
    appointment_id = models.BigIntegerField(null=True, blank=True, unique=True)
    text = models.TextField(max_length=2000)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["professional", "-created_at"])]

    def __str__(self) -> str:
        return f"review of {self.professional_id} by {self.client_id}"
