"""What open booking pages hear: `slots.changed` on `slots:<professional>:<date>` with the
places left per session (a window and its start), sent after the change commits
(realtime.publish)."""

import datetime
import zoneinfo

from django.utils import timezone

from marketplace.bookings.queries import DaySlots, day_slots, horizon
from marketplace.profiles.models import Profile
from marketplace.scheduling.queries import Rules
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
            "cancellation_policy": slots.cancellation_policy,
            "windows": [
                {
                    "window_id": slot.window_id,
                    "start": slot.start,
                    "places": slot.places,
                    "left": slot.left,
                    "closed": slot.closed,
                }  # fmt: skip
                for slot in slots.windows
            ],
        },
    )


def neighbours_publish(
    *, professional_id: int, day: datetime.date, starts, ends, zone: str, rules: Rules
) -> None:
    """After a session of `day` was taken or freed: the dates besides `day` whose sessions its
    buffers reach (a booking late in the evening closes the next morning's first session),
    for a page watching them. Nothing when the buffers stay within the day, or nobody
    watches that date."""
    reach = datetime.timedelta(minutes=rules.buffer_before_minutes + rules.buffer_after_minutes)
    if not reach:
        return
    tz = zoneinfo.ZoneInfo(zone)
    first, last = (starts - reach).astimezone(tz).date(), (ends + reach).astimezone(tz).date()
    others = [first + datetime.timedelta(days=n) for n in range((last - first).days + 1)]
    others = [other for other in others if other != day]
    if not others:
        return
    prefix = slots_topic(professional_id, day).rsplit(":", 1)[0] + ":"
    seen = watched(prefix)
    for other in others:
        if slots_topic(professional_id, other) in seen:
            slots_publish(professional_id=professional_id, day=other)


def taken_or_freed(appointment, profile: Profile) -> None:
    """An appointment took or gave back its place: its date's places, and those of the dates
    its buffers reach."""
    slots_publish(professional_id=appointment.professional_id, day=appointment.day, profile=profile)
    neighbours_publish(
        professional_id=appointment.professional_id, day=appointment.day,
        starts=appointment.starts_at, ends=appointment.ends_at, zone=profile.time_zone,
        rules=Rules.of(profile),
    )  # fmt: skip


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
