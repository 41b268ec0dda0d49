"""Frames counted along their way, so a loss is found by counting, not guessed:

- `published`: numbered and published, counted by the publish script in Redis itself
  (publish.py); `dropped on purpose` there too (a tester's `marketplace:drop:<topic>`);
- per app process: `received` (a frame the process heard on a topic, once however many of its
  sockets watch it: hub.py), `handed` (put in a socket's outbox), `written` (taken by the
  server to write), `dropped: too slow` (the send that found the reader stuck) and
  `dropped: closed` (queued for a socket already closed for it).

A process adds its counts to the Redis hash `marketplace:frames:<host>:<pid>` every
`watch.PING_SECONDS` while it holds sockets (`watch.py`); the load kit reads them all after a
run and prints them beside what its watchers read (loadtests/report/report.py). Without Redis they
stay in the process. Every count also reaches /metrics (`marketplace_frames_total`), handed
over in bulk by `export()` once per frame heard and at each flush."""

import collections
import os
import socket

from kernel import metrics

TOTALS = "marketplace:frames"  # the publish script's own counts
KEEP_SECONDS = 24 * 3600

_pending: collections.Counter = collections.Counter()
_unexported: collections.Counter = collections.Counter()


def count(name: str, amount: int = 1) -> None:
    _pending[name] += amount
    _unexported[name] += amount


def export() -> None:
    """Hand what was counted since the last export to the process's metrics: one update per
    stage, not one per socket and frame."""
    if _unexported:
        counted = dict(_unexported)
        _unexported.clear()
        metrics.frames_counted(counted)


async def flush(client) -> None:
    """Add what was counted since the last flush to this process's hash (an asyncio Redis)."""
    export()
    if not _pending:
        return
    counted = dict(_pending)
    _pending.clear()
    key = f"{TOTALS}:{socket.gethostname()}:{os.getpid()}"
    async with client.pipeline(transaction=False) as pipe:
        for name, amount in counted.items():
            pipe.hincrby(key, name, amount)
        pipe.expire(key, KEEP_SECONDS)
        try:
            await pipe.execute()
        except Exception:
            _pending.update(counted)  # Redis is away: counted again at the next flush
            raise
