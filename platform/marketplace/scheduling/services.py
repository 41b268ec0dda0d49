"""The professional's weekly schedule: one write that replaces the whole list, as the
schedule screen saves it. Appointments are never deleted or moved by it: a window they point
at is deactivated (and a changed one replaced by a new window), and places are counted by
time, not by window, so an edit cannot oversell a booked time either."""

import datetime
import zoneinfo

from django.db import transaction
from django.db.models import ProtectedError

from marketplace.errors import InvalidInput
from marketplace.locking import contended, lock_rows
from marketplace.profiles.models import Profile
from marketplace.profiles.services import profile_of
from marketplace.scheduling import hooks, texts
from marketplace.scheduling.models import DAYS, Window
from marketplace.scheduling.queries import Schedule, _schedule

MAX_WINDOWS = 50
MIN_PLACES, MAX_PLACES = 1, 100
MIN_HORIZON, MAX_HORIZON = 1, 365


def _time(value: str, field: str, fields: dict) -> datetime.time | None:
    try:
        hours, minutes = value.split(":")
        if len(hours) != 2 or len(minutes) != 2:
            raise ValueError
        return datetime.time(int(hours), int(minutes))
    except ValueError:
        fields[field] = texts.BAD_TIME
        return None


def _checked(windows: list[dict], fields: dict) -> list[dict]:
    checked = []
    for index, window in enumerate(windows):
        at = f"windows.{index}"
        mask = 0
        for day in window.get("days") or []:
            if day not in DAYS:
                fields[f"{at}.days"] = texts.UNKNOWN_DAY.format(day=day)
            else:
                mask |= 1 << DAYS.index(day)
        if not mask:
            fields.setdefault(f"{at}.days", texts.CHOOSE_DAY)
        start = _time(window.get("start") or "", f"{at}.start", fields)
        end = _time(window.get("end") or "", f"{at}.end", fields)
        if start and end and end <= start:
            fields[f"{at}.end"] = texts.END_AFTER_START
        places = window.get("places")
        if not isinstance(places, int) or not MIN_PLACES <= places <= MAX_PLACES:
            fields[f"{at}.places"] = texts.PLACES_RANGE
        checked.append(
            {"id": window.get("id"), "weekdays": mask, "start": start, "end": end, "places": places}
        )
    if not fields:
        for index, window in enumerate(checked):
            for earlier in checked[:index]:
                shared = window["weekdays"] & earlier["weekdays"]
                if shared and window["start"] < earlier["end"] and earlier["start"] < window["end"]:
                    day = DAYS[(shared & -shared).bit_length() - 1]
                    fields[f"windows.{index}.start"] = texts.OVERLAP.format(day=day)
                    break
    return checked


def _zone_checked(time_zone: str, horizon: int, fields: dict) -> None:
    try:
        if not time_zone or "\x00" in time_zone:
            raise ValueError
        zoneinfo.ZoneInfo(time_zone)
    except (ValueError, zoneinfo.ZoneInfoNotFoundError):
        fields["time_zone"] = texts.BAD_ZONE
    if not isinstance(horizon, int) or not MIN_HORIZON <= horizon <= MAX_HORIZON:
        fields["booking_horizon_days"] = texts.HORIZON_RANGE


def _retire(window: Window) -> None:
    """Delete a window no appointment points at; deactivate one they do (PROTECT says)."""
    try:
        with transaction.atomic():
            window.delete()
    except ProtectedError:
        window.active = False
        window.save(update_fields=["active"])


def schedule_replace(
    *, user, windows: list[dict], time_zone: str, booking_horizon_days: int
) -> Schedule:
    """Save the schedule screen's list: windows keep their ids when kept; others go."""
    if len(windows) > MAX_WINDOWS:
        raise InvalidInput(texts.TOO_MANY_WINDOWS)
    fields: dict[str, str] = {}
    checked = _checked(windows, fields)
    _zone_checked(time_zone, booking_horizon_days, fields)
    if fields:
        raise InvalidInput(next(iter(fields.values())), fields=fields)
    ids = [window["id"] for window in checked if window["id"] is not None]
    if len(ids) != len(set(ids)):
        raise InvalidInput(texts.DUPLICATE_WINDOW)
    profile_of(user=user)
    with contended(), transaction.atomic():
        # The profile row queues two edits of one schedule; the window rows queue an edit
        # behind a booking in flight (a booking locks its window), and the reverse.
        profile = lock_rows(Profile, [user.pk])[0]
        current = Window.objects.filter(professional_id=user.pk, active=True)
        existing = {w.pk: w for w in lock_rows(current, current.values_list("pk", flat=True))}
        touched = 0
        keep = set()
        for window in checked:
            row = existing.get(window["id"])
            same_time = row and (row.weekdays, row.start, row.end) == (
                window["weekdays"],
                window["start"],
                window["end"],
            )
            if row is not None and not same_time:
                # A changed time is a new window: appointments keep the one they were made in.
                touched |= row.weekdays
                _retire(row)
                row = None
            if row is None:
                row = Window(professional_id=user.pk)
            elif row.places == window["places"]:
                keep.add(row.pk)
                continue
            row.weekdays, row.start, row.end = window["weekdays"], window["start"], window["end"]
            row.places = window["places"]
            row.save()
            keep.add(row.pk)
            touched |= row.weekdays
        for pk, row in existing.items():
            if pk not in keep:
                touched |= row.weekdays
                _retire(row)
        horizon_changed = profile.booking_horizon_days != booking_horizon_days
        if profile.time_zone != time_zone or horizon_changed:
            # Every date's times move with the zone; the horizon decides which dates exist.
            touched = (1 << 7) - 1
        profile.time_zone = time_zone
        profile.booking_horizon_days = booking_horizon_days
        profile.save(update_fields=["time_zone", "booking_horizon_days", "updated_at"])
        if touched:
            hooks.schedule_changed(professional_id=user.pk, weekdays=touched)
        return _schedule(profile)
