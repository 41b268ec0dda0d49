"""The web app's entry page and the non-API error pages."""

import json
import re
from functools import cache
from pathlib import Path

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.html import escape

from marketplace.errors import NOT_FOUND, error_body

TITLE_SUFFIX = " - Your Professional Consultation Platform"
CONFIG_MARK = "<!-- app-config -->"
_TITLE = re.compile(r"<title>.*?</title>", re.DOTALL)


@cache
def _read_index(path: Path, mtime: float) -> str:
    return path.read_text(encoding="utf-8")


def render_index(*, title: str | None = None, head: str = "") -> str:
    """index.html of the built web app with this deployment's name and public config."""
    index = settings.WEBAPP_DIST / "index.html"
    html = _read_index(index, index.stat().st_mtime)
    config = {"siteName": settings.SITE_NAME, "analyticsId": settings.ANALYTICS_ID}
    # "</" cannot end the script element early once it is escaped.
    config_json = json.dumps(config).replace("</", "<\\/")
    full_title = title or f"{settings.SITE_NAME}{TITLE_SUFFIX}"
    html = _TITLE.sub(lambda _: f"<title>{escape(full_title)}</title>", html, count=1)
    script = f"<script>window.__APP_CONFIG__ = {config_json};</script>"
    return html.replace(CONFIG_MARK, script + head, 1)


def web_app(request: HttpRequest) -> HttpResponse:
    if not (settings.WEBAPP_DIST / "index.html").is_file():
        return HttpResponse(
            "The web app is not built yet: run `make run`.", status=503, content_type="text/plain"
        )
    return HttpResponse(render_index())


def api_not_found(request: HttpRequest) -> JsonResponse:
    return JsonResponse(error_body(NOT_FOUND), status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    if request.path.startswith("/api/"):
        return JsonResponse(error_body("Something went wrong. Please try again."), status=500)
    page = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Something went wrong</title>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'></head>"
        "<body style='font-family:system-ui,sans-serif;text-align:center;padding:3rem 1rem'>"
        "<h1>Something went wrong</h1><p>Sorry, we could not show this page. "
        "Please try again in a moment.</p><p><a href='/'>Go to the home page</a></p></body></html>"
    )
    return HttpResponse(page, status=500)
