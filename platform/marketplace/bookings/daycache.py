"""A day's places without the database: what `slots_of` counts them from (the professional's
booking facts, the date's windows, the appointments around it), kept in Redis per
professional and date and read back in one round trip, no SQL statement.

Exact by tokens, not by time. An entry holds the two tokens it was read under, the
professional's and the date's, and counts only while both are still the current ones; a
token that is gone counts as changed. Every write that can change a day's places drops a
token, from model signals, so no code path can forget to:
- an appointment drops its date's token and its neighbours' (buffers reach across midnight);
- a profile, plan, window, day off or account drops the professional's.

What the professional's token covers (their profile, plans, windows and days off) is
kept in the entry beside what the date's covers (the appointments around it): a date whose
token is gone after a booking, its entry still holding under the professional's, has only
its appointments read again (`read` is given the entry's value then). That part is carried
forward for at most ENTRY_SECONDS from when it was read, as long as a whole entry lives, so
a professional's token drop lost to Redis being away leaves their schedule stale no longer
than it did before, however often the date is booked.

A write drops its token when it commits (with the transaction's frames, in one round trip:
kernel/atcommit.py), so a reader that read the database before the commit stored its entry
under a token that is gone. A read later in the same transaction (a test's, which never
commits) drops them at once before it reads, so it sees the transaction's own writes. A
reader takes the tokens before it reads the database, never after.

What changes with the clock alone (today's date and the horizon, the minimum notice, a hold
that lapses before the worker expires it) is worked out from the cached rows at each read,
so nothing has to expire on time. A day's answer as rendered (`answered`) is kept beside its
entry, under the same tokens, until the first moment the clock alone would change it. Entries
live ENTRY_SECONDS, tokens longer.

Only with Redis (REDIS_URL): one process's own memory would not hear the worker's writes.
When Redis does not answer, the day is read from the database."""

import contextlib
import datetime
import logging
import secrets
import time
from collections.abc import Callable
from typing import TypeVar

from django.conf import settings
from django.core.cache import cache
from django.db.models.signals import post_delete, post_save
from redis.exceptions import RedisError

from kernel import atcommit
from marketplace.accounts.models import User
from marketplace.bookings.models import Appointment
from marketplace.profiles.models import Plan, Profile
from marketplace.scheduling.models import DayOff, Window

log = logging.getLogger(__name__)
T = TypeVar("T")
A = TypeVar("A")

ENTRY_SECONDS = 300
# In the entries' keys: change it when what they hold changes shape (bookings.queries.DayInputs,
# or the entry's tuple), so a new release never unpickles the last one's entries.
SHAPE = 3
TOKEN_SECONDS = 3600


def _professional_key(professional_id: int) -> str:
    return f"day:{professional_id}"


def _day_key(professional_id: int, day: datetime.date) -> str:
    return f"day:{professional_id}:{day.isoformat()}"


# What reads a date from the database: (the value, whether to keep it for the next reader).
# Given the value of an entry whose professional's part still holds (their token is the same),
# it reads the date's part only and keeps the rest.
Read = Callable[[T | None], tuple[T, bool]]


def cached(professional_id: int, day: datetime.date, read: Read[T]) -> T:
    """The date's entry from the cache, else what `read` answers."""
    if not settings.REDIS_URL:
        return read(None)[0]
    return _entry(professional_id, day, read)[0]


def answered(
    professional_id: int,
    day: datetime.date,
    now: datetime.datetime,
    read: Read[T],
    answer: Callable[[T], tuple[A, datetime.datetime]],
) -> A:
    """The date's answer as it was last made (a page's rendered body), while the tokens of
    the entry it was made from are still the current ones and the clock has not reached the
    moment it would change by itself (`answer`'s second value: a hold lapsing, the notice
    reaching a session, midnight). A day's page asked again costs one Redis read, with
    nothing counted or rendered; otherwise it is made from the entry (`cached`'s) and kept
    under that entry's tokens. After a booking, four round trips: the tokens (the date's
    gone) with the answer, the entry (its professional's part still holds), a new token, and
    the answer and entry kept together."""
    if not settings.REDIS_URL:
        return answer(read(None)[0])[0]
    keys = _keys(professional_id, day)
    answer_key, entry_key = f"{keys[1]}:answer:{SHAPE}", _entry_key(keys)
    try:
        tokens, (kept,) = _current(keys, answer_key)
        if kept is not None and None not in tokens and kept[0] == tokens and now < kept[1]:
            return kept[2]
        entry = None
        # The professional's token gone (a change of theirs since) leaves nothing of an entry
        # current: the date is read again, with no round trip for the entry. Else the entry
        # is read on its own, not with the answer: most reads stop at the answer, and would
        # each carry an entry (a kilobyte or two, 27 µs to unpickle) they do not use.
        if tokens[0] is not None:
            tokens, (entry,) = _current(keys, entry_key)
    except RedisError:
        return answer(read(None)[0])[0]
    value, tokens, new = _valued(tokens, entry, keys, read)
    made, until = answer(value)
    if tokens is not None:
        keep = {answer_key: (tokens, until, made)} | ({entry_key: new} if new else {})
        with contextlib.suppress(RedisError):
            cache.set_many(keep, ENTRY_SECONDS)  # one round trip
    return made


def _keys(professional_id: int, day: datetime.date) -> tuple[str, str]:
    return _professional_key(professional_id), _day_key(professional_id, day)


def _entry_key(keys: tuple[str, str]) -> str:
    return f"{keys[1]}:places:{SHAPE}"


def _current(keys: tuple[str, str], *more: str) -> tuple[tuple, list]:
    """The two tokens as they are now, and what the `more` keys hold, in one round trip."""
    if early := atcommit.unseen_deletes(keys):
        cache.delete_many(sorted(early))  # this transaction's writes: its own read sees them
    found = cache.get_many([*keys, *more])
    return tuple(found.get(k) for k in keys), [found.get(k) for k in more]


def _entry(professional_id: int, day: datetime.date, read) -> tuple[T, tuple | None]:
    """The date's entry, and the tokens it holds under (None when it is not kept)."""
    keys = _keys(professional_id, day)
    entry_key = _entry_key(keys)
    try:
        tokens, (entry,) = _current(keys, entry_key)
    except RedisError:
        return read(None)[0], None
    value, tokens, new = _valued(tokens, entry, keys, read)
    if new is not None:
        try:
            cache.set(entry_key, new, ENTRY_SECONDS)
        except RedisError:
            return value, None
    return value, tokens


def _valued(tokens: tuple, entry, keys: tuple[str, str], read: Read) -> tuple:
    """The date's value from `entry` when it holds under the current `tokens`, else read (the
    date's part alone while the professional's token is the entry's): with the tokens it may
    be kept under (None: not to be kept) and, when it was read, the entry to keep (else
    None)."""
    if entry is not None and None not in tokens and entry[0] == tokens:
        return entry[1], tokens, None
    try:
        # Taken before the database is read, never after (see above).
        tokens = tuple(token or _token(key) for token, key in zip(tokens, keys, strict=True))
    except RedisError:
        return read(None)[0], None, None
    # The professional's part of an entry holds while their token is the one it was read
    # under: no change of theirs has committed since (each drops that token). Carried for
    # ENTRY_SECONDS at most from its read (`since`), in case a drop was lost.
    now = time.time()
    carried = entry is not None and entry[0][0] == tokens[0] and now - entry[2] < ENTRY_SECONDS
    value, keep = read(entry[1] if carried else None)
    if keep and None not in tokens:
        return value, tokens, (tokens, value, entry[2] if carried else now)
    return value, None, None


def _token(key: str) -> str | None:
    """A new token, or the one another reader set first."""
    token = secrets.token_hex(8)
    return token if cache.add(key, token, TOKEN_SECONDS) else cache.get(key)


def _drop(keys: list[str]) -> None:
    """The tokens deleted once the transaction commits, with its other Redis commands."""
    names = [cache.make_and_validate_key(key) for key in keys]
    atcommit.at_commit(
        settings.REDIS_URL, lambda pipeline: pipeline.delete(*names),
        failed=lambda error: log.warning("day cache: tokens %s not dropped (%s)", keys, error),
        deletes=frozenset(keys),
    )  # fmt: skip


def professional_changed(professional_id: int) -> None:
    if settings.REDIS_URL:
        _drop([_professional_key(professional_id)])


def appointment_changed(professional_id: int, day: datetime.date) -> None:
    if settings.REDIS_URL:
        one = datetime.timedelta(days=1)
        _drop([_day_key(professional_id, on) for on in (day - one, day, day + one)])


def _appointment(sender, instance: Appointment, **kwargs) -> None:
    appointment_changed(instance.professional_id, instance.day)


def _owned(field: str):
    def changed(sender, instance, **kwargs) -> None:
        professional_changed(getattr(instance, field))

    return changed


# Every model a day's places are read from, and who it belongs to.
WATCHED = {
    Profile: "pk",
    User: "pk",
    Plan: "profile_id",
    Window: "professional_id",
    DayOff: "professional_id",
}


def connect() -> None:
    """Called once from BookingsConfig.ready()."""
    for signal in (post_save, post_delete):
        signal.connect(_appointment, sender=Appointment, dispatch_uid="daycache")
        for model, field in WATCHED.items():
            signal.connect(
                _owned(field), sender=model, weak=False, dispatch_uid=f"daycache-{model.__name__}"
            )
