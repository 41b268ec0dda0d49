"""Events through the API: the host creates and edits, anyone reads (never the response),
signed-in users book free seats, and the host lists who booked."""

import datetime
import zoneinfo

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from marketplace.events import texts
from marketplace.events.models import Event, EventBooking
from realtime import topics
from tests.factories import person, professional, token_for
from tests.frames import capture_frames
from tests.images import picture

pytestmark = pytest.mark.django_db
ZONE = zoneinfo.ZoneInfo("Asia/Kolkata")


def draft(**fields) -> dict:
    day = (datetime.datetime.now(ZONE) + datetime.timedelta(days=3)).date()
    return {
        "title": "Contracts for freelancers",
        "short_description": "What to sign and what to refuse.",
        "description": "<p>We <strong>read</strong> three contracts together.</p>",
        "response": "<p>Join at <a href='https://meet.google.com/abc-defg-hij'>Meet</a></p>",
        "date": day.isoformat(),
        "start": "10:00",
        "end": "11:00",
        "seats": 2,
        "type": "Online",
        "price": 0,
        **fields,
    }


@pytest.fixture
def host():
    return professional()


def create(api, host, **fields) -> dict:
    answer = api.post("/events", json=draft(**fields), token=token_for(host.user))
    assert answer.status == 201, answer.body
    return answer.body


def test_the_host_creates_an_event_and_everyone_reads_it_without_its_response(api, host):
    event = create(api, host)
    assert (event["date"], event["start"], event["end"]) == (draft()["date"], "10:00", "11:00")
    assert (event["seats"], event["left"], event["price"], event["type"]) == (2, 2, 0, "Online")
    assert event["host"]["name"] == "Ravi Kumar" and "Meet" in event["response"]
    starts = datetime.datetime.fromisoformat(event["starts_at"])
    assert starts.utcoffset() == datetime.timedelta(0) or starts.astimezone(ZONE).hour == 10

    public = api.get(f"/events/{event['id']}")
    assert public.status == 200 and "response" not in public.body
    searched = api.get("/events/search", data={"query": "freelancers"}).body["items"]
    popular = api.get("/events/popular").body
    assert [e["id"] for e in searched] == [event["id"]] == [e["id"] for e in popular]
    assert all("response" not in e for e in searched + popular)
    stranger = token_for(person("Anil", "Rao"))
    assert api.get(f"/events/{event['id']}/details", token=stranger).status == 404
    mine = api.get("/events/mine", token=token_for(host.user)).body["items"]
    assert [e["id"] for e in mine] == [event["id"]]


def test_what_the_create_form_refuses(api, host):
    token = token_for(host.user)
    cases = [
        ({"title": "  "}, "title", texts.ENTER_TITLE),
        ({"short_description": ""}, "short_description", texts.ENTER_SHORT_DESCRIPTION),
        ({"end": "09:00"}, "time", texts.END_BEFORE_START),
        ({"date": "2001-01-01"}, "date", texts.DATE_PAST),
        ({"seats": 0}, "seats", texts.SEATS_RANGE),
        ({"type": "Hybrid"}, "type", texts.UNKNOWN_TYPE),
        ({"price": 2_000_000}, "price", texts.PRICE_RANGE),
    ]
    for fields, field, message in cases:
        answer = api.post("/events", json=draft(**fields), token=token)
        assert answer.status == 400, (fields, answer.body)
        assert answer.body["fields"][field] == message
    assert api.post("/events", json=draft(price=-1), token=token).status == 422
    assert api.post("/events", json=draft(start="25:00"), token=token).status == 422
    assert api.post("/events", json=draft()).status == 401
    assert not Event.objects.exists()


XSS = [
    "<script>alert(1)</script><p>text</p>",
    "<p onclick='alert(1)'>text</p>",
    "<a href='javascript:alert(1)'>text</a>",
    "<a href='JaVaScRiPt:alert(1)'>text</a>",
    "<svg onload='alert(1)'><p>text</p></svg>",
    "<img src=x onerror='alert(1)'><p>text</p>",
    "<p style='background:url(javascript:alert(1))'>text</p>",
    "<iframe src='https://evil.example'></iframe><p>text</p>",
    "<a href='data:text/html;base64,PHNjcmlwdD4='>text</a>",
    "<math><mi xlink:href='javascript:alert(1)'>x</mi></math><p>text</p>",
]


@pytest.mark.parametrize("html", XSS)
def test_rich_text_is_neutralised_when_stored(api, host, html):
    event = create(api, host, description=html, response=html)
    stored = Event.objects.get(pk=event["id"])
    for value in (stored.description, stored.response, event["description"]):
        lowered = value.lower()
        assert "text" in value
        for danger in ("<script", "onclick", "onload", "onerror", "javascript:", "<svg",
                       "<img", "style=", "<iframe", "data:", "<math"):  # fmt: skip
            assert danger not in lowered, value


def test_links_survive_safe_and_open_in_a_new_tab(api, host):
    event = create(api, host, description="<p><a href='https://example.in/x'>site</a></p>")
    assert event["description"] == (
        '<p><a href="https://example.in/x" target="_blank" '
        'rel="noopener noreferrer nofollow">site</a></p>'
    )


def test_only_the_host_edits_and_bookers_hear_of_changes(api, host):
    event = create(api, host)
    client = person("Meera", "Iyer")
    api.post(f"/events/{event['id']}/bookings", json={"name": "Meera Iyer",
             "email": "meera@example.in"}, token=token_for(client))  # fmt: skip
    url = f"/events/{event['id']}"
    assert api.put(url, json=draft(title="Mine now"), token=token_for(client)).status == 404
    too_few = api.put(url, json=draft(seats=0), token=token_for(host.user))
    assert too_few.status == 400
    edited = api.put(url, json=draft(start="12:00", end="13:00", seats=None),
                     token=token_for(host.user))  # fmt: skip
    assert edited.status == 200, edited.body
    assert (edited.body["start"], edited.body["seats"], edited.body["left"]) == (
        "12:00",
        None,
        None,
    )
    told = api.get("/notifications", token=token_for(client)).body["items"]
    assert told[0]["text"] == texts.EVENT_CHANGED.format(title="Contracts for freelancers")
    assert told[0]["path"] == "/myEvents"
    # Seats may not drop below what is booked.
    one = api.put(url, json=draft(seats=1), token=token_for(host.user))
    assert one.status == 200
    assert one.body["left"] == 0


def test_seats_are_taken_once_each_and_watchers_hear_it(
    api, host, django_capture_on_commit_callbacks
):
    event = create(api, host, seats=1)
    url = f"/events/{event['id']}/bookings"
    meera, anil = person("Meera", "Iyer"), person("Anil", "Rao")
    body = {"name": "Meera Iyer", "email": "meera@example.in"}
    assert api.post(url, json=body, token=token_for(host.user)).body["message"] == texts.OWN_EVENT
    with (
        capture_frames(f"event:{event['id']}") as watched,
        capture_frames(topics.user(host.user.pk)) as hosts,
    ):
        with django_capture_on_commit_callbacks(execute=True):
            booked = api.post(url, json=body, token=token_for(meera))
        seats = watched.receive()
        heard = hosts.receive()
    assert booked.status == 201, booked.body
    assert booked.body["event"]["left"] == 0 and booked.body["phone"] == meera.phone
    counted = {"event_id": event["id"], "seats": 1, "left": 0, "booked": 1}
    assert [(f["type"], f["data"]) for f in seats] == [("event.seats", counted)]
    # The host's list of events and of who booked hear it on their own topic.
    assert sorted((f["type"], f["data"].get("text")) for f in heard) == [
        ("event.seats", None),
        ("notification.created", "Meera Iyer booked Contracts for freelancers"),
    ]
    assert next(f["data"] for f in heard if f["type"] == "event.seats") == counted
    again = api.post(url, json=body, token=token_for(meera))
    assert again.status == 409 and again.body["message"] == texts.ALREADY_BOOKED
    full = api.post(url, json={**body, "name": "Anil Rao"}, token=token_for(anil))
    assert full.status == 409 and full.body["message"] == texts.SOLD_OUT
    bad = api.post(url, json={"name": " ", "email": "x"}, token=token_for(anil))
    assert bad.status == 400 and set(bad.body["fields"]) == {"name", "email"}
    assert EventBooking.objects.count() == 1

    # The booker sees the response; their list holds the event.
    details = api.get(f"/events/{event['id']}/details", token=token_for(meera))
    assert details.status == 200 and "meet.google.com" in details.body["response"]
    mine = api.get("/events/booked", token=token_for(meera)).body["items"]
    assert [b["event"]["id"] for b in mine] == [event["id"]]
    assert all("response" not in b["event"] for b in mine)


def test_the_host_lists_bookers_by_phone_and_downloads_them(api, host):
    event = create(api, host, seats=None)
    people = [person("Meera", "Iyer"), person("=cmd", "Rao")]
    for someone in people:
        api.post(f"/events/{event['id']}/bookings",
                 json={"name": someone.name, "email": "a@example.in"},
                 token=token_for(someone))  # fmt: skip
    url = f"/events/{event['id']}/bookings"
    host_token = token_for(host.user)
    assert api.get(url, token=token_for(people[0])).status == 404
    everyone = api.get(url, token=host_token).body["items"]
    assert len(everyone) == 2
    found = api.get(url, data={"phone": people[0].phone[-6:]}, token=host_token).body["items"]
    assert [row["name"] for row in found] == ["Meera Iyer"]
    assert api.get(url, data={"phone": "abc"}, token=host_token).status == 422
    csv = api.get(f"{url}.csv", token=host_token)
    assert csv.status == 200 and csv.response["Content-Type"].startswith("text/csv")
    lines = csv.response.content.decode().splitlines()
    assert lines[0] == "Name,Email,Phone,Booked at" and len(lines) == 3
    assert lines[2].startswith("'=cmd Rao,")  # never a spreadsheet formula
    assert api.get(f"{url}.csv", token=token_for(people[0])).status == 404


def test_the_host_sets_a_banner_through_the_picture_checks(api, host):
    event = create(api, host)
    url = f"/events/{event['id']}/banner"

    def upload(name: str, content: bytes):
        return SimpleUploadedFile(name, content, content_type="image/png")

    answer = api.post(url, data={"image": upload("b.png", picture())}, token=token_for(host.user))
    assert answer.status == 200, answer.body
    assert answer.body["banner"].endswith(".jpg")
    stranger = token_for(person("Anil", "Rao"))
    assert api.post(url, data={"image": upload("b.png", picture())}, token=stranger).status == 404
    bad = api.post(url, data={"image": upload("e.png", b"<?php")}, token=token_for(host.user))
    assert bad.status == 400


def test_a_shared_event_link_previews_without_the_response(api, host, client, settings, built):
    settings.SITE_NAME = "Salah"
    event = create(api, host, title='Tax & "you"', short_description="Filing, simply.")
    html = client.get(f"/e/{event['id']}").content.decode()
    assert "<title>Tax &amp; &quot;you&quot; - Salah</title>" in html
    assert '<meta property="og:title" content="Tax &amp; &quot;you&quot;" />' in html
    assert '<meta property="og:description" content="Filing, simply." />' in html
    assert '<meta property="og:image" content="http://testserver/default-banner.svg" />' in html
    assert "meet.google.com" not in html
    missing = client.get("/e/999999")
    assert missing.status_code == 404
    assert "og:title" not in missing.content.decode()
