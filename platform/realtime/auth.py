"""Who a socket acts for. `realtime` is infrastructure and knows no area: the area that owns
sign-in registers its authenticator in `authenticators` from its `AppConfig.ready()`
(see `wiring`)."""

from collections.abc import Callable
from dataclasses import dataclass

from kernel.wiring import Registry

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

authenticators: Registry[Authenticate] = Registry("socket authenticator")


def authenticate(token: object) -> Identity | None:
    """The first registered authenticator that knows the token; without one every socket
    stays anonymous."""
    if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN_LENGTH:
        return None
    for known in authenticators:
        identity = known(token)
        if identity is not None:
            return identity
    return None
