"""Feedback: only the client of a paid, accepted appointment that has begun; one per
appointment (a second edits it); it shows on the professional's public page."""

import datetime

import pytest
from django.utils import timezone

from kernel.errors import Conflict, InvalidInput, NotFound
from marketplace.bookings import conversation, decisions, paying, texts
from marketplace.bookings.models import Appointment
from marketplace.profiles.models import Review
from tests.factories import book, person, professional, schedule, token_for, upcoming

pytestmark = pytest.mark.django_db


@pytest.fixture
def booked():
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    client = person("Meera", "Iyer")
    return pro, client, book(client, pro, window.pk, day, name="Meera Iyer")


def begin(appointment):
    """Its time comes (only the stored start is moved)."""
    Appointment.objects.filter(pk=appointment.pk).update(
        starts_at=timezone.now() - datetime.timedelta(minutes=5)
    )


def test_review_eligibility(booked):
    pro, client, appointment = booked
    write = conversation.appointment_review
    begin(appointment)
    with pytest.raises(Conflict, match="paid appointment has begun"):
        write(client=client, appointment_id=appointment.pk, text="Good")  # pending
    # A request is accepted and paid before its time; feedback waits for the time to begin.
    Appointment.objects.filter(pk=appointment.pk).update(
        starts_at=timezone.now() + datetime.timedelta(hours=1)
    )
    decisions.appointment_accept(professional=pro.user, appointment_id=appointment.pk)
    begin(appointment)
    with pytest.raises(Conflict):
        write(client=client, appointment_id=appointment.pk, text="Good")  # unpaid
    Appointment.objects.filter(pk=appointment.pk).update(
        starts_at=timezone.now() + datetime.timedelta(hours=1)
    )
    paying.appointment_payment_confirm(appointment_id=appointment.pk, payment_ref="pay_1")
    with pytest.raises(Conflict):
        write(client=client, appointment_id=appointment.pk, text="Good")  # not begun
    begin(appointment)
    for stranger in (pro.user, person("Anil", "Rao")):
        with pytest.raises(NotFound):
            write(client=stranger, appointment_id=appointment.pk, text="Good")
    with pytest.raises(InvalidInput):
        write(client=client, appointment_id=appointment.pk, text="   ")
    assert not Review.objects.exists()
    first = write(client=client, appointment_id=appointment.pk, text="Very helpful")
    second = write(client=client, appointment_id=appointment.pk, text="Very helpful, thanks")
    assert first.pk == second.pk and Review.objects.get().text == "Very helpful, thanks"
    assert Review.objects.get().professional_id == pro.pk


def test_review_through_the_api_shows_on_the_public_profile(api, booked):
    pro, client, appointment = booked
    decisions.appointment_accept(professional=pro.user, appointment_id=appointment.pk)
    paying.appointment_payment_confirm(appointment_id=appointment.pk, payment_ref="pay_1")
    url = f"/appointments/{appointment.pk}/review"
    early = api.post(url, json={"text": "Great"}, token=token_for(client))
    assert early.status == 409 and early.body["message"] == texts.REVIEW_NOT_YET
    begin(appointment)
    written = api.post(url, json={"text": "Great session"}, token=token_for(client))
    assert written.status == 200, written.body
    assert written.body["appointment_id"] == appointment.pk
    public = api.get(f"/profiles/{pro.user.username}/reviews")
    assert public.status == 200, public.body
    assert [r["text"] for r in public.body["items"]] == ["Great session"]
