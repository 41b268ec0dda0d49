"""What an appointment earned is withdrawable only once it is over and no longer in question:
48 hours after its end (the no-show window), after its new end when it moves, not before the
professional's answer to a client's no-show report is due, and not while support decides a
dispute. Each change of that date is a pair of ledger entries netting to nothing, so every
total but the withdrawable one stays as it was, and a refund afterwards is taken from where
the share sits (never from money already withdrawable)."""

import datetime

import pytest
from django.utils import timezone

from marketplace.bookings import decisions, noshows, reschedule
from marketplace.earnings import queries
from marketplace.earnings.models import Entry
from marketplace.payments.gateway import Gateway
from tests.bookings.test_no_shows import happened, staff_member  # noqa: F401
from tests.bookings.test_refunds import paid  # noqa: F401
from tests.earnings.conftest import balanced, sums

# The sandbox fixtures of the payments tests, shared rather than copied.
from tests.payments.conftest import Client, browser, sandbox_url  # noqa: F401

pytestmark = pytest.mark.django_db(transaction=True)
MINUTE = datetime.timedelta(minutes=1)


def withdrawable(pro, at: datetime.datetime) -> int:
    return queries.balances(pro.pk, now=at)["booking"].withdrawable_paise


def test_a_move_later_moves_when_its_share_may_be_withdrawn(paid, browser):  # noqa: F811
    pro, client, appointment = paid
    share = sums(professional=pro)["professional"]
    old_due = appointment.earned_from
    assert withdrawable(pro, old_due + MINUTE) == share
    reschedule.appointment_reschedule(
        client=client, appointment_id=appointment.pk, window_id=appointment.window_id,
        day=appointment.day + datetime.timedelta(days=7),
    )  # fmt: skip
    appointment.refresh_from_db()
    assert appointment.earned_from == old_due + datetime.timedelta(days=7)
    assert withdrawable(pro, old_due + MINUTE) == 0
    assert withdrawable(pro, appointment.earned_from - MINUTE) == 0
    assert withdrawable(pro, appointment.earned_from + MINUTE) == share
    moved = Entry.objects.filter(kind="moved").order_by("id")
    assert [(e.amount_paise, e.available_at) for e in moved] == [
        (-share, old_due), (share, appointment.earned_from)
    ]  # fmt: skip
    summary = queries.balances(pro.pk)["booking"]
    assert (summary.earned_paise, summary.pending_paise) == (share, share) and balanced()

    # Refunded after the move: taken from where the share sits now, at no moment below 0.
    decisions.appointment_cancel(user=pro, appointment_id=appointment.pk, origin=browser.base)
    for at in (timezone.now(), old_due + MINUTE, appointment.earned_from + MINUTE):
        assert queries.balances(pro.pk, now=at)["booking"].earned_paise == 0
        assert (
            sum(
                Entry.objects.filter(account="professional", available_at__lte=at).values_list(
                    "amount_paise", flat=True
                )
            )
            == 0
        )
    assert balanced()


def test_a_no_show_report_holds_the_share_until_answered_or_decided(
    paid,  # noqa: F811
    staff_member,  # noqa: F811
    browser,  # noqa: F811
):
    pro, client, appointment = paid
    share = sums(professional=pro)["professional"]
    happened(appointment)
    appointment.refresh_from_db()
    report = noshows.no_show_report(user=client, appointment_id=appointment.pk, text="No one.")
    # Not before the professional's answer is due (72 hours), though 48 hours pass sooner.
    assert withdrawable(pro, appointment.earned_from + MINUTE) == 0
    assert withdrawable(pro, report.answer_due - MINUTE) == 0
    assert withdrawable(pro, report.answer_due + MINUTE) == share

    noshows.no_show_dispute(user=pro, appointment_id=appointment.pk, text="I was there.")
    # With support: no date until they decide.
    assert withdrawable(pro, timezone.now() + datetime.timedelta(days=3650)) == 0
    assert queries.balances(pro.pk)["booking"].pending_paise == share

    noshows.no_show_decide(staff=staff_member, no_show_id=report.pk, refund=False,
                           gateway=Gateway(origin=browser.base))  # fmt: skip
    # Kept: withdrawable as if nobody had reported (48 hours after its end, here sooner
    # than the answer would have been due).
    assert withdrawable(pro, appointment.earned_from - MINUTE) == 0
    assert withdrawable(pro, appointment.earned_from + MINUTE) == share
    assert Entry.objects.filter(kind="moved").count() == 6 and balanced()


def test_a_report_refunded_takes_the_share_from_where_it_is_held(paid, browser):  # noqa: F811
    pro, client, appointment = paid
    happened(appointment)
    noshows.no_show_report(user=client, appointment_id=appointment.pk, text="No one.")
    noshows.no_show_agree(professional=pro, appointment_id=appointment.pk, origin=browser.base)
    for days in (0, 2, 4, 3650):
        at = timezone.now() + datetime.timedelta(days=days)
        assert withdrawable(pro, at) == 0
        assert queries.balances(pro.pk, now=at)["booking"].pending_paise == 0
    assert sums(professional=pro)["professional"] == 0 and balanced()
