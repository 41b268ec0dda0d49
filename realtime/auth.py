"""Who a socket acts for. `realtime` is infrastructure and knows no area: the area that owns
sign-in hands its authenticator in from its `AppConfig.ready()` with `configure`."""

from collections.abc import Callable
from dataclasses import dataclass

MAX_TOKEN_LENGTH = 200


@dataclass(frozen=True)
class Identity:
    user: object  # handed to the topic kinds' subscribe checks
    user_id: int  # told to the client in auth.ok
    session_id: int  # `publish.disconnect_session(session_id)` reaches this socket
    topics: tuple[str, ...] = ()  # joined at once, without a subscribe frame


# token -> Identity, or None for a token that is unknown, expired or revoked. It runs in a
# worker thread, so it may query the database; it runs twice per auth frame (see consumers).
Authenticate = Callable[[str], Identity | None]

_authenticate: Authenticate | None = None


def configure(*, authenticate: Authenticate) -> None:
    global _authenticate
    _authenticate = authenticate


def authenticate(token: object) -> Identity | None:
    """Without a configured authenticator every socket stays anonymous."""
    if _authenticate is None or not isinstance(token, str):
        return None
    if not 0 < len(token) <= MAX_TOKEN_LENGTH:
        return None
    return _authenticate(token)
