from django.apps import AppConfig

from realtime import auth, topics


class AccountsConfig(AppConfig):
    name = "marketplace.accounts"
    label = "accounts"
    verbose_name = "Accounts and sign-in"

    def ready(self) -> None:
        # The socket (realtime) is infrastructure and knows no area: sign-in registers the
        # authenticator and the user's own topic, in every process (see `wiring`).
        auth.authenticators.register("session", socket_identity)
        topics.kinds.register(
            "user", topics.TopicKind(r"user:(\d{1,18})", may_subscribe_user_topic)
        )

        from marketplace.accounts import checks, session_cache  # noqa: F401 - checks register
        from marketplace.accounts.devices import SignedInDevices
        from marketplace.accounts.sms import send_notification_sms
        from notifications import channels

        # Notifications is infrastructure too: accounts tells it how to text a phone and
        # which signed-in devices take pushes.
        channels.sms.register("accounts", send_notification_sms)
        channels.devices.register("accounts", SignedInDevices())
        session_cache.connect()


def socket_identity(token: str) -> auth.Identity | None:
    """A socket's auth frame: the session's user, for as long as the session is live."""
    from marketplace.accounts.services import session_for_token  # models: after setup

    session = session_for_token(token)
    if session is None:
        return None
    return auth.Identity(
        user=session.user,
        user_id=session.user_id,
        session_id=session.pk,
        topics=(topics.user(session.user_id),),
    )


def may_subscribe_user_topic(who, match) -> bool:
    """Only the user itself hears its topic."""
    return who is not None and str(getattr(who, "pk", "")) == match[1]
