"""Integers beyond 64 bits in an address name nothing: 404 in the one error shape on
PostgreSQL (this suite's database) and on SQLite (the embedded one, in a process of its own),
never a 500."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.sqlite_template import migrated_copy

REPO = Path(__file__).resolve().parents[2]
HUGE = "9" * 30
ADDRESSES = [
    f"/api/v1/events/{HUGE}",
    f"/api/v1/profiles/{HUGE}/reviews",
    f"/api/v1/professionals/{HUGE}/slots?date=2030-01-07",
    f"/api/v1/profiles/{HUGE}",
]

SQLITE_SCRIPT = """
import json, sys
import django
django.setup()
from django.core.management import call_command
from django.test import Client
call_command("migrate", verbosity=0)
client = Client(SERVER_NAME="127.0.0.1")
print(json.dumps([client.get(address).status_code for address in json.loads(sys.argv[1])]))
"""


@pytest.mark.django_db
@pytest.mark.parametrize("address", ADDRESSES)
def test_a_huge_id_is_a_404_on_postgresql(client, address):
    answer = client.get(address)
    assert answer.status_code == 404, answer.content
    assert answer.json()["message"]


def test_a_huge_id_is_a_404_on_sqlite(tmp_path):
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{migrated_copy(tmp_path / 'huge.sqlite3')}",
        "DJANGO_SETTINGS_MODULE": "project.settings",
    }
    env.pop("REDIS_URL", None)
    done = subprocess.run(
        [sys.executable, "-c", SQLITE_SCRIPT, json.dumps(ADDRESSES)],
        cwd=REPO / "platform", env=env, capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout.splitlines()[-1]) == [404] * len(ADDRESSES)
