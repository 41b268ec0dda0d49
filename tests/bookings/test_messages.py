"""The appointment's thread: either party, once accepted and paid; blank text refused; the
other side hears `message.created` and gets a notification."""

import pytest

from kernel.errors import Conflict, InvalidInput, NotFound
from marketplace.bookings import conversation, decisions, paying, texts
from marketplace.bookings.models import Message
from notifications.models import Notification
from realtime import topics
from tests.factories import book, person, professional, schedule, token_for, upcoming
from tests.frames import capture_frames

pytestmark = pytest.mark.django_db


@pytest.fixture
def booked():
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    client = person("Meera", "Iyer")
    return pro.user, client, book(client, pro, window.pk, day, name="Meera Iyer")


def test_messages_open_only_once_accepted_and_paid(booked):
    pro, client, appointment = booked
    with pytest.raises(Conflict, match="accepted and paid"):
        conversation.message_send(user=pro, appointment_id=appointment.pk, text="meet.google.com/x")
    decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)
    with pytest.raises(Conflict):
        conversation.message_send(user=client, appointment_id=appointment.pk, text="Hello")
    paying.appointment_payment_confirm(appointment_id=appointment.pk, payment_ref="pay_1")
    with pytest.raises(NotFound):
        conversation.message_send(
            user=person("Anil", "Rao"), appointment_id=appointment.pk, text="x"
        )
    for blank in ("", "   \n\t"):
        with pytest.raises(InvalidInput) as refused:
            conversation.message_send(user=client, appointment_id=appointment.pk, text=blank)
        assert refused.value.message == texts.REENTER_MESSAGE
    with pytest.raises(InvalidInput):
        conversation.message_send(user=client, appointment_id=appointment.pk, text="x" * 2001)
    assert not Message.objects.exists()


def test_a_thread_is_kept_and_the_other_side_hears(booked, django_capture_on_commit_callbacks):
    pro, client, appointment = booked
    decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)
    paying.appointment_payment_confirm(appointment_id=appointment.pk, payment_ref="pay_1")
    with capture_frames(topics.user(client.pk)) as frames:
        with django_capture_on_commit_callbacks(execute=True):
            conversation.message_send(
                user=pro, appointment_id=appointment.pk, text=" https://meet.google.com/abc "
            )
        heard = frames.receive()
    conversation.message_send(user=client, appointment_id=appointment.pk, text="See you then")
    sent = [f["data"] for f in heard if f["type"] == "message.created"]
    assert len(sent) == 1 and sent[0]["text"] == "https://meet.google.com/abc"
    assert sent[0]["author_id"] == pro.pk and sent[0]["appointment_id"] == appointment.pk
    assert Notification.objects.filter(user=client, text="New message from Ravi Kumar").exists()
    assert Notification.objects.filter(user=pro, text="New message from Meera Iyer").exists()
    assert list(appointment.messages.values_list("author_id", "text")) == [
        (pro.pk, "https://meet.google.com/abc"),
        (client.pk, "See you then"),
    ]


def test_thread_through_the_api(api, booked):
    pro, client, appointment = booked
    decisions.appointment_accept(professional=pro, appointment_id=appointment.pk)
    paying.appointment_payment_confirm(appointment_id=appointment.pk, payment_ref="pay_1")
    url = f"/appointments/{appointment.pk}/messages"
    blank = api.post(url, json={"text": "  "}, token=token_for(client))
    assert blank.status == 400 and blank.body["message"] == "Re-enter The Message"
    sent = api.post(url, json={"text": "javascript:alert(1)"}, token=token_for(client))
    assert sent.status == 201 and sent.body["text"] == "javascript:alert(1)"
    thread = api.get(url, token=token_for(pro))
    assert [m["text"] for m in thread.body] == ["javascript:alert(1)"]
    assert api.get(url, token=token_for(person("Anil", "Rao"))).status == 404
