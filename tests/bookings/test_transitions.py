"""The appointment's life after booking: every move by its professional, its client and a
stranger, legal and illegal, with the history, notification and frames each one leaves."""

import datetime

import pytest
from django.utils import timezone

from kernel.errors import Conflict, InvalidInput, NotFound, RateLimited
from kernel.history.queries import state_changes
from marketplace.bookings import conversation, decisions, paying, services, texts
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries import day_slots, payable_appointment
from notifications.models import Notification
from realtime import topics
from tests.factories import book, person, professional, schedule, upcoming
from tests.frames import capture_frames

pytestmark = pytest.mark.django_db
Status = Appointment.Status


@pytest.fixture
def booked():
    """A pending booking of the only place of a window: (pro, client, appointment, window, day)."""
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": 1}
    ).windows[0]
    client = person("Meera", "Iyer")
    appointment = book(client, pro, window.pk, day, name="Meera Iyer")
    return pro.user, client, appointment, window, day


def left(pro, day) -> int:
    return day_slots(professional_id=pro.pk, day=day).windows[0].left


def moves(appointment):
    return [(c.from_state, c.to_state, c.actor_id) for c in state_changes(appointment)]


def texts_of(user):
    return list(Notification.objects.filter(user=user).values_list("text", flat=True))


def test_professional_accepts_and_the_client_hears(booked, django_capture_on_commit_callbacks):
    pro, client, appointment, _, _ = booked
    with capture_frames(topics.user(client.pk)) as frames:
        with django_capture_on_commit_callbacks(execute=True):
            decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)
        heard = frames.receive()
    appointment.refresh_from_db()
    assert appointment.status == Status.ACCEPTED
    assert moves(appointment) == [("pending", "accepted", pro.pk)]
    assert texts_of(client) == ["Your booking was accepted"]
    updated = [f["data"] for f in heard if f["type"] == "booking.updated"]
    assert updated == [
        {"appointment_id": appointment.pk, "status": "accepted", "paid": False, "reason": ""}
    ]


def test_only_the_professional_accepts(booked):
    pro, client, appointment, _, _ = booked
    for who in (client, person("Anil", "Rao")):
        with pytest.raises(NotFound):
            decisions.appointment_accept(professional=who, appointment_id=appointment.pk)
    decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)
    with pytest.raises(Conflict, match="accepted and cannot become accepted"):
        decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)


def test_reject_needs_a_reason_and_frees_the_place(booked, django_capture_on_commit_callbacks):
    pro, client, appointment, _, day = booked
    assert left(pro, day) == 0
    with pytest.raises(InvalidInput) as refused:
        decisions.appointment_reject(professional=pro, appointment_id=appointment.pk, reason="  ")
    assert refused.value.fields == {"reason": texts.ENTER_REASON}
    with pytest.raises(InvalidInput):
        decisions.appointment_reject(
            professional=pro, appointment_id=appointment.pk, reason="x" * 301
        )
    with pytest.raises(NotFound):
        decisions.appointment_reject(
            professional=client, appointment_id=appointment.pk, reason="no"
        )
    with capture_frames(f"slots:{pro.pk}:{day}") as slots:
        with django_capture_on_commit_callbacks(execute=True):
            decisions.appointment_reject(
                professional=pro, appointment_id=appointment.pk, reason="Book another day and time"
            )
        freed = slots.receive()
    appointment.refresh_from_db()
    assert appointment.status == Status.REJECTED and left(pro, day) == 1
    assert freed[0]["data"]["windows"][0]["left"] == 1
    assert texts_of(client) == ["Your booking was rejected: Book another day and time"]
    assert moves(appointment)[-1][:2] == ("pending", "rejected")
    with pytest.raises(Conflict):
        decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)


def test_an_accepted_booking_can_be_rejected_but_not_a_cancelled_one(booked):
    pro, client, appointment, _, _ = booked
    decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)
    decisions.appointment_reject(professional=pro, appointment_id=appointment.pk, reason="Ill")
    other = book(client, *_second(booked))
    decisions.appointment_cancel(user=client, appointment_id=other.pk)
    with pytest.raises(Conflict):
        decisions.appointment_reject(professional=pro, appointment_id=other.pk, reason="Ill")


def _second(booked):
    pro, _, _, window, day = booked
    from marketplace.profiles.models import Profile

    return Profile.objects.get(pk=pro.pk), window.pk, day


def test_client_cancels_a_pending_one_and_the_professional_hears(
    booked, django_capture_on_commit_callbacks
):
    pro, client, appointment, _, day = booked
    with pytest.raises(NotFound):
        decisions.appointment_cancel(user=person("Anil", "Rao"), appointment_id=appointment.pk)
    with capture_frames(topics.user(pro.pk)) as frames:
        with django_capture_on_commit_callbacks(execute=True):
            decisions.appointment_cancel(user=client, appointment_id=appointment.pk)
        heard = frames.receive()
    appointment.refresh_from_db()
    assert appointment.status == Status.CANCELLED and left(pro, day) == 1
    assert "Meera Iyer cancelled their booking" in texts_of(pro)
    assert [f["data"]["status"] for f in heard if f["type"] == "booking.updated"] == ["cancelled"]
    with pytest.raises(Conflict):
        decisions.appointment_cancel(user=client, appointment_id=appointment.pk)


def test_professional_cancels_an_accepted_one(booked):
    pro, client, appointment, _, _ = booked
    decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)
    decisions.appointment_cancel(user=pro, appointment_id=appointment.pk)
    appointment.refresh_from_db()
    assert appointment.status == Status.CANCELLED
    assert texts_of(client)[0].startswith("Your booking was cancelled by")


def test_accepted_unpaid_is_payable_and_payment_confirms_it_once(
    booked, django_capture_on_commit_callbacks
):
    pro, client, appointment, _, _ = booked
    with pytest.raises(Conflict):
        payable_appointment(client=client, appointment_id=appointment.pk)
    decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)
    assert payable_appointment(client=client, appointment_id=appointment.pk).pk == appointment.pk
    with pytest.raises(NotFound):
        payable_appointment(client=pro, appointment_id=appointment.pk)
    with capture_frames(topics.user(pro.pk)) as frames:
        with django_capture_on_commit_callbacks(execute=True):
            paid = paying.appointment_payment_confirm(
                appointment_id=appointment.pk, payment_ref="pay_1"
            )
        heard = frames.receive()
    # The professional's card of a booking they accepted changes in place.
    assert [f["type"] for f in heard] == ["notification.created", "booking.updated"]
    assert heard[1]["data"] == {
        "appointment_id": appointment.pk,
        "status": "accepted",
        "paid": True,
        "reason": "",
    }
    assert texts_of(pro)[0] == "Meera Iyer paid for their booking"
    again = paying.appointment_payment_confirm(appointment_id=appointment.pk, payment_ref="pay_2")
    assert paid.paid and paid.status == Status.ACCEPTED
    assert again.payment_ref == "pay_1"
    with pytest.raises(Conflict):
        payable_appointment(client=client, appointment_id=appointment.pk)


def test_a_late_client_cancel_of_a_paid_one_stands_and_gives_nothing_back(booked):
    """Under the default policy (today's rule), inside 24 hours: the cancel is the client's
    to make, and the policy's 0 % returns nothing (tests/bookings/test_cancellation_policy.py
    has every tier through the payment rail)."""
    pro, client, appointment, _, _ = booked
    decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)
    paying.appointment_payment_confirm(appointment_id=appointment.pk, payment_ref="pay_1")
    # Its start comes within 24 hours (only the stored time is moved).
    soon = timezone.now() + datetime.timedelta(hours=23)
    Appointment.objects.filter(pk=appointment.pk).update(starts_at=soon)
    decisions.appointment_cancel(user=client, appointment_id=appointment.pk)
    appointment.refresh_from_db()
    assert appointment.status == Status.CANCELLED and appointment.paid
    assert appointment.refunded_paise == 0


def test_reserve_takes_a_place_and_release_frees_it(booked, django_capture_on_commit_callbacks):
    pro, client, appointment, window, day = booked
    with pytest.raises(services.SlotFull):
        services.appointment_reserve(professional=pro, window_id=window.pk, day=day)
    decisions.appointment_cancel(user=client, appointment_id=appointment.pk)
    with pytest.raises(NotFound):
        services.appointment_reserve(professional=client, window_id=window.pk, day=day)
    with pytest.raises(InvalidInput):
        services.appointment_reserve(professional=pro, window_id=window.pk + 999, day=day)
    with capture_frames(f"slots:{pro.pk}:{day}") as slots:
        with django_capture_on_commit_callbacks(execute=True):
            reserved = services.appointment_reserve(professional=pro, window_id=window.pk, day=day)
        taken = slots.receive()
    assert reserved.status == Status.RESERVED and reserved.client_id == pro.pk
    assert taken[0]["data"]["windows"][0]["left"] == 0 and left(pro, day) == 0
    with pytest.raises(services.SlotFull):
        book(person("Anil", "Rao"), *_second(booked))
    # A reservation is not accepted, rejected or cancelled as a booking is.
    with pytest.raises(Conflict):
        decisions.appointment_accept(professional=pro, appointment_id=reserved.pk)
    with pytest.raises(NotFound):
        decisions.appointment_release(professional=client, appointment_id=reserved.pk)
    decisions.appointment_release(professional=pro, appointment_id=reserved.pk)
    reserved.refresh_from_db()
    assert reserved.status == Status.CANCELLED and left(pro, day) == 1
    with pytest.raises(Conflict):
        decisions.appointment_release(professional=pro, appointment_id=reserved.pk)
    with pytest.raises(Conflict):
        decisions.appointment_release(professional=pro, appointment_id=appointment.pk)


def test_a_request_left_unanswered_expires_when_its_time_begins(
    booked, django_capture_on_commit_callbacks
):
    pro, client, appointment, _, _ = booked
    assert decisions.unanswered_expire_due() == 0
    begun = timezone.now() - datetime.timedelta(minutes=1)
    Appointment.objects.filter(pk=appointment.pk).update(starts_at=begun)
    with pytest.raises(Conflict, match="already begun"):
        decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)
    with capture_frames(topics.user(client.pk)) as frames:
        with django_capture_on_commit_callbacks(execute=True):
            assert decisions.unanswered_expire_due() == 1
        heard = frames.receive()
    appointment.refresh_from_db()
    assert appointment.status == Status.EXPIRED
    assert moves(appointment) == [("pending", "expired", None)]
    assert texts_of(client) == [texts.UNANSWERED.format(name="Ravi Kumar")]
    assert [f["type"] for f in heard] == ["notification.created", "booking.updated"]
    assert decisions.unanswered_expire_due() == 0


def test_an_accepted_appointment_cannot_be_paid_once_begun(booked):
    pro, client, appointment, _, _ = booked
    decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)
    begun = timezone.now() - datetime.timedelta(minutes=1)
    Appointment.objects.filter(pk=appointment.pk).update(starts_at=begun)
    with pytest.raises(Conflict, match="can no longer be paid"):
        payable_appointment(client=client, appointment_id=appointment.pk)


def test_messages_are_limited_per_hour(booked, settings):
    pro, client, appointment, _, _ = booked
    decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)
    paying.appointment_payment_confirm(appointment_id=appointment.pk, payment_ref="pay_1")
    for n in range(conversation.MESSAGES_PER_HOUR):
        conversation.message_send(user=client, appointment_id=appointment.pk, text=f"Hello {n}")
    with pytest.raises(RateLimited):
        conversation.message_send(user=client, appointment_id=appointment.pk, text="One more")
    # The other side is counted on their own.
    conversation.message_send(user=pro, appointment_id=appointment.pk, text="Noted")
