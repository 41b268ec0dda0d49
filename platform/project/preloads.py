"""What the first paint of a public page needs, named in its HTML.

Each page of the web app is its own chunk, which the app's script asks for only once it has
run: on a phone on a slow network that is a round trip (and a few hundred milliseconds) before
anything of the page can paint. The build's manifest (Vite's, dist/.vite/manifest.json) says
which files a page's module is built into; the server names them in the page's head, so the
browser fetches them beside the app's own script."""

import json
import re
from functools import cache
from pathlib import Path

from django.conf import settings
from django.utils.html import escape

from kernel import routes

# The page module each public address opens first (webapp/src/app/routes.tsx).
FIRST_PAGES = {
    routes.HOME: "src/features/home/pages/home-page.tsx",
    routes.SEARCH: "src/features/search/pages/search-list-page.tsx",
    routes.EVENT_SEARCH: "src/features/events/pages/event-search-page.tsx",
    routes.SIGN_IN: "src/features/auth/pages/sign-in-page.tsx",
}
# Hindi (webapp/src/shared/i18n/hindi.ts, with the frame's texts, and a catalogue chunk a
# feature): what a page in Hindi waits for before it draws, so the server names it beside the
# app's script. Not its font, which would hold the script back on a slow network
# (devanagari-font.ts).
LANGUAGE_MODULES = {"hi": "src/shared/i18n/hindi.ts"}
CATALOGUE = "src/shared/i18n/locales/{language}/{namespace}.json"
_FEATURE = re.compile(r"^src/features/([\w-]+)/")
PROFILE_PAGE = "src/features/profiles/pages/public-profile-page.tsx"
EVENT_PAGE = "src/features/events/pages/public-event-page.tsx"


@cache
def _manifest(path: Path, mtime: float) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _read() -> dict:
    path = settings.WEBAPP_DIST / ".vite" / "manifest.json"
    try:
        return _manifest(path, path.stat().st_mtime)
    except (OSError, ValueError):  # a build without a manifest: pages still work, a bit later
        return {}


def links(module: str | None, *, named: str) -> str:
    """<link> tags for the chunks and styles of `module` and what it imports, leaving out
    those the page (`named`, its HTML) names already."""
    manifest = _read()
    tags: list[str] = []
    seen: set[str] = set()

    def walk(key: str) -> None:
        chunk = manifest.get(key)
        if chunk is None or key in seen:
            return
        seen.add(key)
        if f"/{chunk['file']}" not in named:
            tags.append(f'<link rel="modulepreload" crossorigin href="/{escape(chunk["file"])}">')
        for style in chunk.get("css", []):
            if f"/{style}" not in named:
                tags.append(f'<link rel="preload" as="style" crossorigin href="/{escape(style)}">')
        for imported in chunk.get("imports", []):
            walk(imported)

    if module:
        walk(module)
    return "".join(tags)


def language_links(language: str, *, named: str, page: str | None = None) -> str:
    """For a page in a language other than English: the language's module and style (the
    frame's texts are in it), and the texts of the page's feature (`page`, its module)."""
    module = LANGUAGE_MODULES.get(language)
    if module is None:
        return ""
    tags = links(module, named=named)
    if feature := _FEATURE.match(page or ""):
        tags += links(CATALOGUE.format(language=language, namespace=feature[1]), named=named + tags)
    return tags


# The largest picture of a shared profile or event page, and the `sizes` its component shows
# it at (features/profiles/components/profile-header.tsx, features/events/components/
# event-banner.tsx): the same, so the browser picks the copy it preloaded.
PROFILE_BANNER_SIZES = "(min-width: 960px) 926px, calc(100vw - 34px)"
EVENT_BANNER_SIZES = "(min-width: 960px) 928px, calc(100vw - 32px)"
DEFAULT_BANNER = "/default-banner.svg"


def picture(sources: dict[str, str] | None, *, sizes: str) -> str:
    """A <link> that fetches the page's largest picture at high priority as soon as the HTML
    arrives, not once the app has run and asked the API for it: the WebP copy the browser will
    pick for `sizes`, or the default banner when there is none."""
    if sources is None:
        return f'<link rel="preload" as="image" href="{DEFAULT_BANNER}" fetchpriority="high">'
    return (
        f'<link rel="preload" as="image" type="image/webp" imagesrcset="{escape(sources["webp"])}"'
        f' imagesizes="{escape(sizes)}" fetchpriority="high">'
    )
