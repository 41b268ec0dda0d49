"""Orders and checkout's answer through the API, paying at the sandbox over HTTP."""

import pytest

from kernel.history.queries import state_changes
from marketplace.bookings import texts as booking_texts
from marketplace.bookings.models import Appointment
from marketplace.payments import gateway as gateways
from marketplace.payments import texts
from marketplace.payments.models import Order, Payment, Refund
from marketplace.payments.sandbox.models import SandboxOrder
from notifications.models import Notification
from tests.factories import book, person
from tests.payments.conftest import Client, lapse

pytestmark = pytest.mark.django_db(transaction=True)


def order_for(api, client, appointment):
    return api.post("/payments/orders", json={"appointment_id": appointment.pk}, token=client.token)


def verify(api, client, answer):
    return api.post("/payments/verify", json=answer, token=client.token)


def moves(obj) -> list[tuple[str, str]]:
    return [(change.from_state, change.to_state) for change in state_changes(obj)]


def test_order_is_for_the_stored_price_and_opens_checkout(api, holder, gateway):
    client, appointment = holder
    answer = order_for(api, client, appointment)
    assert answer.status == 200, answer.body
    body = answer.body
    assert body["amount"] == appointment.price_paise == 75000 and body["currency"] == "INR"
    assert body["key_id"] == gateways.SANDBOX_KEY_ID
    assert body["checkout_url"] == "/sandbox/razorpay/checkout.js"
    assert body["prefill"] == {
        "name": "Meera Iyer",
        "email": "client@example.in",
        "contact": appointment.phone,
    }
    assert body["description"] == "Consultation with Ravi Kumar"
    at_gateway = gateway.order_fetch(body["order_id"])
    assert at_gateway["amount"] == 75000 and at_gateway["notes"]["appointment_id"] == str(
        appointment.pk
    )
    # A second "Pay Now" (after a dismissed checkout) reuses the open order.
    again = order_for(api, client, appointment)
    assert again.body["order_id"] == body["order_id"]
    assert Order.objects.count() == 1 and SandboxOrder.objects.count() == 1


def test_no_order_for_a_lapsed_hold_or_someone_elses(api, holder, sandbox_url):
    client, appointment = holder
    stranger = Client(person("Anil", "Rao"))
    answer = order_for(api, stranger, appointment)
    assert answer.status == 404
    lapse(appointment)
    answer = order_for(api, client, appointment)
    assert answer.status == 409 and answer.body["message"] == booking_texts.HOLD_LAPSED
    # Nobody is charged for a time that is gone: no order was even made at the gateway.
    assert Order.objects.count() == 0 and SandboxOrder.objects.count() == 0


def test_verified_payment_accepts_the_appointment_once(api, holder, browser):
    client, appointment = holder
    order_id = order_for(api, client, appointment).body["order_id"]
    answer = browser.pay(order_id)
    result = verify(api, client, answer)
    assert result.status == 200, result.body
    assert result.body["status"] == "paid"
    assert result.body["appointment"]["status"] == "accepted"
    assert result.body["appointment"]["paid"] is True
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.ACCEPTED
    assert appointment.payment_ref == answer["razorpay_payment_id"]
    payment = Payment.objects.get()
    assert payment.signature_verified and payment.amount_paise == 75000
    assert payment.method == "upi" and payment.captured_at is not None
    assert moves(payment) == [("created", "captured")]
    assert moves(Order.objects.get()) == [("created", "paid")]
    # Checkout's answer sent twice (a double click, a retry) changes nothing.
    assert verify(api, client, answer).status == 200
    # Held, then accepted and paid: both moves recorded, by the client.
    assert moves(appointment) == [("awaiting_payment", "accepted"), ("False", "True")]
    assert Notification.objects.filter(user=appointment.professional, kind="booking").count() == 1


def test_bad_signature_is_refused(api, holder, browser):
    client, appointment = holder
    order_id = order_for(api, client, appointment).body["order_id"]
    answer = browser.pay(order_id)
    forged = {**answer, "razorpay_signature": "0" * 64}
    result = verify(api, client, forged)
    assert result.status == 400 and result.body["message"] == texts.VERIFICATION_FAILED
    payment_id = answer["razorpay_payment_id"]
    other_key = gateways.payment_signature("another-secret", order_id, payment_id)
    result = verify(api, client, {**answer, "razorpay_signature": other_key})
    assert result.status == 400
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.AWAITING_PAYMENT and not appointment.paid
    assert Payment.objects.count() == 0


def test_someone_elses_order_is_not_found(api, holder, browser):
    client, appointment = holder
    answer = browser.pay(order_for(api, client, appointment).body["order_id"])
    stranger = Client(person("Anil", "Rao"))
    result = verify(api, stranger, answer)
    assert result.status == 404
    assert Payment.objects.count() == 0


def test_lapsed_hold_paid_late_is_confirmed_while_the_place_is_free(api, holder, browser):
    client, appointment = holder
    answer = browser.pay(order_for(api, client, appointment).body["order_id"])
    lapse(appointment)
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.EXPIRED
    result = verify(api, client, answer)
    assert result.status == 200, result.body
    assert result.body["appointment"]["status"] == "accepted"
    assert Refund.objects.count() == 0


def test_lapsed_hold_paid_late_is_refunded_when_the_place_is_gone(
    api, holder, pay_first, browser, gateway
):
    client, appointment = holder
    pro, window, day = pay_first
    answer = browser.pay(order_for(api, client, appointment).body["order_id"])
    lapse(appointment)
    # Meanwhile another client took the only place (a free-later booking would too).
    other = book(person("Anil", "Rao"), pro, window.pk, day)
    result = verify(api, client, answer)
    assert result.status == 409
    assert result.body["message"] == booking_texts.PLACE_GONE
    refund = Refund.objects.get()
    assert refund.amount_paise == 75000 and refund.reason == texts.REFUND_PLACE_GONE
    assert refund.status == Refund.Status.PENDING
    payment = Payment.objects.get()
    assert moves(payment) == [("created", "captured"), ("captured", "refunded")]
    assert moves(Order.objects.get()) == [("created", "paid"), ("paid", "refunded")]
    at_gateway = gateway.payment_fetch(answer["razorpay_payment_id"])
    assert at_gateway.status == "refunded"
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.EXPIRED and not appointment.paid
    other.refresh_from_db()
    assert other.status == Appointment.Status.AWAITING_PAYMENT
    # Asking again refunds nothing more.
    assert verify(api, client, answer).status == 409
    assert Refund.objects.count() == 1
    # The bank pays it back: Razorpay says so by webhook.
    event_id, status = browser.webhook("refund.processed", refund_id=refund.razorpay_refund_id)
    assert status == 200
    refund.refresh_from_db()
    assert refund.status == Refund.Status.PROCESSED
    assert moves(refund) == [("requested", "pending"), ("pending", "processed")]


def test_a_hold_given_up_frees_its_place_and_a_payment_after_is_refunded(
    api, holder, pay_first, browser
):
    """A client who closes the checkout cancels the hold (Pay-first): the place is offered at
    once, and a payment that still arrives for it is given back, never kept."""
    client, appointment = holder
    pro, window, day = pay_first
    answer = browser.pay(order_for(api, client, appointment).body["order_id"])
    stranger = Client(person("Anil", "Rao"))
    assert api.delete(f"/appointments/{appointment.pk}/hold", token=stranger.token).status == 404
    given_up = api.delete(f"/appointments/{appointment.pk}/hold", token=client.token)
    assert given_up.status == 200 and given_up.body["status"] == "cancelled"
    # The professional never heard of the hold, so hears nothing of its end either.
    assert not Notification.objects.filter(user=pro.user).exists()
    assert book(person("Anil", "Rao"), pro, window.pk, day).status == "awaiting_payment"
    assert order_for(api, client, appointment).status == 409
    result = verify(api, client, answer)
    assert result.status == 409 and result.body["message"] == booking_texts.PLACE_GONE
    assert Refund.objects.get().amount_paise == 75000
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.CANCELLED and not appointment.paid


def test_releasing_a_hold_that_was_paid_meanwhile_changes_nothing(api, holder, browser):
    """The booking page gives its hold back as the client leaves; if the payment won the
    race, the release is refused and the paid appointment stands, unrefunded."""
    client, appointment = holder
    answer = browser.pay(order_for(api, client, appointment).body["order_id"])
    assert verify(api, client, answer).status == 200
    late = api.delete(f"/appointments/{appointment.pk}/hold", token=client.token)
    assert late.status == 409
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.ACCEPTED and appointment.paid
    assert not Refund.objects.exists()


def test_verifying_a_payment_razorpay_does_not_know_is_a_400_in_words(api, holder, gateway):
    """Signed (the sandbox's key is no secret), but no such payment at Razorpay: an answer
    to give, not an outage to retry (503) for ever."""
    client, appointment = holder
    order_id = order_for(api, client, appointment).body["order_id"]
    payment_id = "pay_Unknown0000001"
    answer = {
        "razorpay_order_id": order_id,
        "razorpay_payment_id": payment_id,
        "razorpay_signature": gateways.payment_signature(
            gateways.SANDBOX_KEY_SECRET, order_id, payment_id
        ),
    }
    result = verify(api, client, answer)
    assert result.status == 400 and result.body["message"] == texts.PAYMENT_UNKNOWN
    assert not Payment.objects.exists()
