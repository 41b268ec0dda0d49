import pytest

from marketplace.bookings import texts
from marketplace.profiles import texts as contact_texts
from tests.factories import person, professional, schedule, token_for, upcoming

pytestmark = pytest.mark.django_db


@pytest.fixture
def setup():
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    return pro, window, day


def body(pro, window, day, **change):
    return {
        "professional_id": pro.pk, "window_id": window.pk, "date": day.isoformat(),
        "plan_id": pro.plans.first().pk, "name": "Asha Verma", "email": "asha@example.in",
        **change,
    }  # fmt: skip


def test_slots_book_and_list(api, setup):
    pro, window, day = setup
    slots = api.get(f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()})
    assert slots.status == 200
    assert slots.body["time_zone"] == "Asia/Kolkata" and not slots.body["payment_required"]
    assert [(w["window_id"], w["start"], w["left"]) for w in slots.body["windows"]] == [
        (window.pk, "10:00", 1)
    ]
    assert slots.body["windows"][0]["starts_at"].endswith("+05:30")
    token = token_for(person())
    booked = api.post("/appointments", json=body(pro, window, day), token=token)
    assert booked.status == 201, booked.body
    assert booked.body["status"] == "pending" and booked.body["price"] == 500
    assert booked.body["start"] == "10:00" and booked.body["professional"]["id"] == pro.pk
    again = api.get(f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()})
    assert again.body["windows"][0]["left"] == 0
    full = api.post("/appointments", json=body(pro, window, day), token=token_for(person()))
    assert full.status == 409 and full.body["message"] == texts.SLOT_FULL
    mine = api.get("/appointments/mine", token=token)
    assert [a["id"] for a in mine.body["items"]] == [booked.body["id"]]


def test_booking_needs_sign_in_and_good_input(api, setup):
    pro, window, day = setup
    assert api.post("/appointments", json=body(pro, window, day)).status == 401
    bad = api.post(
        "/appointments", json=body(pro, window, day, email="x"), token=token_for(person())
    )
    assert bad.status == 400 and bad.body["fields"] == {"email": contact_texts.INVALID_EMAIL}
    kinds = api.post(
        "/appointments", json=body(pro, window, day, plan_id="1"), token=token_for(person())
    )
    assert kinds.status == 422


def test_unknown_professional_slots(api):
    assert api.get("/professionals/999999/slots", data={"date": "2030-01-01"}).status == 404


def test_a_professionals_reserved_block_is_not_in_their_own_list(api, setup):
    """A reserved time (the professional's own block) takes a place but is nobody's booking."""
    import datetime
    import zoneinfo

    from marketplace.bookings.models import Appointment

    pro, window, day = setup
    zone = zoneinfo.ZoneInfo("Asia/Kolkata")
    Appointment.objects.create(
        client=pro.user, professional=pro.user, window=window, day=day,
        starts_at=datetime.datetime.combine(day, window.start, tzinfo=zone),
        ends_at=datetime.datetime.combine(day, window.end, tzinfo=zone),
        plan_name="Call", plan_type="Online", price_paise=50000, name=pro.user.name,
        email="pro@example.in", status=Appointment.Status.RESERVED,
    )  # fmt: skip
    assert api.get("/appointments/mine", token=token_for(pro.user)).body["items"] == []
    slots = api.get(f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()})
    assert slots.body["windows"][0]["left"] == 0


def test_opening_a_day_and_booking_read_nothing_twice(api, setup, django_assert_num_queries):
    """The booking path's statements, counted: the profile is read once per request and the
    frame's count of the day reuses it (a booking sent 3 more before; loadtests/README.md)."""
    pro, window, day = setup
    token, draft = token_for(person()), body(pro, window, day)
    # profile, day off, windows, places taken
    with django_assert_num_queries(4):
        assert (
            api.get(f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()}).status == 200
        )
    # session; profile, plan, window; the transaction (a savepoint here): its lock timeout,
    # the professional's and the window's locks, the day off, own appointments, the day's
    # taken places, insert, the frame's day off, windows and places, the notification; then
    # the answer's messages (issue 25 makes this path cheaper)
    with django_assert_num_queries(18):
        assert api.post("/appointments", json=draft, token=token).status == 201
