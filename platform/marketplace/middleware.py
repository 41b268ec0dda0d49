from http import HTTPStatus

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.middleware.gzip import GZipMiddleware

from marketplace.errors import error_body


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
            message = HTTPStatus(response.status_code).phrase + "."
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
