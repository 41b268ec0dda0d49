import logging
import time

from django.http import HttpRequest, HttpResponse

from kernel.logs import context
from kernel.logs.filters import CLEAN
from kernel.logs.redaction import redact

access = logging.getLogger("marketplace.access")
# The methods written as they come; any other is a client's word, and is redacted.
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


class RequestIdMiddleware:
    """First in MIDDLEWARE. Takes the request's id from `X-Request-ID` (nginx sets it: its own
    `$request_id`, or the client's if sane) or makes one, keeps it for everything the request
    does (log lines, the tasks it queues), and answers with it, so a person reporting a
    problem can quote it.

    With LOG_FORMAT=json it also writes the app's access line (method, route, status,
    duration, id): the servers' own are off in production. The route is the URL pattern
    (`api/v1/appointments/<int:appointment_id>`), never the path, which can hold a secret
    (a calendar feed's address). So the line is made only of what cannot hold a secret, and
    skips the redaction filter, which cost a cheap request a tenth of its time
    (loadtests/README.md, "Ninth pass"). The id stays set after the middleware returns, since
    Django logs a 4xx or 5xx after that and the line should carry it too, until the request
    is finished (`forget`)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        request_id = context.accept(request.headers.get(context.HEADER))
        context.bind(request_id)
        request.request_id = request_id
        started = time.perf_counter()
        response = self.get_response(request)
        response[context.HEADER] = request_id
        if access.isEnabledFor(logging.INFO):
            match = getattr(request, "resolver_match", None)
            route = match.route if match is not None and match.route else "(no route)"
            duration_ms = round((time.perf_counter() - started) * 1000, 1)
            method = request.method if request.method in METHODS else redact(request.method)
            access.info(
                "%s %s %s %sms",
                method,
                route,
                response.status_code,
                duration_ms,
                extra={
                    "method": method,
                    "route": route,
                    "status": response.status_code,
                    "duration_ms": duration_ms,
                    CLEAN: True,
                },
            )
        return response


def forget(**kwargs) -> None:
    """On request_finished (LogsConfig.ready): what the thread logs next belongs to no request.
    Under ASGI each request has a context of its own anyway; this is for a WSGI server's
    threads, and the tests' client, which serve one request after another."""
    context.bind(None)
