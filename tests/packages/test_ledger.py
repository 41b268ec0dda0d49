"""A package's money to the paisa: the purchase is cash in with the platform fee, and the
professional's share waits; each credit's part (share / N, the last one taking the remainder)
is withdrawable once its session took place (its appointment's earned_from), goes back to
waiting when the credit comes back, and what is unused becomes the professional's at the
purchase's expiry (the Terms' rule: sessions not booked by then are not refunded). And the
credit itself: back on a reject, a professional's cancel, a client's cancel within the
policy's full-refund notice and a request left unanswered; kept on a later cancel."""

import datetime

import pytest
from django.utils import timezone

from marketplace.bookings import decisions
from marketplace.bookings.models import Appointment
from marketplace.earnings import queries
from marketplace.earnings.models import Entry
from marketplace.earnings.services import part_paise
from marketplace.profiles.models import Profile
from tests.earnings.conftest import balanced, sums
from tests.factories import person
from tests.packages.conftest import buy, offer, seller
from tests.payments.conftest import Client

pytestmark = pytest.mark.django_db(transaction=True)
MINUTE = datetime.timedelta(minutes=1)
Status = Appointment.Status


def withdrawable(pro, at) -> int:
    return queries.balances(pro.pk, now=at)["booking"].withdrawable_paise


def with_credit(client, pro, window, day, purchase, start: str) -> Appointment:
    from marketplace.bookings import services

    return services.appointment_book(
        client=client.user, professional_id=pro.pk, window_id=window.pk, day=day,
        plan_id=pro.plans.first().pk, name="Meera Iyer", email="meera@example.in",
        start=start, purchase_id=purchase.pk,
    )  # fmt: skip


def left(purchase) -> int:
    purchase.refresh_from_db()
    return purchase.credits_left


def test_the_parts_add_up_to_the_share():
    assert [part_paise(49950, 3, n) for n in (1, 2, 3)] == [16650, 16650, 16650]
    assert [part_paise(50000, 3, n) for n in (1, 2, 3)] == [16666, 16666, 16668]
    assert sum(part_paise(12345, 7, n) for n in range(1, 8)) == 12345


def test_999_for_3_sessions_through_purchase_session_credit_back_and_expiry(api, bought):
    pro, window, day, client, purchase = bought
    expires = purchase.expires_at
    assert expires == purchase.paid_at + datetime.timedelta(days=30)
    totals = sums(professional=pro.user)
    assert totals == {"cash": 99900, "platform": 49950, "professional": 49950}
    now = timezone.now()
    assert withdrawable(pro, now) == 0 and withdrawable(pro, expires - MINUTE) == 0

    first = with_credit(client, pro, window, day, purchase, "10:00")
    assert first.status == Status.ACCEPTED and left(purchase) == 2
    # Its part is withdrawable once the session took place, the rest at expiry.
    assert withdrawable(pro, first.earned_from - MINUTE) == 0
    assert withdrawable(pro, first.earned_from + MINUTE) == 16650
    assert withdrawable(pro, expires + MINUTE) == 49950

    second = with_credit(client, pro, window, day, purchase, "11:00")
    assert left(purchase) == 1
    assert withdrawable(pro, second.earned_from + MINUTE) == 33300
    # Cancelled three days ahead: within the default policy's full-refund notice (24 hours).
    decisions.appointment_cancel(user=client.user, appointment_id=second.pk)
    assert left(purchase) == 2
    assert withdrawable(pro, second.earned_from + MINUTE) == 16650
    assert withdrawable(pro, expires + MINUTE) == 49950

    moved = Entry.objects.filter(kind="moved").order_by("id")
    assert [(e.amount_paise, e.available_at) for e in moved] == [
        (-16650, expires), (16650, first.earned_from),
        (-16650, expires), (16650, second.earned_from),
        (-16650, second.earned_from), (16650, expires),
    ]  # fmt: skip
    # Nothing moved but the moment it may be withdrawn; no refund, no Razorpay.
    assert sums(professional=pro.user) == totals and balanced()
    assert not Entry.objects.filter(kind="refund").exists()


def test_1000_for_3_the_last_part_takes_the_remainder(api, browser):
    pro, window, day = seller()
    client = Client(person("Meera", "Iyer"))
    purchase = buy(api, browser, client, offer(api, pro, price=1000)["id"])
    booked = [with_credit(client, pro, window, day, purchase, s) for s in ("10:00", "11:00")]
    assert withdrawable(pro, booked[-1].earned_from + MINUTE) == 33332
    third = with_credit(client, pro, window, day, purchase, "12:00")
    assert left(purchase) == 0
    assert withdrawable(pro, third.earned_from + MINUTE) == 50000
    assert sums(professional=pro.user)["professional"] == 50000 and balanced()


def test_reject_and_professional_cancel_give_the_credit_back(api, browser):
    pro, window, day = seller(pay_first=False)
    client = Client(person("Meera", "Iyer"))
    purchase = buy(api, browser, client, offer(api, pro)["id"])
    request = with_credit(client, pro, window, day, purchase, "10:00")
    assert request.status == Status.PENDING and request.paid and left(purchase) == 2
    decisions.appointment_reject(professional=pro.user, appointment_id=request.pk, reason="Away")
    assert left(purchase) == 3

    accepted = with_credit(client, pro, window, day, purchase, "11:00")
    decisions.appointment_accept(professional=pro.user, appointment_id=accepted.pk)
    decisions.appointment_cancel(user=pro.user, appointment_id=accepted.pk)
    assert left(purchase) == 3
    assert withdrawable(pro, purchase.expires_at - MINUTE) == 0
    assert withdrawable(pro, purchase.expires_at + MINUTE) == 49950 and balanced()


def test_a_late_cancel_keeps_the_credit_spent_and_earned(api, browser):
    pro, window, day = seller()
    # Everything back only a month ahead: a cancel three days ahead is late.
    Profile.objects.filter(pk=pro.pk).update(
        cancellation_policy=[{"hours": 720, "percent": 100}, {"hours": 0, "percent": 0}]
    )
    client = Client(person("Meera", "Iyer"))
    purchase = buy(api, browser, client, offer(api, pro)["id"])
    late = with_credit(client, pro, window, day, purchase, "10:00")
    decisions.appointment_cancel(user=client.user, appointment_id=late.pk)
    late.refresh_from_db()
    assert late.status == Status.CANCELLED and left(purchase) == 2
    assert withdrawable(pro, late.earned_from + MINUTE) == 16650


def test_a_request_never_answered_gives_the_credit_back(api, browser):
    pro, window, day = seller(pay_first=False)
    client = Client(person("Meera", "Iyer"))
    purchase = buy(api, browser, client, offer(api, pro)["id"])
    request = with_credit(client, pro, window, day, purchase, "10:00")
    # Its time comes with no answer (the clock is the only thing moved).
    Appointment.objects.filter(pk=request.pk).update(starts_at=timezone.now() - MINUTE)
    assert decisions.unanswered_expire_due() == 1
    assert left(purchase) == 3


def test_a_moved_session_takes_its_part_along(api, bought):
    from marketplace.bookings import reschedule

    pro, window, day, client, purchase = bought
    booked = with_credit(client, pro, window, day, purchase, "10:00")
    old_due = booked.earned_from
    reschedule.appointment_reschedule(
        client=client.user, appointment_id=booked.pk, window_id=window.pk,
        day=day + datetime.timedelta(days=7), start="10:00",
    )  # fmt: skip
    booked.refresh_from_db()
    assert booked.earned_from == old_due + datetime.timedelta(days=7)
    assert withdrawable(pro, old_due + MINUTE) == 0
    assert withdrawable(pro, booked.earned_from + MINUTE) == 16650
    assert left(purchase) == 2 and balanced()


def test_a_no_show_the_professional_agrees_to_gives_the_credit_back(api, bought):
    from marketplace.bookings import noshows
    from tests.bookings.test_no_shows import happened

    pro, window, day, client, purchase = bought
    booked = with_credit(client, pro, window, day, purchase, "10:00")
    happened(booked)
    booked.refresh_from_db()
    report = noshows.no_show_report(user=client.user, appointment_id=booked.pk, text="No one.")
    # Held while the report is open, not withdrawable 48 hours after the end.
    assert withdrawable(pro, booked.earned_from + MINUTE) == 0
    noshows.no_show_agree(professional=pro.user, appointment_id=booked.pk)
    assert left(purchase) == 3
    assert withdrawable(pro, report.answer_due + MINUTE) == 0
    assert withdrawable(pro, purchase.expires_at + MINUTE) == 49950 and balanced()
