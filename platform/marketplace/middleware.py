from http import HTTPStatus

from django.http import HttpRequest, HttpResponse, JsonResponse

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
