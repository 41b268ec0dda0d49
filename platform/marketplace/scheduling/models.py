import datetime

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
# The lengths a window may be split into; none: the whole window is one session.
SESSION_MINUTES = (15, 20, 30, 45, 60, 90)


class Window(models.Model):
    """A time a professional takes bookings in, in the professional's time zone: weekly, or,
    with `only_on`, the other hours of a date (weekdays 0). A window that appointments point
    at is deactivated rather than deleted, so they keep it."""

    professional = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="windows"
    )
    # Mon = 1 << 0 ... Sun = 1 << 6, the order of date.weekday(); 0 for a date's own hours.
    weekdays = models.PositiveSmallIntegerField()
    only_on = models.ForeignKey(
        "DayOff", null=True, blank=True, on_delete=models.SET_NULL, related_name="hours",
        help_text="The dates whose other hours these are; empty: a weekly time",
    )  # fmt: skip
    start = models.TimeField()
    end = models.TimeField()
    # Places of each session.
    places = models.PositiveSmallIntegerField(
        default=1, validators=[MinValueValidator(1), MaxValueValidator(100)]
    )
    session_minutes = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Split into sessions of this length; empty: one session"
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

    def serves(self, day: datetime.date) -> bool:
        """Whether the window is offered on that date's page: a weekly one on its weekdays
        (unless a day off or other hours cover the date, which the caller asks), a date's own
        hours on its dates."""
        if self.only_on_id is None:
            return self.on(day.weekday())
        return self.only_on.first <= day <= self.only_on.last

    def session_starts(self) -> list[datetime.time]:
        """Each session's start, consecutive from the window's start; the last one ends by
        the window's end."""
        start = self.start.hour * 60 + self.start.minute
        end = self.end.hour * 60 + self.end.minute
        length = self.session_minutes or end - start
        return [datetime.time(m // 60, m % 60) for m in range(start, end - length + 1, length)]

    def session_end(self, start: datetime.time) -> datetime.time:
        if not self.session_minutes:
            return self.end
        minutes = start.hour * 60 + start.minute + self.session_minutes
        return datetime.time(minutes // 60, minutes % 60)


class DayOff(models.Model):
    """Dates a professional takes no bookings on, one day or a range for a holiday, or takes
    them in other hours than the week's (its `hours`, windows of their own). Appointments
    already booked on them stay; the schedule screen lists them so the professional can
    decide about each."""

    professional = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="days_off"
    )
    first = models.DateField()
    last = models.DateField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["first", "id"]
        indexes = [models.Index(fields=["professional", "last"])]
        constraints = [
            models.CheckConstraint(condition=models.Q(last__gte=models.F("first")),
                                   name="day_off_last_after_first"),
        ]  # fmt: skip

    def __str__(self) -> str:
        return f"{self.first}..{self.last} off for {self.professional_id}"
