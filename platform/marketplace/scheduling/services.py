"""The professional's weekly schedule: one write that replaces the whole list, as the
schedule screen saves it. Appointments are never deleted or moved by it: a window they point
at is deactivated (and a changed one replaced by a new window), and places are counted by
time, not by window, so an edit cannot oversell a booked time either."""

import datetime
import zoneinfo

from django.db import transaction
from django.db.models import ProtectedError

from kernel.errors import InvalidInput, NotFound
from kernel.locking import contended, lock_rows
from marketplace.profiles.models import Profile
from marketplace.profiles.services import profile_of
from marketplace.scheduling import hooks, texts
from marketplace.scheduling.models import DAYS, SESSION_MINUTES, DayOff, Window
from marketplace.scheduling.queries import (
    Moves,
    Rules,
    Schedule,
    _schedule,
    clock,
    today_of,
    weekly,
)

MAX_WINDOWS = 50
MIN_PLACES, MAX_PLACES = 1, 100
MIN_HORIZON, MAX_HORIZON = 1, 365
MAX_BUFFER, MAX_NOTICE, MAX_DAILY = 120, 720, 100
MAX_RESCHEDULES = 10
MAX_DAYS_OFF, MAX_DAYS_OFF_SPAN, MAX_HOURS = 100, 366, 10
MAX_TIERS = 5
ALL_WEEK = (1 << 7) - 1


def _time(value: str, field: str, fields: dict) -> datetime.time | None:
    try:
        return clock(value)
    except ValueError:
        fields[field] = texts.BAD_TIME
        return None


def _checked(windows: list[dict], fields: dict, *, at_="windows", weekly=True) -> list[dict]:
    """Each window's fields checked (errors on `<at_>.<index>.<field>`), and no two
    overlapping on a day. A date's other hours (not `weekly`) have no days: they are all on
    their dates."""
    checked = []
    for index, window in enumerate(windows):
        at = f"{at_}.{index}"
        mask = 0
        for day in (window.get("days") or []) if weekly else DAYS:
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
        session = window.get("session_minutes")
        if session is not None and session not in SESSION_MINUTES:
            fields[f"{at}.session_minutes"] = texts.SESSION_LENGTH
        elif session and start and end and _minutes(end) - _minutes(start) < session:
            fields[f"{at}.session_minutes"] = texts.SESSION_TOO_LONG
        checked.append({
            "id": window.get("id"), "weekdays": mask, "start": start, "end": end,
            "places": places, "session_minutes": session,
        })  # fmt: skip
    if not fields:
        for index, window in enumerate(checked):
            for earlier in checked[:index]:
                shared = window["weekdays"] & earlier["weekdays"]
                if shared and window["start"] < earlier["end"] and earlier["start"] < window["end"]:
                    day = DAYS[(shared & -shared).bit_length() - 1]
                    message = texts.OVERLAP.format(day=day) if weekly else texts.HOURS_OVERLAP
                    fields[f"{at_}.{index}.start"] = message
                    break
    return checked


def _minutes(time: datetime.time) -> int:
    return time.hour * 60 + time.minute


def _rules_checked(rules: Rules, fields: dict) -> None:
    for name in ("buffer_before_minutes", "buffer_after_minutes"):
        value = getattr(rules, name)
        if not isinstance(value, int) or not 0 <= value <= MAX_BUFFER:
            fields[name] = texts.BUFFER_RANGE
    if not isinstance(rules.notice_hours, int) or not 0 <= rules.notice_hours <= MAX_NOTICE:
        fields["notice_hours"] = texts.NOTICE_RANGE
    limit = rules.daily_limit
    if limit is not None and (not isinstance(limit, int) or not 1 <= limit <= MAX_DAILY):
        fields["daily_limit"] = texts.DAILY_LIMIT_RANGE


def _whole(value, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _policy_checked(policy: list[dict], fields: dict) -> list[dict]:
    """The cancellation policy's tiers (errors on `cancellation_policy.<index>.<field>`):
    whole hours and percents in range, the notice strictly shorter and the share never larger
    from one tier to the next, so a later cancel never gives back more."""
    if not 1 <= len(policy) <= MAX_TIERS:
        fields["cancellation_policy"] = texts.POLICY_TIERS
        return []
    checked = []
    for index, tier in enumerate(policy):
        at = f"cancellation_policy.{index}"
        hours, percent = tier.get("hours"), tier.get("percent")
        if not _whole(hours, 0, MAX_NOTICE):
            fields[f"{at}.hours"] = texts.POLICY_HOURS
        elif checked and isinstance(checked[-1]["hours"], int) and hours >= checked[-1]["hours"]:
            fields[f"{at}.hours"] = texts.POLICY_HOURS_ORDER
        if not _whole(percent, 0, 100):
            fields[f"{at}.percent"] = texts.POLICY_PERCENT
        elif (
            checked
            and isinstance(checked[-1]["percent"], int)
            and (percent > checked[-1]["percent"])
        ):
            fields[f"{at}.percent"] = texts.POLICY_PERCENT_ORDER
        checked.append({"hours": hours, "percent": percent})
    return checked


def _moves_checked(moves: Moves, fields: dict) -> None:
    if not isinstance(moves.limit, int) or not 0 <= moves.limit <= MAX_RESCHEDULES:
        fields["reschedule.limit"] = texts.RESCHEDULE_LIMIT_RANGE
    hours = moves.notice_hours
    if hours is not None and (not isinstance(hours, int) or not 0 <= hours <= MAX_NOTICE):
        fields["reschedule.notice_hours"] = texts.RESCHEDULE_NOTICE_RANGE


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
    *, user, windows: list[dict], time_zone: str, booking_horizon_days: int,
    rules: Rules | None = None, cancellation_policy: list[dict] | None = None,
    reschedule: Moves | None = None,
) -> Schedule:  # fmt: skip
    """Save the schedule screen's list: windows keep their ids when kept; others go. A
    window whose times or session length change is a new window (appointments keep theirs).
    `cancellation_policy`: its tiers, or None to keep the one saved."""
    if len(windows) > MAX_WINDOWS:
        raise InvalidInput(texts.TOO_MANY_WINDOWS)
    rules = rules or Rules()
    fields: dict[str, str] = {}
    checked = _checked(windows, fields)
    _zone_checked(time_zone, booking_horizon_days, fields)
    _rules_checked(rules, fields)
    if cancellation_policy is not None:
        cancellation_policy = _policy_checked(cancellation_policy, fields)
    if reschedule is not None:
        _moves_checked(reschedule, fields)
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
        current = weekly(user.pk)
        existing = {w.pk: w for w in lock_rows(current, current.values_list("pk", flat=True))}
        touched = 0
        keep = set()
        for window in checked:
            row = existing.get(window["id"])
            same_time = row and (row.weekdays, row.start, row.end, row.session_minutes) == (
                window["weekdays"],
                window["start"],
                window["end"],
                window["session_minutes"],
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
            row.places, row.session_minutes = window["places"], window["session_minutes"]
            row.save()
            keep.add(row.pk)
            touched |= row.weekdays
        for pk, row in existing.items():
            if pk not in keep:
                touched |= row.weekdays
                _retire(row)
        horizon_changed = profile.booking_horizon_days != booking_horizon_days
        policy_changed = cancellation_policy not in (None, profile.cancellation_policy)
        if (
            profile.time_zone != time_zone or horizon_changed or Rules.of(profile) != rules
            or policy_changed
        ):  # fmt: skip
            # Every date's times move with the zone; the horizon decides which dates exist;
            # the rules decide which times are open; every booking page shows the policy.
            touched = ALL_WEEK
        if policy_changed:
            profile.cancellation_policy = cancellation_policy
        profile.time_zone = time_zone
        profile.booking_horizon_days = booking_horizon_days
        for name, value in vars(rules).items():
            setattr(profile, name, value)
        moved = []
        if reschedule is not None:  # kept as they were when the form leaves them out
            profile.reschedule_limit = reschedule.limit
            profile.reschedule_notice_hours = reschedule.notice_hours
            moved = ["reschedule_limit", "reschedule_notice_hours"]
        profile.save(
            update_fields=[
                "time_zone", "booking_horizon_days", *vars(rules), "cancellation_policy",
                *moved, "updated_at",
            ]
        )  # fmt: skip
        if touched:
            hooks.schedule_changed(professional_id=user.pk, weekdays=touched)
        return _schedule(profile)


def day_off_add(
    *, user, first: datetime.date | None, last: datetime.date | None, hours: list[dict] = ()
) -> DayOff:
    """Mark `first`..`last` (in the professional's zone) as taking no bookings, or, with
    `hours` (windows without days), as taking them in those hours instead of the week's.
    Appointments on them stay; open booking pages of those dates hear their new times."""
    profile = profile_of(user=user)
    last = last or first
    fields: dict[str, str] = {}
    today = today_of(profile)
    if first is None:
        fields["first"] = texts.CHOOSE_DATE
    elif first < today:
        fields["first"] = texts.OFF_PAST
    elif last < first:
        fields["last"] = texts.OFF_END_BEFORE_START
    elif (last - first).days >= MAX_DAYS_OFF_SPAN:
        fields["last"] = texts.OFF_TOO_LONG
    if len(hours) > MAX_HOURS:
        fields["hours"] = texts.TOO_MANY_HOURS
    else:
        hours = _checked(list(hours), fields, at_="hours", weekly=False)
    if fields:
        raise InvalidInput(next(iter(fields.values())), fields=fields)
    with contended(), transaction.atomic():
        # The profile's row, as a booking takes it: a booking in flight on those dates either
        # commits first (and is listed) or finds the day off.
        lock_rows(Profile, [user.pk])
        upcoming = DayOff.objects.filter(professional_id=user.pk, last__gte=today)
        if upcoming.count() >= MAX_DAYS_OFF:
            raise InvalidInput(texts.TOO_MANY_DAYS_OFF)
        if upcoming.filter(first__lte=last, last__gte=first).exists():
            raise InvalidInput(texts.OFF_OVERLAP, fields={"first": texts.OFF_OVERLAP})
        day_off = DayOff.objects.create(professional_id=user.pk, first=first, last=last)
        day_off.hours_of = Window.objects.bulk_create(
            Window(
                professional_id=user.pk,
                only_on=day_off,
                weekdays=0,
                start=window["start"],
                end=window["end"],
                places=window["places"],
                session_minutes=window["session_minutes"],
            )  # fmt: skip
            for window in hours
        )
        hooks.schedule_changed(professional_id=user.pk, weekdays=ALL_WEEK, dates=(first, last))
    return day_off


def day_off_remove(*, user, day_off_id: int) -> None:
    """The dates take the week's times again (live). Their other hours go, or, where
    appointments point at them, are deactivated, as a weekly window is."""
    with contended(), transaction.atomic():
        lock_rows(Profile, [user.pk])
        day_off = DayOff.objects.filter(pk=day_off_id, professional_id=user.pk).first()
        if day_off is None:
            raise NotFound(texts.DAY_OFF_NOT_FOUND)
        for window in day_off.hours.filter(active=True):
            _retire(window)
        day_off.delete()
        hooks.schedule_changed(
            professional_id=user.pk, weekdays=ALL_WEEK, dates=(day_off.first, day_off.last)
        )
