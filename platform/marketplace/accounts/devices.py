"""A signed-in device's Web Push subscription: stored with the session it was made in (so
signing out ends it), listed under "Your devices", and handed to notifications, which sends
the pushes (notifications/push.py) and says when a push service has dropped one."""

import datetime
import hmac

from django.db import IntegrityError, transaction
from django.utils import timezone

from kernel import ratelimit
from kernel.errors import Conflict, InvalidInput, RateLimited
from kernel.kept import Kept
from marketplace.accounts import texts
from marketplace.accounts.models import PushSubscription, Session
from notifications import push

CHANGES_PER_HOUR = 30


def push_subscribe(*, session: Session, endpoint: str, p256dh: str, auth: str) -> None:
    """This device takes pushes at `endpoint` from now on. A browser has one subscription
    per site, so one held by another session (the device signed in as someone else before,
    and not signed out) moves here: nobody gets another's pushes. It moves only with its
    keys: the endpoint passes through the push service and the browser, but the keys (the
    `auth` secret above all) only the browser that made the subscription holds, so knowing
    an endpoint is not enough to take someone's pushes away."""
    if problem := push.endpoint_problem(endpoint):
        raise InvalidInput(problem, fields={"endpoint": problem})
    if problem := push.keys_problem(p256dh, auth):
        raise InvalidInput(problem, fields={"keys": problem})
    if not ratelimit.hit(f"push:{session.pk}", limit=CHANGES_PER_HOUR, window_seconds=3600):
        raise RateLimited(texts.TOO_MANY_SUBSCRIPTIONS)
    for attempt in range(2):  # a PUT racing another for the same browser: once more
        try:
            with transaction.atomic():
                others = PushSubscription.objects.select_for_update().filter(endpoint=endpoint)
                held = others.exclude(session=session).first()
                if held is not None and not _same_keys(held, p256dh, auth):
                    raise Conflict(
                        texts.PUSH_HELD_ELSEWHERE, fields={"endpoint": texts.PUSH_HELD_ELSEWHERE}
                    )
                others.exclude(session=session).delete()
                PushSubscription.objects.update_or_create(
                    session=session,
                    defaults={"endpoint": endpoint, "p256dh": p256dh, "auth": auth},
                )
            return
        except IntegrityError:
            if attempt:
                raise


def _same_keys(held: PushSubscription, p256dh: str, auth: str) -> bool:
    return hmac.compare_digest(held.p256dh.encode(), p256dh.encode()) & hmac.compare_digest(
        held.auth.encode(), auth.encode()
    )


def push_unsubscribe(*, session: Session) -> None:
    PushSubscription.objects.filter(session=session).delete()


# Read for every notification delivered: its SQL is kept (kernel/kept.py).
_LIVE_SUBSCRIPTIONS = Kept(
    lambda user_id, now: PushSubscription.objects.filter(
        session__user_id=user_id, session__revoked_at__isnull=True, session__expires_at__gt=now
    ).order_by("pk"),
    user_id=int,
    now=datetime.datetime,
)


class SignedInDevices:
    """notifications' `channels.devices`: a user's live sessions that take pushes."""

    def of(self, user_id: int) -> list[push.Device]:
        live = _LIVE_SUBSCRIPTIONS.rows(user_id=user_id, now=timezone.now())
        return [push.Device(s.pk, s.endpoint, s.p256dh, s.auth) for s in live]

    def forget(self, device_id: int) -> None:
        PushSubscription.objects.filter(pk=device_id).delete()
