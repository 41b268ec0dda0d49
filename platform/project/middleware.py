from http import HTTPStatus

from django.contrib.auth.middleware import AuthenticationMiddleware
from django.contrib.messages.middleware import MessageMiddleware
from django.contrib.sessions.middleware import SessionMiddleware
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.middleware.gzip import GZipMiddleware
from django.utils.translation import gettext_lazy as _

from kernel.errors import error_body

# The answers Django gives under /api/ before ninja, by status (else the status's English
# phrase): translated, as every other API message.
PHRASES = {
    400: _("Bad Request."),
    403: _("Forbidden."),
    404: _("Not Found."),
    405: _("Method Not Allowed."),
    413: _("Request Entity Too Large."),
    500: _("Internal Server Error."),
}


class ApiErrorShapeMiddleware:
    """Gives the few errors Django answers before ninja sees the request (405, a CSRF 403)
    the API's one error shape, so a client never has to parse HTML or plain text."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if (
            request.path.startswith("/api/")
            and response.status_code >= 400
            and not response.get("Content-Type", "").startswith("application/json")
        ):
            status = response.status_code
            message = PHRASES.get(status, f"{HTTPStatus(status).phrase}.")
            shaped = JsonResponse(error_body(message), status=response.status_code)
            if response.has_header("Allow"):
                shaped["Allow"] = response["Allow"]
            return shaped
        return response


class TextGZipMiddleware(GZipMiddleware):
    """Django's gzip (with its padding against BREACH) for the API's JSON and the pages, where a
    phone on a slow network gains most. Not for pictures, which are compressed already; the
    web app's assets are answered pre-compressed by WhiteNoise, before this runs. Behind nginx
    in production the proxy's own gzip finds these already done."""

    COMPRESSED_TYPES = ("application/json", "text/html", "text/plain", "text/csv")

    def process_response(self, request, response):
        if response.get("Content-Type", "").split(";")[0] not in self.COMPRESSED_TYPES:
            return response
        return super().process_response(request, response)


class SyncChainMiddleware:
    """Last in MIDDLEWARE, so that under ASGI the whole chain runs in one thread, once.
    Django runs a middleware that can be either in the mode of the one inside it; the views
    are synchronous, so without this each of Django's own middleware (async-capable) would hop
    to a thread and back for every hook it has, about ten hops a request (loadtests/README.md,
    "The booking path at the database's pace")."""

    sync_capable = True
    async_capable = False

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)


class PagesOnly:
    """Mixed into a middleware meant for pages, it skips the API (`/api/`): the API signs in
    by bearer token (accounts/auth.py sets `request.user`), keeps no session and shows no
    flash messages, so a JSON call pays none of that (loadtests/README.md,
    "Against Django's floor"). The admin and the other pages get it as before; each is still
    a subclass of Django's own, which the admin's checks look for."""

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path_info.startswith("/api/"):
            return self.get_response(request)
        return super().__call__(request)


class PageSessionMiddleware(PagesOnly, SessionMiddleware):
    pass


class PageAuthenticationMiddleware(PagesOnly, AuthenticationMiddleware):
    pass


class PageMessageMiddleware(PagesOnly, MessageMiddleware):
    pass
