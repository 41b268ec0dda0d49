"""Razorpay delivers webhooks at least once and in no promised order. For one payment, every
order of payment.failed (a bank's first answer), payment.captured, order.paid and
refund.processed (a refund made at Razorpay's dashboard), with repeats, ends in the state the
natural order ends in: the appointment, the order, the payment, its refunds and the ledger.
The webhooks go over HTTP to the live server, signed as Razorpay signs them; the payment and
the refund are real at the sandbox gateway."""

import itertools
import json

import pytest
from django.db.models import Sum

from marketplace.bookings.models import Appointment
from marketplace.bookings.paying import appointment_order
from marketplace.earnings.models import Entry
from marketplace.payments.models import Payment, WebhookEvent
from marketplace.payments.sandbox import services as sandbox
from tests.factories import book, person
from tests.payments.conftest import pay_first_time

pytestmark = pytest.mark.django_db(transaction=True)

NATURAL = ("payment.failed", "payment.captured", "order.paid", "refund.processed")
ORDERS = [
    *itertools.permutations(NATURAL),
    # Razorpay's retries: the same delivery again (same event id), early and late.
    ("refund.processed", "refund.processed", "order.paid", "payment.failed", "order.paid"),
    ("order.paid", "refund.processed", "payment.captured", "refund.processed", "payment.failed"),
]


@pytest.fixture
def two_holds(sandbox_url):
    """Two clients holding the two places of a pay-first time: one payment each."""
    pro, window, day = pay_first_time(places=2)
    return [book(person(name, "Rao"), pro, window.pk, day) for name in ("Asha", "Ravi")]


def events_of_one_payment(appointment: Appointment, gateway, browser) -> dict[str, bytes]:
    """The four events' bodies as Razorpay would send them about one payment."""
    order = appointment_order(
        client=appointment.client, appointment_id=appointment.pk, gateway=gateway
    )
    payment_id = browser.pay(order.razorpay_order_id)["razorpay_payment_id"]
    bodies = {
        kind: sandbox.event_body(kind, payment_id=payment_id)
        for kind in ("payment.captured", "order.paid")
    }
    failed = json.loads(bodies["payment.captured"])
    failed["event"] = "payment.failed"
    failed["payload"]["payment"]["entity"].update(
        status="failed", error_description="The bank declined the payment."
    )
    bodies["payment.failed"] = json.dumps(failed).encode()
    # Given back from Razorpay's dashboard, in full: nothing of ours asked for it.
    refund = gateway.refund_create(payment_id=payment_id, amount_paise=75000, notes={})
    sandbox.refund_process(refund["id"])
    bodies["refund.processed"] = sandbox.event_body("refund.processed", refund_id=refund["id"])
    return bodies


def deliver(browser, bodies: dict[str, bytes], order: tuple[str, ...], tag: str) -> None:
    for kind in order:
        # One event id per event: a repeat is Razorpay's retry of the same delivery.
        event_id = f"evt_{tag}_{kind.replace('.', '_')}"
        _, status = sandbox.webhook_send(
            kind, url=f"{browser.base}{sandbox.WEBHOOK_PATH}", body=bodies[kind], event_id=event_id
        )
        assert status == 200, (kind, order)


def final_state(appointment: Appointment) -> dict:
    appointment.refresh_from_db()
    payment = Payment.objects.select_related("order").get(
        razorpay_payment_id=appointment.payment_ref
    )
    ledger = (
        Entry.objects.filter(payment=payment).values("account").annotate(total=Sum("amount_paise"))
    )
    return {
        "appointment": (appointment.status, appointment.paid),
        "order": payment.order.status,
        "payment": (payment.status, payment.amount_paise, bool(payment.captured_at)),
        "refunds": sorted((r.amount_paise, r.status, r.reason) for r in payment.refunds.all()),
        "ledger": sorted((row["account"], row["total"]) for row in ledger),
    }


@pytest.mark.parametrize(
    "order", ORDERS, ids=[" ".join(k.split(".")[1] for k in o) for o in ORDERS]
)
def test_every_order_of_a_payments_events_ends_as_the_natural_order(
    order, two_holds, gateway, browser
):
    natural, shuffled = two_holds
    deliver(browser, events_of_one_payment(natural, gateway, browser), NATURAL, "n")
    deliver(browser, events_of_one_payment(shuffled, gateway, browser), order, "s")
    expected = final_state(natural)
    assert expected["appointment"] == (Appointment.Status.ACCEPTED, True)
    assert expected["refunds"] == [(75000, "processed", "Razorpay")]
    assert final_state(shuffled) == expected
    assert not WebhookEvent.objects.filter(waiting=True).exists()
    assert not WebhookEvent.objects.filter(processed_at__isnull=True).exists()
