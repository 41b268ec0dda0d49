"""`manage.py check --deploy`: what a production set-up of sign-in must have."""

from django.conf import settings
from django.core.checks import Error, Tags, register


@register(Tags.security, deploy=True)
def own_secret_key(app_configs, **kwargs) -> list[Error]:
    """The embedded key is in the repository: with it, anyone could forge sessions' cookies
    and recompute the sign-in codes' hashes."""
    if settings.SECRET_KEY == settings.EMBEDDED_SECRET_KEY:
        return [
            Error(
                "SECRET_KEY is the embedded default, which is public.",
                hint="Set SECRET_KEY to a long random secret of this deployment's own.",
                id="accounts.E001",
            )
        ]
    return []
