"""PostgreSQL going away after a service has returned, while the answer is being built from
rows read lazily (a paid appointment's messages): a clean 503, never a 500. The write had
committed, so unlike a database away from the start (test_database_outage.py) the answer says
it may have been saved and asks for no retry, which would repeat it."""

import datetime

import pytest
from django.db import connection
from django.utils import timezone

from kernel.errors import INTERRUPTED
from marketplace.bookings import api as bookings_api
from marketplace.bookings import decisions, paying
from marketplace.bookings.models import Appointment
from tests.factories import book, person, professional, schedule, token_for, upcoming
from tests.servers import free_port

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_database_lost_while_answering_is_a_503(api, monkeypatch):
    pro = professional()
    day, weekday = upcoming(1)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    client = person()
    appointment = book(client, pro, window.pk, day)
    decisions.appointment_accept(professional=pro.user, appointment_id=appointment.pk)
    paying.appointment_payment_confirm(appointment_id=appointment.pk, payment_ref="pay_lost")
    # Within the default policy's 24 hours: the cancel stands and nothing goes back (no
    # gateway); its answer reads the thread of a paid appointment after the service returned.
    soon = timezone.now() + datetime.timedelta(hours=2)
    Appointment.objects.filter(pk=appointment.pk).update(starts_at=soon)
    port = connection.settings_dict["PORT"]
    cancelled = bookings_api.decisions.appointment_cancel

    def cancel_then_lose_the_database(**kwargs):
        decided = cancelled(**kwargs)
        connection.connection.close()  # as PostgreSQL restarting does to it
        connection.settings_dict["PORT"] = free_port()
        return decided

    monkeypatch.setattr(bookings_api.decisions, "appointment_cancel", cancel_then_lose_the_database)
    try:
        answer = api.post(f"/appointments/{appointment.pk}/cancel", token=token_for(client))
    finally:
        connection.close()
        connection.settings_dict["PORT"] = port
    assert (answer.status, answer.body) == (503, {"message": INTERRUPTED, "fields": {}})
    assert "Retry-After" not in answer.headers
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.CANCELLED
