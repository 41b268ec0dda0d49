"""The web app's pages are named once on each side: kernel/routes.py for the server (the
links in notifications, robots.txt, the sitemap) and webapp/src/shared/routing/paths.ts for
the web app. Every page the server names must be one the web app serves, spelt the same:
the specification's misspellings included."""

import re
from pathlib import Path

from kernel import routes

PATHS_TS = Path(__file__).resolve().parents[2] / "webapp/src/shared/routing/paths.ts"


def web_app_paths() -> set[str]:
    return set(re.findall(r'^\s+\w+: "(/[^"]*)",$', PATHS_TS.read_text(), re.MULTILINE))


def server_paths() -> set[str]:
    return {
        value
        for name, value in vars(routes).items()
        if name.isupper() and isinstance(value, str) and value.startswith("/")
    }


def test_every_page_the_server_names_is_the_web_apps_spelt_the_same():
    web = web_app_paths()
    assert {"/shedule", "/appoinments", "/yourAppoinments", "/bookAppoinment"} <= web
    assert server_paths() <= web, server_paths() - web


def test_the_misspelt_routes_are_written_nowhere_else():
    """Outside the two routes modules (and tests that check them) no source names them."""
    root = PATHS_TS.parents[4]
    spelt = re.compile(r"[\"'`]/(shedule|appoinments|yourAppoinments|bookAppoinment)\b")
    sources = [*root.glob("platform/marketplace/**/*.py"), *root.glob("webapp/src/**/*.ts*")]
    found = [
        str(path.relative_to(root))
        for path in sources
        if path not in (PATHS_TS, Path(routes.__file__)) and spelt.search(path.read_text())
    ]
    assert found == []
