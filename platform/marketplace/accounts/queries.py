from django.utils import timezone

from marketplace.accounts.models import Session, User


def sessions_active(*, user: User) -> list[Session]:
    return list(
        Session.objects.filter(user=user, revoked_at__isnull=True, expires_at__gt=timezone.now())
    )
