"""PostgreSQL restarting or unreachable: the API answers a clean 503 in its one error shape,
with Retry-After, and serves again as soon as the database is back, without a restart."""

import pytest
from django.db import connection

from kernel.errors import UNAVAILABLE
from tests.factories import professional
from tests.servers import free_port

pytestmark = pytest.mark.django_db(transaction=True)


def test_an_unreachable_database_answers_503_then_the_api_recovers(api):
    professional("Asha", "Iyer", position="Family Lawyer", category="Lawyer")
    assert api.get("/professionals/popular").status == 200

    port = connection.settings_dict["PORT"]
    connection.close()
    connection.settings_dict["PORT"] = free_port()  # as if PostgreSQL went down
    try:
        down = api.get("/professionals/popular")
    finally:
        connection.close()
        connection.settings_dict["PORT"] = port  # and came back

    assert (down.status, down.body) == (503, {"message": UNAVAILABLE, "fields": {}})
    assert down.headers["Retry-After"] == "5"
    back = api.get("/professionals/popular")
    assert back.status == 200 and back.body[0]["name"] == "Asha Iyer"
