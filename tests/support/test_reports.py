"""The support form's API: every rule and message, a reference for the reporter, the report
linked to a signed-in account, a limit per address, and staff's e-mail through Django's
e-mail backend (the worker's task, run here as the worker would)."""

import pytest
from django.core import mail

from marketplace.support import services, texts
from marketplace.support.models import Report
from marketplace.support.tasks import report_mail_task
from tests.factories import person, token_for

pytestmark = pytest.mark.django_db

FORM = {
    "name": "Meera Iyer",
    "phone": "9876543210",
    "email": "meera@example.in",
    "message": "I was charged twice for one appointment.",
}


def send(api, token=None, address="10.1.2.3", **changes):
    return api.post(
        "/support/reports", json={**FORM, **changes}, token=token, headers={"REMOTE_ADDR": address}
    )


def test_a_report_gets_a_reference_and_staff_get_an_email(
    api, settings, django_capture_on_commit_callbacks
):
    settings.SUPPORT_EMAIL = "help@example.in"
    with django_capture_on_commit_callbacks() as waiting:
        answer = send(api)
    assert answer.status == 201, answer.body
    reference = answer.body["reference"]
    assert reference.startswith("SR-") and len(reference) == 11
    report = Report.objects.get()
    assert (report.reference, report.status, report.user) == (reference, "new", None)
    assert report.message == FORM["message"]
    # The e-mail leaves from the worker once the report is committed, not in the request.
    assert len(waiting) == 1 and mail.outbox == []
    assert report_mail_task.call_local(report.pk) is True
    (sent,) = mail.outbox
    assert sent.to == ["help@example.in"] and reference in sent.subject
    assert "I was charged twice" in sent.body and "9876543210" in sent.body


def test_a_signed_in_reporter_is_linked_to_the_report(api):
    user = person("Meera", "Iyer")
    assert send(api, token=token_for(user)).status == 201
    assert Report.objects.get().user == user
    # A stale token is not an error: the report is taken as a visitor's.
    assert send(api, token="not-a-token").status == 201
    assert Report.objects.filter(user=None).count() == 1


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"name": " "}, "name", texts.ENTER_NAME),
        ({"name": "x" * 121}, "name", texts.NAME_TOO_LONG),
        ({"phone": "987654321"}, "phone", "Please enter a 10-digit phone number."),
        ({"phone": "98765432100"}, "phone", "Please enter a 10-digit phone number."),
        ({"phone": "98765-4321"}, "phone", "Please enter a 10-digit phone number."),
        ({"email": "meera@"}, "email", texts.ENTER_EMAIL),
        ({"email": ""}, "email", texts.ENTER_EMAIL),
        ({"message": "  "}, "message", texts.ENTER_MESSAGE),
        ({"message": "x" * 5001}, "message", texts.MESSAGE_TOO_LONG),
    ],
)
def test_every_rule_has_its_message(api, changes, field, message):
    answer = send(api, **changes)
    assert answer.status == 400, answer.body
    assert answer.body == {"message": message, "fields": {field: message}}
    assert not Report.objects.exists()


def test_a_missing_field_is_named(api):
    answer = api.post("/support/reports", json={"name": "Meera"})
    assert answer.status == 422 and set(answer.body["fields"]) >= {"phone", "email", "message"}


def test_one_address_cannot_flood_staff(api):
    # Mistakes do not count against the limit.
    for _ in range(3):
        assert send(api, phone="123").status == 400
    for _ in range(services.REPORTS_PER_HOUR):
        assert send(api).status == 201
    refused = send(api)
    assert refused.status == 429 and refused.body["message"] == texts.TOO_MANY
    # Another address is not limited.
    assert send(api, address="10.9.9.9").status == 201
    assert Report.objects.count() == services.REPORTS_PER_HOUR + 1


def test_references_are_unique(api):
    references = {send(api, address=f"10.0.{n}.1").body["reference"] for n in range(8)}
    assert len(references) == 8
