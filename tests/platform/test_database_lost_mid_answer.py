"""PostgreSQL going away after a service has returned, while the answer is being built from
rows read lazily (an appointment's messages): a clean 503, never a 500. The write had
committed, so unlike a database away from the start (test_database_outage.py) the answer says
it may have been saved and asks for no retry, which would repeat it."""

import pytest
from django.db import connection

from marketplace.bookings import api as bookings_api
from marketplace.bookings.models import Appointment
from marketplace.errors import INTERRUPTED
from tests.factories import person, professional, schedule, token_for, upcoming
from tests.servers import free_port

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_database_lost_while_answering_is_a_503(api, monkeypatch):
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    port = connection.settings_dict["PORT"]
    booked = bookings_api.services.appointment_book

    def book_then_lose_the_database(**kwargs):
        appointment = booked(**kwargs)
        connection.connection.close()  # as PostgreSQL restarting does to it
        connection.settings_dict["PORT"] = free_port()
        return appointment

    monkeypatch.setattr(bookings_api.services, "appointment_book", book_then_lose_the_database)
    draft = {
        "professional_id": pro.pk, "window_id": window.pk, "date": day.isoformat(),
        "plan_id": pro.plans.first().pk, "name": "Asha Verma", "email": "asha@example.in",
    }  # fmt: skip
    try:
        answer = api.post("/appointments", json=draft, token=token_for(person()))
    finally:
        connection.close()
        connection.settings_dict["PORT"] = port
    assert (answer.status, answer.body) == (503, {"message": INTERRUPTED, "fields": {}})
    assert "Retry-After" not in answer.headers
    assert Appointment.objects.filter(professional_id=pro.pk, day=day).count() == 1
