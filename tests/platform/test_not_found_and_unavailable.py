"""Answers, never a 500 nor a hang: an unknown API address is a 404 for every method; the
pages the server renders answer 503 with Retry-After while the database refuses; a read
behind a table lock gives up after LOCK_TIMEOUT_MS with a 503, as writes answer 409."""

import threading

import pytest
from django.conf import settings
from django.db import connection

from kernel.errors import NOT_FOUND, UNAVAILABLE
from tests.factories import professional
from tests.servers import free_port


@pytest.mark.parametrize("method", ["get", "post", "put", "patch", "delete"])
def test_an_unknown_api_address_is_a_404_for_every_method(client, method):
    answer = getattr(client, method)("/api/v1/no-such-thing", content_type="application/json")
    assert answer.status_code == 404
    assert answer.json() == {"message": NOT_FOUND, "fields": {}}


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("page", ["profile", "event"])
def test_a_server_rendered_page_answers_503_while_the_database_refuses(client, page):
    pro = professional("Asha", "Iyer")
    address = f"/v/{pro.user.username}" if page == "profile" else "/e/1"
    port = connection.settings_dict["PORT"]
    connection.close()
    connection.settings_dict["PORT"] = free_port()  # as if PostgreSQL went down
    try:
        down = client.get(address)
    finally:
        connection.close()
        connection.settings_dict["PORT"] = port
    assert down.status_code == 503, down.content[:300]
    assert down["Retry-After"] == "5"
    assert UNAVAILABLE.encode() in down.content


@pytest.mark.django_db(transaction=True)
def test_a_read_behind_a_table_lock_gives_up_with_a_503(api):
    professional("Asha", "Iyer", position="Family Lawyer", category="Lawyer")
    locked, release = threading.Event(), threading.Event()

    def hold_the_table() -> None:
        import psycopg

        dsn = {
            key: value
            for key, value in {
                "host": connection.settings_dict["HOST"],
                "port": connection.settings_dict["PORT"],
                "user": connection.settings_dict["USER"],
                "dbname": connection.settings_dict["NAME"],
            }.items()
            if value
        }
        with psycopg.connect(**dsn) as other, other.transaction():
            other.execute("LOCK TABLE profiles_profile IN ACCESS EXCLUSIVE MODE")
            locked.set()
            release.wait(timeout=60)

    holder = threading.Thread(target=hold_the_table)
    holder.start()
    try:
        assert locked.wait(timeout=30)
        answer = api.get("/professionals/popular")
    finally:
        release.set()
        holder.join()
    assert answer.status == 503, answer.body
    assert answer.body == {"message": UNAVAILABLE, "fields": {}}
    assert answer.headers["Retry-After"] == "5"
    assert settings.LOCK_TIMEOUT_MS < 60_000
