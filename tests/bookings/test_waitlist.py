"""The waitlist of a full time: first come, first offered. A place freed by a cancel, a
rejection, a hold or an offer given back or lapsed, a reservation released or more places is
held at once for the first one waiting, who takes it by booking it (or from their list),
declines it, or lets it lapse, and then it passes on. Nobody books past the line."""

import datetime

import pytest
from django.utils import timezone

from kernel import holds
from kernel.waitlist import texts as waitlist_texts
from kernel.waitlist.models import Waiter
from marketplace.bookings import decisions, texts
from marketplace.bookings.models import Appointment
from marketplace.scheduling.queries import Rules
from notifications.models import Notification
from realtime import topics
from tests import postgres_race, sqlite_race
from tests.bookings import waitlist_racing
from tests.factories import book, person, professional, schedule, token_for, upcoming
from tests.frames import capture_frames

pytestmark = pytest.mark.django_db
Status = Appointment.Status


@pytest.fixture
def time():
    """A professional's 10:00 session of one place on `day`, booked by `first`."""
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": 1})
    window = window.windows[0]
    first = person("Meera", "Iyer")
    booked = book(first, pro, window.pk, day)
    return pro, window, day, first, booked


def body(pro, window, day, **more) -> dict:
    return {"professional_id": pro.pk, "window_id": window.pk, "date": day.isoformat(),
            "start": "10:00", "plan_id": pro.plans.first().pk, "name": "Anil Rao",
            "email": "anil@example.in", **more}  # fmt: skip


def join(api, user, pro, window, day, **more):
    return api.post("/appointments/waitlist", json=body(pro, window, day, **more),
                    token=token_for(user))  # fmt: skip


def mine(api, user) -> list[dict]:
    answer = api.get("/appointments/waitlist", token=token_for(user))
    assert answer.status == 200, answer.body
    return answer.body


def test_a_full_time_has_a_line_and_a_cancel_offers_its_place_to_the_first(
    api, time, django_capture_on_commit_callbacks
):
    pro, window, day, first, booked = time
    anil, bina, direct = person("Anil", "Rao"), person("Bina", "Das"), person("Dev", "Shah")
    assert join(api, first, pro, window, day).body["message"] == texts.ALREADY_BOOKED
    assert join(api, pro.user, pro, window, day).body["message"] == texts.NOT_YOURSELF
    joined = join(api, anil, pro, window, day)
    assert joined.status == 201, joined.body
    assert (joined.body["status"], joined.body["position"], joined.body["start"]) == (
        "waiting", 1, "10:00"
    )  # fmt: skip
    again = join(api, anil, pro, window, day)
    assert again.status == 409 and again.body["message"] == waitlist_texts.ALREADY_IN_LINE
    assert join(api, bina, pro, window, day).body["position"] == 2
    assert join(api, bina, pro, window, day, start="10:30").status == 400  # not a session

    # The client cancels: Anil is offered the place at once, and told; the line hears it.
    with capture_frames(topics.user(anil.pk)) as heard, capture_frames(topics.user(pro.pk)) as pros:
        with django_capture_on_commit_callbacks(execute=True):
            decisions.appointment_cancel(user=first, appointment_id=booked.pk)
        told = {frame["type"] for frame in heard.receive()}
        assert "waitlist.changed" in {frame["type"] for frame in pros.receive()}
    assert {"notification.created", "waitlist.changed", "booking.updated"} <= told
    offer = Appointment.objects.get(client=anil, status=Status.OFFERED)
    assert Notification.objects.get(user=anil).kind == Notification.Kind.OFFER
    [wait] = mine(api, anil)
    assert (wait["status"], wait["offer_appointment_id"]) == ("offered", offer.pk)
    assert [w["position"] for w in mine(api, bina)] == [1]
    # The offered place is taken: nobody else books it, and the day shows it full.
    refused = api.post("/appointments", json=body(pro, window, day, name="Dev"),
                       token=token_for(direct))  # fmt: skip
    assert refused.status == 409
    slots = api.get(f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()}).body
    assert [w["left"] for w in slots["windows"]] == [0]
    # Not on the client's list of appointments until taken; the professional sees the line.
    assert api.get("/appointments/mine", token=token_for(anil)).body["items"] == []
    lines = api.get("/appointments/waitlists", token=token_for(pro.user)).body
    assert [[(w["name"], w["position"]) for w in line["waiters"]] for line in lines] == [
        [("Anil Rao", 0), ("Anil Rao", 1)]
    ]
    assert api.get("/appointments/waitlists", token=token_for(anil)).status == 404

    # Booking the same time takes the offer: a request like any (this professional is paid
    # later), which the professional hears of.
    took = api.post("/appointments", json=body(pro, window, day, name="Anil R"),
                    token=token_for(anil))  # fmt: skip
    assert took.status == 201 and (took.body["id"], took.body["status"]) == (offer.pk, "pending")
    assert Waiter.objects.get(user=anil).status == Waiter.Status.BOOKED
    assert mine(api, anil) == []
    assert Notification.objects.filter(user=pro.user, kind="booking").exists()


def test_an_offer_declined_or_lapsed_passes_down_the_line(api, time):
    pro, window, day, first, booked = time
    anil, bina, chitra = person("Anil", "Rao"), person("Bina", "Das"), person("Chitra", "N")
    for someone in (anil, bina, chitra):
        assert join(api, someone, pro, window, day).status == 201
    # The professional rejects the booking: Anil is offered the place.
    decisions.appointment_reject(professional=pro.user, appointment_id=booked.pk, reason="Ill")
    [offer] = mine(api, anil)
    # Anil declines (leaving the line with an offer out): Bina is offered it at once.
    assert api.delete(f"/appointments/waitlist/{offer['id']}", token=token_for(bina)).status == 404
    assert api.delete(f"/appointments/waitlist/{offer['id']}", token=token_for(anil)).status == 204
    assert Waiter.objects.get(user=anil).status == Waiter.Status.PASSED
    assert Appointment.objects.get(pk=offer["offer_appointment_id"]).status == Status.CANCELLED
    assert api.get("/appointments/mine", token=token_for(anil)).body["items"] == []
    [offer] = mine(api, bina)
    assert offer["status"] == "offered"
    # Bina lets it lapse: Chitra is offered it when the worker's expiry runs.
    Appointment.objects.filter(pk=offer["offer_appointment_id"]).update(
        hold_expires_at=timezone.now() - datetime.timedelta(seconds=1)
    )
    assert holds.expire("appointment", offer["offer_appointment_id"])
    assert Waiter.objects.get(user=bina).status == Waiter.Status.PASSED
    [offer] = mine(api, chitra)
    assert offer["status"] == "offered"
    # Chitra takes it from her list.
    took = api.post(f"/appointments/{offer['offer_appointment_id']}/take", token=token_for(chitra))
    assert took.status == 201 and took.body["status"] == "pending"
    again = api.post(f"/appointments/{offer['offer_appointment_id']}/take", token=token_for(chitra))
    assert again.status == 409 and again.body["message"] == texts.OFFER_GONE


def test_a_pay_first_offer_is_a_hold_until_the_offers_time_and_more_places_go_to_the_line(
    api, time
):
    pro, window, day, first, booked = time
    anil, bina = person("Anil", "Rao"), person("Bina", "Das")
    for someone in (anil, bina):
        assert join(api, someone, pro, window, day).status == 201
    # The professional, now paid first, adds a place to the window: the first in line is
    # offered it.
    weekday = upcoming(2)[1]
    schedule(pro, {"id": window.pk, "days": [weekday], "start": "10:00", "end": "11:00",
                   "places": 2}, payment_required=True)  # fmt: skip
    [offer] = mine(api, anil)
    assert offer["status"] == "offered"
    assert [w["position"] for w in mine(api, bina)] == [1]
    took = api.post(f"/appointments/{offer['offer_appointment_id']}/take", token=token_for(anil))
    assert took.status == 201 and took.body["status"] == "awaiting_payment"
    parse = lambda text: datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))  # noqa: E731
    assert parse(took.body["hold_expires_at"]) == parse(offer["offer_expires_at"])


def test_the_time_must_be_full_to_wait_for_it(api):
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": 1})
    refused = join(api, person(), pro, window.windows[0], day)
    assert refused.status == 409 and refused.body["message"] == waitlist_texts.NOT_FULL


def test_a_time_closed_only_by_a_buffer_has_no_waitlist(api):
    """With a 10-minute buffer, 3-4 PM booked closes 4-5 PM, which nobody booked: it is not
    full, so nobody may wait for it; 3-4 PM is full and has a line."""
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(
        pro, {"days": [weekday], "start": "15:00", "end": "17:00", "session_minutes": 60},
        rules=Rules(buffer_after_minutes=10),
    ).windows[0]  # fmt: skip
    book(person("Meera", "Iyer"), pro, window.pk, day, start="15:00")
    slots = api.get(f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()}).body
    assert [(w["start"], w["left"], w["closed"]) for w in slots["windows"]] == [
        ("15:00", 0, "full"), ("16:00", 0, "buffer")
    ]  # fmt: skip
    refused = join(api, person(), pro, window, day, start="16:00")
    assert refused.status == 409, refused.body
    assert refused.body["message"] == texts.NO_WAITLIST_TOO_CLOSE
    assert refused.body["fields"] == {"window_id": texts.NO_WAITLIST_TOO_CLOSE}
    assert not Waiter.objects.exists()
    assert join(api, person(), pro, window, day, start="15:00").status == 201


def test_an_offer_names_its_time_as_the_app_writes_times(api, time):
    pro, window, day, first, booked = time
    anil = person("Anil", "Rao")
    assert join(api, anil, pro, window, day).status == 201
    decisions.appointment_cancel(user=first, appointment_id=booked.pk)
    offer = Notification.objects.get(user=anil, kind=Notification.Kind.OFFER)
    assert " at 10 : 00 AM is free for you" in offer.text, offer.text


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("places", [1, 3])
def test_the_line_holds_under_racing_on_postgres(places):
    races = postgres_race.trials(waitlist_racing, places=places, holds=True, count=3)
    for trial, outcomes in races:
        assert waitlist_racing.problems(trial, outcomes) == [], outcomes


@pytest.mark.parametrize("places", [1, 3])
def test_the_line_holds_under_racing_on_sqlite(tmp_path, places):
    trials = sqlite_race.run(
        "tests.bookings.waitlist_racing", tmp_path / "race.sqlite3", places=places, holds=True,
        count=2,
    )  # fmt: skip
    assert len(trials) == 2 and all(trial["problems"] == [] for trial in trials), trials


def test_an_offer_given_back_as_a_hold_is_declined_and_a_lapsed_one_says_so(api, time):
    pro, window, day, first, booked = time
    anil, bina = person("Anil", "Rao"), person("Bina", "Das")
    for someone in (anil, bina):
        assert join(api, someone, pro, window, day).status == 201
    decisions.appointment_cancel(user=first, appointment_id=booked.pk)
    [offer] = mine(api, anil)
    # The booking page's "leave" sends DELETE .../hold: for an offer, that declines it.
    url = f"/appointments/{offer['offer_appointment_id']}/hold"
    assert api.delete(url, token=token_for(anil)).status == 200
    assert Waiter.objects.get(user=anil).status == Waiter.Status.PASSED
    [offer] = mine(api, bina)
    Appointment.objects.filter(pk=offer["offer_appointment_id"]).update(
        hold_expires_at=timezone.now() - datetime.timedelta(seconds=1)
    )
    assert holds.expire("appointment", offer["offer_appointment_id"])
    told = Notification.objects.filter(user=bina).order_by("-id").values_list("text", flat=True)
    assert told[0] == texts.OFFER_LAPSED
    assert Waiter.objects.get(user=bina).status == Waiter.Status.PASSED


@pytest.mark.django_db(transaction=True)
def test_a_payment_after_its_hold_lapsed_never_takes_a_place_owed_to_the_line(api):
    from marketplace.bookings import paying, services

    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": 1},
        payment_required=True,
    ).windows[0]  # fmt: skip
    held = book(person("Meera", "Iyer"), pro, window.pk, day)
    anil = person("Anil", "Rao")
    assert join(api, anil, pro, window, day).status == 201
    Appointment.objects.filter(pk=held.pk).update(
        hold_expires_at=timezone.now() - datetime.timedelta(seconds=1)
    )
    with pytest.raises(services.PlaceGone):
        paying.appointment_payment_confirm(appointment_id=held.pk, payment_ref="pay_late")
    assert holds.expire("appointment", held.pk)
    assert [w["status"] for w in mine(api, anil)] == ["offered"]
