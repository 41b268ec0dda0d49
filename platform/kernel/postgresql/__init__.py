"""Django's PostgreSQL backend (settings.py names it when connections are pooled), whose pool
checks a connection taken by a request as `check_taken` does (base.py).

psycopg's own check, which Django gives the pool, sends an empty statement on every connection
taken: a round trip a request (43 µs of the app's CPU, a quarter of a kept read's), and a
statement for PostgreSQL, only to learn that the connection the last request gave back still
works (loadtests/README.md, "Eighth pass"). This one sends it only for a connection not taken
in the last QUIET_SECONDS, or whose socket has something to read. PostgreSQL sends nothing on
an idle connection unasked, but when the session ends under it: a restart or a terminated
backend sends its error and closes the socket, which the socket shows at once. What a socket
cannot show is a peer that vanished without closing (its host rebooted, an address moved to
another machine in a failover): only a statement sent finds that out. So under load, where a
connection is taken again within milliseconds, a silent loss of the server in the last few
seconds costs a request on each such connection its first statement (a 503, and the pool
drops the connection); any connection idle for longer gets the round trip, as before."""

import select
import time
import weakref

import psycopg

# A connection not taken for this long is asked with a statement, whatever its socket shows.
QUIET_SECONDS = 5.0

_taken_at: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def check_taken(connection: psycopg.Connection) -> None:
    """Raises when the connection cannot serve; sends nothing while its socket is quiet and it
    was taken in the last QUIET_SECONDS."""
    if connection.closed:
        raise psycopg.OperationalError("the connection is closed")
    now = time.monotonic()
    last, _taken_at[connection] = _taken_at.get(connection), now
    if last is not None and now - last < QUIET_SECONDS:
        poller = select.poll()  # not select(): a process of many sockets has descriptors past 1024
        poller.register(connection.fileno(), select.POLLIN)
        if not poller.poll(0):
            return
    from psycopg_pool import ConnectionPool

    ConnectionPool.check_connection(connection)
