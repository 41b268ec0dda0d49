"""Two workers sweeping at the same moment, each thread with its own PostgreSQL connection and
committing for real: every reminder is made, and delivered, exactly once."""

import datetime
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.core import mail
from django.db import connection
from django.utils import timezone

from marketplace.bookings import tasks as booking_tasks
from marketplace.bookings.models import Appointment
from notifications.models import Delivery, Notification, Reminder
from tests.notifications.test_reminders import appointment

pytestmark = pytest.mark.django_db(transaction=True)
SWEEPERS = 2
ROUNDS = 5


def reminded(outbox) -> list[str]:
    """Who got a reminder SMS (the booking and its acceptance were texted too: committed)."""
    return [m["to"] for m in outbox.messages() if "Reminder:" in m["text"]]


def reminder_mails() -> list:
    return [m for m in mail.outbox if m.subject.startswith("Reminder:")]


def test_two_sweepers_at_once_make_each_reminder_once(outbox, worker_inline):
    booked = [appointment(starts_in=datetime.timedelta(hours=23)) for _ in range(4)]
    barrier = threading.Barrier(SWEEPERS)

    def sweeper(_) -> int:
        try:
            sent = 0
            for _ in range(ROUNDS):
                barrier.wait(timeout=30)
                sent += booking_tasks.appointment_reminders_sweep.call_local()
            return sent
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=SWEEPERS) as pool:
        sent = list(pool.map(sweeper, range(SWEEPERS)))
    assert sum(sent) == len(booked), sent
    assert Reminder.objects.count() == len(booked)
    assert Notification.objects.filter(kind="reminder").count() == 2 * len(booked)
    # Delivered after each commit, inline, from whichever thread made the reminder: once.
    people = {a.client.phone for a in booked} | {a.professional.phone for a in booked}
    assert sorted(reminded(outbox)) == sorted(people), "an SMS missing or sent twice"
    assert len(reminder_mails()) == 2 * len(booked)
    sent_rows = Delivery.objects.filter(notification__kind="reminder", sent_at__isnull=False)
    assert sent_rows.count() == 4 * len(booked)

    # The hour before, once more from both at once.
    Appointment.objects.update(starts_at=timezone.now() + datetime.timedelta(minutes=50))
    barrier.reset()
    with ThreadPoolExecutor(max_workers=SWEEPERS) as pool:
        sent = list(pool.map(sweeper, range(SWEEPERS)))
    assert sum(sent) == len(booked), sent
    assert Reminder.objects.filter(lead="1h").count() == len(booked)
    assert sorted(reminded(outbox)) == sorted([*people, *people])
    assert len(reminder_mails()) == 4 * len(booked)
