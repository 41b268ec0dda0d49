"""The professional's side through the API: the received list, decisions, reservations."""

import pytest

from marketplace.bookings import texts
from tests.factories import book, person, professional, schedule, token_for, upcoming

pytestmark = pytest.mark.django_db


@pytest.fixture
def setup():
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": 2}
    ).windows[0]
    client = person("Meera", "Iyer")
    appointment = book(client, pro, window.pk, day, name="Meera Iyer")
    return pro, window, day, client, appointment


def test_received_list_and_decisions(api, setup):
    pro, window, day, client, appointment = setup
    pro_token, client_token = token_for(pro.user), token_for(client)
    stranger = token_for(person("Anil", "Rao"))
    assert api.post(f"/appointments/{appointment.pk}/accept").status == 401
    assert api.post(f"/appointments/{appointment.pk}/accept", token=stranger).status == 404
    assert api.post(f"/appointments/{appointment.pk}/accept", token=client_token).status == 404
    accepted = api.post(f"/appointments/{appointment.pk}/accept", token=pro_token)
    assert accepted.status == 200, accepted.body
    assert accepted.body["status"] == "accepted" and accepted.body["client_name"] == "Meera Iyer"
    again = api.post(f"/appointments/{appointment.pk}/accept", token=pro_token)
    assert again.status == 409 and again.body["message"]

    reserved = api.post(
        "/appointments/reservations",
        json={"window_id": window.pk, "date": day.isoformat()},
        token=pro_token,
    )
    assert reserved.status == 201, reserved.body
    assert reserved.body["reserved"] and reserved.body["status"] == "reserved"
    full = api.post(
        "/appointments/reservations",
        json={"window_id": window.pk, "date": day.isoformat()},
        token=pro_token,
    )
    assert full.status == 409 and full.body["message"] == texts.ALREADY_RESERVED

    received = api.get("/appointments/received", token=pro_token)
    assert received.status == 200
    items = received.body["items"]
    assert [i["id"] for i in items] == [reserved.body["id"], appointment.pk]
    card = items[1]
    assert card["phone"] == client.phone and card["phone"].startswith("+")
    assert (card["date"], card["start"], card["plan_type"]) == (day.isoformat(), "10:00", "Online")
    other_day = api.get("/appointments/received", data={"date": "2001-01-01"}, token=pro_token)
    assert other_day.body["items"] == []
    assert api.get("/appointments/received", token=client_token).body["items"] == []
    # The client's own list never shows the professional's reservation.
    mine = api.get("/appointments/mine", token=client_token)
    assert [i["id"] for i in mine.body["items"]] == [appointment.pk]

    released = api.post(f"/appointments/{reserved.body['id']}/release", token=pro_token)
    assert released.status == 200 and released.body["status"] == "cancelled"
    cancelled = api.post(f"/appointments/{appointment.pk}/cancel", token=client_token)
    assert cancelled.status == 200 and cancelled.body["status"] == "cancelled"


def test_reject_needs_a_reason(api, setup):
    pro, _, _, client, appointment = setup
    token = token_for(pro.user)
    url = f"/appointments/{appointment.pk}/reject"
    assert api.post(url, json={}, token=token).status == 422
    blank = api.post(url, json={"reason": " "}, token=token)
    assert blank.status == 400 and blank.body["fields"] == {"reason": texts.ENTER_REASON}
    long = api.post(url, json={"reason": "x" * 301}, token=token)
    assert long.status == 400 and long.body["fields"] == {"reason": texts.REASON_TOO_LONG}
    padded = api.post(url, json={"reason": " " * 400 + "Away"}, token=token_for(client))
    assert padded.status == 404  # trimmed, then refused to the client as a stranger
    assert api.post(url, json={"reason": "Busy"}, token=token_for(client)).status == 404
    rejected = api.post(url, json={"reason": "Book another day and time"}, token=token)
    assert rejected.status == 200 and rejected.body["status"] == "rejected"


def test_rejected_cards_carry_the_reason_and_notifications_link_to_the_list(api, setup):
    pro, _, _, client, appointment = setup
    client_token = token_for(client)
    api.post(f"/appointments/{appointment.pk}/reject", json={"reason": "On leave"},
             token=token_for(pro.user))  # fmt: skip
    card = api.get("/appointments/mine", token=client_token).body["items"][0]
    assert (card["status"], card["reason"]) == ("rejected", "On leave")
    assert (card["can_cancel"], card["can_review"], card["review"]) == (False, False, None)
    told = api.get("/notifications", token=client_token).body["items"][0]
    assert told["text"] == texts.REJECTED.format(reason="On leave")
    assert told["path"] == "/yourAppoinments"
    booked = api.get("/notifications", token=token_for(pro.user)).body["items"][-1]
    assert booked["path"] == "/appoinments"


def test_cards_say_what_each_side_may_do(api, setup):
    pro, _, _, client, appointment = setup
    pro_token, client_token = token_for(pro.user), token_for(client)
    mine = api.get("/appointments/mine", token=client_token).body["items"][0]
    assert (mine["can_cancel"], mine["messages"]) == (True, [])
    received = api.get("/appointments/received", token=pro_token).body["items"][0]
    assert received["can_cancel"] is False  # pending: the professional rejects instead
    api.post(f"/appointments/{appointment.pk}/accept", token=pro_token)
    received = api.get("/appointments/received", token=pro_token).body["items"][0]
    assert received["can_cancel"] is True


def test_lists_filter_by_date_and_the_professional_also_by_time(api):
    pro = professional()
    day, weekday = upcoming(2)
    ten, noon = schedule(
        pro,
        {"days": [weekday], "start": "10:00", "end": "11:00"},
        {"days": [weekday], "start": "12:00", "end": "13:00"},
    ).windows
    client = person("Meera", "Iyer")
    appointment = book(client, pro, ten.pk, day)
    later = book(client, pro, noon.pk, day)
    pro_token, client_token = token_for(pro.user), token_for(client)

    def ids(path, token, **query):
        answer = api.get(path, data=query, token=token)
        assert answer.status == 200, answer.body
        return [item["id"] for item in answer.body["items"]]

    assert ids("/appointments/mine", client_token, date=day.isoformat()) == [
        later.pk, appointment.pk,
    ]  # fmt: skip
    assert ids("/appointments/mine", client_token, date="2001-01-01") == []
    at_ten = ids("/appointments/received", pro_token, date=day.isoformat(), time="10:00")
    assert at_ten == [appointment.pk]
    at_noon = ids("/appointments/received", pro_token, date=day.isoformat(), time="12:00")
    assert at_noon == [later.pk]
    assert ids("/appointments/received", pro_token, date=day.isoformat(), time="09:00") == []
    no_date = api.get("/appointments/received", data={"time": "10:00"}, token=pro_token)
    assert no_date.status == 400 and no_date.body["fields"] == {"date": texts.FILTER_NEEDS_DATE}
    assert api.get("/appointments/received", data={"time": "25:00"}, token=pro_token).status == 422


def test_a_released_reservation_stays_a_reservation_and_is_never_a_booking(api, setup):
    pro, window, day, _, _ = setup
    token = token_for(pro.user)
    reserved = api.post(
        "/appointments/reservations",
        json={"window_id": window.pk, "date": day.isoformat()},
        token=token,
    ).body
    api.post(f"/appointments/{reserved['id']}/release", token=token)
    card = next(
        item
        for item in api.get("/appointments/received", token=token).body["items"]
        if item["id"] == reserved["id"]
    )
    assert (card["reserved"], card["status"]) == (True, "cancelled")
    assert api.get("/appointments/mine", token=token).body["items"] == []
    thread = api.get(f"/appointments/{reserved['id']}/messages", token=token)
    assert thread.status == 404


def test_the_professional_never_sees_a_hold_that_was_not_paid(api):
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00"}, payment_required=True
    ).windows[0]
    client = person("Meera", "Iyer")
    token = token_for(client)
    held = book(client, pro, window.pk, day)
    assert held.status == "awaiting_payment"
    assert api.get("/appointments/received", token=token_for(pro.user)).body["items"] == []
    assert api.delete(f"/appointments/{held.pk}/hold", token=token).status == 200
    assert api.get("/appointments/received", token=token_for(pro.user)).body["items"] == []
    mine = api.get("/appointments/mine", token=token).body["items"]
    assert [(item["id"], item["status"]) for item in mine] == [(held.pk, "cancelled")]


@pytest.mark.django_db(transaction=True)
def test_someone_elses_cancel_or_reject_locks_nothing_of_the_professionals(api, setup, settings):
    """A cancel or reject finds the professional to lock only by an appointment of the
    caller's: while another writer holds the professional's lock, a stranger's call is a 404
    at once, where the appointment's own client and professional wait for it (409, busy)."""
    from kernel.errors import BUSY
    from kernel.locking import lock_rows
    from marketplace.profiles.models import Profile
    from tests.platform.test_locking import another_writer

    settings.LOCK_TIMEOUT_MS = 50
    pro, _, _, client, appointment = setup
    stranger = token_for(person("Anil", "Rao"))
    cancel, reject = (
        f"/appointments/{appointment.pk}/cancel",
        f"/appointments/{appointment.pk}/reject",
    )
    with another_writer(lambda: lock_rows(Profile, [pro.pk])):
        assert api.post(cancel, token=stranger).status == 404
        assert api.post(reject, json={"reason": "Busy"}, token=stranger).status == 404
        assert api.post(reject, json={"reason": "Busy"}, token=token_for(client)).status == 404
        for token in (token_for(client), token_for(pro.user)):
            busy = api.post(cancel, token=token)
            assert (busy.status, busy.body["message"]) == (409, BUSY)
    assert api.post(cancel, token=token_for(client)).body["status"] == "cancelled"
