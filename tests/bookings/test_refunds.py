"""Paid appointments ended by a transition get their money back through the payments rail
(the sandbox gateway over HTTP, as in tests/payments), or the move is refused."""

import datetime

import pytest
from django.utils import timezone

from marketplace.bookings import decisions, services
from marketplace.bookings.models import Appointment
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway
from marketplace.payments.models import Order, Payment, Refund
from marketplace.payments.sandbox.models import SandboxOrder
from tests.factories import book, person, professional, schedule, token_for, upcoming

# The sandbox fixtures of the payments tests, shared rather than copied.
from tests.payments.conftest import Client, browser, sandbox_url  # noqa: F401

pytestmark = pytest.mark.django_db(transaction=True)
Status = Appointment.Status


@pytest.fixture
def paid(api, request):
    """A pay-later booking, accepted, then paid by the client through the API and sandbox
    checkout: (professional user, client, appointment)."""
    checkout = request.getfixturevalue("browser")
    pro = professional(price=750)
    day, weekday = upcoming(3)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": 1}
    ).windows[0]
    client = Client(person("Meera", "Iyer"))
    appointment = book(client.user, pro, window.pk, day, name="Meera Iyer")
    decisions.appointment_accept(professional=pro.user, appointment_id=appointment.pk)
    order = api.post(
        "/payments/orders", json={"appointment_id": appointment.pk}, token=client.token
    )
    assert order.status == 200, order.body
    answer = checkout.pay(order.body["order_id"])
    verified = api.post("/payments/verify", json=answer, token=client.token)
    assert verified.status == 200, verified.body
    appointment.refresh_from_db()
    assert appointment.paid and appointment.status == Status.ACCEPTED
    return pro.user, client.user, appointment


def refunded_at_sandbox(appointment) -> int:
    order = Order.objects.get(purpose="appointment", purpose_id=appointment.pk)
    return SandboxOrder.objects.get(pk=order.razorpay_order_id).payments.get().amount_refunded


def test_reject_of_a_paid_appointment_refunds_in_full(paid):
    pro, _, appointment = paid
    decisions.appointment_reject(professional=pro, appointment_id=appointment.pk, reason="Ill")
    appointment.refresh_from_db()
    assert appointment.status == Status.REJECTED
    refund = Refund.objects.get()
    assert refund.amount_paise == 75000 and refund.reason == "Ill"
    assert Payment.objects.get().status == Payment.Status.REFUNDED
    assert Order.objects.get().status == Order.Status.REFUNDED
    assert refunded_at_sandbox(appointment) == 75000


def test_professional_cancel_refunds_even_at_the_last_minute(paid):
    pro, _, appointment = paid
    soon = timezone.now() + datetime.timedelta(hours=1)
    Appointment.objects.filter(pk=appointment.pk).update(starts_at=soon)
    decisions.appointment_cancel(user=pro, appointment_id=appointment.pk)
    assert Refund.objects.get().amount_paise == 75000


def test_client_cancel_follows_the_default_policy_full_refund_24_hours_ahead_none_later(paid):
    """Today's rule is the default policy: a client's cancel inside 24 hours stands, and
    nothing comes back (it was refused before policies); 24 hours ahead, all of it."""
    _, client, appointment = paid
    late = timezone.now() + datetime.timedelta(hours=23, minutes=59)
    Appointment.objects.filter(pk=appointment.pk).update(starts_at=late)
    decisions.appointment_cancel(user=client, appointment_id=appointment.pk)
    appointment.refresh_from_db()
    assert appointment.status == Status.CANCELLED and appointment.refunded_paise == 0
    assert not Refund.objects.exists()
    assert Payment.objects.get().status == Payment.Status.CAPTURED
    # Cancelling again neither moves it nor refunds.
    with pytest.raises(services.Conflict):
        decisions.appointment_cancel(user=client, appointment_id=appointment.pk)
    assert not Refund.objects.exists()


def test_client_cancel_24_hours_ahead_refunds_in_full_once(paid):
    _, client, appointment = paid
    ahead = timezone.now() + datetime.timedelta(hours=24, minutes=5)
    Appointment.objects.filter(pk=appointment.pk).update(starts_at=ahead)
    decisions.appointment_cancel(user=client, appointment_id=appointment.pk)
    appointment.refresh_from_db()
    assert appointment.status == Status.CANCELLED
    assert Refund.objects.get().amount_paise == 75000
    with pytest.raises(services.Conflict):
        decisions.appointment_cancel(user=client, appointment_id=appointment.pk)
    assert Refund.objects.count() == 1


def test_a_reject_through_the_api_refunds_at_this_servers_own_sandbox(
    api, paid, live_server, settings
):
    """With no gateway address configured (`make run` on any port, behind a proxy), the
    sandbox is the server the request came to: the refund goes there, not to a fixed port."""
    pro, client, appointment = paid
    settings.RAZORPAY_API_URL = ""
    host = live_server.url.removeprefix("http://")
    answer = api.post(
        f"/appointments/{appointment.pk}/reject",
        json={"reason": "Ill"},
        token=token_for(pro),
        headers={"HTTP_HOST": host},
    )
    assert answer.status == 200, answer.body
    assert answer.body["refunded"] == 750
    assert refunded_at_sandbox(appointment) == 75000
    mine = api.get("/appointments/mine", token=token_for(client)).body["items"][0]
    assert (mine["status"], mine["reason"], mine["refunded"]) == ("rejected", "Ill", 750)


def test_razorpay_away_never_rolls_back_the_move_and_the_worker_sends_the_refund_later(
    paid, settings
):
    """The refund's intent commits with the move; the gateway is called after the commit,
    outside it, so an outage costs only time: the worker sends it when Razorpay is back."""
    pro, _, appointment = paid
    sandbox = settings.RAZORPAY_API_URL
    settings.RAZORPAY_API_URL = "http://127.0.0.1:9/sandbox/razorpay"  # nothing listens there
    decisions.appointment_reject(professional=pro, appointment_id=appointment.pk, reason="Ill")
    appointment.refresh_from_db()
    assert appointment.status == Status.REJECTED and appointment.refunded_paise == 75000
    refund = Refund.objects.get()
    assert refund.status == Refund.Status.REQUESTED and refund.razorpay_refund_id is None
    assert Payment.objects.get().status == Payment.Status.CAPTURED
    assert refunded_at_sandbox(appointment) == 0
    settings.RAZORPAY_API_URL = sandbox
    assert payments.refunds_unsent_send(Gateway()) == 1
    refund.refresh_from_db()
    assert refund.status == Refund.Status.PENDING and refund.razorpay_refund_id
    assert Payment.objects.get().status == Payment.Status.REFUNDED
    assert refunded_at_sandbox(appointment) == 75000
    assert payments.refunds_unsent_send(Gateway()) == 0


def test_a_refund_that_reached_razorpay_before_its_sender_died_is_never_made_twice(paid):
    """The sender called Razorpay and died before recording the answer: the worker's retry
    finds the refund at Razorpay by our ref in its notes, records it, and makes no other."""
    _, _, appointment = paid
    payment = Payment.objects.get()
    refund = Refund.objects.create(
        payment=payment, amount_paise=75000, reason="Ill", status=Refund.Status.REQUESTED,
        ref="refund-died", attempts=1,
        sending_since=timezone.now() - payments.SEND_LEASE - datetime.timedelta(seconds=1),
    )  # fmt: skip
    Gateway().refund_create(
        payment_id=payment.razorpay_payment_id, amount_paise=75000,
        notes={"reason": "Ill", "refund_ref": "refund-died"},
    )  # fmt: skip
    assert payments.refunds_unsent_send(Gateway()) == 1
    refund.refresh_from_db()
    assert refund.status == Refund.Status.PENDING
    assert refunded_at_sandbox(appointment) == 75000  # one refund at Razorpay, not two
    assert Payment.objects.get().status == Payment.Status.REFUNDED


def test_a_cancel_after_a_partial_staff_refund_gives_back_only_the_rest(paid):
    pro, _, appointment = paid
    payment = Payment.objects.get()
    payments.payment_refund(
        payment_id=payment.pk, amount_paise=25000, reason="Late start", by=None, gateway=Gateway()
    )
    decisions.appointment_cancel(user=pro, appointment_id=appointment.pk)
    appointment.refresh_from_db()
    assert appointment.refunded_paise == 50000
    assert sorted(Refund.objects.values_list("amount_paise", flat=True)) == [25000, 50000]
    assert refunded_at_sandbox(appointment) == 75000
    assert Payment.objects.get().status == Payment.Status.REFUNDED


def test_declining_proposed_times_refunds_in_full_even_at_the_last_minute(paid):
    """The professional asked to move it: whatever the notice, the client gets it all back."""
    from marketplace.bookings import reschedule, texts

    pro, client, appointment = paid
    later = appointment.day + datetime.timedelta(days=7)
    reschedule.appointment_propose(
        professional=pro, appointment_id=appointment.pk,
        times=[reschedule.Time(appointment.window_id, later, "10:00")],
    )  # fmt: skip
    soon = timezone.now() + datetime.timedelta(hours=3)
    Appointment.objects.filter(pk=appointment.pk).update(starts_at=soon)
    reschedule.proposal_decline(client=client, appointment_id=appointment.pk)
    appointment.refresh_from_db()
    assert appointment.status == Status.CANCELLED and appointment.refunded_paise == 75000
    assert Refund.objects.get().amount_paise == 75000
    assert refunded_at_sandbox(appointment) == 75000
    assert appointment.proposals.get().status == Status.CANCELLED
    told = client.notifications.none()  # the professional hears it
    assert pro.notifications.first().template == str(texts.PROPOSAL_DECLINED) and not told


def test_a_moved_paid_appointment_keeps_its_one_payment(paid):
    from marketplace.bookings import reschedule

    _, client, appointment = paid
    later = appointment.day + datetime.timedelta(days=7)
    reschedule.appointment_reschedule(
        client=client, appointment_id=appointment.pk, window_id=appointment.window_id, day=later
    )
    appointment.refresh_from_db()
    assert appointment.paid and appointment.day == later and appointment.moves == 1
    assert Order.objects.count() == 1 and Payment.objects.count() == 1
    assert not Refund.objects.exists()


def test_a_paid_appointment_ended_answers_with_its_thread(api, paid):
    """An unpaid appointment's answer reads no thread (none can exist: bookings.queries,
    `thread_of`); a paid one's still shows the messages sent before it ended."""
    from marketplace.bookings import conversation

    pro, client, appointment = paid
    conversation.message_send(user=pro, appointment_id=appointment.pk, text="meet.example/x")
    late = timezone.now() + datetime.timedelta(hours=2)  # inside the policy: nothing back
    Appointment.objects.filter(pk=appointment.pk).update(starts_at=late)
    ended = api.post(f"/appointments/{appointment.pk}/cancel", token=token_for(client))
    assert ended.status == 200, ended.body
    assert ended.body["status"] == "cancelled"
    assert [m["text"] for m in ended.body["messages"]] == ["meet.example/x"]
