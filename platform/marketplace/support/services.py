"""Reports to support: checked, limited per address so the form cannot flood staff, stored
with a reference for the reporter, and mailed to staff by the worker."""

import logging
import re
import secrets

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction

from kernel import ratelimit
from kernel.errors import RateLimited, invalid_fields
from marketplace.accounts.limits import address_key
from marketplace.support import texts
from marketplace.support.models import Report
from marketplace.support.tasks import report_mail_task

logger = logging.getLogger(__name__)
REPORTS_PER_HOUR = 5  # per address (IPv4, or an IPv6 /64)
MESSAGE_MAX = 5000
PHONE = re.compile(r"\d{10}")
# No 0/O or 1/I: a reference is read out over the phone.
REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"


def _reference() -> str:
    return "SR-" + "".join(secrets.choice(REFERENCE_ALPHABET) for _ in range(8))


def _checked(name: str, phone: str, email: str, message: str) -> tuple[str, str, str, str]:
    name, phone, email, message = (
        " ".join(name.split()),
        phone.strip(),
        email.strip(),
        message.strip(),
    )
    errors = {}
    if not name:
        errors["name"] = texts.ENTER_NAME
    elif len(name) > 120:
        errors["name"] = texts.NAME_TOO_LONG
    if not PHONE.fullmatch(phone):
        errors["phone"] = texts.ENTER_PHONE
    try:
        validate_email(email)
    except ValidationError:
        errors["email"] = texts.ENTER_EMAIL
    if not message:
        errors["message"] = texts.ENTER_MESSAGE
    elif len(message) > MESSAGE_MAX:
        errors["message"] = texts.MESSAGE_TOO_LONG
    if errors:
        raise invalid_fields(errors)
    return name, phone, email, message


def report_create(*, name: str, phone: str, email: str, message: str, user, address) -> Report:
    name, phone, email, message = _checked(name, phone, email, message)
    if not ratelimit.hit(
        f"support:{address_key(address)}", limit=REPORTS_PER_HOUR, window_seconds=3600
    ):
        raise RateLimited(texts.TOO_MANY)
    report = None
    for _ in range(5):
        try:
            with transaction.atomic():
                report = Report.objects.create(
                    reference=_reference(), name=name, phone=phone, email=email,
                    message=message, user=user,
                )  # fmt: skip
            break
        except IntegrityError:  # the same reference drawn twice: draw again
            continue
    if report is None:
        raise RuntimeError("No free support reference after five draws.")
    report_id = report.pk
    transaction.on_commit(lambda: _enqueue_mail(report_id))
    return report


def _enqueue_mail(report_id: int) -> None:
    """After the commit: the report is stored and staff see it in the back office whatever
    happens here, so a queue that cannot be reached costs the e-mail (logged), never the
    reporter's answer."""
    try:
        report_mail_task(report_id)
    except Exception:
        logger.exception("Could not enqueue the e-mail of support report %s", report_id)
