"""Django's PostgreSQL backend (settings.py names it when connections are pooled), whose pool
checks a connection taken by a request as `check_taken` does (base.py).

psycopg's own check, which Django gives the pool, sends an empty statement on every connection
taken: a round trip a request (43 µs of the app's CPU, a quarter of a kept read's), and a
statement for PostgreSQL, only to learn that the connection the last request gave back still
works (loadtests/README.md, "Eighth pass"). This one asks the socket first. PostgreSQL sends
nothing on an idle connection unasked, but when the session ends under it: a restart or a
terminated backend sends its error and closes the socket. So a socket with nothing to read is
as the last statement left it, and is taken without a word; one with something to read (that
goodbye, or a notice) gets psycopg's own check, which reads it and refuses the connection if
it is dead. The pool then drops it and takes another, as before.

What neither check sees is a server that vanished without closing (its host gone): the
empty statement would wait as long as the request's own first statement now does."""

import select

import psycopg


def check_taken(connection: psycopg.Connection) -> None:
    """Raises when the connection cannot serve; sends nothing while its socket is quiet."""
    if connection.closed or connection.broken:
        raise psycopg.OperationalError("the connection is closed")
    poller = select.poll()  # not select(): a process of many sockets has descriptors past 1024
    poller.register(connection.fileno(), select.POLLIN)
    if poller.poll(0):
        from psycopg_pool import ConnectionPool

        ConnectionPool.check_connection(connection)
