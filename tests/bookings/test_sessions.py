"""Times the way professionals work: a window split into sessions of a length, buffers kept
free around booked sessions, a minimum notice and a daily limit, as clients see and book
them (GET .../slots, POST /appointments) and as the schedule screen saves them."""

import datetime

import pytest

from marketplace.bookings import texts
from marketplace.profiles import texts as profile_texts
from marketplace.scheduling import texts as schedule_texts
from marketplace.scheduling.models import Window
from marketplace.scheduling.queries import Rules
from tests.factories import person, professional, schedule, token_for, upcoming

pytestmark = pytest.mark.django_db


def slots(api, pro, day) -> list[tuple[str, str, int]]:
    answer = api.get(f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()})
    assert answer.status == 200, answer.body
    return [(w["start"], w["end"], w["left"]) for w in answer.body["windows"]]


def closed(api, pro, day) -> list[str | None]:
    """Why each time of the day has no place left (None: it has one)."""
    answer = api.get(f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()})
    return [w["closed"] for w in answer.body["windows"]]


def book(api, pro, window, day, start=None, client=None):
    body = {
        "professional_id": pro.pk, "window_id": window.pk, "date": day.isoformat(),
        "plan_id": pro.plans.first().pk, "name": "Asha Verma", "email": "asha@example.in",
    }  # fmt: skip
    if start is not None:
        body["start"] = start
    return api.post("/appointments", json=body, token=token_for(client or person()))


def test_a_window_of_sessions_offers_each_with_its_own_places(api):
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "12:00", "places": 2,
              "session_minutes": 30},
    ).windows[0]  # fmt: skip
    assert slots(api, pro, day) == [
        ("10:00", "10:30", 2), ("10:30", "11:00", 2), ("11:00", "11:30", 2), ("11:30", "12:00", 2),
    ]  # fmt: skip
    booked = book(api, pro, window, day, "10:30")
    assert booked.status == 201, booked.body
    assert (booked.body["start"], booked.body["end"]) == ("10:30", "11:00")
    assert slots(api, pro, day)[:2] == [("10:00", "10:30", 2), ("10:30", "11:00", 1)]
    assert book(api, pro, window, day, "10:30").status == 201
    full = book(api, pro, window, day, "10:30")
    assert full.status == 409 and full.body["message"] == texts.SLOT_FULL
    # Without a start: the window's first session, as before sessions existed.
    assert book(api, pro, window, day).body["start"] == "10:00"


@pytest.mark.parametrize(
    ("start", "field", "message"),
    [("10:15", "start", texts.TIME_NOT_OFFERED), ("1015", "start", texts.BAD_START)],
)
def test_a_start_that_is_no_session_is_refused_on_its_field(api, start, field, message):
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00", "session_minutes": 30}
    ).windows[0]
    refused = book(api, pro, window, day, start)
    assert refused.status == 400 and refused.body["fields"] == {field: message}


def test_buffers_keep_time_free_around_a_booked_session(api):
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "12:00", "session_minutes": 30},
        rules=Rules(buffer_before_minutes=10, buffer_after_minutes=5),
    ).windows[0]  # fmt: skip
    assert book(api, pro, window, day, "11:00").status == 201
    # 10:30 and 11:30 touch it (15 minutes are kept between two sessions); 10:00 does not.
    assert [left for *_, left in slots(api, pro, day)] == [1, 0, 0, 0]
    # Only 11:00 is taken; the buffer closes the two beside it, which nobody booked.
    assert closed(api, pro, day) == [None, "buffer", "full", "buffer"]
    refused = book(api, pro, window, day, "11:30")
    assert refused.status == 409 and refused.body["message"] == texts.TOO_CLOSE
    assert book(api, pro, window, day, "10:00").status == 201


def test_no_booking_within_the_minimum_notice(api):
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00"}, rules=Rules(notice_hours=48)
    ).windows[0]
    assert slots(api, pro, day) == []
    refused = book(api, pro, window, day)
    assert refused.status == 400
    assert refused.body["fields"] == {"window_id": texts.TOO_SOON.format(hours=48)}
    later, _ = upcoming(8)
    assert slots(api, pro, later) == [("10:00", "11:00", 1)]


def test_a_daily_limit_closes_the_day_once_reached(api):
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "12:00", "places": 3,
              "session_minutes": 60},
        rules=Rules(daily_limit=2),
    ).windows[0]  # fmt: skip
    assert book(api, pro, window, day, "10:00").status == 201
    assert book(api, pro, window, day, "11:00").status == 201
    assert [left for *_, left in slots(api, pro, day)] == [0, 0]
    # Their places are not taken (3 each): the day's limit closes them.
    assert closed(api, pro, day) == ["daily_limit", "daily_limit"]
    refused = book(api, pro, window, day, "11:00")
    assert refused.status == 409 and refused.body["message"] == texts.DAY_LIMIT_REACHED
    next_week, _ = upcoming(8)
    assert [left for *_, left in slots(api, pro, next_week)] == [3, 3]


def put(api, token, windows, **extra):
    body = {"windows": windows, "time_zone": "Asia/Kolkata", "booking_horizon_days": 60, **extra}
    return api.put("/schedule/me", json=body, token=token)


def test_the_schedule_saves_sessions_and_rules(api):
    pro = professional()
    token = token_for(pro.user)
    window = {"days": ["Mon"], "start": "10:00", "end": "18:00", "places": 1,
              "session_minutes": 30}  # fmt: skip
    rules = {"buffer_before_minutes": 0, "buffer_after_minutes": 10, "notice_hours": 2,
             "daily_limit": 6}  # fmt: skip
    saved = put(api, token, [window], rules=rules)
    assert saved.status == 200, saved.body
    assert saved.body["windows"][0]["session_minutes"] == 30
    assert saved.body["rules"] == rules
    assert api.get("/schedule/me", token=token).body == saved.body
    # Left out, the rules are the defaults: no buffers, 2 hours' notice, no limit.
    plain = put(api, token, [window])
    assert plain.body["rules"] == {**rules, "buffer_after_minutes": 0, "daily_limit": None}


@pytest.mark.parametrize(
    ("window", "rules", "field", "message"),
    [
        ({"session_minutes": 25}, {}, "windows.0.session_minutes", schedule_texts.SESSION_LENGTH),
        ({"session_minutes": 90}, {}, "windows.0.session_minutes",
         schedule_texts.SESSION_TOO_LONG),
        ({}, {"buffer_after_minutes": 121}, "buffer_after_minutes", schedule_texts.BUFFER_RANGE),
        ({}, {"buffer_before_minutes": -1}, "buffer_before_minutes",
         schedule_texts.BUFFER_RANGE),
        ({}, {"notice_hours": 721}, "notice_hours", schedule_texts.NOTICE_RANGE),
        ({}, {"daily_limit": 0}, "daily_limit", schedule_texts.DAILY_LIMIT_RANGE),
    ],
)  # fmt: skip
def test_each_session_and_rule_is_checked_on_its_field(api, window, rules, field, message):
    pro = professional()
    base = {"days": ["Mon"], "start": "10:00", "end": "11:00", "places": 1}
    answer = put(api, token_for(pro.user), [base | window], rules=rules)
    assert answer.status == 400, answer.body
    assert answer.body["fields"][field] == message


def test_a_day_off_closes_its_dates_and_lists_what_stays_booked(api):
    pro = professional()
    token = token_for(pro.user)
    day, weekday = upcoming(1)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": 2})
    window = window.windows[0]
    booked = book(api, pro, window, day, client=person("Isha", "Rao"))
    assert booked.status == 201
    added = api.post(
        "/schedule/me/days-off", json={"first": day.isoformat()}, token=token
    )  # a single day: last is first
    assert added.status == 201, added.body
    assert (added.body["first"], added.body["last"]) == (day.isoformat(), day.isoformat())
    assert [(b["appointment_id"], b["start"], b["client_name"]) for b in added.body["booked"]] == [
        (booked.body["id"], "10:00", "Asha Verma")
    ]
    assert slots(api, pro, day) == []
    refused = book(api, pro, window, day)
    assert refused.status == 400 and refused.body["fields"] == {"date": texts.DAY_OFF}
    assert [d["id"] for d in api.get("/schedule/me/days-off", token=token).body] == [
        added.body["id"]
    ]
    # Another professional cannot remove it; its own can, and the day is bookable again.
    other = token_for(professional("Other", "Pro").user)
    assert api.delete(f"/schedule/me/days-off/{added.body['id']}", token=other).status == 404
    assert api.delete(f"/schedule/me/days-off/{added.body['id']}", token=token).status == 204
    assert slots(api, pro, day) == [("10:00", "11:00", 1)]


@pytest.mark.parametrize(
    ("first", "last", "field", "message"),
    [
        (None, None, "first", schedule_texts.CHOOSE_DATE),
        (-1, None, "first", schedule_texts.OFF_PAST),
        (3, 2, "last", schedule_texts.OFF_END_BEFORE_START),
        (1, 400, "last", schedule_texts.OFF_TOO_LONG),
    ],
)
def test_a_day_off_is_checked_on_its_fields(api, first, last, field, message):
    pro = professional()
    body = {
        "first": upcoming(first)[0].isoformat() if first is not None else None,
        "last": upcoming(last)[0].isoformat() if last is not None else None,
    }
    answer = api.post("/schedule/me/days-off", json=body, token=token_for(pro.user))
    assert answer.status == 400, answer.body
    assert answer.body["fields"] == {field: message}


def test_the_booking_form_starts_with_the_e_mail_the_client_gave_last(api):
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    client = person("Isha", "Rao")
    token = token_for(client)
    assert api.get("/auth/me/email").status == 401
    assert api.get("/auth/me/email", token=token).body == {"email": ""}
    assert book(api, pro, window, day, client=client).status == 201  # as asha@example.in
    assert api.get("/auth/me/email", token=token).body == {"email": "asha@example.in"}


def test_other_hours_replace_the_weeks_on_their_dates_only(api):
    pro = professional()
    token = token_for(pro.user)
    day, weekday = upcoming(1)
    weekly = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    hours = [{"start": "14:00", "end": "16:00", "places": 2, "session_minutes": 60}]
    added = api.post(
        "/schedule/me/days-off", json={"first": day.isoformat(), "hours": hours}, token=token
    )
    assert added.status == 201, added.body
    assert added.body["hours"] == hours
    assert slots(api, pro, day) == [("14:00", "15:00", 2), ("15:00", "16:00", 2)]
    next_week = day + datetime.timedelta(days=7)
    assert slots(api, pro, next_week) == [("10:00", "11:00", 1)]
    refused = book(api, pro, weekly, day)
    assert refused.status == 400 and refused.body["fields"] == {"window_id": texts.TIME_NOT_OFFERED}
    other = Window.objects.get(only_on_id=added.body["id"])
    assert book(api, pro, other, day, "15:00").status == 201
    assert slots(api, pro, day) == [("14:00", "15:00", 2), ("15:00", "16:00", 1)]
    # Its hours are nobody's weekly time, and on another date they are not offered.
    assert [w["start"] for w in api.get("/schedule/me", token=token).body["windows"]] == ["10:00"]
    assert book(api, pro, other, next_week, "15:00").body["fields"] == {
        "window_id": texts.TIME_NOT_OFFERED
    }
    listed = api.get("/schedule/me/days-off", token=token).body
    assert [(d["hours"], [b["start"] for b in d["booked"]]) for d in listed] == [(hours, ["15:00"])]
    # Removed: the week's time is back; the booked one keeps its (now retired) window.
    assert api.delete(f"/schedule/me/days-off/{added.body['id']}", token=token).status == 204
    assert slots(api, pro, day) == [("10:00", "11:00", 1)]
    other.refresh_from_db()
    assert not other.active and other.appointments.count() == 1


def test_a_date_has_one_day_off_or_other_hours_each_checked(api):
    pro = professional()
    token = token_for(pro.user)
    day = upcoming(1)[0].isoformat()
    hours = {"start": "14:00", "end": "15:00", "places": 1, "session_minutes": None}

    def add(**body):
        return api.post("/schedule/me/days-off", json={"first": day, **body}, token=token)

    wrong = add(hours=[{**hours, "end": "13:00"}, {**hours, "places": 0}])
    assert wrong.status == 400 and wrong.body["fields"] == {
        "hours.0.end": schedule_texts.END_AFTER_START,
        "hours.1.places": schedule_texts.PLACES_RANGE,
    }
    twice = add(hours=[hours, {**hours, "start": "14:30", "end": "15:30"}])
    assert twice.body["fields"] == {"hours.1.start": schedule_texts.HOURS_OVERLAP}
    assert add(hours=[hours] * 11).body["fields"] == {"hours": schedule_texts.TOO_MANY_HOURS}
    assert add().status == 201
    assert add(hours=[hours]).body["fields"] == {"first": schedule_texts.OFF_OVERLAP}
    assert not Window.objects.filter(professional_id=pro.pk).exists()


def test_a_plan_with_a_length_is_booked_only_in_a_session_that_long(api):
    pro = professional()
    day, weekday = upcoming(1)
    short, long = schedule(
        pro,
        {"days": [weekday], "start": "10:00", "end": "11:00", "session_minutes": 30},
        {"days": [weekday], "start": "12:00", "end": "13:00"},
    ).windows
    plan = pro.plans.first()
    plans = [{"id": plan.pk, "name": plan.name, "type": plan.type, "price": 500}]
    token = token_for(pro.user)
    body = {"consulting_note": "", "payment_required": False}
    bad = api.put(
        "/profiles/me/plans", json={**body, "plans": [{**plans[0], "duration_minutes": 25}]},
        token=token,
    )  # fmt: skip
    assert bad.status == 400
    assert bad.body["fields"] == {"duration_minutes": profile_texts.PLAN_LENGTH}
    saved = api.put(
        "/profiles/me/plans", json={**body, "plans": [{**plans[0], "duration_minutes": 60}]},
        token=token,
    )  # fmt: skip
    assert saved.status == 200 and saved.body["plans"][0]["duration_minutes"] == 60
    refused = book(api, pro, short, day, "10:30")
    message = texts.PLAN_TOO_LONG.format(minutes=60)
    assert refused.status == 400 and refused.body["fields"] == {"plan_id": message}
    assert book(api, pro, long, day).status == 201
