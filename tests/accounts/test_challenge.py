"""The proof of work asked for after suspicious volume, through the API."""

import base64
import json

import pytest

from marketplace.accounts import challenge, limits, texts
from tests.accounts.proof import solved_challenge
from tests.factories import new_phone

pytestmark = pytest.mark.django_db


def code(client, phone: str, altcha: str | None = None, address: str = "10.40.0.1"):
    body = {"phone": phone} if altcha is None else {"phone": phone, "altcha": altcha}
    response = client.post(
        "/api/v1/auth/code", body, content_type="application/json", REMOTE_ADDR=address
    )
    return response.status_code, response.json()


def busy_address(client) -> None:
    for _ in range(limits.CODES_PER_ADDRESS_BEFORE_CHECK):
        assert code(client, new_phone())[0] == 200


def test_after_a_few_codes_from_an_address_a_solved_challenge_is_required(client, outbox):
    busy_address(client)
    assert code(client, new_phone()) == (
        428,
        {"message": texts.CHECK_BROWSER, "fields": {"altcha": texts.CHECK_BROWSER}},
    )
    assert code(client, new_phone(), address="10.41.0.1")[0] == 200
    assert code(client, new_phone(), altcha=solved_challenge())[0] == 200


def test_the_challenge_endpoint_serves_a_signed_challenge(client):
    body = client.get("/api/v1/auth/challenge").json()
    assert body["parameters"]["algorithm"] == "PBKDF2/SHA-256"
    assert body["parameters"]["expiresAt"] and len(body["signature"]) == 64


def test_a_wrong_solution_is_refused(client, outbox):
    busy_address(client)
    payload = json.loads(base64.b64decode(solved_challenge()))
    payload["solution"]["derivedKey"] = "00" * 32
    forged = base64.b64encode(json.dumps(payload).encode()).decode()
    assert code(client, new_phone(), altcha=forged)[0] == 428
    assert code(client, new_phone(), altcha="not base64 json")[1]["message"] == texts.CHECK_FAILED


def test_a_tampered_challenge_is_refused(client, outbox):
    busy_address(client)
    payload = json.loads(base64.b64decode(solved_challenge()))
    payload["challenge"]["parameters"]["cost"] = 1
    forged = base64.b64encode(json.dumps(payload).encode()).decode()
    assert code(client, new_phone(), altcha=forged)[1]["message"] == texts.CHECK_FAILED


def test_an_expired_solution_is_refused(client, outbox, monkeypatch):
    busy_address(client)
    monkeypatch.setattr(challenge, "CHALLENGE_LIFETIME_SECONDS", -1)
    stale = solved_challenge()
    assert code(client, new_phone(), altcha=stale) == (
        428,
        {"message": texts.CHECK_EXPIRED, "fields": {"altcha": texts.CHECK_EXPIRED}},
    )


def test_a_solution_works_once(client, outbox):
    busy_address(client)
    proof = solved_challenge()
    assert code(client, new_phone(), altcha=proof)[0] == 200
    assert code(client, new_phone(), altcha=proof) == (
        428,
        {"message": texts.CHECK_EXPIRED, "fields": {"altcha": texts.CHECK_EXPIRED}},
    )


def test_requests_without_a_proof_do_not_use_up_the_phones_codes(client, outbox):
    busy_address(client)
    phone = new_phone()
    for _ in range(limits.CODES_PER_PHONE + 2):
        assert code(client, phone)[0] == 428
    assert code(client, phone, altcha=solved_challenge())[0] == 200


def test_a_wait_answers_429_with_retry_after(client, outbox):
    def try_code(phone: str):
        return client.post(
            "/api/v1/auth/verify",
            {"phone": phone, "code": "000000"},
            content_type="application/json",
            REMOTE_ADDR="10.42.0.1",
        )

    phone = new_phone()
    assert code(client, phone)[0] == 200
    statuses = [try_code(phone).status_code for _ in range(limits.PAIR_BACKOFF[0])]
    assert statuses == [400, 400, 400, 400, 429]  # that code is used up
    assert code(client, phone)[0] == 200
    response = try_code(phone)
    assert response.status_code == 429 and response["Retry-After"] == "30"
    assert response.json()["message"] == texts.WAIT_BEFORE_TRYING.format(wait="30 seconds")
