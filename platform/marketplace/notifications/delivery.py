"""A stored notification leaving by SMS and e-mail, in the worker (tasks.py), each channel
once (services.py stores notifications and queues this after their commit)."""

import logging

from django.conf import settings
from django.core.mail import send_mail
from django.db import IntegrityError, transaction
from django.utils import timezone

from marketplace.notifications import channels, texts
from marketplace.notifications.models import Delivery, Notification

logger = logging.getLogger(__name__)
Channel = Delivery.Channel


class DeliveryFailed(Exception):
    """Some channel of a notification could not be sent; the worker's task retries it."""


def _claim(notification: Notification, channel: str, address: str) -> Delivery | None:
    try:
        with transaction.atomic():
            return Delivery.objects.create(
                notification=notification, channel=channel, address=address
            )
    except IntegrityError:  # sent already, or being sent by another copy of the task
        return None


def _send(notification: Notification, channel: str, address: str) -> None:
    site = settings.SITE_NAME
    if channel == Channel.SMS:
        channels.send_sms(phone=address, text=texts.SMS.format(site=site, text=notification.text))
    else:
        send_mail(
            texts.MAIL_SUBJECT.format(text=notification.text)[:200],
            texts.MAIL_BODY.format(text=notification.text, site=site),
            settings.DEFAULT_FROM_EMAIL,
            [address],
        )


def notification_deliver(*, notification_id: int) -> list[str]:
    """Send a stored notification by SMS to the user's phone and by e-mail when they have an
    address; answers the channels sent now. Each channel is claimed (a unique row) before it
    leaves, so running this again, by huey's retry or a second copy of the task, sends only
    what is not sent yet. A channel that fails is logged and released, the other still goes,
    and DeliveryFailed at the end makes huey retry."""
    notification = Notification.objects.select_related("user").filter(pk=notification_id).first()
    if notification is None or not notification.user.is_active:
        return []
    user = notification.user
    addresses = {
        Channel.SMS: getattr(user, "phone", ""),
        Channel.EMAIL: channels.email_of(user.pk),
    }
    sent, failed = [], []
    for channel, address in addresses.items():
        if not address:
            continue
        claim = _claim(notification, channel, address)
        if claim is None:
            continue
        try:
            _send(notification, channel, address)
        except Exception:
            logger.exception("Could not send notification %s by %s", notification_id, channel)
            Delivery.objects.filter(pk=claim.pk).delete()
            failed.append(channel)
            continue
        Delivery.objects.filter(pk=claim.pk).update(sent_at=timezone.now())
        sent.append(channel)
    if failed:
        raise DeliveryFailed(f"Notification {notification_id}: {', '.join(failed)} not sent.")
    return sent
