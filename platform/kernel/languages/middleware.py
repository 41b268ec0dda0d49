from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.deprecation import MiddlewareMixin

QUERY_PARAMETER = "lang"


class LanguageMiddleware(MiddlewareMixin):
    """The answer's language: a page's `?lang=` (which names one language's version of a
    page), else the device's `lang` cookie, then Accept-Language (Django's negotiation);
    `Vary: Cookie, Accept-Language` and `Content-Language` on the answer.

    Django's LocaleMiddleware without what only language-prefixed addresses (i18n_patterns)
    need, which this product does not use: it looked for a language in every request's path
    and worked out, twice a request, whether the address patterns carry one, about a tenth of
    a cheap API call's CPU (loadtests/README.md, "The booking path's CPU")."""

    def process_request(self, request: HttpRequest) -> None:
        asked = request.GET.get(QUERY_PARAMETER, "")
        if asked not in dict(settings.LANGUAGES):
            asked = translation.get_language_from_request(request)
        translation.activate(asked)
        request.LANGUAGE_CODE = translation.get_language()

    def process_response(self, request: HttpRequest, response: HttpResponse) -> HttpResponse:
        # The device's choice is a cookie: an answer in one language is not another's.
        patch_vary_headers(response, ("Cookie", "Accept-Language"))
        response.headers.setdefault("Content-Language", translation.get_language())
        return response
