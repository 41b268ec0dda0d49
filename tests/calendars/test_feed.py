"""The calendar feed: a private, revocable address that calendar apps read without signing
in, listing a user's appointments (both sides) and webinars (hosted and booked), each in its
place's time zone; parsed back with icalendar as a calendar app would."""

import datetime
import json
import shutil
import subprocess
from pathlib import Path

import icalendar
import pytest

from marketplace.bookings import conversation, decisions, paying, services
from marketplace.bookings.models import Message
from marketplace.events import services as events
from marketplace.events.models import Event
from marketplace.events.services import EventDraft
from tests.factories import book, person, professional, schedule, token_for, upcoming

pytestmark = pytest.mark.django_db
NEW_YORK = "America/New_York"
ROOT = Path(__file__).resolve().parents[2]


def turn_on(api, user) -> dict:
    answer = api.post("/calendar/feed", token=token_for(user))
    assert answer.status == 200, answer.body
    return answer.body


def path_of(feed: dict) -> str:
    return feed["url"].removeprefix("http://testserver")


def read(client, feed: dict) -> icalendar.Calendar:
    answer = client.get(path_of(feed))
    assert answer.status_code == 200
    return icalendar.Calendar.from_ical(answer.content)


def by_uid(calendar: icalendar.Calendar) -> dict[str, icalendar.Event]:
    return {str(event["UID"]): event for event in calendar.walk("VEVENT")}


def webinar(host, *, title: str, days: int = 4) -> int:
    day = upcoming(days)[0]
    draft = EventDraft(
        title=title, short_description="Bring your questions.", description="",
        response="<p>https://meet.example/secret-webinar</p>", date=day,
        start=datetime.time(18), end=datetime.time(19), seats=None, type="Online", price=0,
    )  # fmt: skip
    return events.event_create(host=host, draft=draft).pk


def test_the_feed_lists_both_sides_and_webinars_in_their_zones(api, client):
    pro = professional()  # Ravi Kumar, in New York
    day, weekday = upcoming(3)
    windows = schedule(
        pro,
        {"days": [weekday], "start": "10:00", "end": "11:00"},
        {"days": [weekday], "start": "14:00", "end": "15:00"},
        time_zone=NEW_YORK,
    ).windows
    other = professional("Anita", "Desai")  # in Kolkata
    other_window = schedule(other, {"days": [weekday], "start": "09:00", "end": "10:00"}).windows[0]
    meera = person("Meera", "Iyer")
    paid = book(meera, pro, windows[0].pk, day, name="Meera Iyer")
    decisions.appointment_accept(professional=pro.user, appointment_id=paid.pk)
    paying.appointment_payment_confirm(appointment_id=paid.pk, payment_ref="pay_1")
    conversation.message_send(
        user=pro.user, appointment_id=paid.pk, text="Join: https://meet.google.com/abc"
    )
    pending = book(meera, other, other_window.pk, day, name="Meera Iyer")
    reserved = services.appointment_reserve(professional=pro.user, window_id=windows[1].pk, day=day)
    booked = webinar(other.user, title="Contracts for freelancers")
    events.event_book(user=meera, event_id=booked, name="Meera Iyer", email="m@example.in")
    hosted = webinar(pro.user, title="Careers in engineering", days=5)

    feed = turn_on(api, meera)
    assert feed["url"].startswith("http://testserver/calendar/") and feed["url"].endswith(".ics")
    assert feed["webcal_url"] == "webcal://" + feed["url"].removeprefix("http://")
    answer = client.get(path_of(feed))
    assert answer.status_code == 200
    assert answer["Content-Type"] == "text/calendar; charset=utf-8"
    assert answer["Cache-Control"].startswith("private, max-age=")
    body = answer.content.decode().replace("\r\n ", "")
    assert "REFRESH-INTERVAL;VALUE=DURATION:PT1H" in body and "X-PUBLISHED-TTL:PT1H" in body
    calendar = icalendar.Calendar.from_ical(answer.content)
    assert calendar["X-WR-CALNAME"] == "Consultation Marketplace appointments"
    assert {zone.tz_name for zone in calendar.timezones} == {NEW_YORK, "Asia/Kolkata"}

    mine = by_uid(calendar)
    assert set(mine) == {
        f"appointment-{paid.pk}@testserver", f"appointment-{pending.pk}@testserver",
        f"event-{booked}@testserver",
    }  # fmt: skip
    accepted = mine[f"appointment-{paid.pk}@testserver"]
    assert accepted["DTSTART"].params["TZID"] == NEW_YORK
    assert accepted.decoded("DTSTART") == paid.starts_at  # the same instant (UTC compared)
    assert accepted.decoded("DTEND") == paid.ends_at
    assert accepted.decoded("DTSTART").astimezone(accepted.decoded("DTSTART").tzinfo).hour == 10
    assert (str(accepted["SUMMARY"]), str(accepted["STATUS"])) == (
        "Consultation with Ravi Kumar", "CONFIRMED"
    )  # fmt: skip
    assert "https://meet.google.com/abc" in accepted["DESCRIPTION"]
    assert str(accepted["URL"]) == "http://testserver/yourAppoinments"
    assert str(accepted["LOCATION"]) == "Online"
    asked = mine[f"appointment-{pending.pk}@testserver"]
    assert asked["DTSTART"].params["TZID"] == "Asia/Kolkata"
    assert (asked.decoded("DTSTART"), str(asked["STATUS"])) == (pending.starts_at, "TENTATIVE")
    seat = mine[f"event-{booked}@testserver"]
    assert (str(seat["SUMMARY"]), seat["DTSTART"].params["TZID"]) == (
        "Contracts for freelancers", "Asia/Kolkata"
    )  # fmt: skip
    assert seat.decoded("DTSTART").hour == 18 and "Hosted by Anita Desai." in seat["DESCRIPTION"]
    assert str(seat["URL"]) == "http://testserver/myEvents"
    # The webinar's response (its meeting link) stays on its page.
    assert "secret-webinar" not in answer.content.decode()

    theirs = by_uid(read(client, turn_on(api, pro.user)))
    assert set(theirs) == {
        f"appointment-{paid.pk}@testserver", f"appointment-{reserved.pk}@testserver",
        f"event-{hosted}@testserver",
    }  # fmt: skip
    received = theirs[f"appointment-{paid.pk}@testserver"]
    assert str(received["SUMMARY"]) == "Consultation with Meera Iyer"
    assert str(received["URL"]) == "http://testserver/appoinments"
    block = theirs[f"appointment-{reserved.pk}@testserver"]
    assert (str(block["SUMMARY"]), block.decoded("DTSTART")) == (
        "Reserved Slot",
        reserved.starts_at,
    )
    run = theirs[f"event-{hosted}@testserver"]
    assert run["DTSTART"].params["TZID"] == NEW_YORK and "You host" in run["DESCRIPTION"]
    assert str(run["URL"]) == "http://testserver/events"


def test_a_reset_link_and_a_feed_turned_off_answer_404_at_once(api, client):
    user = person()
    token = token_for(user)
    assert api.get("/calendar/feed", token=token).body is None
    assert api.get("/calendar/feed").status == 401
    first = turn_on(api, user)
    assert api.get("/calendar/feed", token=token).body == first
    assert client.get(path_of(first)).status_code == 200
    second = turn_on(api, user)
    assert second["url"] != first["url"]
    assert client.get(path_of(first)).status_code == 404
    assert client.get(path_of(second)).status_code == 200
    assert api.delete("/calendar/feed", token=token).status == 204
    assert client.get(path_of(second)).status_code == 404
    assert api.get("/calendar/feed", token=token).body is None


def test_a_token_opens_its_owners_feed_only(api, client):
    pro = professional()
    day, weekday = upcoming(3)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    meera, anil = person("Meera", "Iyer"), person("Anil", "Rao")
    appointment = book(meera, pro, window.pk, day)
    turn_on(api, meera)
    answer = client.get(path_of(turn_on(api, anil)))
    assert answer.status_code == 200
    assert f"appointment-{appointment.pk}@" not in answer.content.decode()
    assert by_uid(icalendar.Calendar.from_ical(answer.content)) == {}
    for made_up in ["A" * 43, "short", "a.b", "%2e%2e"]:
        assert client.get(f"/calendar/{made_up}.ics").status_code == 404


def test_a_cancelled_appointment_stays_listed_as_cancelled(api, client):
    pro = professional()
    day, weekday = upcoming(3)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    meera = person("Meera", "Iyer")
    appointment = book(meera, pro, window.pk, day)
    feed = turn_on(api, meera)
    uid = f"appointment-{appointment.pk}@testserver"
    assert str(by_uid(read(client, feed))[uid]["STATUS"]) == "TENTATIVE"
    decisions.appointment_cancel(user=meera, appointment_id=appointment.pk)
    assert str(by_uid(read(client, feed))[uid]["STATUS"]) == "CANCELLED"


def test_no_meeting_link_before_payment_and_no_unpaid_hold(api, client):
    pro = professional()
    day, weekday = upcoming(3)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    meera = person("Meera", "Iyer")
    appointment = book(meera, pro, window.pk, day)
    decisions.appointment_accept(professional=pro.user, appointment_id=appointment.pk)
    # However a link got on the thread, an unpaid appointment never shows it.
    Message.objects.create(appointment=appointment, author=pro.user, text="https://meet.x/s3cret")
    feed = turn_on(api, meera)
    body = client.get(path_of(feed)).content.decode()
    assert f"appointment-{appointment.pk}@" in body and "s3cret" not in body
    assert "s3cret" not in client.get(path_of(turn_on(api, pro.user))).content.decode()
    # A pay-first hold is nobody's appointment until paid.
    first = professional("Kiran", "Shah")
    first_window = schedule(
        first, {"days": [weekday], "start": "12:00", "end": "13:00"}, payment_required=True
    ).windows[0]
    hold = book(meera, first, first_window.pk, day)
    assert hold.status == "awaiting_payment"
    assert f"appointment-{hold.pk}@" not in client.get(path_of(feed)).content.decode()


def test_the_feed_answers_304_while_nothing_changed_and_resets_are_limited(api, client):
    user = person()
    feed = turn_on(api, user)
    first = client.get(path_of(feed))
    again = client.get(path_of(feed), HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304
    answers = [api.post("/calendar/feed", token=token_for(user)).status for _ in range(25)]
    assert 429 in answers and answers.index(429) >= 15


def read_as_thunderbird(body: bytes) -> dict:
    """The feed as Mozilla's calendar parser reads it (ical.js: read_feed.mjs)."""
    node = shutil.which("node")
    assert node, "Node.js runs the web app's tests and this one"
    done = subprocess.run(
        [node, str(Path(__file__).with_name("read_feed.mjs"))],
        input=body, capture_output=True, timeout=60,
        env={"WEBAPP": str(ROOT / "webapp"), "PATH": "/usr/bin:/bin"},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    return json.loads(done.stdout)


def test_another_calendar_parser_places_every_event_at_the_same_instant(api, client):
    """What Google or Apple Calendar make of the feed cannot run here; Thunderbird's parser
    can. It reads the feed with the feed's own time zones, and must land on our instants."""
    pro = professional()
    day, weekday = upcoming(3)
    (window,) = schedule(
        pro, {"days": [weekday], "start": "21:30", "end": "22:30"}, time_zone=NEW_YORK
    ).windows
    meera = person("Meera", "Iyer")
    late = book(meera, pro, window.pk, day, name="Meera Iyer")
    seat = webinar(pro.user, title="Taxes, GST; and you")
    events.event_book(user=meera, event_id=seat, name="Meera Iyer", email="m@example.in")

    answer = client.get(path_of(turn_on(api, meera)))
    parsed = read_as_thunderbird(answer.content)
    assert parsed["name"] == "Consultation Marketplace appointments"
    by_uid = {event["uid"]: event for event in parsed["events"]}
    booked = by_uid[f"appointment-{late.pk}@testserver"]
    assert booked["zone"] == NEW_YORK and booked["status"] == "TENTATIVE"
    iso = lambda at: at.astimezone(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z")  # noqa: E731
    assert (booked["start"], booked["end"]) == (iso(late.starts_at), iso(late.ends_at))
    webinar_event = by_uid[f"event-{seat}@testserver"]
    hosted = Event.objects.get(pk=seat)
    assert webinar_event["summary"] == "Taxes, GST; and you"
    assert (webinar_event["start"], webinar_event["end"]) == (
        iso(hosted.starts_at),
        iso(hosted.ends_at),
    )
