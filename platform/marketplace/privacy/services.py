"""Every write of the privacy area: consents to marketing, downloads of one's data, the
deletion of one's account and its cancellation. An export or a deletion is confirmed by a
fresh code texted to the user's own phone (accounts.confirm_code_use)."""

import datetime
import logging

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from kernel.errors import Conflict, InvalidInput, NotFound, invalid_fields
from kernel.history.services import transition
from marketplace.accounts import services as accounts
from marketplace.privacy import erasure, texts
from marketplace.privacy.export import storage, zip_build
from marketplace.privacy.models import Deletion, Export
from notifications.models import Consent
from realtime import topics
from realtime.publish import publish

logger = logging.getLogger(__name__)
PURPOSES = ("export", "delete")
MARKETING_WORDING = "Send me news and offers from the marketplace by e-mail and SMS."
MARKETING_VERSION = "1"


def confirm_code_send(*, user, purpose: str, address) -> str:
    if purpose not in PURPOSES:
        raise InvalidInput(texts.CODE_PURPOSE, fields={"purpose": texts.CODE_PURPOSE})
    return accounts.confirm_code_send(user=user, purpose=purpose, address=address)


def marketing_set(*, user, granted: bool) -> Consent:
    """Marketing is off until granted; each change is a consent record with its words."""
    return Consent.objects.create(
        user=user, purpose=Consent.Purpose.MARKETING, granted=granted,
        wording=MARKETING_WORDING, version=MARKETING_VERSION,
    )  # fmt: skip


def marketing_of(user) -> bool:
    latest = Consent.objects.filter(user=user, purpose=Consent.Purpose.MARKETING).first()
    return bool(latest and latest.granted)


# Downloads.


def export_request(*, user, code: str, address) -> Export:
    """A fresh code, then a download built by the worker; one at a time."""
    if Export.objects.filter(user=user, status=Export.Status.BUILDING).exists():
        raise Conflict(texts.EXPORT_BUILDING)
    accounts.confirm_code_use(user=user, purpose="export", code=code, address=address)
    export = Export.objects.create(
        user=user, expires_at=timezone.now() + datetime.timedelta(days=settings.EXPORT_DAYS)
    )
    export_id = export.pk
    transaction.on_commit(lambda: _enqueue_build(export_id))
    return export


def _enqueue_build(export_id: int) -> None:
    from marketplace.privacy.tasks import export_build_task

    try:
        export_build_task(export_id)
    except Exception:  # the sweep builds one whose queueing failed (tasks.privacy_sweep)
        logger.exception("Could not enqueue the build of export %s", export_id)


def export_build(export_id: int) -> Export | None:
    """Build the ZIP of a download still being built (the worker; once per export)."""
    export = Export.objects.filter(pk=export_id, status=Export.Status.BUILDING).first()
    if export is None:
        return None
    try:
        name, size = zip_build(export.user)
    except Exception:
        logger.exception("Could not build export %s", export_id)
        transition(export, "fail", by=None)
        _publish(export, "failed")
        return export
    with transaction.atomic():
        transition(export, "finish", by=None,
                   also={"file": name, "size": size, "ready_at": timezone.now()})  # fmt: skip
        _publish(export, "ready")
    export.refresh_from_db()
    return export


def _publish(export: Export, status: str) -> None:
    publish(topics.user(export.user_id), "export.updated",
            {"export_id": export.pk, "status": status})  # fmt: skip


def exports_of(user) -> list[Export]:
    return list(Export.objects.filter(user=user)[:10])


def export_file(*, user, export_id: int):
    """The open file of the user's own ready download (another's: 404)."""
    export = Export.objects.filter(pk=export_id, user=user).first()
    if export is None:
        raise NotFound(texts.EXPORT_NOT_FOUND)
    if (
        export.status != Export.Status.READY
        or export.expires_at <= timezone.now()
        or not export.file
    ):
        raise NotFound(texts.EXPORT_NOT_READY)
    return export, storage().open(export.file, "rb")


def exports_expire(now=None) -> int:
    """Downloads past their time: the file deleted, the row marked expired."""
    now = now or timezone.now()
    done = 0
    for export in Export.objects.filter(expires_at__lte=now).exclude(status=Export.Status.EXPIRED):
        if export.file:
            storage().delete(export.file)
        transition(export, "expire", by=None, also={"file": ""})
        done += 1
    return done


# Deletion.


def deletion_of(user) -> Deletion | None:
    return Deletion.objects.filter(user=user, status=Deletion.Status.SCHEDULED).first()


def deletion_request(*, user, code: str, accept_forfeit: bool, address) -> Deletion:
    """What is open checked, then a fresh code, then the deletion scheduled after the grace
    period."""
    if deletion_of(user) is not None:
        raise Conflict(texts.DELETION_SCHEDULED)
    found = erasure.open_items(user)
    blockers = found.blockers()
    if found.forfeits and not accept_forfeit:
        blockers["accept_forfeit"] = str(texts.ACCEPT_FORFEIT)
    if blockers:
        raise invalid_fields(blockers)
    accounts.confirm_code_use(user=user, purpose="delete", code=code, address=address)
    try:
        with transaction.atomic():
            return Deletion.objects.create(
                user=user, forfeited_paise=found.forfeit_paise,
                due_at=timezone.now() + datetime.timedelta(days=settings.DELETION_GRACE_DAYS),
            )  # fmt: skip
    except IntegrityError:  # two requests at once: the first one stands
        raise Conflict(texts.DELETION_SCHEDULED) from None


def deletion_cancel(*, user) -> Deletion:
    deletion = deletion_of(user)
    if deletion is None:
        raise NotFound(texts.NO_DELETION)
    transition(deletion, "cancel", by=user)
    deletion.refresh_from_db()
    return deletion


def deletion_carry_out(deletion_id: int) -> bool:
    """The deletion, once due (the worker): settled, erased, marked done. A failure leaves
    it scheduled for the next sweep."""
    deletion = Deletion.objects.select_related("user").get(pk=deletion_id)
    if deletion.status != Deletion.Status.SCHEDULED or deletion.due_at > timezone.now():
        return False
    erasure.settle(deletion.user)
    with transaction.atomic():
        locked = Deletion.objects.select_for_update().get(pk=deletion_id)
        if locked.status != Deletion.Status.SCHEDULED:
            return False  # cancelled while settling: the cancels stand, nothing is erased
        erasure.erase(deletion.user)
        transition(locked, "carry_out", by=None, held=True, also={"done_at": timezone.now()})
    return True


def deletions_due(now=None) -> int:
    now = now or timezone.now()
    done = 0
    for deletion_id in Deletion.objects.filter(
        status=Deletion.Status.SCHEDULED, due_at__lte=now
    ).values_list("pk", flat=True):
        try:
            done += deletion_carry_out(deletion_id)
        except Exception:
            logger.exception("Could not carry out deletion %s", deletion_id)
    return done


def exports_stuck(now=None) -> list[int]:
    """Downloads still being built ten minutes after they were asked for."""
    now = now or timezone.now()
    return list(
        Export.objects.filter(
            status=Export.Status.BUILDING, created_at__lte=now - datetime.timedelta(minutes=10)
        ).values_list("pk", flat=True)
    )
