"""The support queue: support staff move reports through new, in progress and closed and
keep notes; every move is logged and kept in the report's history."""

import pytest
from django.contrib.admin.models import LogEntry
from django.contrib.contenttypes.models import ContentType

from kernel.history.queries import state_changes
from marketplace.support import services
from marketplace.support.models import Report
from tests.backoffice.conftest import said

pytestmark = pytest.mark.django_db

REPORTS = "/admin/support/report/"
Status = Report.Status


def report(name: str = "Anil Rao", phone: str = "9876501234") -> Report:
    return services.report_create(
        name=name, phone=phone, email="anil@example.in", message="My payment failed twice.",
        user=None, address="10.0.0.9",
    )  # fmt: skip


def log_of(item: Report) -> list[tuple[str, str]]:
    entries = LogEntry.objects.filter(
        content_type=ContentType.objects.get_for_model(Report), object_id=str(item.pk)
    ).order_by("action_time", "id")
    return [(entry.user.name, entry.get_change_message()) for entry in entries]


def moves(item: Report) -> list[tuple[str, str, str]]:
    return [(c.from_state, c.to_state, c.actor.name) for c in state_changes(item)]


def test_support_works_a_report_from_the_form_and_closes_it(staff):
    item, other = report(), report("Leela Das", "9876500000")
    support = staff("support")
    queue = support.get(REPORTS, status__exact="new")
    assert queue.status_code == 200 and item.reference in queue.content.decode()
    assert support.get(REPORTS, q="9876501234").content.decode().count(item.reference) >= 1
    assert other.reference not in support.get(REPORTS, q="9876501234").content.decode()

    page = support.get(f"{REPORTS}{item.pk}/change/").content.decode()
    assert "My payment failed twice." in page
    assert 'name="status"' in page and 'name="notes"' in page
    assert 'name="message"' not in page and 'name="phone"' not in page  # as sent, read-only

    saved = support.post(
        f"{REPORTS}{item.pk}/change/",
        {"status": Status.IN_PROGRESS, "notes": "Called back; refund asked of finance."},
        follow=True,
    )
    assert saved.status_code == 200
    item.refresh_from_db()
    assert item.status == Status.IN_PROGRESS
    assert item.notes == "Called back; refund asked of finance."
    assert item.message == "My payment failed twice."

    done = support.action(REPORTS, "close", [item, other])
    assert said(done) == ["2 report(s) now closed."]
    item.refresh_from_db()
    assert item.status == Status.CLOSED
    name = support.user.name
    assert log_of(item) == [(name, "Changed Status and Notes."), (name, "Status: Closed.")]
    assert moves(item) == [("new", "in_progress", name), ("in_progress", "closed", name)]

    # Reopened from the queue; one already in progress is left as it is.
    support.action(REPORTS, "mark_in_progress", [item])
    again = support.action(REPORTS, "mark_in_progress", [item])
    assert said(again) == ["1 report(s) were in progress already."]
    assert moves(item)[-1] == ("closed", "in_progress", name)


def test_notes_alone_are_saved_without_a_move(staff):
    item = report()
    support = staff("support")
    support.post(f"{REPORTS}{item.pk}/change/", {"status": Status.NEW, "notes": "Waiting."})
    item.refresh_from_db()
    assert item.notes == "Waiting." and item.status == Status.NEW
    assert moves(item) == []
    assert log_of(item) == [(support.user.name, "Changed Notes.")]


def test_finance_and_staff_in_no_group_see_no_reports(staff):
    item = report()
    for person in (staff("finance"), staff(None)):
        assert person.get(REPORTS).status_code == 403
        assert person.action(REPORTS, "close", [item]).status_code == 403
    item.refresh_from_db()
    assert item.status == Status.NEW
