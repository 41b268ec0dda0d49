"""What is kept how long (docs/privacy.md, "Retention"), enforced by the worker's daily sweep.
Each rule deletes only what is past its time; anything else is kept."""

import datetime

from django.contrib.sessions.models import Session as StaffSession
from django.db.models import Q
from django.utils import timezone

from marketplace.accounts.models import PhoneCode, Session
from marketplace.privacy.services import exports_expire

# A sign-in code is kept a day after it expired: the per-phone waits count a day's wrong
# tries (accounts.services._others_wait), then it is nobody's business.
CODES_KEPT = datetime.timedelta(days=1)
# A signed-out or expired device's record (when, which browser, which address) is a log of
# access: kept a year after it ended, as the DPDP Rules 2025 (rule 8(3)) ask of logs.
SESSIONS_KEPT = datetime.timedelta(days=365)


def codes_expired_delete(now) -> int:
    return PhoneCode.objects.filter(expires_at__lte=now - CODES_KEPT).delete()[0]


def sessions_ended_delete(now) -> int:
    ended = Q(revoked_at__lte=now - SESSIONS_KEPT) | Q(
        revoked_at__isnull=True, expires_at__lte=now - SESSIONS_KEPT
    )
    return Session.objects.filter(ended).delete()[0]


def staff_sessions_expired_delete(now) -> int:
    return StaffSession.objects.filter(expire_date__lte=now).delete()[0]


def retention_sweep(now=None) -> dict[str, int]:
    now = now or timezone.now()
    return {
        "codes": codes_expired_delete(now),
        "sessions": sessions_ended_delete(now),
        "staff_sessions": staff_sessions_expired_delete(now),
        "exports": exports_expire(now),
    }
