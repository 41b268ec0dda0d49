"""Hindi beside English (issue 29): every text the server writes for a person has its Hindi in
platform/locale/hi/LC_MESSAGES/django.po, with the same placeholders; a text for someone else
(a notification, its SMS and e-mail, a reminder, the calendar feed) is in that person's
language, not the language of whoever's request made it; an answer is in the language the
request asks for."""

import collections
import datetime
import importlib
import re
from pathlib import Path

import icalendar
import pytest
from django.conf import settings
from django.core import mail
from django.utils import translation
from django.utils.functional import Promise

import marketplace
from kernel import errors
from marketplace.accounts import limits
from marketplace.accounts import texts as texts_of_accounts
from marketplace.bookings import texts
from notifications import reminders
from notifications import texts as notification_texts
from notifications.delivery import notification_deliver
from notifications.models import Notification
from notifications.services import notification_send
from notifications.wording import Text
from tests.factories import book, person, professional, schedule, token_for, upcoming

CATALOGUE = Path(settings.LOCALE_PATHS[0]) / "hi" / "LC_MESSAGES" / "django.po"
PLATFORM = Path(marketplace.__file__).parents[1]
# The packages whose texts a person reads (realtime's are the protocol's, in English).
TRANSLATED = ("kernel", "notifications", "marketplace", "project")
# "{name}", "{}" and "{0}" (str.format), "%(name)s" and "%s" (printf)
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([^)]+\)[a-z]|%[a-z]")
DEVANAGARI = re.compile(r"[\u0900-\u097F]")
HINDI = {"HTTP_ACCEPT_LANGUAGE": "hi"}
ENGLISH = {"HTTP_ACCEPT_LANGUAGE": "en"}


def _unquote(text: str) -> str:
    body = text.strip()[1:-1]
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: escapes.get(m[1], m[0]), body)


def catalogue() -> list[dict[str, str]]:
    """The .po's entries (the header left out), each its fields: msgid, msgstr, or
    msgid_plural and msgstr[0], msgstr[1]. There are no contexts: a msgctxt fails here, so
    that this test learns of them when they come."""
    entries: list[dict[str, str]] = []
    field, values = None, {}
    for line in [*CATALOGUE.read_text(encoding="utf-8").splitlines(), ""]:
        if not line.strip() or (line.startswith("#") and values):
            if values.get("msgid"):
                entries.append(values)
            field, values = None, {}
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith('"'):
            values[field] += _unquote(line)
            continue
        field, _, quoted = line.partition(" ")
        assert re.fullmatch(r"msgid|msgid_plural|msgstr(\[\d\])?", field), line
        values[field] = _unquote(quoted)
    return entries


def placeholders(text: str) -> collections.Counter:
    return collections.Counter(PLACEHOLDER.findall(text))


def texts_modules() -> list:
    names = sorted(
        ".".join(path.relative_to(PLATFORM).with_suffix("").parts)
        for package in TRANSLATED
        for path in (PLATFORM / package).rglob("texts.py")
    )
    assert len(names) >= 11, names
    return [importlib.import_module(name) for name in names]


def lazy_texts(module) -> list[tuple[str, Promise]]:
    """Every text a module marks for translation: its constants, and its dicts' values."""
    found = []
    for name, value in vars(module).items():
        if not name.isupper():
            continue
        values = value.items() if isinstance(value, dict) else [(None, value)]
        for key, text in values:
            if isinstance(text, Promise):
                found.append((name if key is None else f"{name}[{key!r}]", text))
    return found


def test_the_catalogue_is_hindi_with_its_plural_rule():
    header = CATALOGUE.read_text(encoding="utf-8").split("\n\n", 1)[0]
    assert '"Language: hi\\n"' in header
    assert '"Plural-Forms: nplurals=2; plural=(n > 1);\\n"' in header
    assert '"Content-Type: text/plain; charset=UTF-8\\n"' in header


def test_every_text_of_the_catalogue_has_its_hindi_with_the_same_placeholders():
    entries = catalogue()
    assert len(entries) > 250
    for entry in entries:
        msgid = entry["msgid"]
        if "msgid_plural" in entry:
            assert placeholders(entry["msgid_plural"]) == placeholders(msgid), entry
            hindi = [entry.get("msgstr[0]", ""), entry.get("msgstr[1]", "")]
        else:
            hindi = [entry.get("msgstr", "")]
        for msgstr in hindi:
            assert msgstr.strip(), f"No Hindi for {msgid!r}"
            assert placeholders(msgstr) == placeholders(msgid), (msgid, msgstr)
            assert msgstr != msgid, f"Left in English: {msgid!r}"


@pytest.mark.parametrize("module", texts_modules(), ids=lambda module: module.__name__)
def test_every_marked_text_reads_otherwise_in_hindi(module):
    """A new text without its Hindi in the catalogue (or a stale .mo) fails here."""
    marked = lazy_texts(module)
    assert marked, f"{module.__name__} marks no text for translation"
    for name, text in marked:
        with translation.override("en"):
            english = str(text)
        with translation.override("hi"):
            hindi = str(text)
        assert hindi != english, f"{module.__name__}.{name} has no Hindi: {english!r}"
        assert placeholders(hindi) == placeholders(english), (name, hindi)


def test_english_stays_the_spec_texts():
    with translation.override("en"):
        assert str(texts.SELECT_SESSION) == "Select A Session"
        assert texts.REJECTED.format(reason="On leave") == "Your booking was rejected: On leave"
        assert str(errors.CHECK_FIELDS) == "Please check the highlighted fields."


@pytest.fixture
def booked(db):
    """A client who reads Hindi, with a booking of a professional who reads English."""
    pro = professional("Ravi", "Kumar")
    day, weekday = upcoming(2)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    client = person("Meera", "Iyer")
    client.language = "hi"
    client.save(update_fields=["language"])
    with translation.override("hi"):  # as the client's own request, in Hindi, books
        appointment = book(client, pro, window.pk, day, name="Meera Iyer", email="m@example.in")
    return pro, client, appointment


def in_hindi(text) -> str:
    with translation.override("hi"):
        return str(text)


def latest(user) -> Notification:
    return Notification.objects.filter(user=user).order_by("-pk").first()


def test_a_decision_reaches_each_side_in_their_own_language(api, booked):
    pro, client, appointment = booked
    pro_token, client_token = token_for(pro.user), token_for(client)
    # The booking, made while the client reads Hindi, told the professional in English.
    assert latest(pro.user).text == "New booking from Meera Iyer"

    # The professional, in English, rejects: the client hears it in Hindi.
    url = f"/appointments/{appointment.pk}/reject"
    rejected = api.post(url, json={"reason": "On leave"}, token=pro_token, headers=ENGLISH)
    assert rejected.status == 200, rejected.body
    told = api.get("/notifications", token=client_token, headers=HINDI).body["items"][0]
    hindi = in_hindi(texts.REJECTED).format(reason="On leave")
    assert told["text"] == hindi == "आपकी बुकिंग अस्वीकार कर दी गई: On leave"
    # What the professional's own request answers stays English.
    again = api.post(url, json={"reason": "On leave"}, token=pro_token, headers=ENGLISH)
    assert again.status == 409 and not DEVANAGARI.search(again.body["message"])


def test_what_the_client_does_in_hindi_reaches_the_professional_in_english(api, booked):
    pro, client, appointment = booked
    accepted = api.post(f"/appointments/{appointment.pk}/accept", token=token_for(pro.user))
    assert accepted.status == 200, accepted.body
    assert latest(client).text == in_hindi(texts.ACCEPTED) == "आपकी बुकिंग स्वीकार कर ली गई है"

    cancel = f"/appointments/{appointment.pk}/cancel"
    cancelled = api.post(cancel, token=token_for(client), headers=HINDI)
    assert cancelled.status == 200, cancelled.body
    assert latest(pro.user).text == "Meera Iyer cancelled their booking"


def test_the_sms_and_email_around_a_notification_are_in_its_readers_language(outbox, booked):
    _, client, _ = booked
    mail.outbox.clear()
    with translation.override("en"):  # whoever's request it is
        notification = notification_send(
            user=client, kind=Notification.Kind.BOOKING, text=Text(texts.ACCEPTED), data={}
        )
    hindi = in_hindi(texts.ACCEPTED)
    assert notification.text == hindi
    # The worker: no request, no language of its own.
    with translation.override(None):
        assert notification_deliver(notification_id=notification.pk) == ["sms", "email"]
    texted = [m["text"] for m in outbox.messages() if m["to"] == client.phone]
    assert texted == [f"{settings.SITE_NAME}: {hindi}"]
    (sent,) = mail.outbox
    assert sent.to == ["m@example.in"] and sent.subject == hindi
    assert sent.body.startswith(hindi) and f"विवरण देखने के लिए {settings.SITE_NAME} खोलें।" in sent.body


def test_a_reminder_writes_its_date_in_the_readers_language():
    at = datetime.datetime(2026, 11, 25, 4, 30, tzinfo=datetime.UTC)
    when = reminders.when(at, "Asia/Kolkata")
    with translation.override("en"):
        assert str(when) == "Wed 25 Nov 2026 at 10 : 00 AM IST"
    with translation.override("hi"):
        # The month and the half of the day as the web app writes them in Hindi.
        assert str(when) == "बुध, 25 नव॰ 2026, 10 : 00 पूर्वाह्न IST"
        reminder = notification_texts.EVENT_REMINDER.format(title="GST", when=when)
    assert reminder == "रिमाइंडर: GST बुध, 25 नव॰ 2026, 10 : 00 पूर्वाह्न IST को है"


def test_a_wait_is_counted_in_the_requests_language():
    with translation.override("en"):
        assert limits.wait_refusal(1).message == texts_of_accounts.WAIT_BEFORE_TRYING.format(
            wait="1 second"
        )
        assert "wait 2 minutes and" in limits.wait_refusal(61).message
    with translation.override("hi"):
        hindi = limits.wait_refusal(30).message
    assert hindi == "बहुत बार गलत कोड डाला गया। कृपया 30 सेकंड रुककर फिर से कोशिश करें।"


def test_an_api_error_is_in_the_language_the_request_asks_for(api, db):
    token = token_for(professional().user)
    path = "/appointments/received"
    hindi = api.get(path, data={"time": "10:00"}, token=token, headers=HINDI)
    assert hindi.status == 400
    assert hindi.body["fields"] == {"date": in_hindi(texts.FILTER_NEEDS_DATE)}
    assert hindi.body["message"] == "समय के अनुसार छाँटने के लिए पहले तारीख़ चुनें।"
    english = api.get(path, data={"time": "10:00"}, token=token, headers=ENGLISH)
    assert english.body["fields"] == {"date": "Choose a date to filter by time."}

    # pydantic's own messages too: English keeps pydantic's words, Hindi gets ours.
    bad = {"time": "10:00", "date": "someday"}
    hindi = api.get(path, data=bad, token=token, headers=HINDI)
    english = api.get(path, data=bad, token=token, headers=ENGLISH)
    assert hindi.status == english.status == 422
    assert hindi.body["message"] == in_hindi(errors.CHECK_FIELDS)
    assert english.body["message"] == "Please check the highlighted fields."
    assert english.body["fields"]["date"].startswith("Input should be a valid date")
    assert hindi.body["fields"]["date"] == "मान YYYY-MM-DD रूप में सही तारीख़ होना चाहिए"


def test_the_calendar_feed_is_in_its_owners_language_the_download_in_the_requesters(
    api, client, booked
):
    pro, reader, appointment = booked
    api.post(f"/appointments/{appointment.pk}/accept", token=token_for(pro.user))
    feed = api.post("/calendar/feed", token=token_for(reader)).body
    # A calendar app sends no cookie and no language of the owner's: the feed is theirs.
    answer = client.get(feed["url"].removeprefix("http://testserver"), **ENGLISH)
    assert answer.status_code == 200
    read = icalendar.Calendar.from_ical(answer.content)
    assert str(read["X-WR-CALNAME"]) == f"{settings.SITE_NAME} अपॉइंटमेंट"
    (event,) = read.walk("VEVENT")
    assert str(event["SUMMARY"]) == "Ravi Kumar के साथ Consultation"
    assert "स्थिति: स्वीकृत" in str(event["DESCRIPTION"])

    download = f"/appointments/{appointment.pk}/calendar.ics"
    english = api.get(download, token=token_for(reader), headers=ENGLISH).response
    (event,) = icalendar.Calendar.from_ical(english.content).walk("VEVENT")
    assert str(event["SUMMARY"]) == "Consultation with Ravi Kumar"
    assert "Status: Accepted" in str(event["DESCRIPTION"])
