"""Notifications: stored (the app refetches them, so a missed frame loses nothing), pushed
live to the user's open tabs, and delivered by SMS and e-mail by the worker, each channel once.
Reminders before an appointment or an event are notifications too, each made once."""

from collections.abc import Sequence
from dataclasses import dataclass, field

from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.functional import Promise

from kernel.errors import NotFound
from kernel.kept import KeptInsert
from kernel.queue import enqueue_at_commit
from notifications import texts
from notifications.models import Notification, Reminder
from notifications.tasks import notification_deliver_task
from notifications.wording import TEXT_LENGTH, Text, text_for, written
from realtime import topics
from realtime.publish import publish

_NEW = KeptInsert(Notification)


def notification_send(
    *, user: AbstractBaseUser, kind: str, text: Text | str, data: dict
) -> Notification:
    """Store a notification and, once the write commits, push it to the user's open tabs and
    hand it to the worker for push, SMS and e-mail: never inside the caller's transaction (a
    rolled-back booking sends nothing), never in the request's time. `text` is kept as its
    template and values, so that it is written in the user's language whenever it is read
    (notifications/wording.py); a plain str is shown as it is."""
    if isinstance(text, Promise):  # it would be written once, in one language
        raise TypeError("A notification's words are a Text: its template and values.")
    template, values = text.stored() if isinstance(text, Text) else ("", {})
    notification = Notification(user=user, kind=kind, template=template, values=values, data=data)
    # The words it is made with (the live frame's, and the fallback of a translation that
    # cannot take its values): the reader's language, else English, whose template must take
    # them (a mistake in the caller fails here, not as an empty notification).
    notification.text = (
        (text_for(notification, user) or written(template, values, settings.LANGUAGE_CODE))
        if template
        else text[:TEXT_LENGTH]
    )
    _NEW.insert(notification)
    notification_id = notification.pk
    # After the commit: the notification is stored whatever happens then, so a queue that
    # cannot be reached costs the SMS and e-mail (logged; the sweep queues it again), never
    # the request.
    enqueue_at_commit(notification_deliver_task, notification_id)
    publish(
        topics.user(user.pk),
        "notification.created",
        {
            "id": notification.pk,
            "kind": kind,
            "text": notification.text,
            "created_at": notification.created_at,
            "session_id": data.get("session_id"),
            "path": data.get("path"),
        },
    )
    return notification


def notifications_read(*, user: AbstractBaseUser, up_to: int) -> int:
    """The user opened their list, whose newest is `up_to` (one of theirs, else NotFound):
    it and every older one are read, the pages not loaded yet included, so the unread count
    (the header's badge) clears; one that arrives later stays unread. Answers how many remain
    unread; the user's other tabs and devices hear of it (`notification.read`) and refetch
    theirs."""
    mine = Notification.objects.filter(user=user)
    newest = mine.filter(pk=up_to).values("created_at").first()
    if newest is None:
        raise NotFound(texts.NOTIFICATION_NOT_FOUND)
    # Older in the list's own order (Notification.Meta.ordering), not by id.
    at = newest["created_at"]
    shown = mine.filter(Q(created_at__lt=at) | Q(created_at=at, pk__lte=up_to))
    read = shown.filter(read_at__isnull=True).update(read_at=timezone.now())
    if read:
        publish(topics.user(user.pk), "notification.read", {"up_to": up_to})
    return mine.filter(read_at__isnull=True).count()


@dataclass(frozen=True)
class Notice:
    """One notification a reminder sends: to whom, what it says, where it leads."""

    user: AbstractBaseUser
    text: Text
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
                text=notice.text,
                data=notice.data,
            )
    return True
