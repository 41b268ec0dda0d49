"""A notification is written in its reader's language when it is read, not when it was made
(issue 41): the list, the push, the SMS and the e-mail (delivery.py) follow the language
they read now."""

import datetime

import pytest
from django.utils import translation

from marketplace.bookings import texts
from notifications import reminders
from notifications import texts as notification_texts
from notifications.delivery import notification_deliver
from notifications.models import Notification
from notifications.services import notification_send
from notifications.wording import Text
from tests.factories import person, token_for

pytestmark = pytest.mark.django_db

# Wed 25 Nov 2026, 10:00 in Kolkata; 23:30 the day before in New York.
AT = datetime.datetime(2026, 11, 25, 4, 30, tzinfo=datetime.UTC)


def listed(api, token) -> list[str]:
    return [item["text"] for item in api.get("/notifications", token=token).body["items"]]


def test_what_was_made_in_english_is_read_in_hindi_once_the_reader_reads_hindi(api):
    reader = person("Meera", "Iyer")
    token = token_for(reader)
    notification_send(user=reader, kind="update", text=Text(texts.ACCEPTED), data={})
    notification_send(
        user=reader,
        kind="reminder",
        text=Text(
            notification_texts.APPOINTMENT_REMINDER,
            name="Ravi Kumar",
            when=reminders.when(AT, "America/New_York"),
        ),
        data={},
    )
    assert listed(api, token) == [
        "Reminder: your appointment with Ravi Kumar is on Tue 24 Nov 2026 at 11 : 30 PM EST",
        "Your booking was accepted",
    ]
    # Whatever language the request asks for: the reader's own.
    chosen = api.put("/auth/language", json={"language": "hi"}, token=token)
    assert chosen.status == 204, chosen.body
    assert listed(api, token) == [
        "रिमाइंडर: Ravi Kumar के साथ आपका अपॉइंटमेंट मंगल, 24 नव॰ 2026, 11 : 30 अपराह्न EST को है",
        "आपकी बुकिंग स्वीकार कर ली गई है",
    ]
    english = api.get("/notifications", token=token, headers={"HTTP_ACCEPT_LANGUAGE": "en"})
    assert english.body["items"][1]["text"] == "आपकी बुकिंग स्वीकार कर ली गई है"


def test_its_sms_is_in_the_language_the_reader_has_when_it_leaves(outbox, settings):
    reader = person("Meera", "Iyer")
    with translation.override("hi"):  # whoever's request it is
        notification = notification_send(
            user=reader, kind="booking", text=Text(texts.NEW_BOOKING, name="Ravi"), data={}
        )
    assert notification.text == "New booking from Ravi"  # the reader's, then
    reader.language = "hi"
    reader.save(update_fields=["language"])
    with translation.override(None):  # the worker: no language of its own
        assert notification_deliver(notification_id=notification.pk) == ["sms"]
    hindi = "Ravi की ओर से नई बुकिंग"
    texted = [m["text"] for m in outbox.messages() if m["to"] == reader.phone]
    assert texted == [f"{settings.SITE_NAME}: {hindi}"]


def test_a_notification_stored_as_words_keeps_them(api):
    """Rows from before the templates (and plain texts) are shown as they were stored."""
    reader = person()
    reader.language = "hi"
    reader.save(update_fields=["language"])
    Notification.objects.create(user=reader, kind="update", text="Your booking was accepted")
    notification_send(user=reader, kind="update", text="Plain words", data={})
    assert listed(api, token_for(reader)) == ["Plain words", "Your booking was accepted"]


def test_what_is_stored_is_the_template_and_its_values(settings):
    reader = person()
    notification = notification_send(
        user=reader,
        kind="offer",
        text=Text(
            texts.PLACE_OFFERED,
            name="Ravi {x}",
            date=reminders.day_and_month(AT, "Asia/Kolkata"),
            time="10:00",
            minutes=10,
        ),
        data={},
    )
    notification.refresh_from_db()
    assert notification.template == (
        "A place with {name} on {date} at {time} is free for you: it is held for {minutes} "
        "minutes. Book it on Your Appointments."
    )
    assert notification.values == {
        "name": "Ravi {x}",
        "date": {
            "moment": "day_and_month",
            "at": "2026-11-25T04:30:00+00:00",
            "zone": "Asia/Kolkata",
        },
        "time": "10:00",
        "minutes": 10,
    }
    assert notification.text.startswith("A place with Ravi {x} on 25 Nov at 10:00")


def test_values_that_no_longer_fit_their_template_show_the_words_it_was_made_with(api):
    reader = person()
    Notification.objects.create(
        user=reader, kind="booking", text="New booking from Ravi", template=str(texts.NEW_BOOKING)
    )
    assert listed(api, token_for(reader)) == ["New booking from Ravi"]


def test_a_text_whose_template_cannot_take_its_values_is_refused_when_made():
    reader = person()
    with pytest.raises(KeyError):
        notification_send(
            user=reader, kind="update", text=Text(texts.PLACE_OFFERED, name="Ravi"), data={}
        )
    assert not Notification.objects.filter(user=reader).exists()
