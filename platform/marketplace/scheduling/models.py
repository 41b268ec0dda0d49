from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


class Window(models.Model):
    """A weekly time a professional takes bookings in, in the professional's time zone. A
    window that appointments point at is deactivated rather than deleted, so they keep it."""

    professional = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="windows"
    )
    # Mon = 1 << 0 ... Sun = 1 << 6, the order of date.weekday().
    weekdays = models.PositiveSmallIntegerField()
    start = models.TimeField()
    end = models.TimeField()
    places = models.PositiveSmallIntegerField(
        default=1, validators=[MinValueValidator(1), MaxValueValidator(100)]
    )
    active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["start", "id"]
        indexes = [models.Index(fields=["professional", "active"])]

    def __str__(self) -> str:
        return (
            f"{'/'.join(self.days)} {self.start:%H:%M}-{self.end:%H:%M} of {self.professional_id}"
        )

    @property
    def days(self) -> list[str]:
        return [day for index, day in enumerate(DAYS) if self.weekdays & (1 << index)]

    def on(self, weekday: int) -> bool:
        return bool(self.weekdays & (1 << weekday))
