"""Refunds from the back office: through the payments rail (the sandbox gateway, over HTTP),
in full or in part, recorded with who gave them; only finance may."""

import pytest
from django.contrib.admin.models import LogEntry
from django.contrib.contenttypes.models import ContentType

from marketplace.earnings.models import Entry
from marketplace.payments import services
from marketplace.payments.models import Payment, Refund
from marketplace.payments.sandbox.models import SandboxPayment
from tests.backoffice.conftest import said

pytestmark = pytest.mark.django_db(transaction=True)

PAYMENTS = "/admin/payments/payment/"


def test_finance_finds_a_payment_by_phone_and_refunds_part_of_it(pay, staff):
    pro, payment = pay(price=750)
    finance = staff("finance")
    client_phone = payment.order.client.phone

    for search in (client_phone.removeprefix("+91"), payment.order.razorpay_order_id):
        found = finance.get(PAYMENTS, q=search)
        assert payment.razorpay_payment_id in found.content.decode(), search
    orders = finance.get("/admin/payments/order/", q=client_phone[-10:])
    assert payment.order.razorpay_order_id in orders.content.decode()

    form = finance.action(PAYMENTS, "refund", [payment])
    assert form.status_code == 200
    html = form.content.decode()
    # What is left, by default: all of it.
    assert f'name="amount-{payment.pk}" value="750.00"' in html
    assert f'name="reason-{payment.pk}"' in html and 'name="csrfmiddlewaretoken"' in html

    done = finance.action(
        PAYMENTS, "refund", [payment],
        **{f"amount-{payment.pk}": "200", f"reason-{payment.pk}": "Started 20 minutes late"},
    )  # fmt: skip
    refund = Refund.objects.get()
    assert said(done) == [
        f"Refunded ₹200 of {payment.razorpay_payment_id} ({refund.razorpay_refund_id})."
    ]
    assert refund.amount_paise == 20000 and refund.requested_by == finance.user
    assert refund.reason == "Started 20 minutes late"
    # The gateway really gave it back.
    at_gateway = SandboxPayment.objects.get(pk=payment.razorpay_payment_id)
    assert at_gateway.amount_refunded == 20000 and at_gateway.refunds.get().amount == 20000
    # The ledger reverses it: half the fee, half the share (50% each way).
    reversal = {
        e.account: e.amount_paise for e in Entry.objects.filter(source=f"refund:{refund.pk}")
    }
    assert reversal == {"cash": -20000, "platform": -10000, "professional": -10000}
    payment.refresh_from_db()
    assert payment.status == Payment.Status.CAPTURED
    assert services.refundable_paise(payment) == 55000
    [entry] = LogEntry.objects.filter(
        content_type=ContentType.objects.get_for_model(Payment), object_id=str(payment.pk)
    )
    assert entry.user == finance.user
    assert entry.get_change_message() == (
        f"Refunded ₹200 ({refund.razorpay_refund_id}): Started 20 minutes late"
    )

    # The payment's page shows its refunds and who gave them.
    page = finance.get(f"{PAYMENTS}{payment.pk}/change/").content.decode()
    assert refund.razorpay_refund_id in page and str(finance.user) in page

    # What is left now is the default; more than that is refused with the amount left.
    assert 'value="550.00"' in finance.action(PAYMENTS, "refund", [payment]).content.decode()
    refused = finance.action(
        PAYMENTS, "refund", [payment],
        **{f"amount-{payment.pk}": "600", f"reason-{payment.pk}": "Client asked"},
    )  # fmt: skip
    assert said(refused) == [
        f"{payment.razorpay_payment_id}: At most ₹550 of this payment can still be refunded."
    ]
    assert Refund.objects.count() == 1
    assert SandboxPayment.objects.get(pk=payment.razorpay_payment_id).amount_refunded == 20000


def test_the_rest_refunded_makes_the_payment_refunded(pay, staff):
    _, payment = pay(price=750)
    finance = staff("finance")
    finance.action(
        PAYMENTS, "refund", [payment],
        **{f"amount-{payment.pk}": "100.50", f"reason-{payment.pk}": "Partly"},
    )  # fmt: skip
    done = finance.action(
        PAYMENTS, "refund", [payment],
        **{f"amount-{payment.pk}": "649.50", f"reason-{payment.pk}": "The rest"},
    )  # fmt: skip
    assert said(done)[0].startswith("Refunded ₹649.50 of ")
    payment.refresh_from_db()
    assert payment.status == Payment.Status.REFUNDED
    assert sorted(Refund.objects.values_list("amount_paise", flat=True)) == [10050, 64950]
    # Nothing left: it is not offered again.
    again = finance.action(PAYMENTS, "refund", [payment])
    assert said(again) == [f"{payment.razorpay_payment_id} has nothing left to refund: left out."]


def test_a_refund_needs_an_amount_and_a_reason(pay, staff):
    _, payment = pay(price=750)
    finance = staff("finance")
    refused = finance.action(
        PAYMENTS, "refund", [payment],
        **{f"amount-{payment.pk}": "ten", f"reason-{payment.pk}": "Late"},
    )  # fmt: skip
    assert said(refused) == [
        f"{payment.razorpay_payment_id}: Enter an amount in rupees, like 499 or 499.50."
    ]
    refused = finance.action(
        PAYMENTS, "refund", [payment],
        **{f"amount-{payment.pk}": "100", f"reason-{payment.pk}": " "},
    )  # fmt: skip
    assert said(refused) == [f"{payment.razorpay_payment_id}: Enter the reason for the refund."]
    assert not Refund.objects.exists()


def test_support_and_staff_in_no_group_cannot_refund(pay, staff):
    _, payment = pay(price=750)
    for person in (staff("support"), staff(None)):
        assert person.get(PAYMENTS).status_code == 403
        refused = person.action(
            PAYMENTS, "refund", [payment],
            **{f"amount-{payment.pk}": "750", f"reason-{payment.pk}": "Because"},
        )  # fmt: skip
        assert refused.status_code == 403
    assert not Refund.objects.exists()
    assert SandboxPayment.objects.get(pk=payment.razorpay_payment_id).amount_refunded == 0
