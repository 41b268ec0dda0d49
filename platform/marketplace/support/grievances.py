"""Complaints to the grievance officer: filed by a signed-in person with a ticket number at
once, acknowledged (due 48 hours after) and resolved (due 30 days after) by staff in the back
office in words the person reads, each step published live to its author
(docs/privacy.md, "Grievances")."""

import secrets

from django.db import IntegrityError, transaction
from django.utils import timezone

from kernel import ratelimit, routes
from kernel.errors import InvalidInput, NotFound, RateLimited, invalid_fields
from kernel.history.services import transition
from marketplace.support import texts
from marketplace.support.models import Grievance
from marketplace.support.services import REFERENCE_ALPHABET
from notifications.models import Notification
from notifications.services import notification_send
from notifications.wording import Text
from realtime import topics
from realtime.publish import publish

GRIEVANCES_PER_DAY = 10  # per account
SUBJECT_MAX = 150
MESSAGE_MAX = 5000


def _reference() -> str:
    return "GR-" + "".join(secrets.choice(REFERENCE_ALPHABET) for _ in range(8))


def grievance_file(*, user, subject: str, message: str) -> Grievance:
    subject, message = " ".join(subject.split()), message.strip()
    errors = {}
    if not subject:
        errors["subject"] = texts.ENTER_SUBJECT
    elif len(subject) > SUBJECT_MAX:
        errors["subject"] = texts.SUBJECT_TOO_LONG
    if not message:
        errors["message"] = texts.ENTER_MESSAGE
    elif len(message) > MESSAGE_MAX:
        errors["message"] = texts.MESSAGE_TOO_LONG
    if errors:
        raise invalid_fields(errors)
    if not ratelimit.hit(f"grievance:{user.pk}", limit=GRIEVANCES_PER_DAY, window_seconds=86400):
        raise RateLimited(texts.TOO_MANY_GRIEVANCES)
    now = timezone.now()
    for _ in range(5):
        try:
            with transaction.atomic():
                return Grievance.objects.create(
                    reference=_reference(), user=user, subject=subject, message=message,
                    created_at=now, acknowledge_due=now + Grievance.ACKNOWLEDGE_WITHIN,
                    resolve_due=now + Grievance.RESOLVE_WITHIN,
                )  # fmt: skip
        except IntegrityError:  # the same reference drawn twice: draw again
            continue
    raise RuntimeError("No free grievance reference after five draws.")


def grievances_of(*, user) -> list[Grievance]:
    return list(Grievance.objects.filter(user=user))


def grievance_of(*, user, grievance_id: int) -> Grievance:
    grievance = Grievance.objects.filter(pk=grievance_id, user=user).first()
    if grievance is None:
        raise NotFound(texts.GRIEVANCE_NOT_FOUND)
    return grievance


def _answered(words: str, field: str) -> str:
    words = words.strip()
    if not words:
        raise InvalidInput(texts.ENTER_ANSWER, fields={field: texts.ENTER_ANSWER})
    return words


def grievance_acknowledge(*, grievance_id: int, words: str, by) -> Grievance:
    """Staff acknowledge a complaint with their words to its author (from received only)."""
    words = _answered(words, "acknowledgement")
    with transaction.atomic():
        grievance = Grievance.objects.select_for_update().get(pk=grievance_id)
        transition(
            grievance, "acknowledge", by=by, held=True,
            also={"acknowledgement": words, "acknowledged_at": timezone.now()},
        )  # fmt: skip
        grievance.refresh_from_db()
        _tell(grievance, texts.GRIEVANCE_ACKNOWLEDGED)
    return grievance


def grievance_resolve(*, grievance_id: int, words: str, by) -> Grievance:
    """Staff resolve a complaint with their words to its author (received or acknowledged; one
    resolved at once is acknowledged by the same act)."""
    words = _answered(words, "resolution")
    with transaction.atomic():
        grievance = Grievance.objects.select_for_update().get(pk=grievance_id)
        now = timezone.now()
        also = {"resolution": words, "resolved_at": now}
        if grievance.acknowledged_at is None:
            also["acknowledged_at"] = now
        transition(grievance, "resolve", by=by, held=True, also=also)
        grievance.refresh_from_db()
        _tell(grievance, texts.GRIEVANCE_RESOLVED)
    return grievance


def _tell(grievance: Grievance, text) -> None:
    publish(
        topics.user(grievance.user_id),
        "grievance.updated",
        {"grievance_id": grievance.pk, "reference": grievance.reference,
         "status": grievance.status},
    )  # fmt: skip
    notification_send(
        user=grievance.user,
        kind=Notification.Kind.UPDATE,
        text=Text(text, reference=grievance.reference),
        data={"grievance_id": grievance.pk, "path": routes.COMPLAINTS},
    )
