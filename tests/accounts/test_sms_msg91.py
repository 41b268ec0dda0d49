"""The MSG91 backend (SMS_BACKEND=msg91) against a local stand-in of MSG91's Flow API."""

import logging

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.utils import translation

from marketplace.accounts import texts
from marketplace.accounts.sms import SIGN_IN_CODE, SmsKind, SmsNotSent, SmsRefused, send_sms
from tests.factories import new_phone
from tests.msg91_standin import Answer, Msg91StandIn

AUTH_KEY = "test-auth-key-0123456789abcdef"
SIGN_IN_TEMPLATE = "65f0c0ffee0123456789abcd"
SENDER = "MKTPLC"
PHONE = "+919876543210"
CODE = "480913"


@pytest.fixture
def msg91(settings):
    standin = Msg91StandIn().start()
    settings.SMS_BACKEND = "msg91"
    settings.MSG91_AUTH_KEY = AUTH_KEY
    settings.MSG91_SENDER_ID = SENDER
    settings.MSG91_TEMPLATES = {"sign_in_code": SIGN_IN_TEMPLATE}
    settings.MSG91_BASE_URL = standin.url
    settings.MSG91_TIMEOUT = 2
    yield standin
    standin.stop()


def test_msg91_sends_the_sign_in_code_to_its_template(msg91):
    send_sms(phone=PHONE, kind=SIGN_IN_CODE, values={"code": CODE})

    [request] = msg91.requests
    assert (request.method, request.path) == ("POST", "/api/v5/flow")
    assert request.headers["authkey"] == AUTH_KEY
    assert request.headers["content-type"] == "application/json"
    assert request.body == {
        "template_id": SIGN_IN_TEMPLATE,
        "short_url": "0",
        "recipients": [{"mobiles": "919876543210", "code": CODE}],
        "sender": SENDER,
    }


def test_msg91_sends_each_kind_to_its_own_template_with_the_values_given(msg91, settings):
    reminder = SmsKind(
        name="reminder", text="Your appointment starts at {time}.", variables=("time",)
    )
    settings.MSG91_TEMPLATES = {**settings.MSG91_TEMPLATES, "reminder": "reminder-template"}
    settings.MSG91_SENDER_ID = ""  # the sender mapped to the template at MSG91

    send_sms(phone=PHONE, kind=reminder, values={"time": "10:00 AM"})

    assert msg91.requests[0].body == {
        "template_id": "reminder-template",
        "short_url": "0",
        "recipients": [{"mobiles": "919876543210", "time": "10:00 AM"}],
    }


def test_msg91_sends_a_hindi_message_to_the_hindi_template_when_there_is_one(msg91, settings):
    """DLT registers each wording apart: a Hindi sign-in code goes to "sign_in_code:hi"."""
    with translation.override("hi"):
        send_sms(phone=PHONE, kind=SIGN_IN_CODE, values={"code": CODE})
    settings.MSG91_TEMPLATES = {**settings.MSG91_TEMPLATES, "sign_in_code:hi": "hindi-template"}
    with translation.override("hi"):
        send_sms(phone=PHONE, kind=SIGN_IN_CODE, values={"code": CODE})
    with translation.override("en"):
        send_sms(phone=PHONE, kind=SIGN_IN_CODE, values={"code": CODE})
    templates = [request.body["template_id"] for request in msg91.requests]
    assert templates == [SIGN_IN_TEMPLATE, "hindi-template", SIGN_IN_TEMPLATE]


def test_msg91_tries_again_after_server_errors_and_rate_limits(msg91, caplog):
    msg91.answer(Answer(status=500, body={}), Answer(status=429, body={}))

    with caplog.at_level(logging.INFO, logger="marketplace.accounts.sms"):
        send_sms(phone=PHONE, kind=SIGN_IN_CODE, values={"code": CODE})

    assert len(msg91.requests) == 3
    assert msg91.requests[0].body == msg91.requests[2].body
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 2 and "HTTP 500" in warnings[0] and "HTTP 429" in warnings[1]
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_msg91_tries_again_after_a_timeout(msg91, settings):
    settings.MSG91_TIMEOUT = 0.2
    msg91.answer(Answer(delay=2))

    send_sms(phone=PHONE, kind=SIGN_IN_CODE, values={"code": CODE})

    assert len(msg91.requests) == 2


def test_msg91_gives_up_after_a_few_tries(msg91, caplog):
    msg91.answer(*[Answer(status=503, body={}) for _ in range(5)])

    with pytest.raises(SmsNotSent) as raised:
        send_sms(phone=PHONE, kind=SIGN_IN_CODE, values={"code": CODE})

    assert not isinstance(raised.value, SmsRefused)
    assert raised.value.status == 503 and raised.value.message == texts.SMS_NOT_SENT
    assert len(msg91.requests) == 3
    assert "not sent" in caplog.records[-1].getMessage()


def test_msg91_unreachable_is_not_sent(msg91, settings):
    msg91.stop()  # nothing listens on the port any more

    with pytest.raises(SmsNotSent):
        send_sms(phone=PHONE, kind=SIGN_IN_CODE, values={"code": CODE})


@pytest.mark.parametrize(
    "status, body",
    [
        (401, {"message": "Authentication failure", "type": "error"}),
        (400, {"message": "Invalid template id", "type": "error"}),
        (200, {"message": "Mobile number not valid", "type": "error"}),
    ],
)
def test_msg91_refusal_is_not_retried_and_is_logged_without_secrets(msg91, caplog, status, body):
    msg91.answer(Answer(status=status, body=body))

    with pytest.raises(SmsRefused) as raised:
        send_sms(phone=PHONE, kind=SIGN_IN_CODE, values={"code": CODE})

    assert len(msg91.requests) == 1
    assert raised.value.reason == body["message"]
    assert raised.value.message == texts.SMS_NOT_SENT  # the person never sees MSG91's words
    [record] = [r for r in caplog.records if r.levelno == logging.ERROR]
    logged = record.getMessage()
    assert body["message"] in logged and "******3210" in logged
    assert AUTH_KEY not in caplog.text and CODE not in caplog.text
    assert "9876543210" not in caplog.text


def test_msg91_hides_secrets_the_provider_echoes(msg91, caplog):
    msg91.answer(Answer(status=400, body={"message": f"Bad value {CODE} for key {AUTH_KEY}"}))

    with pytest.raises(SmsRefused) as raised:
        send_sms(phone=PHONE, kind=SIGN_IN_CODE, values={"code": CODE})

    assert raised.value.reason == "Bad value [hidden] for key [hidden]"
    assert AUTH_KEY not in caplog.text and CODE not in caplog.text


@pytest.mark.parametrize(
    "setting, value, names",
    [
        ("MSG91_AUTH_KEY", "", "MSG91_AUTH_KEY"),
        ("MSG91_TEMPLATES", {}, "template id of sign_in_code"),
        ("MSG91_SENDER_ID", "MKT-01", "MSG91_SENDER_ID"),
    ],
)
def test_msg91_without_its_settings_fails_clearly(msg91, settings, setting, value, names):
    setattr(settings, setting, value)

    with pytest.raises(ImproperlyConfigured, match=names):
        send_sms(phone=PHONE, kind=SIGN_IN_CODE, values={"code": CODE})

    assert msg91.requests == []


@pytest.mark.django_db
def test_signing_in_through_the_api_texts_the_code_through_msg91(msg91, api):
    phone = new_phone()

    sent = api.post("/auth/code", json={"country_code": "+91", "phone": phone})

    assert sent.status == 200, sent.body
    [request] = msg91.requests
    [recipient] = request.body["recipients"]
    assert recipient["mobiles"] == f"91{phone}"
    assert request.body["template_id"] == SIGN_IN_TEMPLATE
    verified = api.post("/auth/verify", json={"phone": phone, "code": recipient["code"]})
    assert verified.status == 200 and verified.body["status"] == "needs_name"


@pytest.mark.django_db
def test_signing_in_says_so_when_msg91_refuses_the_text(msg91, api):
    msg91.answer(Answer(status=200, body={"message": "Number in DND", "type": "error"}))

    sent = api.post("/auth/code", json={"country_code": "+91", "phone": new_phone()})

    assert sent.status == 502
    assert sent.body == {"message": texts.SMS_NOT_SENT, "fields": {}}
