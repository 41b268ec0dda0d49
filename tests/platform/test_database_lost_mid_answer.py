"""PostgreSQL going away after a service has returned, while the answer is being built from
rows read lazily (an appointment's professional, its messages): a clean 503, as when the
database is away from the start (test_database_outage.py), never a 500."""

import pytest
from django.db import connection

from marketplace.bookings import api as bookings_api
from marketplace.errors import UNAVAILABLE
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
    assert (answer.status, answer.body) == (503, {"message": UNAVAILABLE, "fields": {}})
    assert answer.headers["Retry-After"] == "5"
