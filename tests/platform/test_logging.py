"""Log lines (kernel/logs): one JSON object a line, each with the request id that came in
with its request and follows it into the worker's tasks, and never a sign-in code, a session
token, a Razorpay secret or signature, an MSG91 key or a card number, even at DEBUG."""

import contextvars
import io
import json
import logging
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.db import connection
from django.test.utils import CaptureQueriesContext
from huey.contrib.djhuey import HUEY

from kernel.logs import context, worker
from kernel.logs.filters import CLEAN, RedactFilter, RequestIdFilter
from kernel.logs.formatting import JsonFormatter
from marketplace.accounts import sms
from marketplace.accounts.models import User
from marketplace.payments import gateway as gateways
from notifications import delivery
from notifications.services import notification_send
from tests.factories import new_phone
from tests.msg91_standin import Answer, Msg91StandIn

pytestmark = pytest.mark.django_db
REPO = Path(__file__).resolve().parents[2]

AUTH_KEY = "msg91-auth-key-never-logged-0123"
KEY_ID = "rzp_test_LogCheck0000001"
KEY_SECRET = "razorpay-key-secret-never-logged"
WEBHOOK_SECRET = "razorpay-webhook-secret-never-logged"
CARD = "4111 1111 1111 1111"


class Lines:
    """Every record any logger makes, at DEBUG, through the handler settings.py configures
    (its filters, the JSON formatter), as parsed lines; a line that is not JSON fails."""

    def __init__(self) -> None:
        self.stream = io.StringIO()

    def all(self) -> list[dict]:
        text = self.stream.getvalue()
        return [json.loads(line) for line in text.splitlines()]

    def raw(self) -> str:
        return self.stream.getvalue()

    def of(self, request_id: str) -> list[dict]:
        return [line for line in self.all() if line["request_id"] == request_id]


@pytest.fixture
def lines():
    console = django_settings.LOGGING["handlers"]["console"]
    assert console["filters"] == ["request_id", "redact"]
    captured = Lines()
    handler = logging.StreamHandler(captured.stream)
    handler.setFormatter(JsonFormatter())
    handler.addFilter(RequestIdFilter())
    handler.addFilter(RedactFilter())
    root, access = logging.getLogger(), logging.getLogger("marketplace.access")
    sql = logging.getLogger("django.db.backends")  # under "django", INFO by Django's default
    levels = root.level, access.level, sql.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    sql.setLevel(logging.DEBUG)
    access.setLevel(logging.INFO)  # the access line, as with LOG_FORMAT=json
    yield captured
    root.removeHandler(handler)
    for logger, level in zip((root, access, sql), levels, strict=True):
        logger.setLevel(level)


@pytest.fixture
def msg91(settings):
    standin = Msg91StandIn().start()
    settings.SMS_BACKEND = "msg91"
    settings.MSG91_AUTH_KEY = AUTH_KEY
    settings.MSG91_TEMPLATES = {"sign_in_code": "sign-in-template", "notification": "note-template"}
    settings.MSG91_BASE_URL = standin.url
    settings.MSG91_TIMEOUT = 2
    yield standin
    standin.stop()


@pytest.fixture
def razorpay(settings):
    settings.RAZORPAY_KEY_ID = KEY_ID
    settings.RAZORPAY_KEY_SECRET = KEY_SECRET
    settings.RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET


def sent_code(msg91: Msg91StandIn) -> str:
    return msg91.requests[-1].body["recipients"][0]["code"]


def sign_in(api, msg91, phone: str, request_id: str) -> tuple[str, dict]:
    """Code sent by SMS, then verified (a registration on first use); (code, last answer)."""
    headers = {"HTTP_X_REQUEST_ID": request_id}
    answer = api.post("/auth/code", json={"phone": phone}, headers=headers)
    assert answer.status == 200, answer.body
    code = sent_code(msg91)
    answer = api.post("/auth/verify", json={"phone": phone, "code": code}, headers=headers)
    assert answer.status == 200, answer.body
    if answer.body["status"] == "needs_name":
        ticket = answer.body["ticket"]
        answer = api.post(
            "/auth/register",
            json={"ticket": ticket, "first_name": "Asha", "last_name": "Verma"},
            headers=headers,
        )
        assert answer.status == 200, answer.body
    return code, answer.body


def webhook_body() -> bytes:
    entity = {
        "id": "pay_LogCheck000001",
        "entity": "payment",
        "order_id": "order_LogCheck00001",  # no order of ours: logged and ignored
        "amount": 75000,
        "currency": "INR",
        "status": "captured",
        "method": "card",
        "description": f"paid with {CARD}",
    }
    event = {
        "entity": "event",
        "event": "payment.captured",
        "payload": {"payment": {"entity": entity}},
    }
    return json.dumps(event).encode()


def test_no_code_token_key_signature_or_card_reaches_a_log_line(
    api, lines, msg91, razorpay, django_capture_on_commit_callbacks
):
    # Every SQL statement too, with its parameters (django.db.backends, at DEBUG).
    with CaptureQueriesContext(connection):
        secrets = _sign_in_pay_and_fail(api, msg91, django_capture_on_commit_callbacks)
    text = lines.raw()
    found = lines.all()  # every line is JSON
    for secret in secrets:
        assert secret not in text, secret
    assert all(set(line) >= {"time", "level", "logger", "message", "request_id"} for line in found)
    assert any(line["logger"] == "django.db.backends" for line in found)
    # What each request logged carries its id: its access line, Django's 4xx, MSG91's answer.
    accessed = {
        (line["method"], line["route"], line["status"])
        for line in lines.of("sign-in-request-1")
        if line["logger"] == "marketplace.access"
    }
    assert ("POST", "api/v1/auth/code", 200) in accessed
    assert any("MSG91 accepted" in line["message"] for line in lines.of("sign-in-request-2"))
    assert any(line["logger"] == "django.request" for line in lines.of("webhook-request-1"))
    assert any("unknown order" in line["message"] for line in lines.of("webhook-request-1"))
    failures = [line for line in lines.of("delivery-request-1") if line["level"] == "ERROR"]
    assert any("Could not send notification" in line["message"] for line in failures)
    assert any("Traceback" in line.get("exception", "") for line in failures)


def _sign_in_pay_and_fail(api, msg91, django_capture_on_commit_callbacks) -> list[str]:
    """A sign-in, a wrong code, a second device, an authenticated call, Razorpay's webhook
    signed and forged, a notification whose SMS fails: the secrets they involved."""
    phone = new_phone()
    # A sign-in (registration), a wrong code, and a second device signing in.
    first_code, first = sign_in(api, msg91, phone, "sign-in-request-1")
    wrong = api.post(
        "/auth/verify",
        json={"phone": phone, "code": "000000"},
        headers={"HTTP_X_REQUEST_ID": "wrong-code-request"},
    )
    assert wrong.status in (400, 404, 422)
    second_code, second = sign_in(api, msg91, phone, "sign-in-request-2")
    token = second["token"]
    # An authenticated request.
    me = api.get("/auth/me", token=token, headers={"HTTP_X_REQUEST_ID": "me-request-0001"})
    assert me.status == 200
    # Razorpay's webhook, signed, then forged.
    body = webhook_body()
    signature = gateways.sign(WEBHOOK_SECRET, body)
    for given in (signature, "f" * 64):
        answer = api.client.post(
            "/api/v1/payments/webhook",
            body,
            content_type="application/json",
            HTTP_X_RAZORPAY_SIGNATURE=given,
            HTTP_X_RAZORPAY_EVENT_ID="evt_LogCheck0000001",
            HTTP_AUTHORIZATION=f"Bearer {token}",
            HTTP_X_REQUEST_ID="webhook-request-1",
        )
        assert answer.status_code == (200 if given == signature else 400)
    # A notification whose SMS MSG91 refuses, echoing our key: the worker logs the failure.
    msg91.answer(Answer(status=401, body={"message": f"authkey {AUTH_KEY} is invalid"}))
    user = User.objects.get(phone=f"+91{phone}")
    HUEY.immediate = True
    token_of_context = context.bind("delivery-request-1")
    try:
        with django_capture_on_commit_callbacks(execute=True):
            notification_send(
                user=user,
                kind="booking",
                text="New booking from Meera Iyer",
                data={"path": "/appoinments"},
            )
    finally:
        context.unbind(token_of_context)
        HUEY.immediate = False

    return [
        first_code,
        second_code,
        first["token"],
        token,
        AUTH_KEY,
        KEY_SECRET,
        WEBHOOK_SECRET,
        signature,
        "f" * 64,
        CARD,
        CARD.replace(" ", ""),
    ]


@pytest.mark.django_db(transaction=True)
def test_a_request_id_comes_back_and_follows_the_request_into_its_task(
    api, lines, msg91, monkeypatch
):
    """Committed data, so that the delivery is queued when the request's transaction commits,
    inside the request, as in production."""
    phone = new_phone()
    sign_in(api, msg91, phone, "first-device-0001")
    queued: list[bytes] = []
    monkeypatch.setattr(HUEY.storage, "enqueue", lambda data, priority=None: queued.append(data))

    # Signing in on another device stores "New sign-in" and queues its delivery.
    headers = {"HTTP_X_REQUEST_ID": "req-0001-roundtrip"}
    code = api.post("/auth/code", json={"phone": phone}, headers=headers)
    answer = api.post(
        "/auth/verify", json={"phone": phone, "code": sent_code(msg91)}, headers=headers
    )
    assert code.headers["X-Request-ID"] == answer.headers["X-Request-ID"] == "req-0001-roundtrip"
    assert answer.body["status"] == "signed_in"
    [verify] = [
        line for line in lines.of("req-0001-roundtrip") if line.get("route") == "api/v1/auth/verify"
    ]
    assert (verify["logger"], verify["method"], verify["status"]) == (
        "marketplace.access",
        "POST",
        200,
    )
    assert verify["duration_ms"] >= 0

    # The worker, in another process: nothing of the request's context, only what was queued.
    [message] = queued
    seen = []
    real = delivery.notification_deliver

    def deliver(*, notification_id):
        logging.getLogger("notifications.delivery").info("delivering %s", notification_id)
        seen.append(context.current())
        return real(notification_id=notification_id)

    monkeypatch.setattr(delivery, "notification_deliver", deliver)
    task = HUEY.deserialize_task(message)
    assert task.kwargs[worker.REQUEST_ID] == "req-0001-roundtrip"
    assert context.current() is None  # the request is over
    monkeypatch.setattr(HUEY, "immediate", True)  # the task keeps the tests' connection open
    contextvars.Context().run(HUEY.execute, task)
    assert seen == ["req-0001-roundtrip"]
    assert task.kwargs[worker.REQUEST_ID] == "req-0001-roundtrip"  # kept for a retry
    ran = [line["message"] for line in lines.of("req-0001-roundtrip")]
    assert any(message.startswith("delivering ") for message in ran)
    assert any(" executed in " in message for message in ran)  # huey's own line


def test_the_access_line_holds_a_route_never_a_path_and_redacts_an_unknown_method(api, lines):
    """The access line skips the redaction filter (its fields cannot hold a secret), so what
    could is left out or redacted where the line is made: the feed's secret address is in the
    path, never in the route; a method of the client's own making is a client's word."""
    feed = "s3cr3t-FEED-t0ken"
    answer = api.client.get(f"/calendar/{feed}.ics", HTTP_X_REQUEST_ID="feed-request-0001")
    assert answer.status_code == 404  # nobody's feed
    signature = "AB12" * 16  # 64 hex digits: a signature's shape (Django upper-cases a method)
    api.client.generic(signature, "/api/v1/auth/challenge", HTTP_X_REQUEST_ID="odd-method-01")
    assert feed not in lines.raw() and signature not in lines.raw()
    (fed,) = [
        line for line in lines.of("feed-request-0001") if line["logger"] == "marketplace.access"
    ]
    assert (fed["method"], fed["status"]) == ("GET", 404)
    assert fed["route"] == r"^calendar/(?P<token>[A-Za-z0-9_-]{1,100})\.ics$"
    assert "_clean" not in fed  # the mark is the filter's, not the reader's
    (odd,) = [line for line in lines.of("odd-method-01") if line["logger"] == "marketplace.access"]
    assert odd["method"] == "[redacted]" and odd["message"].startswith("[redacted] api/v1/")


def test_an_unsafe_request_id_is_replaced_and_a_missing_one_made(api):
    for given in ("has spaces in it", 'quote"s', "x" * 65, "short", "line\nbreak-0000"):
        answer = api.get("/auth/challenge", headers={"HTTP_X_REQUEST_ID": given})
        assert answer.headers["X-Request-ID"] != given
        assert len(answer.headers["X-Request-ID"]) == 32
    made = api.get("/auth/challenge").headers["X-Request-ID"]
    assert len(made) == 32 and made != api.get("/auth/challenge").headers["X-Request-ID"]
    uuid = "0f8fad5b-d9cb-469f-a165-70867728950e"
    assert (
        api.get("/auth/challenge", headers={"HTTP_X_REQUEST_ID": uuid}).headers["X-Request-ID"]
        == uuid
    )


def test_a_task_queued_outside_any_request_runs_under_an_id_of_its_own(monkeypatch):
    """The minute sweeps: the worker queues them itself. Each run gets an id, which the tasks
    it queues carry in turn."""
    from notifications.tasks import notification_deliver_task

    queued: list[bytes] = []
    monkeypatch.setattr(HUEY.storage, "enqueue", lambda data, priority=None: queued.append(data))
    contextvars.Context().run(notification_deliver_task, 0)
    task = HUEY.deserialize_task(queued.pop())
    assert worker.REQUEST_ID not in task.kwargs

    def sweep():
        worker._before(task)
        notification_deliver_task(1)  # queued by the sweep's run
        run_id = context.current()
        worker._after(task, None, None)
        return run_id, context.current()

    run_id, after = contextvars.Context().run(sweep)
    assert len(run_id) == 32 and after is None
    assert HUEY.deserialize_task(queued.pop()).kwargs[worker.REQUEST_ID] == run_id


def test_the_safety_net_redacts_what_a_careless_line_would_write(lines):
    log = logging.getLogger("marketplace.careless")
    vapid = "\n".join(
        ["-----BEGIN PRIVATE KEY-----", "MIGHAgEAMBMGByqGSM49AgEG", "-----END PRIVATE KEY-----"]
    )
    log.info("sms text: 123456 is your %s sign-in code", "Consultation Marketplace")
    log.info("verify {'phone': '+919876543210', 'code': '270518'}")
    log.info(
        "headers %s",
        {"Authorization": "Bearer s3ss10n-t0ken-abcdef", "X-Razorpay-Signature": "ab12"},
    )
    log.info("checkout rzp_live_AbCdEf123456 with token=Zx9_qwertyuiopasdf&x=1")
    log.info("charged %s", CARD)
    log.warning("key %s", vapid)
    log.info("feed /calendar/s3cr3t-FEED-t0ken.ics asked")
    log.info("configured %s", django_settings.SECRET_KEY)
    try:
        raise ValueError("refused code=112233 for Bearer abc.def.ghi")
    except ValueError:
        log.exception("while paying")
    text = lines.raw()
    for secret in (
        "123456",
        "270518",
        "s3ss10n-t0ken-abcdef",
        "ab12",
        "AbCdEf123456",
        "Zx9_qwertyuiopasdf",
        CARD,
        "MIGHAgEAMBMGByqGSM49AgEG",
        "s3cr3t-FEED-t0ken",
        django_settings.SECRET_KEY,
        "112233",
        "abc.def.ghi",
    ):
        assert secret not in text, secret
    # What is not secret stays readable.
    assert "sign-in code" in text and "+919876543210" in text and "while paying" in text
    assert "Traceback" in lines.all()[-1]["exception"]


def test_the_console_sms_backend_still_prints_the_code_for_the_embedded_set_up(settings, capsys):
    settings.SMS_BACKEND = "console"
    sms.send_sms(phone="+919876543210", kind=sms.SIGN_IN_CODE, values={"code": "482913"})
    assert "482913 is your" in capsys.readouterr().out


def test_log_format_json_writes_one_json_object_a_line(tmp_path):
    script = (
        "import logging, django; django.setup();"
        "from kernel.logs import context; context.bind('abc-def-0123');"
        "logging.getLogger('marketplace.x').warning('two\\nlines', extra={'status': 503});"
        "logging.getLogger('huey').info('from the worker')"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO / "platform",
        env=_env(LOG_FORMAT="json"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    found = [json.loads(line) for line in done.stderr.splitlines()]
    assert [(line["logger"], line["message"], line["request_id"]) for line in found] == [
        ("marketplace.x", "two\nlines", "abc-def-0123"),
        ("huey", "from the worker", "abc-def-0123"),
    ]
    assert found[0]["status"] == 503 and found[0]["level"] == "WARNING"
    assert found[0]["time"].endswith("Z")


def _env(**extra) -> dict:
    import os

    env = {key: value for key, value in os.environ.items() if not key.startswith("SENTRY_")}
    return {**env, "DJANGO_SETTINGS_MODULE": "project.settings", **extra}


@HUEY.task()
def _a_task_with_a_secret(code: str) -> None:
    """A task whose argument is a secret, for the test below."""


def test_hueys_lines_of_a_task_run_skip_the_redaction_and_its_other_lines_do_not(lines):
    """The worker writes two lines for every task it runs; they name the task, never its
    arguments, so the huey logger marks them clean (filters.py, HueyTaskLines) and the
    redaction leaves them be: a task run with a secret argument shows none. A line of huey's
    with a reason in it is still redacted."""
    marks = []

    class Marks(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if record.name == "huey" and record.levelno >= logging.INFO:
                marks.append(record.__dict__.get(CLEAN, False))

    handler = Marks()
    logging.getLogger().addHandler(handler)
    try:
        task = _a_task_with_a_secret.s("code=112233")
        contextvars.Context().run(HUEY.execute, task)
        logging.getLogger("huey").warning("Task %s not run, %s.", task.id, "refused code=445566")
    finally:
        logging.getLogger().removeHandler(handler)
    assert marks == [True, True, False]
    ran = [
        line["message"]
        for line in lines.all()
        if line["logger"] == "huey" and line["level"] != "DEBUG"
    ]
    assert ran[0] == f"Executing {task}" and ran[1].startswith(f"{task} executed in ")
    text = lines.raw()
    assert "112233" not in text  # never in huey's lines, though they skip the redaction
    assert "445566" not in text and "refused" in text
