"""The one way a lower layer reaches what only an upper one knows (docs/architecture.md,
"Wiring"). Dependencies point down, so a lower module never imports an upper one; instead it
declares a `Registry` of what it needs, typed, and each upper area registers its entries from
its `AppConfig.ready()`. Every process runs ready() once Django is set up (the web server, the
worker, a management command), so the lower module finds every entry whatever happened to be
imported. This is a package of its own that imports nothing of ours, so that realtime (which
knows no area) and the marketplace's layers can both use it. Where the registries are:

- realtime: topic kinds (`topics.kinds`) and socket authenticators (`auth.authenticators`)
- notifications: the SMS sender, the e-mail lookup and the push devices (`channels.sms`,
  `channels.addresses`, `channels.devices`)
- accounts: where a user's picture is found (`avatars.pictures`) and who hears of a rename
  (`services.renamed`)
- scheduling: who hears that a schedule changed (`hooks.listeners`)
- payments: what can be bought (`purposes.purposes`) and who hears of money moving
  (`observers.observers`)
- holds: the kinds of payment hold that lapse (`holds.kinds`)
- coupons: a code's uses (`uses.uses`) and a host's webinars (`uses.webinars`)
- packages: who hears that a credit's part of a package's share moved (`hooks.earnings`)
"""

from collections.abc import Iterator
from typing import Generic, TypeVar

T = TypeVar("T")


class NotRegistered(LookupError):
    pass


class Registry(Generic[T]):
    """Entries by name. Registering a name again replaces its entry, so a ready() that runs
    twice (a test's fresh process, Django's autoreloader) leaves one entry, not two."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._entries: dict[str, T] = {}

    def register(self, name: str, entry: T) -> T:
        self._entries[name] = entry
        return entry

    def unregister(self, name: str) -> None:
        self._entries.pop(name, None)

    def __getitem__(self, name: str) -> T:
        try:
            return self._entries[name]
        except KeyError:
            raise NotRegistered(self._missing(repr(name))) from None

    def get(self, name: str) -> T | None:
        return self._entries.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self._entries

    def __iter__(self) -> Iterator[T]:
        """The entries, in the order they were first registered."""
        return iter(list(self._entries.values()))

    def names(self) -> list[str]:
        return list(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def only(self) -> T:
        """The one entry, where exactly one area provides the thing."""
        if len(self._entries) != 1:
            raise NotRegistered(self._missing(f"(one expected, {len(self._entries)} found)"))
        return next(iter(self._entries.values()))

    def _missing(self, detail: str) -> str:
        return f"No {self.what} {detail}: an area registers it from its AppConfig.ready()."
