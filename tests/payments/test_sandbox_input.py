"""The sandbox gateway's pages face the browser in every `make run`: a body it cannot read
gets Razorpay's error shape and a 400, never a 500 (deep nesting raised RecursionError in its
body parser: issue 38)."""

import base64

import pytest

from marketplace.payments import gateway

pytestmark = pytest.mark.django_db
SANDBOX = gateway.SANDBOX_PATH
AUTH = base64.b64encode(f"{gateway.SANDBOX_KEY_ID}:{gateway.SANDBOX_KEY_SECRET}".encode()).decode()
DEEP = "[" * 100_000 + "]" * 100_000


@pytest.mark.parametrize(
    "path", ["/checkout/pay", "/checkout/fail", "/v1/orders", "/v1/payments/pay_x/refund"]
)
@pytest.mark.parametrize("body", [DEEP, '{"a":' * 100_000 + "1" + "}" * 100_000, "[1]", "{"])
def test_a_body_the_sandbox_cannot_read_is_a_400(client, path, body):
    answer = client.post(
        f"{SANDBOX}{path}", body, content_type="application/json",
        HTTP_AUTHORIZATION=f"Basic {AUTH}",
    )  # fmt: skip
    assert answer.status_code == 400, answer.content[:200]
    assert answer.json()["error"]["code"] == "BAD_REQUEST_ERROR"
