"""The waitlist of a sold-out event: first come, first offered; a freed seat is held for the
first one waiting at once, who takes it by booking as usual (paying inside the offer's time
for a paid event), declines it, or lets it lapse, and then it passes to the next. The race
of all of it at once is at the end, on PostgreSQL and on SQLite."""

import datetime
import sqlite3

import pytest
from django.utils import timezone

from kernel import holds
from kernel.waitlist import texts as waitlist_texts
from kernel.waitlist.models import Waiter
from marketplace.events import services, texts
from marketplace.events.models import EventBooking
from marketplace.payments.models import Refund
from notifications.models import Notification
from realtime import topics
from tests import postgres_race, sqlite_race
from tests.events import waitlist_racing
from tests.factories import person, professional, token_for
from tests.frames import capture_frames
from tests.payments.conftest import Client

Status = EventBooking.Status


def make_event(*, seats: int, price: int = 0):
    host = professional()
    draft = services.EventDraft(
        title="GST for freelancers", short_description="Filing, simply.", description="",
        response="", date=(timezone.now() + datetime.timedelta(days=3)).date(),
        start=datetime.time(10), end=datetime.time(11), seats=seats, type="Online", price=price,
    )  # fmt: skip
    return services.event_create(host=host.user, draft=draft)


def book(api, user, event, name="Meera Iyer"):
    return api.post(f"/events/{event.pk}/bookings", json={"name": name, "email": "a@example.in"},
                    token=token_for(user))  # fmt: skip


def join(api, user, event, name="Anil Rao"):
    return api.post(f"/events/{event.pk}/waitlist", json={"name": name, "email": "b@example.in"},
                    token=token_for(user))  # fmt: skip


def mine(api, user) -> list[dict]:
    answer = api.get("/events/waitlist", token=token_for(user))
    assert answer.status == 200, answer.body
    return answer.body


def edit_seats(api, event, seats: int):
    body = {
        "title": event.title, "short_description": event.short_description, "description": "",
        "response": "", "date": str(event.starts_at.astimezone(timezone.get_default_timezone())
                                    .date()),
        "start": "10:00", "end": "11:00", "seats": seats, "type": "Online", "price": 0,
    }  # fmt: skip
    answer = api.put(f"/events/{event.pk}", json=body, token=token_for(event.host))
    assert answer.status == 200, answer.body


@pytest.mark.django_db
def test_a_full_event_has_a_line_and_more_seats_go_to_it_in_order(
    api, django_capture_on_commit_callbacks
):
    event = make_event(seats=1)
    first, anil, bina, direct = (person(name, "X") for name in ("Meera", "Anil", "Bina", "Dev"))
    # While a seat is free, nobody waits for it.
    refused = join(api, anil, event)
    assert refused.status == 409 and refused.body["message"] == waitlist_texts.NOT_FULL
    assert book(api, first, event).status == 201
    assert join(api, event.host, event).body["message"] == texts.OWN_EVENT
    assert join(api, first, event).body["message"] == texts.ALREADY_BOOKED
    bad = join(api, anil, event, name=" ")
    assert bad.status == 400 and "name" in bad.body["fields"]

    joined = join(api, anil, event)
    assert joined.status == 201, joined.body
    assert (joined.body["status"], joined.body["position"]) == ("waiting", 1)
    again = join(api, anil, event)
    assert again.status == 409 and again.body["message"] == waitlist_texts.ALREADY_IN_LINE
    assert join(api, bina, event).body["position"] == 2
    assert [w["position"] for w in mine(api, bina)] == [2]
    # Full with a line: a direct booking is refused.
    assert book(api, direct, event).body["message"] == texts.SOLD_OUT

    # The host adds a seat: the first in line is offered it at once, and told.
    with capture_frames(topics.user(anil.pk)) as heard:
        with django_capture_on_commit_callbacks(execute=True):
            edit_seats(api, event, 2)
        told = heard.receive()
    offer = EventBooking.objects.get(user=anil)
    assert offer.status == Status.OFFERED
    expected = timezone.now() + datetime.timedelta(minutes=15)
    assert abs((offer.hold_expires_at - expected).total_seconds()) < 60
    text = texts.SEAT_OFFERED.format(title=event.title, minutes=15)
    assert [(f["type"], f["data"]["text"]) for f in told] == [("notification.created", text)]
    assert Notification.objects.get(user=anil).kind == Notification.Kind.OFFER
    [wait] = mine(api, anil)
    assert (wait["status"], wait["position"], wait["offer_booking_id"]) == ("offered", 0, offer.pk)
    assert [w["position"] for w in mine(api, bina)] == [1]
    # The offered seat is taken: the event is still full for anyone else.
    assert api.get(f"/events/{event.pk}").body["left"] == 0
    assert book(api, direct, event).body["message"] == texts.SOLD_OUT

    # The host sees the line, the offered one first (404 for anyone else).
    line = api.get(f"/events/{event.pk}/waitlist", token=token_for(event.host))
    assert [(w["name"], w["position"], w["status"]) for w in line.body] == [
        ("Anil Rao", 0, "offered"), ("Anil Rao", 1, "waiting"),
    ]  # fmt: skip
    assert api.get(f"/events/{event.pk}/waitlist", token=token_for(anil)).status == 404

    # Taking it is booking as usual.
    took = book(api, anil, event, name="Anil R")
    assert took.status == 201 and took.body["status"] == "confirmed" and took.body["id"] == offer.pk
    assert Waiter.objects.get(user=anil).status == Waiter.Status.BOOKED
    assert mine(api, anil) == []
    assert book(api, anil, event).body["message"] == texts.ALREADY_BOOKED

    # Leaving the line.
    [wait] = mine(api, bina)
    assert api.delete(f"/events/waitlist/{wait['id']}", token=token_for(anil)).status == 404
    assert api.delete(f"/events/waitlist/{wait['id']}", token=token_for(bina)).status == 204
    assert mine(api, bina) == [] and Waiter.objects.get(user=bina).status == Waiter.Status.LEFT
    assert api.delete(f"/events/waitlist/{wait['id']}", token=token_for(bina)).status == 409


@pytest.mark.django_db(transaction=True)
def test_a_paid_seat_passes_down_the_line_until_one_takes_it_and_pays(api, browser):
    event = make_event(seats=1, price=499)
    holder = Client(person("Meera", "Iyer"))
    anil, bina, chitra = (person(name, "X") for name in ("Anil", "Bina", "Chitra"))
    held = book(api, holder.user, event)
    assert held.body["status"] == "awaiting_payment"
    for someone in (anil, bina, chitra):
        assert join(api, someone, event).status == 201

    # The holder walks away: the first in line is offered the seat at once.
    assert api.delete(f"/events/bookings/{held.body['id']}/hold", token=holder.token).status == 200
    assert [w["status"] for w in mine(api, anil)] == ["offered"]
    # Anil declines (leaving the line with an offer out): Bina is offered it at once.
    [wait] = mine(api, anil)
    assert api.delete(f"/events/waitlist/{wait['id']}", token=token_for(anil)).status == 204
    assert Waiter.objects.get(user=anil).status == Waiter.Status.PASSED
    assert EventBooking.objects.get(pk=wait["offer_booking_id"]).status == Status.CANCELLED
    [offer] = mine(api, bina)
    assert offer["status"] == "offered"
    # Bina lets it lapse: Chitra is offered it when the worker's expiry runs.
    EventBooking.objects.filter(pk=offer["offer_booking_id"]).update(
        hold_expires_at=timezone.now() - datetime.timedelta(seconds=1)
    )
    assert holds.expire("event_booking", offer["offer_booking_id"])
    assert Waiter.objects.get(user=bina).status == Waiter.Status.PASSED
    [offer] = mine(api, chitra)
    assert offer["status"] == "offered"

    # Chitra takes it: a hold until the offer's own time, paid as any hold.
    chitra_client = Client(chitra)
    took = book(api, chitra, event, name="Chitra X")
    assert (
        took.body["status"] == "awaiting_payment" and took.body["id"] == offer["offer_booking_id"]
    )
    parse = lambda text: datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))  # noqa: E731
    assert parse(took.body["hold_expires_at"]) == parse(offer["offer_expires_at"])
    opened = api.post(f"/events/bookings/{took.body['id']}/order", token=chitra_client.token)
    assert opened.status == 200, opened.body
    answer = browser.pay(opened.body["order_id"])
    assert api.post("/payments/verify", json=answer, token=chitra_client.token).status == 200
    assert EventBooking.objects.get(pk=took.body["id"]).status == Status.CONFIRMED
    assert api.get(f"/events/{event.pk}").body["left"] == 0


@pytest.mark.django_db(transaction=True)
def test_a_payment_after_its_hold_lapsed_never_takes_a_seat_owed_to_the_line(api, browser):
    event = make_event(seats=1, price=499)
    holder, anil = Client(person("Meera", "Iyer")), person("Anil", "Rao")
    held = book(api, holder.user, event).body
    answer = browser.pay(
        api.post(f"/events/bookings/{held['id']}/order", token=holder.token).body["order_id"]
    )
    assert join(api, anil, event).status == 201
    # The hold lapses; before the worker offers its seat to Anil, the payment comes back.
    EventBooking.objects.filter(pk=held["id"]).update(
        hold_expires_at=timezone.now() - datetime.timedelta(seconds=1)
    )
    late = api.post("/payments/verify", json=answer, token=holder.token)
    assert late.status == 409 and late.body["message"] == texts.SEAT_GONE
    assert Refund.objects.get().amount_paise == 49900
    assert holds.expire("event_booking", held["id"])
    assert [w["status"] for w in mine(api, anil)] == ["offered"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("seats", [1, 3])
def test_the_line_holds_under_racing_on_postgres(seats):
    races = postgres_race.trials(waitlist_racing, places=seats, holds=True, count=4)
    for trial, outcomes in races:
        assert waitlist_racing.problems(trial, outcomes) == [], outcomes


@pytest.mark.parametrize("seats", [1, 3])
def test_the_line_holds_under_racing_on_sqlite(tmp_path, seats):
    database = tmp_path / "race.sqlite3"
    trials = sqlite_race.run(
        "tests.events.waitlist_racing", database, places=seats, holds=True, count=3
    )
    assert len(trials) == 3
    with sqlite3.connect(database) as db:
        for trial in trials:
            event = trial["event_id"]
            taken = db.execute(
                "SELECT count(*) FROM events_eventbooking WHERE event_id = ? AND (status = "
                "'confirmed' OR (status IN ('awaiting_payment', 'offered') AND hold_expires_at > "
                "datetime('now')))",
                (event,),
            ).fetchone()[0]
            assert taken == seats, trial
            offered = db.execute(
                "SELECT count(*) FROM waitlist_waiter w JOIN events_eventbooking b ON "
                "b.id = w.offer_id WHERE w.line = ? AND w.status = 'offered' AND "
                "b.status = 'offered'",
                (f"event:{event}",),
            ).fetchone()[0]
            offers = db.execute(
                "SELECT count(*) FROM events_eventbooking WHERE event_id = ? AND status = "
                "'offered'",
                (event,),
            ).fetchone()[0]
            assert offered == offers, trial
            outcomes = trial["outcomes"]
            for index, outcome in enumerate(outcomes):
                if waitlist_racing.role(index, seats) == "direct":
                    assert outcome == "full", trial
