"""Notifications: stored (the app refetches them, so a missed frame loses nothing), pushed
live to the user's open tabs, and delivered by SMS and e-mail by the worker, each channel once.
Reminders before an appointment or an event are notifications too, each made once."""

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser
from django.core.mail import send_mail
from django.db import IntegrityError, transaction
from django.utils import timezone

from marketplace.notifications import channels, texts
from marketplace.notifications.models import Delivery, Notification, Reminder
from realtime import topics
from realtime.publish import publish

logger = logging.getLogger(__name__)
Channel = Delivery.Channel


class DeliveryFailed(Exception):
    """Some channel of a notification could not be sent; the worker's task retries it."""


def notification_send(*, user: AbstractBaseUser, kind: str, text: str, data: dict) -> Notification:
    """Store a notification and, once the write commits, push it to the user's open tabs and
    hand it to the worker for SMS and e-mail: never inside the caller's transaction (a
    rolled-back booking sends nothing), never in the request's time."""
    notification = Notification.objects.create(user=user, kind=kind, text=text, data=data)
    notification_id = notification.pk
    transaction.on_commit(lambda: _enqueue_delivery(notification_id))
    publish(
        topics.user(user.pk),
        "notification.created",
        {
            "id": notification.pk,
            "kind": kind,
            "text": text,
            "created_at": notification.created_at,
            "session_id": data.get("session_id"),
            "path": data.get("path"),
        },
    )
    return notification


def notifications_read(*, user: AbstractBaseUser, ids: list[int] | None) -> int:
    """Mark the user's notifications read (these ids, or all when None); answers how many
    remain unread. Ids of other people's notifications are simply not the user's."""
    unread = Notification.objects.filter(user=user, read_at__isnull=True)
    (unread if ids is None else unread.filter(pk__in=ids)).update(read_at=timezone.now())
    return unread.count()


def _enqueue_delivery(notification_id: int) -> None:
    """After the commit: the notification is stored whatever happens here, so a queue that
    cannot be reached costs the SMS and e-mail (logged), never the request."""
    from marketplace.notifications.tasks import notification_deliver_task  # tasks import us

    try:
        notification_deliver_task(notification_id)
    except Exception:
        logger.exception("Could not enqueue the delivery of notification %s", notification_id)


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


@dataclass(frozen=True)
class Notice:
    """One notification a reminder sends: to whom, what it says, where it leads."""

    user: AbstractBaseUser
    text: str
    data: dict = field(default_factory=dict)


def reminder_send(*, subject: str, subject_id: int, lead: str, notices: Sequence[Notice]) -> bool:
    """Claim the reminder `lead` before `subject` `subject_id` and store its notifications, in
    one transaction; answers whether this call sent it. The claim is a unique row, so however
    many sweeps run at once (a second waits for the first's commit, then finds the row) or
    again after a restart, the reminder is made once; its SMS and e-mail leave from the worker
    after the commit, like every notification's."""
    with transaction.atomic():
        try:
            with transaction.atomic():
                Reminder.objects.create(subject=subject, subject_id=subject_id, lead=lead)
        except IntegrityError:
            return False
        for notice in notices:
            notification_send(
                user=notice.user,
                kind=Notification.Kind.REMINDER,
                text=notice.text[:300],
                data=notice.data,
            )
    return True
