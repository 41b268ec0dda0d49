"""Sessions just read, kept in this process for a few seconds, so the calls a signed-in page
makes in a burst (open a day, book, list) send no statement to find their caller.

What is kept are the rows' values, never the objects: each request gets instances of its own,
as from a query, so no two requests share (or change) one. An entry is dropped here at once
when its session is revoked or saved, or its user saved (a name changed, an account closed):
`forget` and the signals `connect` wires. Another process keeps serving a session it read for
at most SECONDS after it was revoked there, as a token checked without a lookup would; the
session's expiry is checked on every use, from the kept row."""

import threading
import time

from django.db.models.signals import post_delete, post_save

from marketplace.accounts.models import Session, User

SECONDS = 5.0
SIZE = 10_000

_SESSION_FIELDS = [field.attname for field in Session._meta.concrete_fields]
_USER_FIELDS = [field.attname for field in User._meta.concrete_fields]
_USER_ID = _SESSION_FIELDS.index("user_id")
# key_hash -> (monotonic time read, the session's values, its user's values)
_kept: dict[str, tuple[float, tuple, tuple]] = {}
_lock = threading.Lock()


def get(key_hash: str) -> Session | None:
    """The session read under this key less than SECONDS ago, with its user."""
    entry = _kept.get(key_hash)
    if entry is None or time.monotonic() - entry[0] >= SECONDS:
        return None
    session = Session.from_db("default", _SESSION_FIELDS, entry[1])
    session.user = User.from_db("default", _USER_FIELDS, entry[2])
    return session


def keep(session: Session) -> None:
    values = tuple(getattr(session, name) for name in _SESSION_FIELDS)
    user = tuple(getattr(session.user, name) for name in _USER_FIELDS)
    with _lock:
        _kept.pop(session.key_hash, None)
        while len(_kept) >= SIZE:
            del _kept[next(iter(_kept))]  # the oldest
        _kept[session.key_hash] = (time.monotonic(), values, user)


def forget(key_hash: str) -> None:
    with _lock:
        _kept.pop(key_hash, None)


def forget_user(user_id: int) -> None:
    with _lock:
        for key in [key for key, entry in _kept.items() if entry[1][_USER_ID] == user_id]:
            del _kept[key]


def _session_changed(sender, instance: Session, **kwargs) -> None:
    forget(instance.key_hash)


def _user_changed(sender, instance: User, **kwargs) -> None:
    forget_user(instance.pk)


def connect() -> None:
    """Called once from AccountsConfig.ready()."""
    for signal in (post_save, post_delete):
        signal.connect(_session_changed, sender=Session, dispatch_uid="session_cache")
        signal.connect(_user_changed, sender=User, dispatch_uid="session_cache")
