"""What open booking pages hear: `slots.changed` on `slots:<professional>:<date>` with the
places left per window, sent after the change commits (realtime.publish)."""

import datetime

from django.utils import timezone

from marketplace.bookings.queries import day_slots, horizon
from marketplace.profiles.models import Profile
from realtime.publish import publish


def slots_topic(professional_id: int, day: datetime.date) -> str:
    return f"slots:{professional_id}:{day.isoformat()}"


def slots_publish(*, professional_id: int, day: datetime.date, profile=None) -> None:
    # Counted inside the writer's transaction, so the frame carries what the commit makes true.
    slots = day_slots(professional_id=professional_id, day=day, profile=profile)
    publish(
        slots_topic(professional_id, day),
        "slots.changed",
        {
            "professional_id": professional_id,
            "date": day.isoformat(),
            "windows": [
                {"window_id": slot.window_id, "places": slot.places, "left": slot.left}
                for slot in slots.windows
            ],
        },
    )


def schedule_changed(professional_id: int, weekdays: int) -> None:
    """Scheduling's hook (BookingsConfig.ready): every upcoming date within the horizon whose
    weekday's windows changed hears its new places."""
    profile = Profile.objects.get(pk=professional_id)
    first, last = horizon(profile, timezone.now())
    day = first
    while day <= last:
        if weekdays & (1 << day.weekday()):
            slots_publish(professional_id=professional_id, day=day)
        day += datetime.timedelta(days=1)
