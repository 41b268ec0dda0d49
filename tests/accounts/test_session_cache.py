"""The session cache (accounts/session_cache.py): a session just read answers the next
request with no statement, and is never served after it is revoked or its user changes."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from marketplace.accounts import services, session_cache
from marketplace.accounts.models import Session
from tests.factories import person, token_for

pytestmark = pytest.mark.django_db


def _lookup(token):
    with CaptureQueriesContext(connection) as sent:
        session = services.session_for_token(token)
    return session, len(sent)


def test_a_session_just_read_costs_no_statement_and_is_not_shared():
    user = person()
    token = token_for(user)
    first, statements = _lookup(token)
    assert first.user == user and statements == 1
    again, statements = _lookup(token)
    assert again == first and again.user.name == user.name and statements == 0
    again.user.name = "Changed in one request only"
    assert services.session_for_token(token).user.name == user.name


def test_it_is_read_again_once_its_seconds_are_over(monkeypatch):
    token = token_for(person())
    _lookup(token)
    monkeypatch.setattr(session_cache, "SECONDS", 0)
    assert _lookup(token)[1] == 1


def test_a_revoked_session_is_dropped_at_once():
    token = token_for(person())
    session, _ = _lookup(token)
    services.session_revoke(session=session)
    assert services.session_for_token(token) is None


def test_a_session_revoked_in_the_back_office_is_dropped_at_once():
    token = token_for(person())
    session, _ = _lookup(token)
    stored = Session.objects.get(pk=session.pk)
    stored.revoked_at = timezone.now()
    stored.save()
    assert services.session_for_token(token) is None


def test_a_closed_account_or_a_new_name_shows_at_once():
    user = person()
    token, other = token_for(user), token_for(user)
    _lookup(token), _lookup(other)
    user.name = "Asha Menon"
    user.save()
    assert services.session_for_token(token).user.name == "Asha Menon"
    user.is_active = False
    user.save()
    assert services.session_for_token(token) is None
    assert services.session_for_token(other) is None
