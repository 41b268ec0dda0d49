"""Every stored notification also leaves by SMS (the real `file` backend's outbox) and by
e-mail (Django's locmem outbox) from the worker's task, after the commit, each channel once:
a retry after a failed channel sends only that channel."""

import datetime
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings
from django.core import mail
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from marketplace.bookings import decisions
from marketplace.events import services as events
from notifications import preferences
from notifications.delivery import DeliveryFailed
from notifications.models import Delivery, Notification
from notifications.services import notification_send
from notifications.tasks import notification_deliver_task
from realtime import topics
from tests.conftest import Outbox
from tests.factories import book, person, professional, schedule, upcoming
from tests.frames import capture_frames

pytestmark = pytest.mark.django_db
REPO = Path(__file__).resolve().parents[2]


def sms_to(outbox, user) -> list[str]:
    return [message["text"] for message in outbox.messages() if message["to"] == user.phone]


def notify(user, text="New booking from Meera Iyer"):
    return notification_send(user=user, kind="booking", text=text, data={"path": "/appoinments"})


def bookable():
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    return pro, window, day


def test_a_notification_leaves_once_by_sms_and_once_by_email(outbox):
    pro = professional()  # the profile's e-mail is where the worker writes
    notification = notify(pro.user)
    assert notification_deliver_task.call_local(notification.pk) == ["sms", "email"]
    delivered_at = Notification.objects.get(pk=notification.pk).delivered_at
    assert delivered_at is not None
    # Again, as a duplicate task or a worker restart would: nothing leaves twice, and the
    # moment it was delivered stays the first run's.
    assert notification_deliver_task.call_local(notification.pk) == []
    assert Notification.objects.get(pk=notification.pk).delivered_at == delivered_at
    assert sms_to(outbox, pro.user) == [f"{settings.SITE_NAME}: New booking from Meera Iyer"]
    (sent,) = mail.outbox
    assert sent.to == [pro.email] and sent.subject == "New booking from Meera Iyer"
    assert sent.from_email == settings.DEFAULT_FROM_EMAIL
    assert "New booking from Meera Iyer" in sent.body and settings.SITE_NAME in sent.body
    deliveries = Delivery.objects.filter(notification=notification).order_by("channel")
    assert [(d.channel, d.address, d.sent_at is not None) for d in deliveries] == [
        ("email", pro.email, True),
        ("sms", pro.user.phone, True),
    ]


def test_a_delivery_sends_a_pinned_number_of_statements(outbox):
    """The worker delivers every booking's notification, on the cores the app shares
    (loadtests/README.md, "Against Django's floor"): counts are exact, so one more shows."""
    pro = professional()
    notification = notify(pro.user)
    with CaptureQueriesContext(connection) as sent:
        assert notification_deliver_task.call_local(notification.pk) == ["sms", "email"]
    # the notification with its user and the user's choice for its kind, their devices,
    # their e-mail; a claim for each place (one statement each, no transaction of its own);
    # the places sent marked together with the notification delivered (one statement)
    assert len(sent) == 6, [q["sql"][:60] for q in sent]
    assert not [q for q in sent if q["sql"].startswith(("SAVEPOINT", "RELEASE"))]


def test_a_booking_is_delivered_by_the_worker_only_after_its_commit(
    outbox, worker_inline, django_capture_on_commit_callbacks
):
    pro, window, day = bookable()
    client = person("Meera", "Iyer")
    with django_capture_on_commit_callbacks() as waiting:
        book(client, pro, window.pk, day, name="Meera Iyer")
    # Inside the booking's transaction nothing has left, and the request does not wait.
    assert sms_to(outbox, pro.user) == [] and mail.outbox == []
    for callback in waiting:
        callback()
    assert sms_to(outbox, pro.user) == [f"{settings.SITE_NAME}: New booking from Meera Iyer"]
    (sent,) = mail.outbox
    assert sent.to == [pro.email] and sent.subject == "New booking from Meera Iyer"


def test_a_rolled_back_write_sends_nothing(
    outbox, worker_inline, django_capture_on_commit_callbacks
):
    user = person()
    with capture_frames(topics.user(user.pk)) as heard:
        with (
            django_capture_on_commit_callbacks(execute=True) as waiting,
            pytest.raises(RuntimeError),
            transaction.atomic(),
        ):
            notify(user)
            raise RuntimeError("the booking failed after all")
        # What ran at the outer commit (the transaction's Redis batch, kernel/atcommit.py,
        # which stays registered for the commands outside the savepoint) sent nothing of it.
        assert len(waiting) <= 1
        assert heard.receive(timeout=0.3) == []
    assert outbox.messages() == [] and mail.outbox == []


def test_the_email_is_the_profiles_else_the_last_booking_forms_else_none(outbox):
    pro, window, day = bookable()
    client = person("Meera", "Iyer")
    first = notify(client, "Your booking was accepted")
    assert notification_deliver_task.call_local(first.pk) == ["sms"], "e-mailed nobody's address"
    assert mail.outbox == []

    book(client, pro, window.pk, day, email="meera@example.in")
    host = professional("Host", "One")
    draft = events.EventDraft(
        title="Tax basics", short_description="An hour on returns", description="", response="",
        date=day, start=datetime.time(18), end=datetime.time(19),
        seats=None, type="Online", price=0,
    )  # fmt: skip
    event = events.event_create(host=host.user, draft=draft)
    second = notify(client, "Your booking was accepted")
    assert notification_deliver_task.call_local(second.pk) == ["sms", "email"]
    assert mail.outbox[-1].to == ["meera@example.in"]

    events.event_book(user=client, event_id=event.pk, name="Meera Iyer", email="meera@work.in")
    third = notify(client, "Tax basics changed: see its details again.")
    notification_deliver_task.call_local(third.pk)
    assert mail.outbox[-1].to == ["meera@work.in"], "not the address typed last"


def test_a_failed_sms_is_retried_without_sending_the_email_again(
    outbox, settings, tmp_path, caplog
):
    pro = professional()
    notification = notify(pro.user)
    # The file backend really failing: its folder's place is taken by a file.
    blocked = tmp_path / "blocked"
    blocked.write_text("")
    settings.SMS_FILE_PATH = blocked
    with caplog.at_level(logging.ERROR), pytest.raises(DeliveryFailed):
        notification_deliver_task.call_local(notification.pk)
    assert f"Could not send notification {notification.pk} by sms" in caplog.text
    assert len(mail.outbox) == 1, "the e-mail waited for the SMS"
    assert not Delivery.objects.filter(notification=notification, channel="sms").exists()

    settings.SMS_FILE_PATH = outbox.path.parent  # the provider is back: huey's retry
    assert notification_deliver_task.call_local(notification.pk) == ["sms"]
    assert notification_deliver_task.call_local(notification.pk) == []
    assert len(sms_to(outbox, pro.user)) == 1 and len(mail.outbox) == 1


def test_huey_retries_a_failed_delivery_later(outbox, settings, tmp_path, worker_inline):
    assert (notification_deliver_task.retries, notification_deliver_task.retry_delay) == (3, 60)
    user = person()
    blocked = tmp_path / "blocked"
    blocked.write_text("")
    settings.SMS_FILE_PATH = blocked
    notification_deliver_task(notify(user).pk)
    (retry,) = worker_inline.scheduled()
    assert retry.retries == 2 and retry.name.endswith("notification_deliver_task")


def test_an_inactive_account_gets_nothing(outbox):
    pro = professional()
    type(pro.user).objects.filter(pk=pro.user.pk).update(is_active=False)
    assert notification_deliver_task.call_local(notify(pro.user).pk) == []
    assert outbox.messages() == [] and mail.outbox == []
    assert notification_deliver_task.call_local(10**12) == [], "a deleted notification"


def test_the_appointment_flow_reaches_the_client_by_email_and_by_sms_when_chosen(
    outbox, worker_inline, django_capture_on_commit_callbacks
):
    pro = professional()
    day, weekday = upcoming(1)
    morning, evening = schedule(
        pro,
        {"days": [weekday], "start": "10:00", "end": "11:00"},
        {"days": [weekday], "start": "16:00", "end": "17:00"},
    ).windows
    client = person("Meera", "Iyer")
    first = book(client, pro, morning.pk, day, email="meera@example.in")
    second = book(client, pro, evening.pk, day, email="meera@example.in")
    with django_capture_on_commit_callbacks(execute=True):
        decisions.appointment_accept(professional=pro.user, appointment_id=first.pk)
    # An update costs no SMS by default (notifications/preferences.py)...
    assert sms_to(outbox, client) == []
    assert [(m.to, m.subject) for m in mail.outbox] == [
        (["meera@example.in"], "Your booking was accepted")
    ]
    # ...unless the client asks for one.
    choice = preferences.Choice(Notification.Kind.UPDATE, push=True, sms=True, email=False)
    preferences.choices_set(user=client, choices=[choice])
    with django_capture_on_commit_callbacks(execute=True):
        decisions.appointment_accept(professional=pro.user, appointment_id=second.pk)
    assert sms_to(outbox, client) == [f"{settings.SITE_NAME}: Your booking was accepted"]
    assert len(mail.outbox) == 1


@pytest.mark.django_db(transaction=False)
def test_every_process_is_handed_its_channels(tmp_path):
    """The web and the worker processes alike (a fresh process, none of this suite's set-up):
    the apps hand notifications the SMS sender and the e-mail lookup in their ready(), and a
    notification's SMS really leaves through the SMS backend."""
    script = (
        "import django; django.setup(); from notifications import channels, texts; "
        "print(channels.configured()); "
        "channels.send_sms(phone='+919876543210', text=texts.SMS.format(site='S', text='Hi'))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO / "platform",
        env={
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "project.settings",
            "SMS_BACKEND": "file",
            "SMS_FILE_PATH": str(tmp_path),
        },
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout.strip() == "True" and done.returncode == 0, done.stderr[-2000:]
    (sent,) = Outbox(tmp_path).messages()
    assert (sent["to"], sent["text"]) == ("+919876543210", "S: Hi")
