"""PostgreSQL going away after a service has returned, while the answer is being built from
rows read lazily (an appointment's messages): a clean 503, never a 500. The write had
committed, so unlike a database away from the start (test_database_outage.py) the answer says
it may have been saved and asks for no retry, which would repeat it."""

import pytest
from django.db import connection

from kernel.errors import INTERRUPTED
from marketplace.bookings import api as bookings_api
from marketplace.bookings.models import Appointment
from tests.factories import book, person, professional, schedule, token_for, upcoming
from tests.servers import free_port

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_database_lost_while_answering_is_a_503(api, monkeypatch):
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    appointment = book(person(), pro, window.pk, day)
    port = connection.settings_dict["PORT"]
    accepted = bookings_api.decisions.appointment_accept

    def accept_then_lose_the_database(**kwargs):
        decided = accepted(**kwargs)
        connection.connection.close()  # as PostgreSQL restarting does to it
        connection.settings_dict["PORT"] = free_port()
        return decided

    monkeypatch.setattr(bookings_api.decisions, "appointment_accept", accept_then_lose_the_database)
    try:
        answer = api.post(f"/appointments/{appointment.pk}/accept", token=token_for(pro.user))
    finally:
        connection.close()
        connection.settings_dict["PORT"] = port
    assert (answer.status, answer.body) == (503, {"message": INTERRUPTED, "fields": {}})
    assert "Retry-After" not in answer.headers
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.ACCEPTED
