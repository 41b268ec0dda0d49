"""gunicorn's threaded worker (gthread), told to stop, refusing new connections at once, as
uvicorn does. gunicorn's own closes its listening socket only after its last request has
finished, up to SHUTDOWN_SECONDS later: meanwhile the kernel still queues the connections nginx
opens, nobody accepts them, and they are reset at the end; a POST sent on one is a 502, since
nginx never sends a request twice. Refused, nginx goes to another process straight away.

project/servers.py names it for every gunicorn it starts."""

import socket

from gunicorn.workers.gthread import ThreadWorker


class HttpWorker(ThreadWorker):
    def set_accept_enabled(self, enabled: bool) -> None:
        super().set_accept_enabled(enabled)
        if not self.alive:
            # Its loop is over (no accept can run now): the socket stops listening, and stays
            # open for the worker's own close at the end.
            for listener in self.sockets:
                listener.shutdown(socket.SHUT_RD)
