"""No-shows: either side reports the other absent from the start to 48 hours after the end of
an accepted appointment; the professional agrees (refunded in full) or disputes a client's
report, unanswered for 72 hours it is refunded by the sweep (once, however many sweeps run);
a professional's report marks the client absent (no refund) and the client may dispute it;
support decides a dispute. Refunds go through the sandbox gateway over HTTP, as in
test_refunds.py."""

import datetime
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import connection
from django.utils import timezone

from kernel.errors import Conflict, InvalidInput, NotFound
from kernel.history.queries import state_changes
from marketplace.bookings import conversation, decisions, noshows, texts
from marketplace.bookings.models import Appointment, NoShow
from marketplace.payments.gateway import Gateway
from marketplace.payments.models import Refund
from marketplace.profiles.models import Review
from notifications.models import Notification
from realtime import topics
from tests.bookings.test_refunds import paid, refunded_at_sandbox  # noqa: F401
from tests.factories import book, person, professional, schedule, token_for, upcoming
from tests.frames import capture_frames

# The sandbox fixtures of the payments tests, shared rather than copied.
from tests.payments.conftest import Client, browser, sandbox_url  # noqa: F401

pytestmark = pytest.mark.django_db(transaction=True)
Status = NoShow.Status


@pytest.fixture
def staff_member(db):
    """Who decides disputes (the back office's own tests sign in as the support group)."""
    member = person("Sunita", "Support")
    member.is_staff = True
    member.save(update_fields=["is_staff"])
    return member


def happened(appointment, *, ended_ago=datetime.timedelta(minutes=10)) -> None:
    """Its time came and went (only the stored times move)."""
    ends = timezone.now() - ended_ago
    Appointment.objects.filter(pk=appointment.pk).update(
        starts_at=ends - datetime.timedelta(hours=1), ends_at=ends
    )


def told(user) -> list[str]:
    return [n.text for n in Notification.objects.filter(user=user).order_by("id")]


def test_the_professional_agrees_and_the_client_is_refunded_in_full(paid):  # noqa: F811
    pro, client, appointment = paid
    happened(appointment)
    report = noshows.no_show_report(
        user=client, appointment_id=appointment.pk, text="  Waited   20 minutes, nobody came. "
    )
    assert (report.reported_by, report.status) == ("client", Status.REPORTED)
    assert report.report == "Waited 20 minutes, nobody came."
    due = report.answer_due - timezone.now()
    assert datetime.timedelta(hours=71, minutes=59) < due <= datetime.timedelta(hours=72)
    assert "Meera Iyer reported that you did not come" in told(pro)[-1]
    assert not Refund.objects.exists()

    # Only the professional answers a client's report; the client cannot agree for them.
    with pytest.raises(NotFound):
        noshows.no_show_agree(professional=client, appointment_id=appointment.pk)
    noshows.no_show_agree(professional=pro, appointment_id=appointment.pk)
    report.refresh_from_db()
    appointment.refresh_from_db()
    assert report.status == Status.AGREED
    assert appointment.refunded_paise == 75000 and appointment.status == "accepted"
    assert Refund.objects.get().amount_paise == 75000
    assert refunded_at_sandbox(appointment) == 75000
    assert "agreed that they did not come" in told(client)[-1]
    assert [(c.from_state, c.to_state) for c in state_changes(report)] == [("reported", "agreed")]

    # Answered once: again is a 409, and nothing is refunded twice.
    with pytest.raises(Conflict):
        noshows.no_show_agree(professional=pro, appointment_id=appointment.pk)
    with pytest.raises(Conflict):
        noshows.no_show_dispute(user=pro, appointment_id=appointment.pk, text="I was there")
    assert Refund.objects.count() == 1
    # It did not take place: no feedback.
    with pytest.raises(Conflict, match="took place"):
        conversation.appointment_review(client=client, appointment_id=appointment.pk, text="Hm")


def test_who_may_report_when_and_what(paid):  # noqa: F811
    pro, client, appointment = paid
    report = noshows.no_show_report
    with pytest.raises(Conflict, match="once the appointment has begun"):
        report(user=client, appointment_id=appointment.pk, text="Nobody came")
    happened(appointment, ended_ago=datetime.timedelta(hours=48, minutes=1))
    with pytest.raises(Conflict, match="up to 48 hours after"):
        report(user=pro, appointment_id=appointment.pk, text="Nobody came")
    happened(appointment, ended_ago=datetime.timedelta(hours=47, minutes=59))
    with pytest.raises(NotFound):
        report(user=person("Anil", "Rao"), appointment_id=appointment.pk, text="Nobody came")
    for blank, error in (("   ", texts.ENTER_WHAT_HAPPENED), ("x" * 501, "At most 500")):
        with pytest.raises(InvalidInput) as refused:
            report(user=client, appointment_id=appointment.pk, text=blank)
        assert str(error) in str(refused.value.fields["text"])
    report(user=pro, appointment_id=appointment.pk, text="The client never joined.")
    # One report per appointment: the other side disputes it, it does not report back.
    with pytest.raises(Conflict, match="already been reported"):
        report(user=client, appointment_id=appointment.pk, text="Nobody came")
    assert NoShow.objects.count() == 1


def test_only_an_accepted_paid_or_free_booking_can_be_reported():
    pro = professional(price=750)
    day, weekday = upcoming(2)
    window = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": 2}
    ).windows[0]
    client = person("Meera", "Iyer")
    pending = book(client, pro, window.pk, day, name="Meera Iyer")
    happened(pending)
    with pytest.raises(Conflict, match="only on an accepted appointment"):
        noshows.no_show_report(user=client, appointment_id=pending.pk, text="Nobody came")
    # Accepted but not paid (pay-later): no meeting was owed yet.
    Appointment.objects.filter(pk=pending.pk).update(status="accepted")
    with pytest.raises(Conflict, match="only on an accepted appointment"):
        noshows.no_show_report(user=client, appointment_id=pending.pk, text="Nobody came")
    # Free: reported, and an agreement refunds nothing.
    Appointment.objects.filter(pk=pending.pk).update(price_paise=0)
    noshows.no_show_report(user=client, appointment_id=pending.pk, text="Nobody came")
    noshows.no_show_agree(professional=pro.user, appointment_id=pending.pk)
    assert NoShow.objects.get().status == Status.AGREED and not Refund.objects.exists()
    # A cancelled one never.
    anil = person("Anil", "Rao")
    other = book(anil, pro, window.pk, day, name="Anil Rao")
    decisions.appointment_cancel(user=anil, appointment_id=other.pk)
    happened(other)
    with pytest.raises(Conflict):
        noshows.no_show_report(user=anil, appointment_id=other.pk, text="Nobody came")


def test_marked_absent_disputed_and_support_keeps_the_money(paid, staff_member):  # noqa: F811
    pro, client, appointment = paid
    happened(appointment)
    report = noshows.no_show_report(user=pro, appointment_id=appointment.pk, text="Never joined")
    assert (report.reported_by, report.status, report.answer_due) == (
        "professional", Status.ABSENT, None
    )  # fmt: skip
    assert "reported that you did not come to your appointment: no refund" in told(client)[-1]
    # The reporter does not dispute their own report; the client does, in their words.
    with pytest.raises(Conflict, match="Only the side reported against"):
        noshows.no_show_dispute(user=pro, appointment_id=appointment.pk, text="x")
    with pytest.raises(InvalidInput):
        noshows.no_show_dispute(user=client, appointment_id=appointment.pk, text=" ")
    noshows.no_show_dispute(user=client, appointment_id=appointment.pk, text="I was in the room")
    report.refresh_from_db()
    assert (report.status, report.report, report.answer) == (
        Status.DISPUTED, "Never joined", "I was in the room"
    )  # fmt: skip
    assert "Meera Iyer disputed the no-show report" in told(pro)[-1]

    noshows.no_show_decide(
        staff=staff_member, no_show_id=report.pk, refund=False, note="Meeting log: no client",
        gateway=Gateway(),
    )  # fmt: skip
    report.refresh_from_db()
    assert (report.status, report.decision) == (Status.NOT_REFUNDED, "Meeting log: no client")
    assert not Refund.objects.exists()
    assert "nothing is refunded" in told(client)[-1] and "nothing is refunded" in told(pro)[-1]
    with pytest.raises(Conflict):  # decided once
        noshows.no_show_decide(staff=staff_member, no_show_id=report.pk, refund=True,
                               gateway=Gateway())  # fmt: skip
    # The client was absent: no feedback.
    with pytest.raises(Conflict, match="took place"):
        conversation.appointment_review(client=client, appointment_id=appointment.pk, text="Hm")


def test_support_refunds_a_disputed_client_report_and_then_no_feedback(paid, staff_member):  # noqa: F811
    pro, client, appointment = paid
    happened(appointment)
    report = noshows.no_show_report(user=client, appointment_id=appointment.pk, text="No one")
    noshows.no_show_dispute(user=pro, appointment_id=appointment.pk, text="Client had no audio")
    with pytest.raises(Conflict, match="took place"):  # open: not known yet
        conversation.appointment_review(client=client, appointment_id=appointment.pk, text="Hm")
    noshows.no_show_decide(staff=staff_member, no_show_id=report.pk, refund=True, gateway=Gateway())
    report.refresh_from_db()
    appointment.refresh_from_db()
    assert report.status == Status.REFUNDED and appointment.refunded_paise == 75000
    assert refunded_at_sandbox(appointment) == 75000
    assert "client is refunded in full" in told(client)[-1]
    with pytest.raises(Conflict, match="took place"):
        conversation.appointment_review(client=client, appointment_id=appointment.pk, text="Hm")


def test_a_report_support_decides_against_its_reporter_took_place(paid, staff_member):  # noqa: F811
    """A client's report not refunded by support: the professional came, feedback is open."""
    pro, client, appointment = paid
    happened(appointment)
    report = noshows.no_show_report(user=client, appointment_id=appointment.pk, text="No one")
    noshows.no_show_dispute(user=pro, appointment_id=appointment.pk, text="I waited 30 minutes")
    noshows.no_show_decide(
        staff=staff_member, no_show_id=report.pk, refund=False, gateway=Gateway()
    )
    review = conversation.appointment_review(
        client=client, appointment_id=appointment.pk, text="Fine after all"
    )
    assert Review.objects.get().pk == review.pk


def test_unanswered_reports_are_refunded_once_by_two_sweeps_at_once(paid):  # noqa: F811
    pro, client, appointment = paid
    happened(appointment)
    report = noshows.no_show_report(user=client, appointment_id=appointment.pk, text="No one")
    assert noshows.no_show_lapse_due() == 0  # not due yet
    NoShow.objects.filter(pk=report.pk).update(answer_due=timezone.now())
    barrier = threading.Barrier(2)

    def sweep(_):
        barrier.wait(timeout=30)
        try:
            return noshows.no_show_lapse_due()
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=2) as pool:
        assert sorted(pool.map(sweep, range(2))) == [0, 1]
    report.refresh_from_db()
    appointment.refresh_from_db()
    assert report.status == Status.LAPSED
    assert Refund.objects.count() == 1 and appointment.refunded_paise == 75000
    assert refunded_at_sandbox(appointment) == 75000
    assert "did not answer your no-show report in time" in told(client)[-1]
    assert "You did not answer Meera Iyer's no-show report in time" in told(pro)[-1]
    assert noshows.no_show_lapse_due() == 0
    # Lapsed: too late to answer.
    with pytest.raises(Conflict):
        noshows.no_show_agree(professional=pro, appointment_id=appointment.pk)


def test_two_sides_reporting_at_once_make_one_report(paid):  # noqa: F811
    """Each side reports the other at the same moment: one report stands, the other is told
    it was reported already (409), and nothing is half-written."""
    pro, client, appointment = paid
    happened(appointment)
    barrier = threading.Barrier(2)

    def report(user):
        barrier.wait(timeout=30)
        try:
            noshows.no_show_report(user=user, appointment_id=appointment.pk, text="Not there")
            return "reported"
        except Conflict as refused:
            return str(refused.message)
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=2) as pool:
        told = sorted(pool.map(report, [pro, client]))
    assert told == sorted(["reported", str(texts.NO_SHOW_TWICE)])
    assert NoShow.objects.count() == 1


def test_the_api_reports_answers_and_shows_it_on_both_cards(api, paid):  # noqa: F811
    pro, client, appointment = paid
    mine = api.get("/appointments/mine", token=token_for(client)).body["items"][0]
    assert mine["no_show"] is None and mine["can_report_no_show"] is False
    happened(appointment)
    mine = api.get("/appointments/mine", token=token_for(client)).body["items"][0]
    assert mine["can_report_no_show"] is True
    url = f"/appointments/{appointment.pk}/no-show"
    blank = api.post(url, json={"text": " "}, token=token_for(client))
    assert blank.status == 400 and "text" in blank.body["fields"]
    made = api.post(url, json={"text": "Nobody came"}, token=token_for(client))
    assert made.status == 201, made.body
    assert (made.body["reported_by"], made.body["status"]) == ("client", "reported")
    again = api.post(url, json={"text": "Nobody came"}, token=token_for(pro))
    assert again.status == 409
    theirs = api.get("/appointments/received", token=token_for(pro)).body["items"][0]
    assert theirs["no_show"]["report"] == "Nobody came"
    assert theirs["can_report_no_show"] is False
    stranger = api.post(f"{url}/agree", token=token_for(person("Anil", "Rao")))
    assert stranger.status == 404
    disputed = api.post(f"{url}/dispute", json={"text": "I was there"}, token=token_for(pro))
    assert disputed.status == 200 and disputed.body["status"] == "disputed"
    mine = api.get("/appointments/mine", token=token_for(client)).body["items"][0]
    assert (mine["no_show"]["status"], mine["no_show"]["answer"]) == ("disputed", "I was there")
    assert mine["can_review"] is False
    late = api.post(f"{url}/agree", token=token_for(pro))
    assert late.status == 409


def test_both_sides_hear_each_move_live(paid):  # noqa: F811
    """The other side's open lists refetch on `booking.updated` (the web app's
    live-query-updates), and so do the acting side's other devices."""
    pro, client, appointment = paid
    happened(appointment)

    def heard(frames) -> list[tuple[str, int]]:
        received = [f for f in frames.receive() if f["type"].startswith("booking.")]
        return [(f["type"], f["data"]["appointment_id"]) for f in received]

    updated = [("booking.updated", appointment.pk)]
    with (
        capture_frames(topics.user(pro.pk)) as theirs,
        capture_frames(topics.user(client.pk)) as mine,
    ):
        noshows.no_show_report(user=client, appointment_id=appointment.pk, text="No one came")
        assert heard(theirs) == updated and heard(mine) == updated
        noshows.no_show_agree(professional=pro, appointment_id=appointment.pk)
        assert heard(mine) == updated and heard(theirs) == updated
