"""The account's picture. Accounts sit at the bottom of the layering and know no profile; the
profiles area, which owns pictures, registers where to find one in `pictures` from its
AppConfig.ready() (see `wiring`)."""

from collections.abc import Callable
from dataclasses import dataclass

from kernel.wiring import Registry


@dataclass(frozen=True)
class Pictures:
    url: Callable[[object], str | None]
    # Its smaller copies (srcset values by format), for the header's small avatar.
    sources: Callable[[object], dict[str, str] | None]


pictures: Registry[Pictures] = Registry("picture lookup")


def avatar_url(user) -> str | None:
    return next((url for found in pictures if (url := found.url(user))), None)


def avatar_sources(user) -> dict[str, str] | None:
    """Its smaller copies, for the header's small avatar."""
    return next((sources for found in pictures if (sources := found.sources(user))), None)
