"""The download of one's data: a fresh code, a ZIP built by the worker holding every declared
model's rows of the user and their pictures, served to them only."""

import io
import json
import zipfile

import pytest

from marketplace.privacy import services
from marketplace.privacy.models import Export
from marketplace.privacy.registry import DECLARED
from tests.frames import capture_frames
from tests.privacy.conftest import code_for

# The models the subject of `world` has rows in: the ZIP must hold each, and exactly them.
EVERYWHERE = {
    "accounts.User", "accounts.Session", "accounts.PhoneCode", "profiles.Profile",
    "profiles.Plan", "profiles.Skill", "profiles.Review", "scheduling.Window",
    "scheduling.DayOff", "bookings.Appointment", "bookings.Message", "payments.Order",
    "payments.Payment", "payments.Refund", "earnings.Entry", "earnings.Withdrawal",
    "earnings.Payee", "events.Event", "events.EventBooking", "packages.Package",
    "notifications.Notification", "notifications.Preference", "notifications.Consent",
    "calendars.CalendarFeed", "support.Report", "support.Grievance",
}  # fmt: skip


def _requested(api, world, outbox) -> dict:
    code = code_for(outbox, world.user, "export")
    answer = api.post("/privacy/exports", json={"code": code}, token=world.token)
    assert answer.status == 202, answer.body
    assert answer.body["status"] == "building"
    with capture_frames(f"user:{world.user.pk}") as frames:
        with django_db_on_commit():
            services.export_build(answer.body["id"])  # the worker's task
        told = [frame for frame in frames.receive() if frame["type"] == "export.updated"]
    assert told and told[0]["data"] == {"export_id": answer.body["id"], "status": "ready"}
    return answer.body


def django_db_on_commit():
    """The frames leave once the transaction commits: run the callbacks as a commit would."""
    from django.test import TestCase

    return TestCase.captureOnCommitCallbacks(execute=True)


def _zip(answer) -> zipfile.ZipFile:
    return zipfile.ZipFile(io.BytesIO(b"".join(answer.response.streaming_content)))


def test_the_zip_holds_every_declared_model_and_the_pictures(api, world, outbox):
    export = _requested(api, world, outbox)
    listed = api.get("/privacy/exports", token=world.token).body
    assert listed[0]["id"] == export["id"] and listed[0]["status"] == "ready"

    answer = api.get(f"/privacy/exports/{export['id']}/download", token=world.token)
    assert answer.status == 200
    assert answer.headers["Content-Type"] == "application/zip"
    archive = _zip(answer)
    names = set(archive.namelist())
    for declared in DECLARED:
        if declared.rows is None:
            continue
        rows = json.loads(archive.read(f"data/{declared.label}.json"))
        expected = sorted(declared.of(world.user).values_list("pk", flat=True))
        assert sorted(row["pk"] for row in rows) == expected, declared.label
        if declared.label in EVERYWHERE:
            assert rows, f"{declared.label} has none of the user's rows"
    profile = world.user.profile
    for picture in (profile.image.name, profile.banner.name):
        assert f"pictures/{picture}" in names
        assert archive.read(f"pictures/{picture}")[:2] == b"\xff\xd8"  # a JPEG
    user = json.loads(archive.read("data/accounts.User.json"))
    assert user == [] or user[0]["phone"] == world.user.phone
    assert "password" not in user[0]
    sessions = json.loads(archive.read("data/accounts.Session.json"))
    assert all("key_hash" not in row for row in sessions)


def test_another_users_rows_are_not_in_it(api, world, outbox):
    export = _requested(api, world, outbox)
    archive = _zip(api.get(f"/privacy/exports/{export['id']}/download", token=world.token))
    users = json.loads(archive.read("data/accounts.User.json"))
    assert [row["id"] for row in users] == [world.user.pk]
    appointments = json.loads(archive.read("data/bookings.Appointment.json"))
    assert all(world.user.pk in (row["client_id"], row["professional_id"]) for row in appointments)
    sessions = json.loads(archive.read("data/accounts.Session.json"))
    assert {row["user_id"] for row in sessions} == {world.user.pk}
    assert json.loads(archive.read("data/notifications.Notification.json"))
    assert all(
        row["user_id"] == world.user.pk
        for row in json.loads(archive.read("data/notifications.Notification.json"))
    )


def test_another_users_download_is_a_404(api, world, outbox):
    export = _requested(api, world, outbox)
    answer = api.get(f"/privacy/exports/{export['id']}/download", token=world.client_token)
    assert answer.status == 404
    assert (
        api.get(f"/privacy/exports/{export['id'] + 999}/download", token=world.token).status == 404
    )
    assert api.get(f"/privacy/exports/{export['id']}/download").status == 401


@pytest.mark.parametrize("code", ["", "12345", "000000"])
def test_no_fresh_code_is_the_codes_error(api, world, outbox, code):
    answer = api.post("/privacy/exports", json={"code": code}, token=world.token)
    assert answer.status in (400, 422)
    assert "code" in answer.body["fields"]
    assert not Export.objects.filter(user=world.user).exists()


def test_a_sign_in_code_or_a_stale_one_does_not_confirm(api, world, outbox, settings):
    from marketplace.accounts.models import PhoneCode

    delete_code = code_for(outbox, world.user, "delete")  # for another purpose
    answer = api.post("/privacy/exports", json={"code": delete_code}, token=world.token)
    assert answer.status in (400, 422) and "code" in answer.body["fields"]
    code = code_for(outbox, world.user, "export")
    PhoneCode.objects.filter(phone=world.user.phone, purpose="export").update(
        created_at="2020-01-01T00:00Z", expires_at="2020-01-01T00:05Z"
    )
    answer = api.post("/privacy/exports", json={"code": code}, token=world.token)
    assert answer.status in (400, 422) and "code" in answer.body["fields"]
    assert not Export.objects.filter(user=world.user).exists()


def test_an_expired_download_is_gone(api, world, outbox):
    from django.utils import timezone

    from marketplace.privacy.export import storage

    export = _requested(api, world, outbox)
    row = Export.objects.get(pk=export["id"])
    assert storage().exists(row.file)
    assert services.exports_expire(now=row.expires_at) == 1
    assert not storage().exists(row.file)
    assert api.get(f"/privacy/exports/{row.pk}/download", token=world.token).status == 404
    assert Export.objects.get(pk=row.pk).status == "expired"
    assert services.exports_expire(now=timezone.now()) == 0
