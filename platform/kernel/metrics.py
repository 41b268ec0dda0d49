"""What each process measures, in Prometheus' terms (prometheus-client), and the seams that
measure it: every request by its route (RequestMetricsMiddleware), every SQL statement (a
wrapper installed on each database connection as it opens), every Redis command of the cache,
the frames and the socket claims (the Timed* connection classes). The areas and the
infrastructure increment the product's own counters (bookings, frames, sockets, deliveries);
the gauges read from the database at scrape time are the composition's (monitoring.py).

Several processes on one machine (make prod's app processes and the worker; a container's)
share one directory, PROMETHEUS_MULTIPROC_DIR: each writes its values to files of its own
there, and /metrics on any of them sums them all (prometheus-client's multiprocess mode).
Unset (make run, the tests), the values live in the process."""

import os
import socket
import time

import redis
from django.db.backends.signals import connection_created
from django.http import HttpRequest, HttpResponse
from prometheus_client import Counter, Gauge, Histogram, values
from redis import asyncio as aioredis

MULTIPROCESS_DIR = os.environ.get("PROMETHEUS_MULTIPROC_DIR", "")
HOST = socket.gethostname()


def _named() -> str:
    return f"{HOST}-{os.getpid()}"


_name = _named()


def _forked() -> None:
    global _name
    _name = _named()


os.register_at_fork(after_in_child=_forked)


def process_id() -> str:
    """Names this process's files in the shared directory: the host too, so containers that
    share one (docker-compose.yml) never write to each other's files as their pid 1.
    prometheus-client asks at every increment, to see a fork (gunicorn forks its workers);
    the name is made once per process, at import and in each child of a fork, since
    `os.getpid()` is a system call and an app process increments 25-30 times a request
    (loadtests/README.md, "Tenth pass")."""
    return _name


if MULTIPROCESS_DIR:
    # Made by make prod and the compose volume; made here too, for whoever starts a process
    # with only the variable (the fault smoke's topology).
    os.makedirs(MULTIPROCESS_DIR, exist_ok=True)
    # Before any metric exists: each one takes its value class when it is made.
    values.ValueClass = values.MultiProcessValue(process_id)

_FAST = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0)

REQUESTS = Counter(
    "marketplace_http_requests",
    "HTTP requests answered, by route (the URL pattern), method and status.",
    ["route", "method", "status"],
)
REQUEST_SECONDS = Histogram(
    "marketplace_http_request_duration_seconds",
    "Time from the request reaching Django to its answer, by route.",
    ["route"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
)
DATABASE_SECONDS = Histogram(
    "marketplace_db_query_duration_seconds",
    "Time each SQL statement took, as the app waited for it (web processes and worker).",
    buckets=_FAST,
)
REDIS_SECONDS = Histogram(
    "marketplace_redis_command_duration_seconds",
    "Time each Redis command (or pipeline) took, by what the app used it for.",
    ["use"],
    buckets=_FAST,
)
SOCKETS = Gauge(
    "marketplace_sockets_open",
    "WebSockets open now (accepted and within the per-address bound).",
    multiprocess_mode="livesum",
)
FRAMES = Counter(
    "marketplace_frames",
    "Frames along their way: published (to Redis, once), received (by a process, once per "
    "topic), handed (to a socket's outbox), written (to a socket), dropped_closed, "
    "dropped_too_slow (a socket closed 1013), unsent (Redis away when publishing).",
    ["stage"],
)
BOOKINGS = Counter(
    "marketplace_bookings",
    "Bookings made (committed): appointment (a place, held for payment or requested) and "
    "event_seat.",
    ["kind"],
)
DELIVERIES = Counter(
    "marketplace_notification_deliveries",
    "Notifications sent to one place by push, sms or email: sent, failed (retried by the "
    "worker) or gone (a push subscription the service no longer knows).",
    ["channel", "outcome"],
)

# realtime/counters.py's names for the stages, as label values.
_STAGES = {"dropped: closed": "dropped_closed", "dropped: too slow": "dropped_too_slow"}


def frames_counted(counted: dict[str, int]) -> None:
    """Adds realtime's counts (collected per frame in a plain dict, exported here in bulk:
    the fan-out to a thousand sockets must not pay a metric update per socket)."""
    for name, amount in counted.items():
        FRAMES.labels(stage=_STAGES.get(name, name)).inc(amount)


def booked(kind: str) -> None:
    BOOKINGS.labels(kind=kind).inc()


def delivered(channel: str, outcome: str) -> None:
    DELIVERIES.labels(channel=channel, outcome=outcome).inc()


# The database: one wrapper on each connection, whatever thread or process opened it.


def _timed_statement(execute, sql, params, many, context):
    started = time.perf_counter()
    try:
        return execute(sql, params, many, context)
    finally:
        DATABASE_SECONDS.observe(time.perf_counter() - started)


def _time_statements(sender, connection, **kwargs) -> None:
    # Sent on each (re)connect of the same wrapper object (pooled or not): installed once.
    if _timed_statement not in connection.execute_wrappers:
        connection.execute_wrappers.append(_timed_statement)


connection_created.connect(_time_statements, dispatch_uid="kernel.metrics")


# Redis: a connection class that times each command from its send to its (last) answer.


class _TimedMixin:
    # Its use's child of REDIS_SECONDS, found once by `_timed_classes`, not at every answer.
    timed: Histogram
    _sent_at: float | None = None

    def send_packed_command(self, *args, **kwargs):
        self._sent_at = time.perf_counter()
        return super().send_packed_command(*args, **kwargs)

    def read_response(self, *args, **kwargs):
        try:
            return super().read_response(*args, **kwargs)
        finally:
            self._observe()

    def _observe(self) -> None:
        # A pipeline's answers are read one by one: each adds its part, so they sum to the
        # round trip.
        if self._sent_at is not None:
            now = time.perf_counter()
            self.timed.observe(now - self._sent_at)
            self._sent_at = now


class _AsyncTimedMixin(_TimedMixin):
    async def send_packed_command(self, *args, **kwargs):
        self._sent_at = time.perf_counter()
        return await super(_TimedMixin, self).send_packed_command(*args, **kwargs)

    async def read_response(self, *args, **kwargs):
        try:
            return await super(_TimedMixin, self).read_response(*args, **kwargs)
        finally:
            self._observe()


def _timed_classes(use: str, mixin: type, plain: type, tls: type) -> dict[type, type]:
    timed = REDIS_SECONDS.labels(use=use)
    return {
        base: type(f"Timed{base.__name__}", (mixin, base), {"timed": timed})
        for base in (plain, tls)
    }


def redis_pool(url: str, use: str, **options) -> redis.ConnectionPool:
    """A redis-py pool for `url` whose commands are timed under `use`."""
    pool = redis.ConnectionPool.from_url(url, **options)
    classes = _timed_classes(use, _TimedMixin, redis.Connection, redis.SSLConnection)
    pool.connection_class = classes.get(pool.connection_class, pool.connection_class)
    return pool


def redis_client(url: str, use: str, **options) -> redis.Redis:
    return redis.Redis(connection_pool=redis_pool(url, use, **options))


def async_redis_client(url: str, use: str, **options) -> aioredis.Redis:
    pool = aioredis.ConnectionPool.from_url(url, **options)
    classes = _timed_classes(
        use, _AsyncTimedMixin, aioredis.Connection, aioredis.connection.SSLConnection
    )
    pool.connection_class = classes.get(pool.connection_class, pool.connection_class)
    return aioredis.Redis(connection_pool=pool)


class CacheConnectionPool(redis.ConnectionPool):
    """Django's Redis cache (settings.CACHES: rate limits, the day cache, sign-in limits)."""

    def __init__(self, connection_class=redis.Connection, **options):
        classes = _timed_classes("cache", _TimedMixin, redis.Connection, redis.SSLConnection)
        super().__init__(
            connection_class=classes.get(connection_class, connection_class), **options
        )


# Requests.

_METHODS = frozenset(("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"))


class RequestMetricsMiddleware:
    """Counts each request by its route (the URL pattern it resolved to, e.g.
    `api/v1/appointments` or `api/v1/professionals/<int:professional_id>/slots`, never the
    path, so the labels stay few) and times it. What no route answered (WhiteNoise's files, a
    redirect to HTTPS) is `unrouted`."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        started = time.perf_counter()
        response = self.get_response(request)
        match = getattr(request, "resolver_match", None)
        route = (match.route or match.view_name) if match is not None else "unrouted"
        REQUEST_SECONDS.labels(route=route).observe(time.perf_counter() - started)
        method = request.method if request.method in _METHODS else "other"
        REQUESTS.labels(route=route, method=method, status=response.status_code).inc()
        return response
