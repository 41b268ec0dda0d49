"""The web app's entry page and the non-API error pages."""

import functools
import logging
import re
from functools import cache
from pathlib import Path

from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.html import escape, json_script
from django.utils.text import Truncator
from django.utils.translation import gettext_lazy as _
from django.views.decorators.csrf import csrf_exempt
from django.views.static import serve

from kernel import languages, routes
from kernel.errors import (
    NOT_FOUND,
    SOMETHING_WENT_WRONG,
    UNAVAILABLE,
    UNAVAILABLE_RETRY_SECONDS,
    NotFound,
    error_body,
)
from marketplace.events.models import Event
from marketplace.profiles import images
from marketplace.profiles.queries import file_url, profile_by_ref
from project import preloads, seo
from project.csp import NONCE_META, csp_nonce

logger = logging.getLogger(__name__)
TITLE_SUFFIX = _(" - Your Professional Consultation Platform")
CONFIG_MARK = "<!-- app-config -->"
CONFIG_ID = "app-config"
MEDIA_CACHE = "public, max-age=31536000, immutable"
# The installed app's colours: the header's green (app.css --brand) and the page (--bg).
THEME_COLOR = "#0b6e4f"
BACKGROUND_COLOR = "#f6f8f9"
DESCRIPTION = _(
    "Book consultations with verified professionals across India: doctors, lawyers, engineers, "
    "teachers and more."
)
BOOK_WITH = _("Book a consultation with {name}.")
TRY_AGAIN = _("Please try again in a moment")
HOME_LINK = _("Go to the home page")
PAGE_FAILED_TITLE = _("Something went wrong")
PAGE_FAILED = _("Sorry, we could not show this page. Please try again in a moment.")
# What a home screen shows under the icon: longer names are cut off there.
SHORT_NAME_LENGTH = 12
ICONS = [
    {"src": "/icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
    {"src": "/icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
    {
        "src": "/icons/maskable-512.png",
        "sizes": "512x512",
        "type": "image/png",
        "purpose": "maskable",
    },
]
_TITLE = re.compile(r"<title>.*?</title>", re.DOTALL)
_HTML_LANG = '<html lang="en">'
_DESCRIPTION = re.compile(r'<meta name="description" content="[^"]*" />')


@cache
def _read_index(path: Path, mtime: float) -> str:
    return path.read_text(encoding="utf-8")


def render_index(
    request: HttpRequest, *, title: str | None = None, head: str = "", module: str | None = None
) -> str:
    """index.html of the built web app with this deployment's name and public config, and the
    chunks of the page `module` that opens first (see preloads.py).

    The config is a JSON data block, which never runs (the policy allows no inline script);
    the web app reads it at start-up. The nonce lets the app's run-time <style> elements in."""
    index = settings.WEBAPP_DIST / "index.html"
    html = _read_index(index, index.stat().st_mtime)
    config = {"siteName": settings.SITE_NAME, "analyticsId": settings.ANALYTICS_ID}
    full_title = title or f"{settings.SITE_NAME}{TITLE_SUFFIX}"
    html = _TITLE.sub(lambda _: f"<title>{escape(full_title)}</title>", html, count=1)
    # The page's language (kernel/languages), which the app reads to show itself in it.
    language = languages.active()
    html = html.replace(_HTML_LANG, f'<html lang="{language}">', 1)
    if "og:description" not in head:  # a shared page writes its own
        description = f'<meta name="description" content="{escape(DESCRIPTION)}" />'
        html = _DESCRIPTION.sub(lambda _: description, html, count=1)
    else:
        html = _DESCRIPTION.sub("", html, count=1)
    nonce = f'<meta name="{NONCE_META}" content="{csp_nonce(request)}" />'
    head += preloads.language_links(language, named=html, page=module)
    head += preloads.links(module, named=html)
    return html.replace(CONFIG_MARK, nonce + json_script(config, CONFIG_ID) + head, 1)


def page(request: HttpRequest, *, status: int = 200, **index) -> HttpResponse:
    """The web app's page. It names the hashed assets of the current build and carries this
    answer's nonce, so browsers must never reuse it: they ask again each time."""
    response = HttpResponse(render_index(request, **index), status=status)
    response["Cache-Control"] = "no-cache"
    return response


def _not_built() -> HttpResponse | None:
    if (settings.WEBAPP_DIST / "index.html").is_file():
        return None
    return HttpResponse(
        "The web app is not built yet: run `make run`.", status=503, content_type="text/plain"
    )


def web_app(request: HttpRequest) -> HttpResponse:
    """The web app at one of its pages; at any other address the same app (it shows its
    not-found page) with status 404, so that search engines do not index it."""
    path = request.path.rstrip("/") or "/"
    answer = _not_built() or page(request, module=preloads.FIRST_PAGES.get(path))
    if path not in routes.PAGES and answer.status_code == 200:
        answer.status_code = 404
    return answer


def _database_refusal_answered(view):
    """A page the server renders from the database answers 503 with Retry-After while the
    database refuses (restarting, out of connections, a read past its timeout), as the API
    does: never a 500."""

    @functools.wraps(view)
    def page(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except (OperationalError, InterfaceError) as error:
            logger.error("Database unavailable for %s: %s", request.path, error)
            response = _message_page(request, TRY_AGAIN, UNAVAILABLE, status=503)
            response["Retry-After"] = str(UNAVAILABLE_RETRY_SECONDS)
            return response

    return page


@_database_refusal_answered
def profile_page(request: HttpRequest, ref: str) -> HttpResponse:
    """A public profile, with Open Graph tags so a shared link shows a preview. An unknown or
    unlisted one is the app (it says the profile is not found) answered 404, so that a
    crawler drops the link and a link checker reports it."""
    if missing := _not_built():
        return missing
    try:
        profile = profile_by_ref(ref)
    except NotFound:
        return page(request, module=preloads.PROFILE_PAGE, status=404)
    name = profile.user.name
    headline = " - ".join(part for part in (name, profile.position) if part)
    facts = (profile.position, profile.category, profile.state, profile.country)
    summary = profile.about or " · ".join(part for part in facts if part)
    image = file_url(profile.image) or "/default-avatar.svg"
    url = f"/v/{profile.user.username}"
    return _previewed(
        request,
        kind="profile",
        title=headline,
        description=summary or BOOK_WITH.format(name=name),
        image=image,
        url=url,
        card="summary",
        module=preloads.PROFILE_PAGE,
        picture=preloads.picture(
            images.sources(profile.banner, kind="banner"), sizes=preloads.PROFILE_BANNER_SIZES
        ),
        structured=seo.person_data(request, profile, request.build_absolute_uri(url)),
    )


@_database_refusal_answered
def event_page(request: HttpRequest, event_id: str) -> HttpResponse:
    """A public event, with Open Graph tags (title, short description, banner) so a shared
    link previews. Never the event's response: that is for those who booked. An unknown one
    is the app (it says the event is not found) answered 404, as a profile's."""
    if missing := _not_built():
        return missing
    event = Event.objects.select_related("host").filter(pk=int(event_id)).first()
    if event is None:
        return page(request, module=preloads.EVENT_PAGE, status=404)
    url = f"/e/{event.pk}"
    return _previewed(
        request,
        kind="website",
        title=event.title,
        description=event.short_description,
        image=file_url(event.banner) or "/default-banner.svg",
        url=url,
        card="summary_large_image",
        module=preloads.EVENT_PAGE,
        picture=preloads.picture(
            images.sources(event.banner, kind="banner"), sizes=preloads.EVENT_BANNER_SIZES
        ),
        structured=seo.event_data(request, event, request.build_absolute_uri(url)),
    )


def _previewed(
    request, *, kind, title, description, image, url, card, module, picture, structured
) -> HttpResponse:
    """The web app's page with the Open Graph and Twitter tags of a shared link, its
    canonical address and its schema.org data."""
    tags = {
        "og:type": kind,
        "og:site_name": settings.SITE_NAME,
        "og:title": title,
        "og:description": Truncator(description).chars(200),
        "og:image": request.build_absolute_uri(image),
        "og:url": request.build_absolute_uri(url),
        "twitter:card": card,
        "og:locale": f"{languages.active()}_IN",
    }
    head = "".join(
        f'<meta property="{key}" content="{escape(value)}" />' for key, value in tags.items()
    )
    head += f'<meta name="description" content="{escape(tags["og:description"])}" />'
    head += seo.canonical(request, tags["og:url"]) + seo.alternates(tags["og:url"])
    head += seo.json_ld(structured) + picture
    return page(request, title=f"{title} - {settings.SITE_NAME}", head=head, module=module)


def web_manifest(request: HttpRequest) -> JsonResponse:
    """The installable app's manifest, named after this deployment (SITE_NAME); its icons are
    the built web app's (webapp/public/icons)."""
    name = settings.SITE_NAME
    short_name = name if len(name) <= SHORT_NAME_LENGTH else next(iter(name.split()), name)
    short_name = short_name[:SHORT_NAME_LENGTH]
    manifest = {
        "id": "/",
        "name": name,
        "short_name": short_name,
        "description": DESCRIPTION,
        "lang": f"{languages.active()}-IN",
        "dir": "ltr",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "theme_color": THEME_COLOR,
        "background_color": BACKGROUND_COLOR,
        "icons": ICONS,
    }
    response = JsonResponse(manifest, content_type="application/manifest+json")
    response["Cache-Control"] = "no-cache"
    return response


def media(request: HttpRequest, path: str) -> HttpResponse:
    """Uploaded pictures in the embedded set-up; in production the proxy serves /media/.
    Each upload gets a new random name, so a stored file never changes: cached a year."""
    response = serve(request, path, document_root=settings.MEDIA_ROOT)
    response["Cache-Control"] = MEDIA_CACHE
    return response


@csrf_exempt  # an address that is no route is a 404 for every method, never a CSRF 403
def api_not_found(request: HttpRequest) -> JsonResponse:
    return JsonResponse(error_body(NOT_FOUND), status=404)


def _message_page(request: HttpRequest, title: str, text: str, *, status: int) -> HttpResponse:
    # A <style> element with this answer's nonce: the policy refuses style="" attributes.
    page = (
        f"<!doctype html><html lang='{languages.active()}'><head><meta charset='utf-8'>"
        f"<title>{escape(title)}</title>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<style nonce='{csp_nonce(request)}'>"
        "body{font-family:system-ui,sans-serif;text-align:center;padding:3rem 1rem}</style>"
        f"</head><body><h1>{escape(title)}</h1><p>{escape(text)}</p>"
        f"<p><a href='/'>{escape(HOME_LINK)}</a></p></body></html>"
    )
    return HttpResponse(page, status=status)


def server_error(request: HttpRequest) -> HttpResponse:
    if request.path.startswith("/api/"):
        return JsonResponse(error_body(str(SOMETHING_WENT_WRONG)), status=500)
    return _message_page(request, PAGE_FAILED_TITLE, PAGE_FAILED, status=500)
