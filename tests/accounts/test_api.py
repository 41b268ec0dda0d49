import pytest

from marketplace.accounts import limits, texts
from marketplace.accounts.models import Session, User
from tests.accounts.proof import solved_challenge
from tests.factories import new_phone

pytestmark = pytest.mark.django_db


@pytest.fixture
def api(client):
    def call(method: str, path: str, body=None, token: str | None = None, **extra):
        headers = {"HTTP_AUTHORIZATION": f"Bearer {token}"} if token else {}
        kwargs = {"content_type": "application/json"} if body is not None else {}
        if isinstance(body, dict | list):
            import json

            body = json.dumps(body)
        response = getattr(client, method)(f"/api/v1{path}", body, **kwargs, **headers, **extra)
        return response.status_code, (response.json() if response.content else None)

    return call


def sign_in(api, outbox, phone: str, first="Meera", last="Iyer") -> dict:
    assert api("post", "/auth/code", {"phone": phone})[0] == 200
    status, body = api(
        "post", "/auth/verify", {"phone": phone, "code": outbox.last_code(f"+91{phone}")}
    )
    assert status == 200, body
    if body["status"] == "needs_name":
        status, body = api(
            "post",
            "/auth/register",
            {"ticket": body["ticket"], "first_name": first, "last_name": last},
        )
        assert status == 200, body
    return body


def test_the_whole_first_sign_in(api, outbox):
    phone = new_phone()
    status, body = api("post", "/auth/code", {"country_code": "+91", "phone": phone})
    assert status == 200
    assert body == {"message": texts.CODE_SENT.format(phone=f"+91{phone}")}

    status, body = api(
        "post", "/auth/verify", {"phone": phone, "code": outbox.last_code(f"+91{phone}")}
    )
    assert status == 200 and body["status"] == "needs_name" and body["token"] is None

    status, body = api(
        "post",
        "/auth/register",
        {"ticket": body["ticket"], "first_name": "Meera", "last_name": "Iyer"},
    )
    assert status == 200 and body["status"] == "signed_in"
    user = User.objects.get(phone=f"+91{phone}")
    assert body["user"] == {
        "id": user.pk,
        "name": "Meera Iyer",
        "first_name": "Meera",
        "last_name": "Iyer",
        "username": user.username,
        "phone": f"+91{phone}",
        "image": None,
        "image_sources": None,
        "language": "en",
    }
    assert api("get", "/auth/me", token=body["token"]) == (200, body["user"])


def test_sending_a_code_never_reveals_whether_the_phone_has_an_account(api, outbox):
    known = new_phone()
    sign_in(api, outbox, known)
    unknown = new_phone()
    answers = [api("post", "/auth/code", {"phone": p}) for p in (known, unknown)]
    assert answers[0][0] == answers[1][0] == 200
    assert answers[0][1]["message"].replace(known, "N") == answers[1][1]["message"].replace(
        unknown, "N"
    )


def test_a_returning_person_gets_a_token_straight_away(api, outbox):
    phone = new_phone()
    first = sign_in(api, outbox, phone)
    again = sign_in(api, outbox, phone)
    assert again["status"] == "signed_in"
    assert again["user"]["id"] == first["user"]["id"]
    assert again["token"] != first["token"]


def test_refusals_are_clear_messages_with_the_field(api, outbox):
    status, body = api("post", "/auth/code", {"phone": "12345"})
    assert (status, body) == (
        400,
        {"message": texts.ENTER_PHONE, "fields": {"phone": texts.ENTER_PHONE}},
    )

    phone = new_phone()
    api("post", "/auth/code", {"phone": phone})
    right = outbox.last_code(f"+91{phone}")
    wrong = f"{(int(right) + 1) % 10**6:06d}"
    status, body = api("post", "/auth/verify", {"phone": phone, "code": wrong})
    assert status == 400 and body["fields"] == {"code": texts.WRONG_CODE.format(left=4)}


def test_limits_answer_429(api, outbox):
    phone = new_phone()
    for _ in range(limits.CODES_PER_PHONE):
        assert api("post", "/auth/code", {"phone": phone})[0] == 200
    assert api("post", "/auth/code", {"phone": phone, "altcha": solved_challenge()}) == (
        429,
        {"message": texts.TOO_MANY_CODES, "fields": {}},
    )
    status, body = api("post", "/auth/code", {"phone": new_phone(), "altcha": solved_challenge()})
    assert status == 200

    right = outbox.last_code(f"+91{phone}")
    wrong = f"{(int(right) + 1) % 10**6:06d}"
    statuses = [api("post", "/auth/verify", {"phone": phone, "code": wrong})[0] for _ in range(5)]
    assert statuses == [400, 400, 400, 400, 429]


def test_the_address_limit_covers_many_phones(api, outbox):
    statuses = [
        api("post", "/auth/code", {"phone": new_phone(), "altcha": solved_challenge()})[0]
        for _ in range(limits.CODES_PER_ADDRESS + 1)
    ]
    assert statuses == [200] * limits.CODES_PER_ADDRESS + [429]


def test_logout_revokes_the_session_on_the_server(api, outbox):
    token = sign_in(api, outbox, new_phone())["token"]
    assert api("post", "/auth/logout", token=token) == (204, None)
    assert api("get", "/auth/me", token=token) == (
        401,
        {"message": "Please sign in again.", "fields": {}},
    )
    assert api("post", "/auth/logout", token=token)[0] == 401


def test_devices_are_listed_and_another_device_can_be_signed_out(api, outbox):
    phone = new_phone()
    laptop = sign_in(api, outbox, phone)["token"]
    phone_token = sign_in(api, outbox, phone)["token"]
    status, devices = api("get", "/auth/sessions", token=laptop)
    assert status == 200 and len(devices) == 2
    assert [d["current"] for d in devices] == [False, True]
    assert api("delete", f"/auth/sessions/{devices[0]['id']}", token=laptop) == (204, None)
    assert api("get", "/auth/me", token=phone_token)[0] == 401
    assert api("get", "/auth/me", token=laptop)[0] == 200


def test_nobody_signs_out_someone_elses_device(api, outbox):
    mine = sign_in(api, outbox, new_phone())["token"]
    theirs = sign_in(api, outbox, new_phone())
    their_session = Session.objects.get(user_id=theirs["user"]["id"])
    status, body = api("delete", f"/auth/sessions/{their_session.pk}", token=mine)
    assert status == 404 and body["message"] == texts.SESSION_NOT_FOUND
    assert api("get", "/auth/me", token=theirs["token"])[0] == 200


def test_the_new_sign_in_is_in_the_notification_list(api, outbox):
    phone = new_phone()
    first = sign_in(api, outbox, phone)["token"]
    assert api("get", "/notifications", token=first) == (
        200,
        {"items": [], "page": 1, "has_next": False},
    )
    sign_in(api, outbox, phone)
    status, page = api("get", "/notifications", token=first)
    assert status == 200
    assert [(n["kind"], n["text"], n["read"]) for n in page["items"]] == [
        ("sign_in", "New sign-in to your account", False)
    ]
    assert api("get", "/notifications?page=0", token=first)[0] == 422
    assert api("get", "/notifications")[0] == 401


@pytest.mark.parametrize(
    ("method", "path", "body", "status"),
    [
        ("post", "/auth/code", "{not json", 400),
        ("post", "/auth/code", "[1, 2]", 422),
        ("post", "/auth/code", {"phone": 9876543210}, 422),
        ("post", "/auth/code", {"phone": None}, 422),
        ("post", "/auth/code", {}, 422),
        ("post", "/auth/code", {"phone": "9" * 50}, 422),
        ("post", "/auth/verify", {"phone": "9876543210", "code": ["1"]}, 422),
        ("post", "/auth/register", {"ticket": "x", "first_name": 1, "last_name": {}}, 422),
        ("post", "/auth/register", {"ticket": "nope", "first_name": "A", "last_name": "B"}, 400),
        ("get", "/auth/code", None, 405),
        ("get", "/no/such/route", None, 404),
        ("get", "/auth/me", None, 401),
    ],
)
def test_bad_input_is_a_4xx_with_the_one_error_shape(api, outbox, method, path, body, status):
    got, answer = api(method, path, body)
    assert got == status
    assert set(answer) == {"message", "fields"} and answer["message"]


def test_a_type_error_names_the_field(api):
    status, body = api("post", "/auth/code", {"phone": 9876543210})
    assert status == 422 and list(body["fields"]) == ["phone"]


def test_an_oversized_body_is_refused_with_413(api):
    status, body = api("post", "/auth/code", '{"phone": "' + "9" * 2_000_000 + '"}')
    assert status == 413 and body["message"] == "The request is too large."


def test_unknown_api_paths_outside_v1_are_json_too(client):
    response = client.get("/api/nothing-here")
    assert response.status_code == 404
    assert response.json() == {"message": "Not found.", "fields": {}}


def test_a_bad_host_under_api_still_gets_the_error_shape(client):
    response = client.get("/api/v1/auth/me", HTTP_HOST="evil.example")
    assert response.status_code == 400
    assert set(response.json()) == {"message", "fields"}


def test_nul_characters_are_refused_before_they_reach_the_database(api, outbox):
    status, body = api("post", "/auth/code", {"phone": "98765\u000043210"})
    assert status == 422 and body["fields"] == {"phone": "Text cannot contain NUL characters."}
