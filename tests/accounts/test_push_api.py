"""A device turning push notifications on and off (`/auth/push`), as the web app does after
the browser subscribed: the subscription belongs to the signed-in device, is listed under
"Your devices", and ends when the device signs out. Each kind's channels (`/notifications/
preferences`) are the user's own."""

import pytest

from marketplace.accounts import texts
from marketplace.accounts.models import PushSubscription
from notifications import preferences, push
from tests.factories import person, token_for
from tests.push_standin import Browser

pytestmark = pytest.mark.django_db
SERVICE = "https://fcm.googleapis.com/fcm/send/"


def browser(name="abc") -> Browser:
    return Browser(SERVICE + name)


def test_a_device_subscribes_is_listed_and_stops_when_signed_out(api):
    user = person()
    laptop, phone = token_for(user), token_for(user)
    state = api.get("/auth/push", token=phone)
    assert state.status == 200 and state.body == {
        "public_key": push.public_key(),
        "subscribed": False,
    }
    assert len(push.b64decode(state.body["public_key"])) == 65

    subscription = browser().subscription()
    assert api.put("/auth/push", json=subscription, token=phone).status == 204
    assert api.get("/auth/push", token=phone).body["subscribed"] is True
    assert api.get("/auth/push", token=laptop).body["subscribed"] is False
    listed = api.get("/auth/sessions", token=laptop).body
    assert [(d["current"], d["push"]) for d in listed] == [(False, True), (True, False)]

    # Subscribing again (the browser renewed its keys) replaces, never adds.
    assert api.put("/auth/push", json=browser("renewed").subscription(), token=phone).status == 204
    assert PushSubscription.objects.get().endpoint == SERVICE + "renewed"

    assert api.post("/auth/logout", token=phone).status == 204
    assert not PushSubscription.objects.exists()


def test_turning_it_off_on_one_device(api):
    token = token_for(person())
    api.put("/auth/push", json=browser().subscription(), token=token)
    assert api.delete("/auth/push", token=token).status == 204
    assert api.get("/auth/push", token=token).body["subscribed"] is False


def test_a_browser_used_by_someone_else_moves_to_them(api):
    """One browser has one subscription per site: the next account signed in on it takes
    it, so the one before (who did not sign out) gets no more of its pushes."""
    first, second = token_for(person()), token_for(person("Meera", "Iyer"))
    subscription = browser("shared").subscription()
    api.put("/auth/push", json=subscription, token=first)
    api.put("/auth/push", json=subscription, token=second)
    assert api.get("/auth/push", token=first).body["subscribed"] is False
    assert api.get("/auth/push", token=second).body["subscribed"] is True


def test_knowing_an_endpoint_does_not_take_its_pushes(api):
    """The endpoint is no secret (it passes through the push service and the browser); the
    keys are the browser's own. Someone who sends another's endpoint with keys of their
    own is refused, and the owner keeps getting pushes (issue 38)."""
    owner, stranger = token_for(person()), token_for(person("Meera", "Iyer"))
    theirs = browser("owned").subscription()
    assert api.put("/auth/push", json=theirs, token=owner).status == 204
    forged = {**browser("other").subscription(), "endpoint": theirs["endpoint"]}
    answer = api.put("/auth/push", json=forged, token=stranger)
    assert answer.status == 409
    assert answer.body["fields"] == {"endpoint": texts.PUSH_HELD_ELSEWHERE}
    for keys in ({**theirs["keys"], "auth": forged["keys"]["auth"]},
                 {**theirs["keys"], "p256dh": forged["keys"]["p256dh"]}):  # fmt: skip
        assert api.put("/auth/push", json={**theirs, "keys": keys}, token=stranger).status == 409
    assert api.get("/auth/push", token=owner).body["subscribed"] is True
    assert api.get("/auth/push", token=stranger).body["subscribed"] is False
    held = PushSubscription.objects.get()
    assert (held.p256dh, held.auth) == (theirs["keys"]["p256dh"], theirs["keys"]["auth"])


@pytest.mark.parametrize(
    "endpoint",
    [
        "http://fcm.googleapis.com/fcm/send/abc",  # not https
        "https://127.0.0.1:8000/api/v1/admin",  # our own network
        "https://example.com/push",  # not a push service
        "https://fcm.googleapis.com.evil.in/send",
        "https://127.0.0.1:6379\\@fcm.googleapis.com/send",  # urllib3 would post to Redis
        "https://evil.example\\@fcm.googleapis.com/send",
        "https://user:pass@fcm.googleapis.com/send",
        "https://fcm.googleapis.com:8443/send",  # not its port
        "https://fcm.googleapis.com/send/a b",
        "https://fcm.googleapis.com:99999/send",
        "not a url",
    ],
)
def test_only_a_known_push_service_is_posted_to(api, endpoint):
    token = token_for(person())
    subscription = {**browser().subscription(), "endpoint": endpoint}
    answer = api.put("/auth/push", json=subscription, token=token)
    assert answer.status == 400
    assert answer.body["message"] == push.NOT_A_PUSH_SERVICE
    assert not PushSubscription.objects.exists()


def test_keys_that_are_not_a_browsers_are_refused(api):
    token = token_for(person())
    good = browser().subscription()
    for keys in (
        {**good["keys"], "p256dh": "AAAA"},
        {**good["keys"], "auth": good["keys"]["p256dh"][:40]},
        {**good["keys"], "p256dh": "!!not base64!!"},
    ):
        answer = api.put("/auth/push", json={**good, "keys": keys}, token=token)
        assert (answer.status, answer.body["message"]) == (400, push.BAD_KEYS)
    assert api.put("/auth/push", json={"endpoint": SERVICE}, token=token).status == 422
    assert api.put("/auth/push", json=good).status == 401
    assert not PushSubscription.objects.exists()


def test_preferences_start_from_the_defaults_and_keep_each_users_choice(api):
    token, other = token_for(person()), token_for(person("Meera", "Iyer"))
    listed = api.get("/notifications/preferences", token=token).body
    assert [c["kind"] for c in listed] == [
        "booking", "offer", "reminder", "update", "message", "payment", "sign_in"
    ]  # fmt: skip
    by_kind = {c["kind"]: c for c in listed}
    assert by_kind["booking"] == {
        "kind": "booking",
        "label": "New bookings",
        "about": preferences.ABOUT["booking"],
        "push": True,
        "sms": True,
        "email": True,
    }
    assert [c["kind"] for c in listed if c["sms"]] == ["booking", "offer", "reminder"]

    change = [{"kind": "message", "push": False, "sms": True, "email": False}]
    saved = api.put("/notifications/preferences", json={"choices": change}, token=token)
    assert saved.status == 200
    assert {c["kind"]: (c["push"], c["sms"], c["email"]) for c in saved.body}["message"] == (
        False,
        True,
        False,
    )
    again = {c["kind"]: c for c in api.get("/notifications/preferences", token=token).body}
    assert (again["message"]["sms"], again["booking"]["sms"]) == (True, True)
    theirs = {c["kind"]: c for c in api.get("/notifications/preferences", token=other).body}
    assert theirs["message"]["sms"] is False


def test_preferences_refuse_what_is_not_a_kind(api):
    token = token_for(person())
    for choices, message in (
        ([{"kind": "spam", "push": True, "sms": True, "email": True}], preferences.UNKNOWN_KIND),
        (
            [{"kind": "offer", "push": True, "sms": True, "email": True}] * 2,
            preferences.REPEATED_KIND,
        ),
    ):
        answer = api.put("/notifications/preferences", json={"choices": choices}, token=token)
        assert (answer.status, answer.body["message"]) == (400, message)
    missing = api.put(
        "/notifications/preferences", json={"choices": [{"kind": "offer"}]}, token=token
    )
    assert missing.status == 422
    assert api.get("/notifications/preferences").status == 401
