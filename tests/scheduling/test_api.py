import pytest

from marketplace.scheduling import texts
from marketplace.scheduling.models import Window
from tests.factories import book, person, professional, schedule, token_for, upcoming

pytestmark = pytest.mark.django_db


def put(api, token, windows, **extra):
    body = {"windows": windows, "time_zone": "Asia/Kolkata", "booking_horizon_days": 60, **extra}
    return api.put("/schedule/me", json=body, token=token)


def test_save_and_read_the_schedule(api):
    pro = professional()
    token = token_for(pro.user)
    saved = put(
        api, token, [{"days": ["Mon", "Wed"], "start": "11:00", "end": "13:00", "places": 3}]
    )
    assert saved.status == 200, saved.body
    assert saved.body["windows"][0] | {"id": 0} == {
        "id": 0, "days": ["Mon", "Wed"], "start": "11:00", "end": "13:00", "places": 3,
        "session_minutes": None,
    }  # fmt: skip
    assert api.get("/schedule/me", token=token).body == saved.body
    assert api.get("/schedule/me").status == 401


def w(days=("Mon",), start="10:00", end="11:00", places=1) -> dict:
    return {"days": list(days), "start": start, "end": end, "places": places}


@pytest.mark.parametrize(
    ("window", "field", "message"),
    [
        (w(days=()), "windows.0.days", texts.CHOOSE_DAY),
        (w(start="11:00", end="10:00"), "windows.0.end", texts.END_AFTER_START),
        (w(end="10:00"), "windows.0.end", texts.END_AFTER_START),
        (w(places=0), "windows.0.places", texts.PLACES_RANGE),
        (w(places=101), "windows.0.places", texts.PLACES_RANGE),
        (w(start="25:00"), "windows.0.start", texts.BAD_TIME),
        (w(days=("Xyz",)), "windows.0.days", texts.UNKNOWN_DAY.format(day="Xyz")),
    ],
)
def test_each_rule_refuses_on_its_field(api, window, field, message):
    pro = professional()
    answer = put(api, token_for(pro.user), [window])
    assert answer.status == 400
    assert answer.body["fields"][field] == message
    assert not Window.objects.exists()


def test_overlapping_windows_on_a_shared_day_are_refused(api):
    pro = professional()
    answer = put(
        api,
        token_for(pro.user),
        [
            {"days": ["Mon", "Tue"], "start": "10:00", "end": "12:00", "places": 1},
            {"days": ["Tue"], "start": "11:00", "end": "13:00", "places": 1},
        ],
    )
    assert answer.status == 400
    assert answer.body["fields"]["windows.1.start"] == texts.OVERLAP.format(day="Tue")


def test_zone_and_horizon_are_checked(api):
    token = token_for(professional().user)
    answer = put(api, token, [], time_zone="Mars/Olympus", booking_horizon_days=0)
    assert answer.status == 400
    assert answer.body["fields"] == {
        "time_zone": texts.BAD_ZONE, "booking_horizon_days": texts.HORIZON_RANGE,
    }  # fmt: skip
    assert put(api, token, [], time_zone="Europe/London", booking_horizon_days=30).status == 200


def test_editing_a_booked_window_keeps_its_appointments():
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    appointment = book(person(), pro, window.pk, day)
    moved = schedule(pro, {"days": [weekday], "start": "14:00", "end": "15:00"}).windows[0]
    assert moved.pk != window.pk
    window.refresh_from_db()
    appointment.refresh_from_db()
    assert not window.active and appointment.window_id == window.pk
    assert appointment.starts_at.hour == 4  # still 10:00 in Kolkata (04:30 UTC)
    schedule(pro)  # delete everything
    assert Window.objects.filter(pk=window.pk).exists(), "a booked window was deleted"
    assert not Window.objects.filter(pk=moved.pk).exists(), "an unbooked window was kept"


@pytest.mark.parametrize("rules", ["123", '"x"', "null", "[1]", "true", "1e400", '"a\\u0000b"'])
def test_rules_that_are_not_an_object_are_refused_and_keep_the_saved_ones(api, rules):
    """A value of the wrong kind where the rules belong reset them to their defaults
    (issue 38); it is a 422 on the field, and the saved rules stay."""
    pro = professional()
    token = token_for(pro.user)
    kept = {"buffer_before_minutes": 10, "buffer_after_minutes": 5, "notice_hours": 7,
            "daily_limit": 3}  # fmt: skip
    assert put(api, token, [w()], rules=kept).status == 200
    body = '{"windows": [{"days": ["Mon"], "start": "10:00", "end": "11:00"}], "rules": %s}'
    answer = api.put("/schedule/me", body=body % rules, token=token)
    assert answer.status == 422, answer.body
    assert answer.body["fields"] == {"rules": "Input should be a valid dictionary"}
    assert api.get("/schedule/me", token=token).body["rules"] == kept
