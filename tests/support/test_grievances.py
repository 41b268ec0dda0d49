"""Complaints to the grievance officer: a ticket number at once, the acknowledgement and the
resolution visible to their author (and live), overdue ones first in the back office."""

import datetime

from django.contrib.auth.models import Group
from django.utils import timezone

from marketplace.support import grievances
from marketplace.support.models import Grievance
from tests.factories import person, token_for
from tests.frames import capture_frames


def test_a_complaint_gets_its_ticket_at_once(api, db):
    user = person()
    token = token_for(user)
    answer = api.post("/support/grievances", json={"subject": "My data", "message": "Please"},
                      token=token)  # fmt: skip
    assert answer.status == 201
    assert answer.body["reference"].startswith("GR-")
    assert answer.body["status"] == "received"
    due = datetime.datetime.fromisoformat(answer.body["acknowledge_due"])
    made = datetime.datetime.fromisoformat(answer.body["created_at"])
    assert due - made == datetime.timedelta(hours=48)
    listed = api.get("/support/grievances", token=token).body
    assert [g["reference"] for g in listed] == [answer.body["reference"]]


def test_bad_input_is_a_field_error_and_another_users_is_a_404(api, db):
    token = token_for(person())
    answer = api.post("/support/grievances", json={"subject": " ", "message": ""}, token=token)
    assert answer.status == 400
    assert set(answer.body["fields"]) == {"subject", "message"}
    assert not Grievance.objects.exists()
    mine = grievances.grievance_file(user=person(), subject="x", message="y")
    assert api.get(f"/support/grievances/{mine.pk}", token=token).status == 404
    assert api.post("/support/grievances", json={"subject": "a", "message": "b"}).status == 401


def test_acknowledgement_and_resolution_are_seen_by_the_author(
    api, db, django_capture_on_commit_callbacks
):
    user = person()
    token = token_for(user)
    staff = person("Staff", "Member")
    filed = grievances.grievance_file(user=user, subject="Refund", message="Where is it?")
    with capture_frames(f"user:{user.pk}") as frames:
        with django_capture_on_commit_callbacks(execute=True):
            grievances.grievance_acknowledge(grievance_id=filed.pk, words="We are on it.", by=staff)
        sent = [frame for frame in frames.receive() if frame["type"] == "grievance.updated"]
    assert sent and sent[0]["data"]["status"] == "acknowledged"
    assert sent[0]["data"]["reference"] == filed.reference
    seen = api.get(f"/support/grievances/{filed.pk}", token=token).body
    assert seen["status"] == "acknowledged" and seen["acknowledgement"] == "We are on it."
    grievances.grievance_resolve(grievance_id=filed.pk, words="Refunded today.", by=staff)
    seen = api.get(f"/support/grievances/{filed.pk}", token=token).body
    assert seen["status"] == "resolved" and seen["resolution"] == "Refunded today."
    assert seen["acknowledged_at"] and seen["resolved_at"]


def test_the_back_office_lists_overdue_ones_first(client, db):
    from django.core.management import call_command

    call_command("migrate", verbosity=0)  # the staff groups, as every migrate syncs them
    staff = person("Support", "Staff")
    staff.is_staff = True
    staff.save()
    staff.groups.add(Group.objects.get(name="support"))
    assert staff.has_perm("support.change_grievance")
    now = timezone.now()
    fresh = grievances.grievance_file(user=person(), subject="Fresh", message="m")
    late = grievances.grievance_file(user=person(), subject="Late", message="m")
    Grievance.objects.filter(pk=late.pk).update(acknowledge_due=now - datetime.timedelta(hours=1))
    done = grievances.grievance_file(user=person(), subject="Done", message="m")
    grievances.grievance_resolve(grievance_id=done.pk, words="ok", by=staff)
    client.force_login(staff)
    page = client.get("/admin/support/grievance/")
    assert page.status_code == 200
    text = page.content.decode()
    assert text.index(late.reference) < text.index(fresh.reference) < text.index(done.reference)
