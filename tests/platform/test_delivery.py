"""How the server answers a phone on a slow network: the web app's assets compressed (brotli or
gzip, written at build time) and cached for good where their name says their content, the page
itself never cached, the API's JSON compressed, uploaded pictures cached for good."""

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.files.base import ContentFile
from django.test import Client

from marketplace.profiles import images, services
from project import preloads
from tests.conftest import WEB_APP_INDEX
from tests.factories import professional
from tests.images import picture

pytestmark = pytest.mark.django_db

SCRIPT = "export function start() { return 'a phone on a slow network'; }\n" * 200


@pytest.fixture
def dist(settings, tmp_path):
    """A built web app as `make` leaves it: hashed assets, then .br and .gz beside them."""
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "index-Dx8_a-3Q.js").write_text(SCRIPT)
    (tmp_path / "favicon.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>" * 40)
    (tmp_path / "index.html").write_text(WEB_APP_INDEX)
    # The same step as the Makefile's and the Dockerfile's.
    subprocess.run([sys.executable, "-m", "whitenoise.compress", "--quiet", tmp_path], check=True)
    settings.WEBAPP_DIST = settings.WHITENOISE_ROOT = tmp_path
    return tmp_path


def test_hashed_assets_are_answered_compressed_and_cached_for_good(dist):
    client = Client()  # a new one: WhiteNoise reads its root when it starts
    brotli = client.get("/assets/index-Dx8_a-3Q.js", headers={"accept-encoding": "gzip, br"})
    assert brotli.status_code == 200
    assert brotli["Content-Encoding"] == "br"
    assert int(brotli["Content-Length"]) * 10 < len(SCRIPT)
    assert brotli["Cache-Control"] == "max-age=315360000, public, immutable"
    assert "Accept-Encoding" in brotli["Vary"]

    older = client.get("/assets/index-Dx8_a-3Q.js", headers={"accept-encoding": "gzip"})
    assert older["Content-Encoding"] == "gzip"
    assert gzip.decompress(b"".join(older.streaming_content)).decode() == SCRIPT

    plain = client.get("/assets/index-Dx8_a-3Q.js")
    assert "Content-Encoding" not in plain
    assert b"".join(plain.streaming_content).decode() == SCRIPT


def test_files_whose_name_may_stay_the_same_are_kept_a_day_and_the_page_never(dist):
    client = Client()
    icon = client.get("/favicon.svg", headers={"accept-encoding": "br"})
    assert icon["Cache-Control"] == "max-age=86400, public"
    pages = (("/", 200), ("/searchList", 200), ("/v/nobody-at-all", 404), ("/index.html", 200))
    for page, status in pages:
        answer = client.get(page, headers={"accept-encoding": "gzip, br"})
        assert answer.status_code == status, page
        assert answer["Cache-Control"] == "no-cache", page


def test_the_apis_json_is_gzipped_for_those_who_accept_it(client):
    for number in range(12):
        professional("Asha", f"Iyer{number}", position="Family Lawyer", category="Lawyer")
    zipped = client.get("/api/v1/professionals/popular", headers={"accept-encoding": "gzip"})
    assert zipped["Content-Encoding"] == "gzip"
    body = gzip.decompress(zipped.content)
    assert len(zipped.content) * 3 < len(body)
    assert b"Family Lawyer" in body
    assert "Content-Encoding" not in client.get("/api/v1/professionals/popular")


def test_uploaded_pictures_are_cached_for_good_and_sent_as_they_are(client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    (tmp_path / "profiles").mkdir()
    (tmp_path / "profiles" / "1-ab12cd34ef56.jpg").write_bytes(b"\xff\xd8\xff" + b"0" * 4000)
    answer = client.get("/media/profiles/1-ab12cd34ef56.jpg", headers={"accept-encoding": "gzip"})
    assert answer["Cache-Control"] == "public, max-age=31536000, immutable"
    assert "Content-Encoding" not in answer  # compressed already: never zipped again


MANIFEST = {
    "index.html": {"file": "assets/index-Dx8_a-3Q.js", "isEntry": True, "imports": ["_vendor.js"]},
    "_vendor.js": {"file": "assets/vendor-Q1w2E3r4.js"},
    "_card.js": {"file": "assets/card-Z9x8C7v6.js", "css": ["assets/card-Aa11Bb22.css"]},
    "src/features/home/pages/home-page.tsx": {
        "file": "assets/home-page-Pp00Oo99.js",
        "css": ["assets/home-page-Ll55Kk44.css"],
        "imports": ["index.html", "_vendor.js", "_card.js"],
    },
}


def test_a_public_page_names_its_own_chunks_so_they_load_beside_the_apps_script(client, built):
    (built / ".vite").mkdir()
    (built / ".vite" / "manifest.json").write_text(json.dumps(MANIFEST))
    (built / "index.html").write_text(
        WEB_APP_INDEX.replace(
            "</head>",
            '<script type="module" src="/assets/index-Dx8_a-3Q.js"></script>'
            '<link rel="modulepreload" href="/assets/vendor-Q1w2E3r4.js"></head>',
        )
    )
    home = client.get("/").content.decode()
    for tag in (
        '<link rel="modulepreload" crossorigin href="/assets/home-page-Pp00Oo99.js">',
        '<link rel="preload" as="style" crossorigin href="/assets/home-page-Ll55Kk44.css">',
        '<link rel="modulepreload" crossorigin href="/assets/card-Z9x8C7v6.js">',
        '<link rel="preload" as="style" crossorigin href="/assets/card-Aa11Bb22.css">',
    ):
        assert home.count(tag) == 1, tag
    # What index.html names already is not named twice.
    assert home.count("vendor-Q1w2E3r4.js") == home.count("index-Dx8_a-3Q.js") == 1
    # Another page preloads only its own; a build without a manifest serves pages as before.
    assert "home-page" not in client.get("/terms").content.decode()
    (built / ".vite" / "manifest.json").unlink()
    assert 'modulepreload" crossorigin' not in client.get("/").content.decode()


def test_every_preloaded_page_module_exists_in_the_web_app():
    webapp = Path(__file__).resolve().parents[2] / "webapp"
    modules = [*preloads.FIRST_PAGES.values(), preloads.PROFILE_PAGE, preloads.EVENT_PAGE]
    for module in modules:
        assert (webapp / module).is_file(), f"{module} moved: update project/preloads.py"
        assert (
            module.removeprefix("src/").removesuffix(".tsx")
            in (webapp / "src" / "app" / "routes.tsx").read_text()
        ), module


def test_a_shared_page_fetches_its_banner_with_the_html(client, built, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    pro = professional("Asha", "Iyer", position="Family Lawyer", category="Lawyer")
    page = client.get(f"/v/{pro.user.username}").content.decode()
    assert '<link rel="preload" as="image" href="/default-banner.svg" fetchpriority="high">' in page

    banner = ContentFile(picture("PNG", size=(1920, 640)), name="b.png")
    profile = services.profile_picture_set(user=pro.user, kind="banner", upload=banner)
    page = client.get(f"/v/{pro.user.username}").content.decode()
    webp = images.sources(profile.banner, kind="banner")["webp"]
    assert (
        f'<link rel="preload" as="image" type="image/webp" imagesrcset="{webp}" '
        f'imagesizes="{preloads.PROFILE_BANNER_SIZES}" fetchpriority="high">'
    ) in page
    assert "-960.webp 960w" in webp


def test_the_preloaded_banner_sizes_are_the_components_own():
    """Were they to differ, the browser would pick another copy than the one it preloaded."""
    features = Path(__file__).resolve().parents[2] / "webapp" / "src" / "features"
    header = (features / "profiles" / "components" / "profile-header.tsx").read_text()
    banner = (features / "events" / "components" / "event-banner.tsx").read_text()
    assert f'"{preloads.PROFILE_BANNER_SIZES}"' in header
    assert f'"{preloads.EVENT_BANNER_SIZES}"' in banner
