"""What a transaction asks of Redis once it commits, sent in one round trip: its frames
(realtime.publish) and the day-cache tokens it drops (marketplace.bookings.daycache). A
booking publishes three or four frames and drops three tokens; one command each cost the
booking path a fifth of its CPU (loadtests/README.md, "The booking path's CPU").

Exact as `transaction.on_commit` is: a command queued inside a savepoint that rolls back is
not sent, because each command is marked alive by an on_commit callback of its own, which
Django drops with the savepoint; the batch's callback, kept last, sends those marked, and is
dropped itself with a savepoint that holds all of its commands.
Outside a transaction a command is sent at once, as on_commit would run it.

A batch that cannot be sent (Redis is away) tells each command's `failed`; a command Redis
refuses tells its own. Never the caller's error: the transaction has committed. The batch
runs after the transaction's other callbacks, so one of those that raises (Django's are not
robust unless asked) would stop it: a callback that can fail after the commit registers
itself robust (payments' refund_send does)."""

import functools
import logging
from collections.abc import Callable
from dataclasses import dataclass, field

from django.db import transaction
from redis.client import Pipeline
from redis.exceptions import RedisError

from kernel import metrics

log = logging.getLogger(__name__)


@functools.cache
def _client(url: str):
    return metrics.redis_client(url, "at-commit", socket_timeout=2, socket_connect_timeout=1)


def _ignore(*result) -> None:
    pass


@dataclass(eq=False)
class _Command:
    add: Callable[[Pipeline], object]  # adds exactly one command to the pipeline
    done: Callable[[object], None] = _ignore
    failed: Callable[[Exception], None] = _ignore
    deletes: frozenset[str] = frozenset()
    alive: bool = False
    seen: bool = False  # its deletes done early, for a read in the transaction (unseen_deletes)

    def mark(self) -> None:
        self.alive = True


@dataclass(eq=False)
class _Batch:
    url: str
    savepoints: set[str]
    commands: list[_Command] = field(default_factory=list)

    def __call__(self) -> None:
        # Each command once, should the callback run again (a test's captured callbacks).
        alive = [command for command in self.commands if command.alive]
        self.commands = [command for command in self.commands if not command.alive]
        send(self.url, alive)


def send(url: str, commands: list[_Command]) -> None:
    """The commands in one pipeline (not a MULTI: each stands alone), each told its answer."""
    if not commands:
        return
    pipeline = _client(url).pipeline(transaction=False)
    for command in commands:
        command.add(pipeline)
    try:
        answers = pipeline.execute(raise_on_error=False)
    except (RedisError, OSError) as error:
        for command in commands:
            command.failed(error)
        return
    for command, answer in zip(commands, answers, strict=True):
        try:
            if isinstance(answer, Exception):
                command.failed(answer)
            else:
                command.done(answer)
        except Exception:
            log.exception("a command's answer could not be handled")


def _batch(connection, url: str) -> _Batch:
    """This transaction's batch, moved to the end of its on_commit callbacks (after every
    command's mark, including the one about to be added). Its old place keeps a callback that
    does nothing, so no other callback moves (a test's capture counts them by position)."""
    hooks = connection.run_on_commit
    at = next(
        (i for i, hook in enumerate(hooks) if isinstance(hook[1], _Batch) and hook[1].url == url),
        None,
    )
    now_in = set(connection.savepoint_ids)
    if at is None:
        batch = _Batch(url, savepoints=now_in)
    else:
        batch = hooks[at][1]
        hooks[at] = (hooks[at][0], _ignore, False)
        # Only the savepoints all its commands are in: rolling back one of those undoes them
        # all, and takes the batch with it; rolling back one that holds only some leaves it.
        batch.savepoints &= now_in
    hooks.append((batch.savepoints, batch, False))
    return batch


def at_commit(
    url: str,
    add: Callable[[Pipeline], object],
    *,
    done: Callable[[object], None] = _ignore,
    failed: Callable[[Exception], None] = _ignore,
    deletes: frozenset[str] = frozenset(),
) -> None:
    """`add(pipeline)` adds one command, sent with the rest of the transaction's once it
    commits; then `done(answer)` or `failed(error)`. `deletes`: the keys it deletes, as the
    caller names them, for `unseen_deletes`."""
    command = _Command(add, done, failed, deletes)
    connection = transaction.get_connection()
    if not connection.in_atomic_block:
        command.mark()
        send(url, [command])
        return
    transaction.on_commit(command.mark)
    _batch(connection, url).commands.append(command)


def unseen_deletes(keys) -> set[str]:
    """What this transaction deletes once it commits, of the commands that delete any of
    these keys and that no read in it has been told of yet: a read within the writing
    transaction (a test's, which never commits) deletes them at once to see its own writes,
    once per write."""
    connection = transaction.get_connection()
    if not connection.in_atomic_block:
        return set()
    wanted = set(keys)
    unseen: set[str] = set()
    for _, hook, _ in connection.run_on_commit:
        for command in hook.commands if isinstance(hook, _Batch) else ():
            if not command.seen and not wanted.isdisjoint(command.deletes):
                command.seen = True
                unseen |= command.deletes
    return unseen
