"""A stored notification leaving by push, SMS and e-mail, in the worker (tasks.py), by the
channels its user wants for its kind (preferences.py), once to each place (services.py
stores notifications and queues this after their commit)."""

import datetime
import logging
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.core.mail import send_mail
from django.db import connections, router
from django.utils import timezone, translation

from kernel import metrics
from kernel.kept import Kept, KeptInsert, prepared_cursor
from notifications import channels, preferences, push, texts
from notifications.language import language_of
from notifications.models import Delivery, Notification
from notifications.wording import text_for

logger = logging.getLogger(__name__)
Channel = Delivery.Channel
Kind = Notification.Kind
# A push the device should show at once, even asleep: someone is waiting on the user.
URGENT = (Kind.BOOKING, Kind.OFFER, Kind.REMINDER)
# The sweep's reach: a notification older than SWEEP_AFTER and not delivered lost its
# queueing (the process died between the commit and the queue); past SWEEP_UNTIL its news is
# stale, and it stays in the app's list only.
SWEEP_AFTER = datetime.timedelta(minutes=2)
SWEEP_UNTIL = datetime.timedelta(hours=1)
SWEEP_BATCH = 500


class DeliveryFailed(Exception):
    """Some channel of a notification could not be sent; the worker's task retries it."""


@dataclass(frozen=True)
class Target:
    """One place a notification goes: the channel, the address recorded for it, and how it
    is sent there (answers False when the place is gone for good, which is no failure)."""

    channel: str
    address: str
    send: Callable[[], bool]


# Read first by every delivery, with its user and their choice of channels for its kind
# (preferences.chosen); its SQL is kept, as are those of the places it goes (devices, the
# e-mail address): the worker delivers each booking's news on the cores the app answers on.
_NOTIFICATION = Kept(
    lambda pk: (
        Notification.objects.select_related("user").filter(pk=pk).annotate(**preferences.chosen())
    ),
    pk=int,
)

# A claim is one statement that skips a place claimed already (sent, or being sent by
# another copy of the task), kept (kernel/kept.py): no savepoint around it to recover from.
_CLAIM = KeptInsert(Delivery, skip_conflicts=True)


def _claim(notification: Notification, target: Target) -> Delivery | None:
    return _CLAIM.insert(
        Delivery(notification=notification, channel=target.channel, address=target.address)
    )


# `_marked`'s statements by database and number of claims, written once (`_marks`).
_DELIVERED_AT = Notification._meta.get_field("delivered_at")
_MARKS: dict[tuple[str, int], list[str]] = {}


def _marked(claims: list[int], notification_id: int, now: datetime.datetime) -> None:
    """The places sent to marked sent, and the notification delivered unless it was already:
    on PostgreSQL one statement (the first update in a WITH), elsewhere two; written once and
    prepared on PostgreSQL (kernel/kept.py). Built by the ORM's update() each time, the two
    took 340 µs of CPU, written out 100 µs (loadtests/README.md, "Fourteenth pass"); as one,
    a delivery sends a statement and commits a transaction fewer ("Fifteenth pass")."""
    connection = connections[router.db_for_write(Notification)]
    key = (connection.vendor, len(claims))
    statements = _MARKS.get(key) or _MARKS.setdefault(key, _marks(connection, len(claims)))
    value = _DELIVERED_AT.get_db_prep_save(now, connection)
    params = [*([value, *claims] if claims else []), value, notification_id]
    with prepared_cursor(connection) as cursor:
        for statement in statements:
            taken = statement.count("%s")
            cursor.execute(statement, params[:taken])
            params = params[taken:]


def _marks(connection, count: int) -> list[str]:
    """`_marked`'s statements, whose parameters are, in order: the moment and the `count`
    claims (none when `count` is 0), then the moment and the notification. Only the models'
    own table and column names, quoted, as the ORM writes them; every value a parameter."""
    quote = connection.ops.quote_name
    deliveries, notifications = Delivery._meta, Notification._meta
    sent_at, delivered_at = (
        quote(deliveries.get_field("sent_at").column),
        quote(_DELIVERED_AT.column),
    )
    places = ", ".join(["%s"] * count)
    sent = f"UPDATE {quote(deliveries.db_table)} SET {sent_at} = %s WHERE {quote(deliveries.pk.column)} IN ({places})"  # noqa: E501, S608
    delivered = f"UPDATE {quote(notifications.db_table)} SET {delivered_at} = %s WHERE {quote(notifications.pk.column)} = %s AND {delivered_at} IS NULL"  # noqa: E501, S608
    if not count:
        return [delivered]
    if connection.vendor == "postgresql":
        return [f"WITH sent AS ({sent}) {delivered}"]
    return [sent, delivered]


def _pusher(notification: Notification, device: push.Device) -> Callable[[], bool]:
    data = push.payload(
        title=settings.SITE_NAME,
        body=text_for(notification, notification.user),
        path=notification.data.get("path") or "/",
        tag=f"notification-{notification.pk}",
    )

    def send() -> bool:
        try:
            push.send(device, data, urgent=notification.kind in URGENT)
        except push.PushGone:
            channels.devices.only().forget(device.id)
            return False
        except push.PushRefused:
            logger.warning("Push of notification %s refused for good", notification.pk)
            return False
        return True

    return send


def _texter(notification: Notification, phone: str) -> Callable[[], bool]:
    def send() -> bool:
        # The notification and what wraps it in its user's language of now; the sender picks
        # that language's template (accounts/sms.py).
        said = text_for(notification, notification.user)
        with translation.override(language_of(notification.user)):
            text = texts.SMS.format(site=settings.SITE_NAME, text=said)
            channels.send_sms(phone=phone, text=text)
        return True

    return send


def _mailer(notification: Notification, address: str) -> Callable[[], bool]:
    def send() -> bool:
        said = text_for(notification, notification.user)
        with translation.override(language_of(notification.user)):
            subject = texts.MAIL_SUBJECT.format(text=said)[:200]
            body = texts.MAIL_BODY.format(text=said, site=settings.SITE_NAME)
        send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [address])
        return True

    return send


def _targets(notification: Notification) -> list[Target]:
    """Where the notification goes: the user's devices, phone and mailbox, each only when
    they want that channel for this kind."""
    user = notification.user
    wanted = preferences.channels_for(notification)
    targets = []
    if Channel.PUSH in wanted:
        for device in channels.devices.only().of(user.pk):
            send = _pusher(notification, device)
            targets.append(Target(Channel.PUSH, f"device {device.id}", send))
    phone = getattr(user, "phone", "")
    if Channel.SMS in wanted and phone:
        targets.append(Target(Channel.SMS, phone, _texter(notification, phone)))
    email = channels.email_of(user.pk) if Channel.EMAIL in wanted else ""
    if email:
        targets.append(Target(Channel.EMAIL, email, _mailer(notification, email)))
    return targets


def notification_deliver(*, notification_id: int) -> list[str]:
    """Send a stored notification to each place its user wants it; answers the channels sent
    now (one "push" per device). Each place is claimed (a unique row) before it is sent to,
    so running this again, by huey's retry, the sweep or a second copy of the task, sends
    only what is not sent yet. A place that fails is logged and released, the others still
    go, and DeliveryFailed at the end makes huey retry. A run that reaches the end marks the
    notification delivered, so the sweep leaves it alone."""
    notification = _NOTIFICATION.first(pk=notification_id)
    if notification is None:
        return []
    targets = _targets(notification) if notification.user.is_active else []
    sent, failed, claims = [], [], []
    for target in targets:
        claim = _claim(notification, target)
        if claim is None:
            continue
        try:
            reached = target.send()
        except Exception:
            logger.exception(
                "Could not send notification %s by %s", notification_id, target.channel
            )
            Delivery.objects.filter(pk=claim.pk).delete()
            failed.append(target.channel)
            metrics.delivered(target.channel, "failed")
            continue
        if not reached:
            Delivery.objects.filter(pk=claim.pk).delete()
            metrics.delivered(target.channel, "gone")
            continue
        claims.append(claim.pk)
        sent.append(target.channel)
        metrics.delivered(target.channel, "sent")
    # The claims marked together (a claim is never sent again, marked or not); the
    # notification as run to the end (what failed is huey's to retry, not the sweep's).
    _marked(claims, notification_id, timezone.now())
    if failed:
        raise DeliveryFailed(f"Notification {notification_id}: {', '.join(failed)} not sent.")
    return sent


def undelivered(now: datetime.datetime) -> list[int]:
    """Notifications whose delivery never ran to the end: queued by a process that died
    before the queue heard it, or sent by a worker that died mid-run. The sweep queues them
    again; what was claimed already is not sent twice."""
    return list(
        Notification.objects.filter(
            delivered_at__isnull=True,
            created_at__lt=now - SWEEP_AFTER,
            created_at__gte=now - SWEEP_UNTIL,
        )
        .order_by("created_at")
        .values_list("pk", flat=True)[:SWEEP_BATCH]
    )
