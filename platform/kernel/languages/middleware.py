from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.middleware.locale import LocaleMiddleware
from django.utils import translation
from django.utils.cache import patch_vary_headers

QUERY_PARAMETER = "lang"


class LanguageMiddleware(LocaleMiddleware):
    """Django's LocaleMiddleware (the cookie, then Accept-Language; `Vary: Accept-Language` on
    the answer) under a page's `?lang=`, which names one language's version of a page."""

    def process_request(self, request: HttpRequest) -> None:
        asked = request.GET.get(QUERY_PARAMETER, "")
        if asked in dict(settings.LANGUAGES):
            translation.activate(asked)
            request.LANGUAGE_CODE = asked
        else:
            super().process_request(request)

    def process_response(self, request: HttpRequest, response: HttpResponse) -> HttpResponse:
        # The device's choice is a cookie: an answer in one language is not another's.
        patch_vary_headers(response, ("Cookie",))
        return super().process_response(request, response)
