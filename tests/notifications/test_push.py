"""Web Push: a notification reaches each signed-in device that subscribed, through its push
service (a stand-in at the network boundary: tests/push_standin.py), signed with our VAPID
key and encrypted so that only that browser reads it; the channels each kind leaves by follow
the user's preferences."""

import datetime
import json

import pytest
from django.conf import settings
from django.core import mail
from django.utils import timezone
from py_vapid import Vapid

from marketplace.accounts import devices
from marketplace.accounts.models import PushSubscription, Session
from notifications import preferences, push
from notifications.delivery import DeliveryFailed
from notifications.models import Delivery, Notification
from notifications.services import notification_send
from notifications.tasks import (
    notification_deliver_task,
    notifications_undelivered_sweep,
)
from tests.factories import professional, token_for
from tests.push_standin import PushServiceStandIn

pytestmark = pytest.mark.django_db
Kind = Notification.Kind


@pytest.fixture
def push_service(settings):
    standin = PushServiceStandIn().start()
    settings.PUSH_SERVICES = ["127.0.0.1"]
    settings.VAPID_PRIVATE_KEY = push.new_key()
    yield standin
    standin.stop()


def subscribed(push_service, user, name="phone"):
    """A device of `user` signed in and subscribed; answers its browser and session."""
    token_for(user)
    session = Session.objects.filter(user=user).latest("pk")
    browser = push_service.browser(name)
    keys = browser.subscription()["keys"]
    devices.push_subscribe(
        session=session, endpoint=browser.endpoint, p256dh=keys["p256dh"], auth=keys["auth"]
    )
    return browser, session


def notify(user, kind=Kind.BOOKING, text="New booking from Meera Iyer", path="/appoinments"):
    return notification_send(user=user, kind=kind, text=text, data={"path": path})


def test_a_push_is_signed_by_us_and_readable_only_with_the_devices_keys(push_service, outbox):
    pro = professional()
    browser, _ = subscribed(push_service, pro.user)
    notification = notify(pro.user)
    assert notification_deliver_task.call_local(notification.pk) == ["push", "sms", "email"]

    (arrived,) = push_service.to(browser)
    assert arrived.headers["content-encoding"] == "aes128gcm"
    assert arrived.headers["ttl"] == str(push.TTL_SECONDS)
    assert arrived.headers["urgency"] == "high", "a new booking should wake the phone"
    assert browser.read(arrived) == {
        "title": settings.SITE_NAME,
        "body": "New booking from Meera Iyer",
        "path": "/appoinments",
        "tag": f"notification-{notification.pk}",
    }
    # The VAPID signature (RFC 8292): our public key, a JWT for this push service's origin.
    scheme, params = arrived.headers["authorization"].split(" ", 1)
    fields = dict(part.split("=", 1) for part in params.split(","))
    assert scheme == "vapid" and fields["k"] == push.public_key()
    assert Vapid.verify(arrived.headers["authorization"])
    claims = json.loads(push.b64decode(fields["t"].split(".")[1]))
    assert claims["aud"] == push_service.url and claims["sub"] == settings.VAPID_SUBJECT
    assert claims["exp"] > timezone.now().timestamp()

    # Another device's keys cannot read it.
    stranger = push_service.browser("stranger")
    with pytest.raises(Exception):  # noqa: B017 - http_ece's own errors vary by step
        stranger.read(arrived)
    # Again, as huey's retry or the sweep would: nothing is sent twice.
    assert notification_deliver_task.call_local(notification.pk) == []
    assert len(push_service.pushes) == 1


def test_every_live_device_gets_it_and_signed_out_ones_do_not(push_service, outbox, api):
    pro = professional()
    phone, phone_session = subscribed(push_service, pro.user, "phone")
    laptop, laptop_session = subscribed(push_service, pro.user, "laptop")
    tablet, tablet_session = subscribed(push_service, pro.user, "tablet")
    Session.objects.filter(pk=tablet_session.pk).update(expires_at=timezone.now())
    from marketplace.accounts import services as accounts

    accounts.session_revoke(session=laptop_session)
    assert not PushSubscription.objects.filter(session=laptop_session).exists()

    notification_deliver_task.call_local(notify(pro.user, kind=Kind.UPDATE, text="Paid").pk)
    assert [len(push_service.to(b)) for b in (phone, laptop, tablet)] == [1, 0, 0]
    assert push_service.to(phone)[0].headers["urgency"] == "normal"


def test_a_subscription_the_push_service_forgot_is_dropped_without_a_retry(push_service, outbox):
    pro = professional()
    gone, gone_session = subscribed(push_service, pro.user, "gone")
    kept, _ = subscribed(push_service, pro.user, "kept")
    push_service.answer(410)
    notification = notify(pro.user)
    assert notification_deliver_task.call_local(notification.pk) == ["push", "sms", "email"]
    assert not PushSubscription.objects.filter(session=gone_session).exists()
    assert len(push_service.to(gone)) == 1 and len(push_service.to(kept)) == 1
    assert Delivery.objects.filter(notification=notification, channel="push").count() == 1
    assert Notification.objects.get(pk=notification.pk).delivered_at is not None


@pytest.mark.parametrize("status", [403, 404])
def test_a_subscription_for_another_key_or_unknown_is_dropped_too(push_service, outbox, status):
    pro = professional()
    _, session = subscribed(push_service, pro.user)
    push_service.answer(status)
    notify_once = notify(pro.user, kind=Kind.UPDATE)
    assert notification_deliver_task.call_local(notify_once.pk) == ["email"]
    assert not PushSubscription.objects.filter(session=session).exists()


def test_a_push_refused_for_good_or_redirected_is_not_sent_elsewhere(push_service, outbox, caplog):
    pro = professional()
    browser, session = subscribed(push_service, pro.user)
    elsewhere = push_service.browser("elsewhere")
    push_service.answer(413)
    refused = notify(pro.user, kind=Kind.UPDATE)
    # No retry: it never fits. The e-mail went.
    assert notification_deliver_task.call_local(refused.pk) == ["email"]
    assert f"Push of notification {refused.pk} refused for good" in caplog.text
    assert PushSubscription.objects.filter(session=session).exists(), "the device stays"

    push_service.answer((307, {"Location": elsewhere.endpoint}))
    redirected = notify(pro.user, kind=Kind.UPDATE)
    with pytest.raises(DeliveryFailed):
        notification_deliver_task.call_local(redirected.pk)
    assert push_service.to(elsewhere) == [], "a redirect is never followed"
    assert len(push_service.to(browser)) == 2


def test_a_stored_address_no_longer_allowed_is_not_posted_to(push_service, outbox, settings):
    pro = professional()
    _, session = subscribed(push_service, pro.user)
    settings.PUSH_SERVICES = ["fcm.googleapis.com"]  # the stand-in was allowed, no longer
    notification_deliver_task.call_local(notify(pro.user, kind=Kind.UPDATE).pk)
    assert push_service.pushes == []
    assert not PushSubscription.objects.filter(session=session).exists()


def test_a_failing_push_service_is_retried_for_that_device_only(push_service, outbox):
    pro = professional()
    browser, _ = subscribed(push_service, pro.user)
    push_service.answer(503)
    notification = notify(pro.user)
    with pytest.raises(DeliveryFailed):
        notification_deliver_task.call_local(notification.pk)
    assert len(mail.outbox) == 1, "the e-mail went meanwhile"
    assert notification_deliver_task.call_local(notification.pk) == ["push"]
    assert [browser.read(p)["body"] for p in push_service.to(browser)] == [notification.text] * 2
    assert len(mail.outbox) == 1


def test_the_users_choices_decide_the_channels_of_each_kind(push_service, outbox):
    pro = professional()
    browser, _ = subscribed(push_service, pro.user)
    # By default an SMS only where it matters: a booking goes by SMS, an update does not.
    assert notification_deliver_task.call_local(notify(pro.user).pk) == ["push", "sms", "email"]
    update = notify(pro.user, kind=Kind.UPDATE, text="Your booking was accepted")
    assert notification_deliver_task.call_local(update.pk) == ["push", "email"]

    preferences.choices_set(
        user=pro.user,
        choices=[
            preferences.Choice(Kind.BOOKING, push=True, sms=False, email=False),
            preferences.Choice(Kind.UPDATE, push=False, sms=True, email=False),
        ],
    )
    assert notification_deliver_task.call_local(notify(pro.user).pk) == ["push"]
    update = notify(pro.user, kind=Kind.UPDATE, text="Your booking was accepted")
    assert notification_deliver_task.call_local(update.pk) == ["sms"]
    # Nothing at all outside the app is a choice too; the app still lists it.
    preferences.choices_set(
        user=pro.user,
        choices=[preferences.Choice(Kind.BOOKING, push=False, sms=False, email=False)],
    )
    quiet = notify(pro.user)
    assert notification_deliver_task.call_local(quiet.pk) == []
    assert Notification.objects.get(pk=quiet.pk).delivered_at is not None
    assert len(push_service.to(browser)) == 3


def test_the_sweep_sends_what_lost_its_queueing(push_service, outbox, worker_inline):
    pro = professional()
    browser, _ = subscribed(push_service, pro.user)
    lost = notify(pro.user)  # stored, its queueing never ran (this test runs no commit hooks)
    fresh = notify(pro.user, text="Just now")
    stale = notify(pro.user, text="Long ago")
    now = timezone.now()
    Notification.objects.filter(pk=lost.pk).update(created_at=now - datetime.timedelta(minutes=5))
    Notification.objects.filter(pk=stale.pk).update(created_at=now - datetime.timedelta(hours=2))
    assert notifications_undelivered_sweep.call_local() == 1
    assert notifications_undelivered_sweep.call_local() == 0
    assert [browser.read(p)["body"] for p in push_service.pushes] == [lost.text]
    assert Notification.objects.get(pk=fresh.pk).delivered_at is None, "its own task is coming"


def test_the_embedded_key_is_made_once_and_kept(settings, tmp_path):
    settings.VAPID_PRIVATE_KEY = ""
    settings.VAPID_KEY_FILE = tmp_path / "var" / "vapid.txt"
    push._vapid.cache_clear()
    first = push.public_key()
    push._vapid.cache_clear()
    assert push.public_key() == first and settings.VAPID_KEY_FILE.stat().st_mode & 0o777 == 0o600
    push._vapid.cache_clear()


def test_a_new_key_pair_is_printed_for_production(capsys):
    from django.core.management import call_command

    call_command("vapid_key")
    private = capsys.readouterr().out.splitlines()[0].removeprefix("VAPID_PRIVATE_KEY=")
    assert len(push.b64decode(private)) == 32
    assert Vapid.from_string(private).private_key is not None
