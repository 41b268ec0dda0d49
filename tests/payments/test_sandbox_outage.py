"""The sandbox gateway while PostgreSQL restarts: it answers as Razorpay does when it cannot
serve (503, its error shape, Retry-After), which the SDK raises as a server error and our API
as GatewayUnavailable, never a 500 page; and it serves again once the database is back."""

import base64

import pytest
from django.db import connection

from marketplace.payments import gateway
from marketplace.payments.sandbox.views import UNAVAILABLE
from tests.servers import free_port

pytestmark = pytest.mark.django_db(transaction=True)
SANDBOX = gateway.SANDBOX_PATH
AUTH = base64.b64encode(f"{gateway.SANDBOX_KEY_ID}:{gateway.SANDBOX_KEY_SECRET}".encode()).decode()


def calls(client):
    pay = client.post(
        f"{SANDBOX}/checkout/pay",
        {"key": gateway.SANDBOX_KEY_ID, "order_id": "order_unknown"},
        content_type="application/json",
    )
    order = client.get(f"{SANDBOX}/v1/orders/order_unknown", HTTP_AUTHORIZATION=f"Basic {AUTH}")
    return pay, order


def test_the_sandbox_answers_503_while_the_database_is_away_then_serves(client):
    port = connection.settings_dict["PORT"]
    connection.close()
    connection.settings_dict["PORT"] = free_port()  # as if PostgreSQL went down
    try:
        down = calls(client)
    finally:
        connection.close()
        connection.settings_dict["PORT"] = port  # and came back

    for answer in down:
        assert answer.status_code == 503
        assert answer.json()["error"]["code"] == "SERVER_ERROR"
        assert answer.json()["error"]["description"] == UNAVAILABLE
        assert answer["Retry-After"] == "5"
    # Back: the unknown order is refused as Razorpay refuses it.
    assert [answer.status_code for answer in calls(client)] == [400, 400]
