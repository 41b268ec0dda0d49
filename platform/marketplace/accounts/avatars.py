"""The account's picture. Accounts sit at the bottom of the layering (ARCHITECTURE.md) and
know no profile; the profiles area, which owns pictures, hands in how to find one from its
AppConfig.ready(), as sign-in hands the socket its authenticator."""

from collections.abc import Callable

_find: Callable[[object], str | None] = lambda user: None  # noqa: E731
_sources: Callable[[object], dict[str, str] | None] = lambda user: None  # noqa: E731


def configure(
    *, find: Callable[[object], str | None], sources: Callable[[object], dict[str, str] | None]
) -> None:
    global _find, _sources
    _find, _sources = find, sources


def avatar_url(user) -> str | None:
    return _find(user)


def avatar_sources(user) -> dict[str, str] | None:
    """Its smaller copies, for the header's small avatar."""
    return _sources(user)
