"""What the operator's machines ask the app: `/healthz` (the process answers), `/readyz` (it
can serve: the database answers, Redis answers when configured, no migration is unapplied)
and `/metrics` (Prometheus' text format, kernel/metrics.py, plus gauges read from the
database and the queue as they are scraped).

OperatorEndpointsMiddleware answers the three first in MIDDLEWARE, before anything else runs:
a probe or a scraper comes by the container's or the process's address, over plain HTTP, so
the Host check (ALLOWED_HOSTS), the redirect to HTTPS, sessions, CSRF and the request metrics
would refuse it, redirect it, or only cost. A probe never touches a session or writes a log
line."""

import functools
import hmac
import ipaddress
import logging
import os
import time

from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.migrations.executor import MigrationExecutor
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils import timezone
from prometheus_client import (
    CONTENT_TYPE_PLAIN_0_0_4,
    REGISTRY,
    CollectorRegistry,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import GaugeMetricFamily

from kernel import holds, metrics
from marketplace.payments.models import WebhookEvent

logger = logging.getLogger(__name__)

# An answer about migrations is kept this long: a process's code never changes, so what is
# applied changes only when a migrate runs, and a probe every few seconds then costs nothing.
MIGRATIONS_SECONDS = 60
NO_STORE = "no-store"


def _json(body: dict, status: int = 200) -> JsonResponse:
    response = JsonResponse(body, status=status)
    response["Cache-Control"] = NO_STORE
    return response


def healthz(request: HttpRequest) -> HttpResponse:
    return _json({"status": "ok"})


# Readiness.


def _database() -> str:
    with connections[DEFAULT_DB_ALIAS].cursor() as cursor:
        cursor.execute("SELECT 1")
    return "ok"


@functools.cache
def _redis_client(url: str):
    return metrics.redis_client(url, "probe", socket_connect_timeout=1, socket_timeout=1)


def _redis() -> str:
    if not settings.REDIS_URL:
        return "not used"
    _redis_client(settings.REDIS_URL).ping()
    return "ok"


_migrations: dict[str, tuple[float, list[str]]] = {}


def unapplied_migrations() -> list[str]:
    """The migrations of this code that the database lacks ("app.name"), Django's own plan as
    `migrate` would make it; an empty answer is kept MIGRATIONS_SECONDS."""
    kept = _migrations.get(DEFAULT_DB_ALIAS)
    if kept is not None and time.monotonic() - kept[0] < MIGRATIONS_SECONDS:
        return kept[1]
    executor = MigrationExecutor(connections[DEFAULT_DB_ALIAS])
    plan = executor.migration_plan(executor.loader.graph.leaf_nodes())
    missing = [f"{migration.app_label}.{migration.name}" for migration, _ in plan]
    if not missing:
        _migrations[DEFAULT_DB_ALIAS] = (time.monotonic(), missing)
    return missing


def forget_migrations() -> None:
    _migrations.clear()


def _migrations_check() -> str:
    missing = unapplied_migrations()
    if missing:
        return f"{len(missing)} unapplied: {', '.join(missing[:5])}"
    return "ok"


def readyz(request: HttpRequest) -> HttpResponse:
    checks: dict[str, str] = {}
    for name, check in (("database", _database), ("redis", _redis)):
        try:
            checks[name] = check()
        except Exception as error:  # whatever stops it answering is "not ready"
            checks[name] = f"unavailable: {type(error).__name__}"
    if checks["database"] == "ok":
        try:
            checks["migrations"] = _migrations_check()
        except Exception as error:
            checks["migrations"] = f"unknown: {type(error).__name__}"
    else:
        checks["migrations"] = "unknown: the database is unavailable"
    failed = [name for name, result in checks.items() if result not in ("ok", "not used")]
    if failed:
        logger.warning("not ready: %s", "; ".join(f"{name} {checks[name]}" for name in failed))
    body = {"status": "unavailable" if failed else "ready", "checks": checks, "failed": failed}
    return _json(body, status=503 if failed else 200)


# Metrics.


class StateCollector:
    """Gauges read at each scrape, whichever process answers it: cheap counts on indexed
    columns (the held statuses' partial indexes, the waiting webhooks' one) and the queue's
    lengths. What cannot be read (the database or Redis is away) is left out of the answer."""

    def collect(self):
        now = timezone.now()
        held = GaugeMetricFamily(
            "marketplace_holds_active",
            "Places and seats held now for a payment or a waitlist offer, by kind of hold.",
            labels=["kind"],
        )
        try:
            for name in holds.kinds.names():
                kind = holds.kinds[name]
                count = kind.rows.filter(status__in=kind.held, hold_expires_at__gt=now).count()
                held.add_metric([name], count)
            yield held
        except Exception:
            logger.warning("holds not counted for /metrics", exc_info=True)
        try:
            waiting = WebhookEvent.objects.filter(waiting=True).count()
            yield GaugeMetricFamily(
                "marketplace_webhooks_waiting",
                "Razorpay webhooks kept until their payment is captured.",
                value=waiting,
            )
        except Exception:
            logger.warning("waiting webhooks not counted for /metrics", exc_info=True)
        try:
            from huey.contrib.djhuey import HUEY

            queue = GaugeMetricFamily(
                "marketplace_task_queue_depth",
                "Worker tasks waiting: pending (due now) and scheduled (a hold's expiry...).",
                labels=["state"],
            )
            queue.add_metric(["pending"], HUEY.pending_count())
            queue.add_metric(["scheduled"], HUEY.scheduled_count())
            yield queue
        except Exception:
            logger.warning("the task queue not measured for /metrics", exc_info=True)


def _prune_dead_processes() -> None:
    """A process of this host that died (killed, crashed) no longer counts in the live
    gauges (sockets open); its counters stay, as they should."""
    prefix = f"{metrics.HOST}-"
    for name in os.listdir(metrics.MULTIPROCESS_DIR):
        if not (name.startswith("gauge_live") and name.endswith(".db")):
            continue
        process = name.rsplit("_", 1)[1].removesuffix(".db")
        if not process.startswith(prefix):
            continue
        try:
            os.kill(int(process.removeprefix(prefix)), 0)
        except ProcessLookupError:
            multiprocess.mark_process_dead(process, metrics.MULTIPROCESS_DIR)
        except (ValueError, PermissionError):
            continue


def exposition() -> bytes:
    if metrics.MULTIPROCESS_DIR:
        _prune_dead_processes()
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry, path=metrics.MULTIPROCESS_DIR)
        processes = generate_latest(registry)
    else:
        processes = generate_latest(REGISTRY)
    state = CollectorRegistry()
    state.register(StateCollector())
    return processes + generate_latest(state)


def _allowed_address(address: str) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    if ip.version == 6 and ip.ipv4_mapped:
        ip = ip.ipv4_mapped
    return any(ip in network for network in settings.METRICS_ALLOW)


def metrics_view(request: HttpRequest) -> HttpResponse:
    """Only the operator's: off (404) without METRICS_TOKEN; from an address outside
    METRICS_ALLOW, 404 too (nothing to see here); with a wrong or no bearer token, 401."""
    if not settings.METRICS_TOKEN or not _allowed_address(request.META.get("REMOTE_ADDR", "")):
        return HttpResponse(status=404)
    scheme, _, token = request.META.get("HTTP_AUTHORIZATION", "").partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(
        token.strip().encode(), settings.METRICS_TOKEN.encode()
    ):
        response = HttpResponse(status=401)
        response["WWW-Authenticate"] = 'Bearer realm="metrics"'
        return response
    response = HttpResponse(exposition(), content_type=CONTENT_TYPE_PLAIN_0_0_4)
    response["Cache-Control"] = NO_STORE
    return response


ENDPOINTS = {"/healthz": healthz, "/readyz": readyz, "/metrics": metrics_view}


class OperatorEndpointsMiddleware:
    """First in MIDDLEWARE: answers /healthz, /readyz and /metrics (GET or HEAD) itself."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        endpoint = ENDPOINTS.get(request.path_info)
        if endpoint is None or request.method not in ("GET", "HEAD"):
            return self.get_response(request)
        return endpoint(request)
