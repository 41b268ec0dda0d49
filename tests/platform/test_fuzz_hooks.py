"""The fuzzer's database check (tests/platform/fuzz_hooks.py) can fail: a refused request that
changed a table is caught and the table named, on PostgreSQL and on SQLite; a 2xx may change
what it likes; what a refusal changes by design is not read."""

import sqlite3
from types import SimpleNamespace

import pytest
from django.conf import settings

from notifications.models import Notification
from tests.factories import person
from tests.platform import fuzz_hooks


def answered(status: int) -> None:
    fuzz_hooks.refused_requests_change_nothing(None, SimpleNamespace(status_code=status), None)


@pytest.mark.django_db(transaction=True)
def test_a_refusal_that_wrote_is_caught_on_postgresql(monkeypatch):
    db = settings.DATABASES["default"]
    url = f"postgres://{db['USER']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
    monkeypatch.setenv("FUZZ_SNAPSHOT_DATABASE", url)
    user = person()
    fuzz_hooks.before_call(None, None, {})
    answered(422)  # nothing written: fine
    Notification.objects.create(user=user, kind="booking", text="n")
    answered(200)  # a success may write
    with pytest.raises(AssertionError, match="answered 400 changed the database: "
                       "notifications_notification"):  # fmt: skip
        answered(400)


def test_a_refusal_that_wrote_is_caught_on_sqlite(monkeypatch, tmp_path):
    path = tmp_path / "fuzzed.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE accounts_phonecode (id INTEGER, code TEXT)")
        db.execute("INSERT INTO accounts_phonecode VALUES (1, '123456')")
    monkeypatch.setenv("FUZZ_SNAPSHOT_DATABASE", f"sqlite:///{path}")
    fuzz_hooks.before_call(None, None, {})
    answered(404)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE accounts_phonecode SET code = '654321'")
    with pytest.raises(AssertionError, match="accounts_phonecode"):
        answered(409)
    monkeypatch.setattr(fuzz_hooks, "REFUSALS_MAY_CHANGE", {("accounts_phonecode", "code")})
    fuzz_hooks.before_call(None, None, {})
    with sqlite3.connect(path) as db:
        db.execute("UPDATE accounts_phonecode SET code = '000000'")
    answered(400)  # a column a refusal may change by design is not read
