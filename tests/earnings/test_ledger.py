"""The ledger as payments are captured and refunded through the real rail (the sandbox
gateway over HTTP): every rupee an entry, balanced, booked once, reversed by refunds."""

import datetime

import pytest
from django.db import DatabaseError, transaction

from marketplace.bookings import decisions
from marketplace.earnings import queries
from marketplace.earnings.models import Entry
from marketplace.events import services as events
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway
from marketplace.payments.models import Payment
from tests.earnings.conftest import balanced, sums
from tests.factories import person, professional, token_for

pytestmark = pytest.mark.django_db(transaction=True)


def pay(api, holder, browser):
    client, appointment = holder
    opened = api.post(
        "/payments/orders", json={"appointment_id": appointment.pk}, token=client.token
    )
    answer = browser.pay(opened.body["order_id"])
    verified = api.post("/payments/verify", json=answer, token=client.token)
    assert verified.status == 200, verified.body
    return answer, Payment.objects.get(razorpay_payment_id=answer["razorpay_payment_id"])


def test_a_paid_appointment_books_cash_fee_and_share_once(api, holder, browser):
    client, appointment = holder
    answer, payment = pay(api, holder, browser)
    pro = appointment.professional_id
    assert sums() == {"cash": 75000, "platform": 37500, "professional": 37500}
    share = Entry.objects.get(account="professional")
    assert (share.professional_id, share.balance, share.kind) == (pro, "booking", "payment")
    # Once the appointment is over and its no-show reports closed (48 hours after its end).
    assert share.available_at == appointment.earned_from and share.payment == payment
    # Checkout's answer again and Razorpay's webhook about it book nothing more.
    assert api.post("/payments/verify", json=answer, token=client.token).status == 200
    browser.webhook("payment.captured", payment_id=payment.razorpay_payment_id)
    assert Entry.objects.count() == 3 and balanced()
    # Earned today, but withdrawable only once the appointment is over and unquestioned.
    summary = queries.summary(pro)
    assert (summary.today_paise, summary.month_paise, summary.total_paise) == (37500,) * 3
    assert summary.daily[-1].booking_paise == 37500 and len(summary.daily) == 30
    assert (summary.booking.pending_paise, summary.booking.withdrawable_paise) == (37500, 0)
    ended = queries.balances(pro, now=appointment.ends_at + datetime.timedelta(minutes=1))
    assert ended["booking"].withdrawable_paise == 0
    after = appointment.earned_from + datetime.timedelta(minutes=1)
    later = queries.balances(pro, now=after)["booking"]
    assert (later.pending_paise, later.withdrawable_paise, later.earned_paise) == (0, 37500, 37500)


def test_a_refund_reverses_the_fee_and_the_share(api, holder, browser):
    client, appointment = holder
    pay(api, holder, browser)
    pro_user = appointment.professional
    decisions.appointment_cancel(user=pro_user, appointment_id=appointment.pk, origin=browser.base)
    assert sums() == {"cash": 0, "platform": 0, "professional": 0} and balanced()
    refund_share = Entry.objects.get(kind="refund", account="professional")
    # Reversed where it was earned: the pending money goes, not withdrawable money.
    assert refund_share.available_at == appointment.earned_from
    balance = queries.balances(pro_user.pk)["booking"]
    assert (balance.earned_paise, balance.pending_paise, balance.withdrawable_paise) == (0, 0, 0)
    assert queries.summary(pro_user.pk).today_paise == 0


def test_partial_refunds_reverse_in_proportion_and_add_up_to_the_paisa(api, holder, browser):
    _, appointment = holder
    _, payment = pay(api, holder, browser)
    staff = appointment.professional  # any user: the service records who asked
    gateway = Gateway(origin=browser.base)
    for amount in (33333, 33333):
        payments.payment_refund(
            payment_id=payment.pk, amount_paise=amount, reason="Goodwill", by=staff,
            gateway=gateway,
        )  # fmt: skip
    # 66666 of 75000 back: the share (half) is reversed by floor(37500 * 66666 / 75000).
    assert sums(account="professional")["professional"] == 37500 - 33333
    assert balanced()
    payments.payment_refund(
        payment_id=payment.pk, amount_paise=75000 - 66666, reason="The rest", by=staff,
        gateway=gateway,
    )  # fmt: skip
    assert sums() == {"cash": 0, "platform": 0, "professional": 0}
    payment.refresh_from_db()
    assert payment.status == Payment.Status.REFUNDED
    assert list(payment.refunds.values_list("requested_by", flat=True)) == [staff.pk] * 3


def test_refunding_more_than_is_left_is_refused_and_books_nothing(api, holder, browser):
    _, appointment = holder
    _, payment = pay(api, holder, browser)
    gateway = Gateway(origin=browser.base)
    payments.payment_refund(payment_id=payment.pk, amount_paise=50000, reason="Part",
                            by=appointment.professional, gateway=gateway)  # fmt: skip
    with pytest.raises(payments.InvalidInput) as refused:
        payments.payment_refund(payment_id=payment.pk, amount_paise=25001, reason="Too much",
                                by=appointment.professional, gateway=gateway)  # fmt: skip
    assert refused.value.message == "At most ₹250 of this payment can still be refunded."
    assert Entry.objects.filter(kind="refund").count() == 3 and balanced()


def test_an_event_seat_earns_the_host_share_after_the_event(api, browser):
    host = professional("Asha", "Host")
    draft = events.EventDraft(
        title="GST", short_description="Filing.", description="", response="",
        date=datetime.date.today() + datetime.timedelta(days=3), start=datetime.time(10),
        end=datetime.time(11), seats=5, type="Online", price=499,
    )  # fmt: skip
    event = events.event_create(host=host.user, draft=draft)
    booker = person("Meera", "Iyer")
    token = token_for(booker)
    seat = {"name": "Meera Iyer", "email": "meera@example.in"}
    held = api.post(f"/events/{event.pk}/bookings", json=seat, token=token)
    opened = api.post(f"/events/bookings/{held.body['id']}/order", token=token)
    answer = browser.pay(opened.body["order_id"])
    assert api.post("/payments/verify", json=answer, token=token).status == 200
    assert sums(professional=host.user) == {"cash": 49900, "platform": 24950, "professional": 24950}
    summary = queries.summary(host.user.pk)
    # One definition of earned on the dashboard: a webinar's share counts today and in all,
    # as the chart counts it; the webinars' part is shown beside.
    assert (summary.today_paise, summary.month_paise, summary.year_paise) == (24950,) * 3
    assert (summary.total_paise, summary.event_total_paise) == (24950, 24950)
    assert summary.event.pending_paise == 24950 and summary.event.withdrawable_paise == 0
    assert summary.daily[-1].event_paise == 24950
    after = queries.balances(host.user.pk, now=event.ends_at + datetime.timedelta(seconds=1))
    assert after["event"].withdrawable_paise == 24950 and after["booking"].earned_paise == 0


def test_entries_can_be_neither_changed_nor_deleted(api, holder, browser):
    pay(api, holder, browser)
    entry = Entry.objects.first()
    with pytest.raises(ValueError):
        entry.save()
    with pytest.raises(ValueError):
        entry.delete()
    # Below the model too: the database refuses a queryset's update or delete.
    for change in (lambda: Entry.objects.update(amount_paise=1), Entry.objects.all().delete):
        with pytest.raises(DatabaseError), transaction.atomic():
            change()
    assert sums()["professional"] == 37500
