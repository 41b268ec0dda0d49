"""Disputed no-shows in the back office: support reads both sides' words and decides, refund
in full or not; the decision is logged, kept in the report's history and told to both
sides. Finance, or staff in no group, cannot decide."""

import datetime

import pytest
from django.utils import timezone

from kernel.history.queries import state_changes
from marketplace.bookings import noshows
from marketplace.bookings.models import Appointment, NoShow
from marketplace.payments.models import Refund
from notifications.models import Notification
from tests.backoffice.conftest import said

pytestmark = pytest.mark.django_db(transaction=True)

NO_SHOWS = "/admin/bookings/noshow/"


@pytest.fixture
def disputed(pay):
    """A paid appointment that ended, the client's report of it and the professional's
    dispute: (report, professional's user, client's user)."""
    pro, payment = pay()
    appointment = Appointment.objects.get(pk=payment.order.purpose_id)
    ended = timezone.now() - datetime.timedelta(hours=1)
    Appointment.objects.filter(pk=appointment.pk).update(
        starts_at=ended - datetime.timedelta(hours=1), ends_at=ended
    )
    client = appointment.client
    noshows.no_show_report(user=client, appointment_id=appointment.pk, text="Nobody joined")
    noshows.no_show_dispute(user=pro.user, appointment_id=appointment.pk, text="I waited 30 min")
    return NoShow.objects.get(), pro.user, client


def test_support_reads_both_sides_and_refunds_in_full(staff, disputed):
    report, pro, client = disputed
    support = staff("support")
    queue = support.get(NO_SHOWS, status__exact="disputed").content.decode()
    assert f"{report.appointment_id}" in queue
    page = support.get(f"{NO_SHOWS}{report.pk}/change/").content.decode()
    assert "Nobody joined" in page and "I waited 30 min" in page

    done = support.action(NO_SHOWS, "refund_in_full", [report])
    assert said(done) == ["1 dispute(s) decided."]
    report.refresh_from_db()
    assert report.status == NoShow.Status.REFUNDED
    assert Refund.objects.get().amount_paise == 75000
    name = support.user.name
    assert [(c.to_state, c.actor.name if c.actor else None) for c in state_changes(report)][-1] == (
        "refunded",
        name,
    )
    for side in (client, pro):
        latest = Notification.objects.filter(user=side).latest("id")
        assert "client is refunded in full" in latest.text
    # Decided once: a second decision is refused on the page, nothing refunded again.
    again = support.action(NO_SHOWS, "do_not_refund", [report])
    assert any("cannot become" in message for message in said(again))
    assert Refund.objects.count() == 1


def test_only_support_decides(staff, disputed):
    report, _, _ = disputed
    finance = staff("finance")
    assert finance.get(NO_SHOWS).status_code == 403
    refused = finance.action(NO_SHOWS, "do_not_refund", [report])
    assert refused.status_code == 403
    report.refresh_from_db()
    assert report.status == NoShow.Status.DISPUTED
