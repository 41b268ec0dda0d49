"""The demo data obeys the rules users meet: loaded as `make run` loads it, it passes the load
kit's integrity check (places, seats, every payment and what it pays) and every appointment
is at a time its professional offers."""

import io

from django.core.management import call_command
from django.db import connection

from loadtests.report.database import INTEGRITY
from marketplace.bookings.models import Appointment


def test_the_demo_obeys_the_rules_users_meet(db):
    call_command("seed_demo", stdout=io.StringIO())
    broken = {}
    with connection.cursor() as cursor:
        for name, sql in INTEGRITY.items():
            cursor.execute(sql, {"since": 0})
            if rows := cursor.fetchall():
                broken[name] = rows
    assert broken == {}
    appointments = list(Appointment.objects.select_related("window"))
    assert [a.pk for a in appointments if not a.window.on(a.day.weekday())] == []
    # Every state a newcomer should see, each made as its two sides would make it.
    assert {a.status for a in appointments} == set(Appointment.Status.values)
    assert any(a.paid for a in appointments if a.status == Appointment.Status.ACCEPTED)
