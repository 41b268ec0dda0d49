import json
import re
from pathlib import Path

import pytest
from asgiref.sync import SyncToAsync
from django.conf import settings
from django.core.cache import cache
from django.core.management import call_command
from django.db import connections
from redis.connection import Connection

from tests import emptying
from tests.api import Api
from tests.factories import sign_in_code


def pytest_configure(config):
    engine = settings.DATABASES["default"]["ENGINE"]
    if "postgresql" not in engine or not settings.REDIS_URL:
        raise pytest.UsageError(
            "The tests run against PostgreSQL and Redis: set DATABASE_URL and REDIS_URL "
            "(`make test` does), e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/marketplace "
            "REDIS_URL=redis://127.0.0.1:6379/15"
        )


@pytest.fixture(scope="session", autouse=True)
def _translations_compiled():
    """Hindi's catalogue compiled, as `make` does, for a bare `pytest` too (and the servers
    the tests start)."""
    call_command("compile_catalogues", verbosity=0)


@pytest.fixture(autouse=True)
def _clean_cache():
    """Rate-limit counters live in the cache (Redis): each test starts with none."""
    cache.clear()
    yield


class Outbox:
    """The `file` SMS backend's outbox, as the browser tests read it too."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "outbox.jsonl"

    def messages(self) -> list[dict]:
        if not self.path.exists():
            return []
        return [json.loads(line) for line in self.path.read_text().splitlines()]

    def last_code(self, phone: str) -> str:
        texts = [m["text"] for m in self.messages() if m["to"] == phone]
        assert texts, f"no SMS to {phone}"
        return re.match(r"(\d{6}) ", texts[-1])[1]


@pytest.fixture
def outbox(settings, tmp_path) -> Outbox:
    settings.SMS_BACKEND = "file"
    settings.SMS_FILE_PATH = tmp_path / "sms"
    return Outbox(settings.SMS_FILE_PATH)


@pytest.fixture
def signed_in(outbox, db):
    """A signed-in person: returns (user, token)."""
    return sign_in_code(outbox)


@pytest.fixture
def api(client) -> Api:
    """The API client every API test uses: `api.put("/profiles/me/basic", json=..., token=...)`
    answers an `Answer(status, body, headers, response)`."""
    return Api(client)


WEB_APP_INDEX = """<!doctype html><html><head><meta charset="UTF-8" />
<title>Consultation Marketplace - Your Professional Consultation Platform</title>
<!-- app-config --></head><body><div id="root"></div></body></html>"""


@pytest.fixture
def built(settings, tmp_path):
    """A built web app's index.html, as the server fills it in (no `npm run build` needed)."""
    (tmp_path / "index.html").write_text(WEB_APP_INDEX)
    settings.WEBAPP_DIST = tmp_path
    return tmp_path


@pytest.fixture(scope="session", autouse=True)
def _async_tests_connection_closed(django_db_setup):
    """The async tests reach the ORM through sync_to_async, which runs it in asgiref's one
    thread, and Django's test client leaves that thread's connection open: at the end the test
    database could not be dropped while it was."""
    yield
    SyncToAsync.single_thread_executor.submit(connections.close_all).result()


@pytest.fixture(scope="session", autouse=True)
def _quick_emptying(django_db_setup, django_db_blocker):
    """Transactional tests are emptied in one round trip (tests/emptying.py)."""
    with django_db_blocker.unblock():
        emptying.install(connections["default"])


@pytest.fixture
def round_trips(monkeypatch):
    """What each send of any Redis client of this process carries (one command, or a
    pipeline's), as the commands' names: redis-py's own send, recorded and passed on."""
    sent = []
    real = Connection.send_packed_command

    def counted(self, command, *args, **kwargs):
        packed = command if isinstance(command, bytes) else b"".join(command)
        lines = packed.split(b"\r\n")
        # RESP: each command is an array (*N) whose first bulk string ($len, then it) is its name.
        sent.append([lines[i + 2].decode() for i, line in enumerate(lines[:-2])
                     if line.startswith(b"*")])  # fmt: skip
        return real(self, command, *args, **kwargs)

    monkeypatch.setattr(Connection, "send_packed_command", counted)
    return sent
