from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Coupon(models.Model):
    """A professional's discount code. Its uses are not stored here: they are the bookings
    that carry it (an appointment, a webinar seat), counted by the areas that own them
    (`uses.uses`), so every way a place is freed gives its use back with no bookkeeping of
    ours. The row is what a booking locks, after its place's lock, to count them."""

    class Kind(models.TextChoices):
        PERCENT = "percent", _("Percent off")
        FLAT = "flat", _("Rupees off")
        FREE = "free", _("Free")

    professional = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="coupons"
    )
    # Stored upper-case: a code is typed in any case and matched in one.
    code = models.CharField(max_length=20)
    kind = models.CharField(max_length=10, choices=Kind.choices)
    percent = models.PositiveSmallIntegerField(null=True, blank=True)
    amount_paise = models.PositiveIntegerField(null=True, blank=True)
    # Every plan and webinar of the professional's, or only the chosen ones.
    everything = models.BooleanField(default=True)
    plans = models.ManyToManyField("profiles.Plan", blank=True, related_name="+")
    # The chosen webinars' ids: events sits above coupons, so they are kept, not related.
    event_ids = models.JSONField(default=list, blank=True)
    max_uses = models.PositiveIntegerField(null=True, blank=True)
    per_client = models.PositiveIntegerField(null=True, blank=True)
    # Dates in the professional's time zone, both included.
    valid_from = models.DateField(null=True, blank=True)
    valid_until = models.DateField(null=True, blank=True)
    active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["professional", "code"], name="coupons_one_code_each")
        ]

    def __str__(self) -> str:
        return f"coupon {self.code} of {self.professional_id}"
