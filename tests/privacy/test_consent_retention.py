"""Consent records written by the notification switches and the marketing switch; the
retention sweep deleting what is past its time and keeping what is not."""

import datetime

from django.utils import timezone

from marketplace.accounts import services as accounts
from marketplace.accounts.models import PhoneCode, Session
from marketplace.privacy import retention
from notifications.models import Consent
from tests.factories import person, token_for


def test_a_switch_records_a_grant_or_withdrawal_with_its_wording(api, db):
    user = person()
    token = token_for(user)
    body = {"choices": [{"kind": "message", "push": True, "sms": True, "email": False}]}
    assert api.put("/notifications/preferences", json=body, token=token).status == 200
    records = {(c.purpose, c.granted) for c in Consent.objects.filter(user=user)}
    assert records == {("sms", True), ("email", False)}  # push was on already
    sms = Consent.objects.get(user=user, purpose="sms")
    assert sms.scope == "message" and "SMS" in sms.wording and sms.version == "1"
    # The same again records nothing; a withdrawal is recorded.
    api.put("/notifications/preferences", json=body, token=token)
    assert Consent.objects.filter(user=user).count() == 2
    body["choices"][0]["sms"] = False
    api.put("/notifications/preferences", json=body, token=token)
    assert Consent.objects.filter(user=user, purpose="sms").first().granted is False
    listed = api.get("/privacy/consents", token=token).body
    assert [r["purpose"] for r in listed["records"]][:1] == ["sms"]
    assert listed["marketing"] is False
    answer = api.put("/privacy/marketing", json={"granted": True}, token=token)
    assert answer.status == 200 and answer.body["marketing"] is True
    assert answer.body["records"][0]["wording"]


def test_the_retention_sweep_removes_only_what_is_expired(db, outbox):
    user = person()
    now = timezone.now()
    accounts.confirm_code_send(user=user, purpose="export", address="10.0.0.1")
    old = PhoneCode.objects.create(phone=user.phone, country_code="+91", code_hash="x",
                                   expires_at=now - datetime.timedelta(days=2))  # fmt: skip
    fresh = PhoneCode.objects.get(phone=user.phone, purpose="export")
    live, _ = accounts.session_create(user=user, user_agent="a", address=None)
    ended, _ = accounts.session_create(user=user, user_agent="b", address=None)
    recent, _ = accounts.session_create(user=user, user_agent="c", address=None)
    Session.objects.filter(pk=ended.pk).update(revoked_at=now - datetime.timedelta(days=400))
    Session.objects.filter(pk=recent.pk).update(revoked_at=now - datetime.timedelta(days=30))
    done = retention.retention_sweep(now)
    assert done["codes"] == 1 and done["sessions"] == 1
    assert not PhoneCode.objects.filter(pk=old.pk).exists()
    assert PhoneCode.objects.filter(pk=fresh.pk).exists()
    assert set(Session.objects.filter(user=user).values_list("pk", flat=True)) == {
        live.pk, recent.pk,
    }  # fmt: skip
