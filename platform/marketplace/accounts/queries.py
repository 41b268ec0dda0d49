from django.db.models import Exists, OuterRef
from django.utils import timezone

from marketplace.accounts.models import PushSubscription, Session, User


def sessions_active(*, user: User) -> list[Session]:
    """The user's signed-in devices, each with `pushing`: whether it takes pushes."""
    return list(
        Session.objects.filter(
            user=user, revoked_at__isnull=True, expires_at__gt=timezone.now()
        ).annotate(pushing=Exists(PushSubscription.objects.filter(session=OuterRef("pk"))))
    )


def push_subscribed(*, session: Session) -> bool:
    return PushSubscription.objects.filter(session=session).exists()
