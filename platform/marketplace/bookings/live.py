"""What open booking pages hear: `slots.changed` on `slots:<professional>:<date>` with the
places left per session (a window and its start), sent after the change commits
(realtime.publish)."""

import datetime

from django.utils import timezone

from marketplace.bookings.queries import DaySlots, day_slots, horizon
from marketplace.profiles.models import Profile
from realtime.publish import publish, watched


def slots_topic(professional_id: int, day: datetime.date) -> str:
    return f"slots:{professional_id}:{day.isoformat()}"


def slots_publish(
    *, professional_id: int, day: datetime.date, profile=None, slots: DaySlots | None = None
) -> None:
    """Counted inside the writer's transaction (or by the writer itself, `slots`), so the
    frame carries what the commit makes true."""
    if slots is None:
        slots = day_slots(professional_id=professional_id, day=day, profile=profile)
    publish(
        slots_topic(professional_id, day),
        "slots.changed",
        {
            "professional_id": professional_id,
            "date": day.isoformat(),
            "windows": [
                {
                    "window_id": slot.window_id,
                    "start": slot.start,
                    "places": slot.places,
                    "left": slot.left,
                }  # fmt: skip
                for slot in slots.windows
            ],
        },
    )


def schedule_changed(professional_id: int, weekdays: int, dates=None) -> None:
    """Scheduling's hook (BookingsConfig.ready): each day some page watches now, upcoming,
    within the horizon, on a weekday whose windows changed and within `dates` (first, last)
    when given, hears its new places, once. The other days (up to a year of them) send
    nothing: a page opened later reads them."""
    profile = Profile.objects.get(pk=professional_id)
    first, last = horizon(profile, timezone.now())
    prefix = slots_topic(professional_id, first).rsplit(":", 1)[0] + ":"
    for topic in sorted(watched(prefix)):
        try:
            day = datetime.date.fromisoformat(topic.removeprefix(prefix))
        except ValueError:
            continue
        within = dates is None or dates[0] <= day <= dates[1]
        if first <= day <= last and weekdays & (1 << day.weekday()) and within:
            slots_publish(professional_id=professional_id, day=day, profile=profile)
