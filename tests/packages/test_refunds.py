"""A package's payment given back by staff: in full, the purchase is refunded (no session can
be booked with it, it leaves the client's balances and the package's sales, the sessions
booked with it stand, and one cancelled gives no credit back); in part, it stays as it was."""

import pytest

from kernel.errors import InvalidInput
from marketplace.bookings import decisions
from marketplace.packages import queries, texts
from marketplace.packages.models import Purchase
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway
from marketplace.payments.models import Payment
from tests.factories import person
from tests.packages.conftest import buy, offer, seller
from tests.packages.test_ledger import left, with_credit
from tests.payments.conftest import Client

pytestmark = pytest.mark.django_db(transaction=True)


def staff_refund(purchase, amount: int, browser) -> None:
    payment = Payment.objects.get(razorpay_payment_id=purchase.payment_ref)
    payments.payment_refund(
        payment_id=payment.pk, amount_paise=amount, reason="Goodwill",
        by=person("Support", "Staff"), gateway=Gateway(origin=browser.base),
    )  # fmt: skip


def test_a_full_refund_takes_the_unspent_credits_back(api, browser):
    pro, window, day = seller(pay_first=False)
    client = Client(person("Meera", "Iyer"))
    package = offer(api, pro)
    purchase = buy(api, browser, client, package["id"])
    booked = with_credit(client, pro, window, day, purchase, "10:00")
    assert left(purchase) == 2

    staff_refund(purchase, 99900, browser)

    purchase.refresh_from_db()
    assert purchase.status == Purchase.Status.REFUNDED and purchase.credits_left == 0
    assert list(queries.purchases_of(client.user.pk)) == []
    sold = queries.packages_of(pro.pk).get(pk=package["id"])
    assert (sold.sales, sold.revenue_paise, sold.credits_left) == (0, 0, 0)
    with pytest.raises(InvalidInput) as refused:
        with_credit(client, pro, window, day, purchase, "11:00")
    assert refused.value.fields == {"purchase_id": texts.CREDIT_REFUNDED}
    booked.refresh_from_db()
    assert booked.status == booked.Status.PENDING and booked.paid  # what was booked stands
    decisions.appointment_reject(professional=pro.user, appointment_id=booked.pk, reason="Away")
    assert left(purchase) == 0  # no credit back into a refunded purchase


def test_a_part_refund_leaves_the_purchase_as_it_was(api, browser):
    pro, window, day = seller(pay_first=False)
    client = Client(person("Meera", "Iyer"))
    purchase = buy(api, browser, client, offer(api, pro)["id"])

    staff_refund(purchase, 33300, browser)

    purchase.refresh_from_db()
    assert purchase.status == Purchase.Status.ACTIVE and purchase.credits_left == 3
    assert with_credit(client, pro, window, day, purchase, "10:00").paid
