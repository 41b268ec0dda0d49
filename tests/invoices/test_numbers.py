"""Invoice numbers on PostgreSQL: 50 captures of the same professional's payments at once
(threads, each its own connection, released together) are numbered 1..50 with no repeat and
no gap, and a capture that fails after taking its number gives it back."""

import secrets
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import connection, transaction

from kernel.errors import Busy
from marketplace.events import services as events
from marketplace.invoices.models import Invoice
from marketplace.invoices.services import NUMBER_MAX, printed_number
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway, PaymentFacts
from marketplace.payments.models import Order, Payment
from tests.factories import person
from tests.invoices.test_things import paid_event

RACERS = 50


def held_orders(count: int) -> list[Order]:
    """`count` clients each holding a seat of one webinar, each with its open order (as
    checkout opens it; the gateway's order id made up, no money moves)."""
    event = paid_event(seats=count)
    orders = []
    for index in range(count):
        client = person("Racer", str(index))
        seat = events.event_book(user=client, event_id=event.pk, name=f"Racer {index}",
                                 email="racer@example.in")  # fmt: skip
        orders.append(Order.objects.create(
            razorpay_order_id=f"order_{secrets.token_hex(7)}", amount_paise=seat.price_paise,
            client=client, purpose="event_booking", purpose_id=seat.pk,
            receipt=f"event-booking-{seat.pk}",
        ))  # fmt: skip
    return orders


def captured(order: Order) -> PaymentFacts:
    """What Razorpay reports of a captured payment of the order."""
    return PaymentFacts(
        id=f"pay_{secrets.token_hex(7)}", order_id=order.razorpay_order_id,
        amount_paise=order.amount_paise, currency="INR", status="captured", method="upi",
        error="",
    )  # fmt: skip


def settle(order: Order) -> str:
    for _ in range(50):
        try:
            payments.payment_settle(order=order, facts=captured(order), verified=True,
                                    gateway=Gateway(base_url="http://127.0.0.1:9"))  # fmt: skip
            return "paid"
        except Busy:
            continue
    return "busy"


@pytest.mark.django_db(transaction=True)
def test_fifty_racing_captures_are_numbered_one_to_fifty():
    orders = held_orders(RACERS)
    barrier = threading.Barrier(RACERS)

    def race(order):
        try:
            barrier.wait(timeout=60)
            return settle(order)
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=RACERS) as pool:
        outcomes = list(pool.map(race, orders))
    assert outcomes == ["paid"] * RACERS
    invoices = Invoice.objects.all()
    assert sorted(invoices.values_list("serial", flat=True)) == list(range(1, RACERS + 1))
    numbers = set(invoices.values_list("number", flat=True))
    assert len(numbers) == RACERS and all(len(number) <= NUMBER_MAX for number in numbers)
    assert len({invoice.professional_id for invoice in invoices}) == 1
    assert Payment.objects.filter(status="captured").count() == RACERS


@pytest.mark.django_db(transaction=True)
def test_a_capture_that_fails_after_its_number_gives_it_back():
    first, failing = held_orders(2)
    assert settle(first) == "paid"
    with pytest.raises(ZeroDivisionError), transaction.atomic():
        payments.payment_settle(order=failing, facts=captured(failing), verified=True,
                                gateway=Gateway(base_url="http://127.0.0.1:9"))  # fmt: skip
        assert Invoice.objects.filter(payment__order=failing).get().serial == 2
        1 / 0  # noqa: B018  the capture's transaction fails after its invoice was numbered
    assert not Payment.objects.filter(order=failing).exists()
    assert settle(failing) == "paid"
    assert sorted(Invoice.objects.values_list("serial", flat=True)) == [1, 2]


def test_printed_numbers_fit_the_sixteen_characters_of_rule_46():
    assert printed_number("IN", 12, "2026-27", 1) == "IN-C/2627/1"
    assert printed_number("CN", 12, "2026-27", 1) == "CN-C/2627/1"
    for professional_id in (1, 46_655, 1_679_615, 10**9):
        for serial in (1, 9_999, 99_999):
            number = printed_number("IN", professional_id, "2026-27", serial)
            assert len(number) <= NUMBER_MAX, number
