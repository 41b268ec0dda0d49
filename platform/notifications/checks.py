"""`manage.py check --deploy`: what a production set-up of notifications must have."""

from django.conf import settings
from django.core.checks import Tags, Warning, register


@register(Tags.security, deploy=True)
def push_key_shared(app_configs, **kwargs) -> list[Warning]:
    """Several processes (REDIS_URL set) each making their own VAPID key in their own var/
    would hand browsers one key and sign pushes with another, which push services refuse."""
    if settings.REDIS_URL and not settings.VAPID_PRIVATE_KEY:
        return [
            Warning(
                "VAPID_PRIVATE_KEY is not set: each process would make its own key, and pushes "
                "signed by the worker would not match the key browsers subscribed with.",
                hint="Set VAPID_PRIVATE_KEY on every process (manage.py vapid_key prints one).",
                id="notifications.W001",
            )
        ]
    return []
