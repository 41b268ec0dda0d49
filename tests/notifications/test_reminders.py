"""Reminders 24 hours and 1 hour before an accepted appointment or a booked webinar: the
worker's minute sweeps, called as the worker calls them, with the deliveries run inline (SMS
to the `file` outbox, e-mail to Django's locmem outbox). Each reminder leaves once however
often the sweep runs; none for what is not accepted or confirmed; none sent late."""

import datetime
import zoneinfo

import pytest
from django.conf import settings
from django.core import mail
from django.utils import timezone

from marketplace.bookings import decisions
from marketplace.bookings import tasks as booking_tasks
from marketplace.bookings.models import Appointment
from marketplace.events import services as events
from marketplace.events import tasks as event_tasks
from marketplace.events.models import Event
from notifications import reminders
from notifications.models import Notification, Reminder
from tests.factories import book, person, professional, schedule, upcoming

pytestmark = pytest.mark.django_db
HOUR = datetime.timedelta(hours=1)
MINUTE = datetime.timedelta(minutes=1)


def appointment(*, starts_in: datetime.timedelta, accept=True, zone="Asia/Kolkata"):
    """An appointment booked through the services, moved to start `starts_in` from now."""
    pro = professional("Ravi", "Kumar")
    day, weekday = upcoming(1)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    client = person("Meera", "Iyer")
    booked = book(client, pro, window.pk, day, name="Meera Iyer", email="meera@example.in")
    if accept:
        decisions.appointment_accept(professional=pro.user, appointment_id=booked.pk)
    starts = timezone.now() + starts_in
    Appointment.objects.filter(pk=booked.pk).update(
        starts_at=starts, ends_at=starts + HOUR, time_zone=zone
    )
    booked.refresh_from_db()
    return booked


def sweep(task, django_capture_on_commit_callbacks, times=3) -> list[int]:
    """Run a sweep `times` over, committing (and so delivering) after each as the worker."""
    sent = []
    for _ in range(times):
        with django_capture_on_commit_callbacks(execute=True):
            sent.append(task.call_local())
    return sent


def sms_to(outbox, user) -> list[str]:
    return [message["text"] for message in outbox.messages() if message["to"] == user.phone]


def shown(at: datetime.datetime, zone: str, label: str) -> str:
    local = at.astimezone(zoneinfo.ZoneInfo(zone))
    clock = f"{local.hour % 12 or 12} : {local:%M %p}"
    return f"{local:%a} {local.day} {local:%b %Y} at {clock} {label}"


def test_the_time_is_written_in_the_zone_it_is_held_in():
    at = datetime.datetime(2026, 11, 25, 4, 30, tzinfo=datetime.UTC)
    assert str(reminders.when(at, "Asia/Kolkata")) == "Wed 25 Nov 2026 at 10 : 00 AM IST"
    assert str(reminders.when(at, "America/New_York")) == "Tue 24 Nov 2026 at 11 : 30 PM EST"
    assert str(reminders.when(at, "Asia/Dubai")) == "Wed 25 Nov 2026 at 8 : 30 AM (Asia/Dubai)"
    # A day is written as the web app writes one: no leading zero.
    early = datetime.datetime(2026, 12, 1, 4, 30, tzinfo=datetime.UTC)
    assert str(reminders.when(early, "Asia/Kolkata")) == "Tue 1 Dec 2026 at 10 : 00 AM IST"


def test_an_appointment_is_reminded_24_hours_and_1_hour_before_each_once(
    outbox, worker_inline, django_capture_on_commit_callbacks
):
    booked = appointment(starts_in=datetime.timedelta(hours=23))
    client, pro = booked.client, booked.professional
    assert sweep(booking_tasks.appointment_reminders_sweep, django_capture_on_commit_callbacks) == [
        1, 0, 0,
    ]  # fmt: skip
    when = shown(booked.starts_at, "Asia/Kolkata", "IST")
    site = settings.SITE_NAME
    assert sms_to(outbox, client) == [
        f"{site}: Reminder: your appointment with Ravi Kumar is on {when}"
    ]
    assert sms_to(outbox, pro) == [
        f"{site}: Reminder: your appointment with Meera Iyer is on {when}"
    ]
    assert sorted((m.to[0], m.subject) for m in mail.outbox) == sorted(
        [
            ("meera@example.in", f"Reminder: your appointment with Ravi Kumar is on {when}"),
            (pro.profile.email, f"Reminder: your appointment with Meera Iyer is on {when}"),
        ]
    )
    stored = Notification.objects.filter(kind="reminder").order_by("user_id")
    assert [(n.user_id, n.data["path"]) for n in stored] == sorted(
        [(client.pk, "/yourAppoinments"), (pro.pk, "/appoinments")]
    )

    # The hour before: the other reminder, once.
    Appointment.objects.filter(pk=booked.pk).update(starts_at=timezone.now() + 50 * MINUTE)
    booked.refresh_from_db()
    assert sweep(booking_tasks.appointment_reminders_sweep, django_capture_on_commit_callbacks) == [
        1, 0, 0,
    ]  # fmt: skip
    soon = shown(booked.starts_at, "Asia/Kolkata", "IST")
    assert sms_to(outbox, client)[1:] == [
        f"{site}: Reminder: your appointment with Ravi Kumar starts soon, on {soon}"
    ]
    assert len(sms_to(outbox, pro)) == 2 and len(mail.outbox) == 4
    assert set(Reminder.objects.values_list("subject", "subject_id", "lead")) == {
        ("appointment", booked.pk, "24h"),
        ("appointment", booked.pk, "1h"),
    }


def test_the_time_is_the_appointments_own_zone(
    outbox, worker_inline, django_capture_on_commit_callbacks
):
    booked = appointment(starts_in=50 * MINUTE, zone="America/New_York")
    sweep(booking_tasks.appointment_reminders_sweep, django_capture_on_commit_callbacks, times=1)
    zone = zoneinfo.ZoneInfo("America/New_York")
    when = shown(booked.starts_at, "America/New_York", booked.starts_at.astimezone(zone).tzname())
    assert sms_to(outbox, booked.client) == [
        f"{settings.SITE_NAME}: Reminder: your appointment with Ravi Kumar starts soon, on {when}"
    ]


def test_no_reminder_for_an_appointment_not_accepted(
    outbox, worker_inline, django_capture_on_commit_callbacks
):
    pending = appointment(starts_in=23 * HOUR, accept=False)
    cancelled = appointment(starts_in=23 * HOUR)
    decisions.appointment_cancel(user=cancelled.client, appointment_id=cancelled.pk)
    rejected = appointment(starts_in=50 * MINUTE)
    decisions.appointment_reject(
        professional=rejected.professional, appointment_id=rejected.pk, reason="Away that day"
    )
    assert sweep(booking_tasks.appointment_reminders_sweep, django_capture_on_commit_callbacks) == [
        0, 0, 0,
    ]  # fmt: skip
    assert Appointment.objects.get(pk=pending.pk).status == "pending"
    assert outbox.messages() == [] and mail.outbox == [] and not Reminder.objects.exists()


@pytest.mark.parametrize(
    "starts_in",
    [
        -5 * MINUTE,  # begun already
        10 * MINUTE,  # the hour's reminder was due 50 minutes ago: the worker was down
        10 * HOUR,  # the day's reminder was due 14 hours ago, the hour's is not due yet
    ],
)
def test_a_missed_reminder_is_not_sent_late(
    starts_in, outbox, worker_inline, django_capture_on_commit_callbacks
):
    appointment(starts_in=starts_in)
    assert sweep(booking_tasks.appointment_reminders_sweep, django_capture_on_commit_callbacks) == [
        0, 0, 0,
    ]  # fmt: skip
    assert outbox.messages() == [] and mail.outbox == []


def test_a_reminder_late_within_its_grace_still_goes(
    outbox, worker_inline, django_capture_on_commit_callbacks
):
    """The worker was down for a while (or the appointment was accepted just now): the day's
    reminder 4 hours after its time still tells the client in time."""
    appointment(starts_in=20 * HOUR)
    assert sweep(booking_tasks.appointment_reminders_sweep, django_capture_on_commit_callbacks) == [
        1, 0, 0,
    ]  # fmt: skip


def webinar(*, price=0):
    host = professional("Anita", "Rao")
    day = (timezone.now() + datetime.timedelta(days=3)).date()
    draft = events.EventDraft(
        title="Tax basics", short_description="An hour on returns", description="", response="",
        date=day, start=datetime.time(18), end=datetime.time(19), seats=None, type="Online",
        price=price,
    )  # fmt: skip
    return events.event_create(host=host.user, draft=draft)


def test_a_booked_webinar_is_reminded_to_each_confirmed_booker_once(
    outbox, worker_inline, django_capture_on_commit_callbacks
):
    event = webinar()
    booker, other = person("Meera", "Iyer"), person("Kiran", "Das")
    events.event_book(user=booker, event_id=event.pk, name="Meera Iyer", email="meera@example.in")
    events.event_book(user=other, event_id=event.pk, name="Kiran Das", email="kiran@example.in")
    paid = webinar(price=499)
    holder = person("Hold", "Only")
    events.event_book(user=holder, event_id=paid.pk, name="Hold Only", email="hold@example.in")
    starts = timezone.now() + 23 * HOUR
    Event.objects.update(starts_at=starts, ends_at=starts + HOUR)
    assert sweep(event_tasks.event_reminders_sweep, django_capture_on_commit_callbacks) == [
        2, 0, 0,
    ]  # fmt: skip
    when = shown(starts, "Asia/Kolkata", "IST")
    assert sms_to(outbox, booker) == [f"{settings.SITE_NAME}: Reminder: Tax basics is on {when}"]
    assert len(sms_to(outbox, other)) == 1
    assert sms_to(outbox, holder) == [], "a seat not paid for was reminded"
    assert sorted(m.to[0] for m in mail.outbox) == ["kiran@example.in", "meera@example.in"]
    (stored, _) = Notification.objects.filter(kind="reminder")
    assert stored.data["path"] == "/myEvents" and stored.data["event_id"] == event.pk

    soon = timezone.now() + 30 * MINUTE
    Event.objects.update(starts_at=soon)
    assert sweep(event_tasks.event_reminders_sweep, django_capture_on_commit_callbacks) == [
        2, 0, 0,
    ]  # fmt: skip
    soon_shown = shown(soon, "Asia/Kolkata", "IST")
    assert sms_to(outbox, booker)[1] == (
        f"{settings.SITE_NAME}: Reminder: Tax basics starts soon, on {soon_shown}"
    )
    assert len(mail.outbox) == 4
