"""Paid seats through the payments rail, paying at the sandbox over HTTP (as in
tests/payments): held while the booker pays, confirmed once by checkout's answer or by a
webhook, and refunded in full when the seat is gone."""

import datetime

import pytest
from django.utils import timezone

from kernel import holds
from marketplace.events import services, texts
from marketplace.events.models import EventBooking
from marketplace.payments.models import Order, Payment, Refund
from notifications.models import Notification
from tests.factories import person, professional, token_for
from tests.payments.conftest import Client

pytestmark = pytest.mark.django_db(transaction=True)
Status = EventBooking.Status


@pytest.fixture
def event():
    host = professional()
    draft = services.EventDraft(
        title="GST for freelancers", short_description="Filing, simply.", description="",
        response="<p>https://meet.google.com/abc</p>",
        date=(timezone.now() + datetime.timedelta(days=3)).date(), start=datetime.time(10),
        end=datetime.time(11), seats=1, type="Online", price=499,
    )  # fmt: skip
    return services.event_create(host=host.user, draft=draft)


def hold(api, client, event) -> dict:
    answer = api.post(f"/events/{event.pk}/bookings",
                      json={"name": "Meera Iyer", "email": "meera@example.in"},
                      token=client.token)  # fmt: skip
    assert answer.status == 201, answer.body
    return answer.body


def order(api, client, booking) -> object:
    return api.post(f"/events/bookings/{booking['id']}/order", token=client.token)


def test_a_paid_seat_is_held_then_confirmed_once_by_checkout(api, event, browser):
    client = Client(person("Meera", "Iyer"))
    held = hold(api, client, event)
    assert (held["status"], held["event"]["left"]) == ("awaiting_payment", 0)
    assert held["hold_expires_at"] is not None
    # Pressing again while the hold lives is the same hold, not a second seat.
    assert hold(api, client, event)["id"] == held["id"]
    stranger = Client(person("Anil", "Rao"))
    assert order(api, stranger, held).status == 404
    opened = order(api, client, held)
    assert opened.status == 200, opened.body
    assert opened.body["amount"] == 49900 and opened.body["description"] == event.title
    answer = browser.pay(opened.body["order_id"])
    verified = api.post("/payments/verify", json=answer, token=client.token)
    assert verified.status == 200, verified.body
    assert verified.body == {"status": "paid", "appointment": None, "event_booking_id": held["id"]}
    booking = EventBooking.objects.get()
    assert (
        booking.status == Status.CONFIRMED and booking.payment_ref == answer["razorpay_payment_id"]
    )
    assert (booking.host_share_paise, booking.fee_paise) == (24950, 24950)
    assert api.post("/payments/verify", json=answer, token=client.token).status == 200
    assert not Refund.objects.exists()
    host_told = Notification.objects.filter(user=event.host).values_list("text", flat=True)
    assert list(host_told) == ["Meera Iyer booked GST for freelancers"]
    details = api.get(f"/events/{event.pk}/details", token=client.token)
    assert details.status == 200 and "meet.google.com" in details.body["response"]


def test_a_webhook_confirms_the_seat_of_a_closed_tab_exactly_once(api, event, browser):
    client = Client(person("Meera", "Iyer"))
    held = hold(api, client, event)
    answer = browser.pay(order(api, client, held).body["order_id"])
    payment_id = answer["razorpay_payment_id"]
    for _ in range(2):
        _, status = browser.webhook("payment.captured", payment_id=payment_id)
        assert status == 200
    assert EventBooking.objects.get().status == Status.CONFIRMED
    assert Payment.objects.count() == 1 and not Refund.objects.exists()


def test_nobody_pays_for_a_seat_that_is_gone(api, event, browser):
    first, second = Client(person("Meera", "Iyer")), Client(person("Anil", "Rao"))
    held = hold(api, first, event)
    answer = browser.pay(order(api, first, held).body["order_id"])
    # The hold lapses before checkout answers, and another booker takes the only seat.
    EventBooking.objects.filter(pk=held["id"]).update(
        hold_expires_at=timezone.now() - datetime.timedelta(seconds=1)
    )
    assert holds.expire("event_booking", held["id"])
    assert order(api, first, held).status == 409  # no new order for a lapsed hold
    hold(api, second, event)
    late = api.post("/payments/verify", json=answer, token=first.token)
    assert late.status == 409 and late.body["message"] == texts.SEAT_GONE
    refund = Refund.objects.get()
    assert refund.amount_paise == 49900
    assert (
        Order.objects.get(purpose="event_booking", purpose_id=held["id"]).status
        == Order.Status.REFUNDED
    )
    assert EventBooking.objects.get(pk=held["id"]).status == Status.EXPIRED


def test_a_lapsed_hold_paid_late_is_confirmed_while_its_seat_is_free(api, event, browser):
    client = Client(person("Meera", "Iyer"))
    held = hold(api, client, event)
    answer = browser.pay(order(api, client, held).body["order_id"])
    EventBooking.objects.filter(pk=held["id"]).update(
        hold_expires_at=timezone.now() - datetime.timedelta(seconds=1)
    )
    assert holds.expire("event_booking", held["id"])
    assert api.get(f"/events/{event.pk}").body["left"] == 1
    assert api.post("/payments/verify", json=answer, token=client.token).status == 200
    assert EventBooking.objects.get().status == Status.CONFIRMED
    assert api.get(f"/events/{event.pk}", token=token_for(client.user)).body["left"] == 0


def test_a_hold_given_back_frees_its_seat_at_once_and_a_late_payment_is_refunded(
    api, event, browser
):
    client, other = Client(person("Meera", "Iyer")), Client(person("Anil", "Rao"))
    held = hold(api, client, event)
    answer = browser.pay(order(api, client, held).body["order_id"])
    url = f"/events/bookings/{held['id']}/hold"
    assert api.delete(url, token=other.token).status == 404  # nobody else's to give back
    given = api.delete(url, token=client.token)
    assert given.status == 200 and given.body["status"] == "cancelled"
    assert api.get(f"/events/{event.pk}").body["left"] == 1
    again = api.delete(url, token=client.token)
    assert again.status == 409 and again.body["message"] == texts.NOT_HELD
    assert hold(api, other, event)["status"] == "awaiting_payment"  # the freed seat
    # Checkout's answer for the seat given back comes after all: refunded, never a 2nd seat.
    late = api.post("/payments/verify", json=answer, token=client.token)
    assert late.status == 409 and late.body["message"] == texts.SEAT_GONE
    assert Refund.objects.get().amount_paise == 49900
    assert EventBooking.objects.get(pk=held["id"]).status == Status.CANCELLED


def test_a_paid_seat_cannot_be_given_back(api, event, browser):
    client = Client(person("Meera", "Iyer"))
    held = hold(api, client, event)
    answer = browser.pay(order(api, client, held).body["order_id"])
    assert api.post("/payments/verify", json=answer, token=client.token).status == 200
    refused = api.delete(f"/events/bookings/{held['id']}/hold", token=client.token)
    assert refused.status == 409 and refused.body["message"] == texts.NOT_HELD
    assert EventBooking.objects.get().status == Status.CONFIRMED and not Refund.objects.exists()
