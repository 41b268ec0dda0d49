"""The accepted appointment's .ics: valid iCalendar, in the professional's zone, escaped."""

import datetime
import zoneinfo

import icalendar
import pytest

from kernel import ical
from marketplace.bookings import conversation, decisions, paying
from tests.factories import book, person, professional, schedule, token_for, upcoming

pytestmark = pytest.mark.django_db


def unfold(body: str) -> list[str]:
    return body.replace("\r\n ", "").split("\r\n")


def test_text_is_escaped_and_long_lines_folded():
    at = datetime.datetime(2026, 1, 5, 10, tzinfo=datetime.UTC)
    event = ical.event(
        uid="appointment-1@test", starts_at=at, ends_at=at + datetime.timedelta(hours=1),
        zone="Asia/Kolkata", summary="a;b,c\\d", description="x" * 200 + "\ne", url="",
        status=ical.CONFIRMED, modified=at,
    )  # fmt: skip
    body = ical.calendar([event]).decode()
    assert all(len(line.encode()) <= 75 for line in body.split("\r\n"))
    assert "SUMMARY:a\\;b\\,c\\\\d" in unfold(body)
    assert "DESCRIPTION:" + "x" * 200 + "\\ne" in unfold(body)
    parsed = icalendar.Calendar.from_ical(body).walk("VEVENT")[0]
    assert (parsed["SUMMARY"], parsed["DESCRIPTION"]) == ("a;b,c\\d", "x" * 200 + "\ne")


def test_calendar_file_of_an_accepted_appointment(api):
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    client = person("Meera", "Iyer")
    appointment = book(client, pro, window.pk, day, name="Meera Iyer")
    url = f"/appointments/{appointment.pk}/calendar.ics"
    assert api.get(url, token=token_for(client)).status == 409
    decisions.appointment_accept(professional=pro.user, appointment_id=appointment.pk)
    assert api.get(url, token=token_for(person("Anil", "Rao"))).status == 404
    paying.appointment_payment_confirm(appointment_id=appointment.pk, payment_ref="pay_1")
    conversation.message_send(
        user=pro.user, appointment_id=appointment.pk, text="Join: https://meet.google.com/a, ok;"
    )
    answer = api.get(url, token=token_for(client))
    assert answer.status == 200
    assert answer.response["Content-Type"].startswith("text/calendar")
    lines = unfold(answer.response.content.decode())
    assert lines[0] == "BEGIN:VCALENDAR" and lines[-2] == "END:VCALENDAR" and lines[-1] == ""
    local = appointment.starts_at.astimezone(zoneinfo.ZoneInfo("Asia/Kolkata"))
    assert f"DTSTART;TZID=Asia/Kolkata:{local:%Y%m%dT%H%M%S}" in lines
    assert "TZOFFSETTO:+0530" in lines
    # What a calendar reads: the same instant, in the professional's zone.
    event = icalendar.Calendar.from_ical(answer.response.content).walk("VEVENT")[0]
    assert event.decoded("DTSTART") == appointment.starts_at
    assert event.decoded("DTEND") == appointment.ends_at
    assert event.decoded("DTSTART").utcoffset() == datetime.timedelta(hours=5, minutes=30)
    assert "SUMMARY:Consultation with Ravi Kumar" in lines
    # The meeting response first, escaped, then the plan and where to see it.
    response = "DESCRIPTION:Join: https://meet.google.com/a\\, ok\\;\\n"
    assert any(line.startswith(response) for line in lines)
    assert event["DESCRIPTION"].splitlines()[1:] == [
        "Plan: Consultation (Online)", "Status: Accepted, paid",
        "Details: http://testserver/yourAppoinments",
    ]  # fmt: skip
    assert f"UID:appointment-{appointment.pk}@testserver" in lines
    mine = unfold(api.get(url, token=token_for(pro.user)).response.content.decode())
    assert "SUMMARY:Consultation with Meera Iyer" in mine
