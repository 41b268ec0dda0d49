import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

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


def statements(run) -> list[str]:
    """The SQL statements `run()` sends, as production sends them: a transaction's savepoints
    here are its BEGIN and COMMIT there, which are not statements of ours."""
    with CaptureQueriesContext(connection) as sent:
        run()
    return [q["sql"] for q in sent if not q["sql"].startswith(("SAVEPOINT", "RELEASE"))]


def test_the_hot_calls_send_a_pinned_number_of_statements(api):
    """loadtests/README.md, "The booking path at the database's pace". Counts are exact, so a
    change that adds one shows here (times are measured by `make bench-booking`)."""
    from django.contrib.contenttypes.models import ContentType

    from marketplace.bookings import paying
    from marketplace.bookings.models import Appointment

    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": 2})
    pro_token, draft = token_for(pro.user), body(pro, window.windows[0], day)
    ContentType.objects.get_for_model(Appointment)  # read once per process, as in production
    answers = []

    def call(method, path, **options):
        return lambda: answers.append(getattr(api, method)(path, **options))

    day_open = call("get", f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()})
    # the profile, the date's windows, what takes a place around it; then the day cache's
    assert len(statements(day_open)) == 3
    assert len(statements(day_open)) == 0 and answers[-1].body == answers[-2].body
    ids = []
    for client in (token_for(person()), token_for(person())):
        # the session; the plan with the professional's lock, the date's windows, what takes
        # a place around it, the appointment, the professional's notification
        assert len(statements(call("post", "/appointments", json=draft, token=client))) == 6
        assert answers[-1].status == 201 and answers[-1].body["messages"] == []
        ids.append((answers[-1].body["id"], client))
        # the appointment read under its lock, the change and its history, the client's
        # notification; and the session on the token's first call (then kept a few seconds:
        # accounts/session_cache.py). No thread: a request has none until it is paid.
        accept = call("post", f"/appointments/{ids[-1][0]}/accept", token=pro_token)
        assert len(statements(accept)) == (5 if len(ids) == 1 else 4)
        assert answers[-1].status == 200, answers[-1].body
    paid = lambda: paying.appointment_payment_confirm(  # noqa: E731
        appointment_id=ids[0][0], payment_ref="pay_pinned"
    )
    # the professional's lock (found by the appointment), the appointment with its window and
    # people read under its lock, its update (paid, the payment, no hold) and history, the
    # professional's notification
    assert len(statements(paid)) == 5
    cancel = call("post", f"/appointments/{ids[1][0]}/cancel", token=ids[1][1])
    # The client's session is kept since they booked. The payments, the professional's
    # profile (found by the appointment's id: the rules the freed place is counted with) and
    # then the appointment are locked, the appointment read once, under its lock, with
    # whether anyone waits for a time of theirs (nobody: the lines are not read); the change
    # and its history; the date's windows and what takes a place around it, for the frame;
    # the professional's notification. No thread: it was never paid.
    assert len(statements(cancel)) == 8
    assert answers[-1].status == 200, answers[-1].body
    # The cancel dropped the date's token: its appointments are read again (the profile and
    # the windows kept under the professional's token still hold), then the day is cached.
    assert len(statements(day_open)) == 1 and answers[-1].body["windows"][0]["left"] == 1
    assert len(statements(day_open)) == 0
