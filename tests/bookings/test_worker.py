"""Holds lapse on time without anyone looking: the worker's tasks, called directly, and the
real huey consumer (`manage.py run_huey`) running against the test database."""

import datetime
import os
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
from django.db import connection
from django.utils import timezone

from kernel.holds import tasks
from marketplace.bookings.models import Appointment
from tests.factories import book, person, professional, schedule, upcoming

REPO = Path(__file__).resolve().parents[2]


def pay_first_hold():
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00"}, payment_required=True
    ).windows[0]
    return book(person(), pro, window.pk, day)


@pytest.mark.django_db
def test_the_tasks_expire_due_holds_only():
    hold, other = pay_first_hold(), pay_first_hold()
    assert tasks.hold_expire_task.call_local("appointment", hold.pk) is False
    Appointment.objects.filter(pk=hold.pk).update(hold_expires_at=timezone.now())
    assert tasks.hold_expire_task.call_local("appointment", hold.pk) is True
    assert tasks.hold_expire_task.call_local("appointment", hold.pk) is False, "not idempotent"
    Appointment.objects.filter(pk=other.pk).update(hold_expires_at=timezone.now())
    assert tasks.holds_sweep.call_local() == 1
    statuses = set(Appointment.objects.values_list("status", flat=True))
    assert statuses == {Appointment.Status.EXPIRED}


@pytest.mark.django_db(transaction=True)
def test_the_real_worker_expires_a_hold_at_its_time():
    hold = pay_first_hold()
    due = timezone.now() + datetime.timedelta(seconds=2)
    Appointment.objects.filter(pk=hold.pk).update(hold_expires_at=due)
    tasks.expire_on_commit("appointment", hold.pk, due)  # as appointment_book does
    url = urlsplit(os.environ["DATABASE_URL"])
    test_url = urlunsplit(url._replace(path=f"/{connection.settings_dict['NAME']}"))
    worker = subprocess.Popen(
        [sys.executable, "manage.py", "run_huey", "--workers", "1", "--quiet"],
        cwd=REPO / "platform",
        env={**os.environ, "DATABASE_URL": test_url},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        status = None
        for _ in range(600):  # a generous limit, polled: this is no timing assertion
            status = Appointment.objects.get(pk=hold.pk).status
            if status == Appointment.Status.EXPIRED or worker.poll() is not None:
                break
            time.sleep(0.1)
    finally:
        worker.terminate()
        _, errors = worker.communicate(timeout=30)
    assert status == Appointment.Status.EXPIRED, errors.decode()[-2000:]
