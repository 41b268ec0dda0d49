"""The installable app: its manifest (named after the deployment, icons that exist at their
sizes), its service worker at the site root (checked on every load, as JavaScript), and a
policy that lets both in. The browser suite's tests/e2e/test_pwa.py installs it in Chromium."""

import subprocess
import sys
from pathlib import Path

import pytest
from django.test import Client
from PIL import Image

from tests.conftest import WEB_APP_INDEX
from tests.platform.test_csp import directives

pytestmark = pytest.mark.django_db

PUBLIC = Path(__file__).resolve().parents[2] / "webapp" / "public"
WORKER = "self.addEventListener('push', () => {});\n" * 100


@pytest.fixture
def dist(settings, tmp_path):
    """A build as `make` leaves it: the worker beside index.html, then .br and .gz."""
    (tmp_path / "index.html").write_text(WEB_APP_INDEX)
    (tmp_path / "sw.js").write_text(WORKER)
    subprocess.run([sys.executable, "-m", "whitenoise.compress", "--quiet", tmp_path], check=True)
    settings.WEBAPP_DIST = settings.WHITENOISE_ROOT = tmp_path
    return tmp_path


def test_the_manifest_names_this_site_and_opens_the_app_standalone(client, settings):
    settings.SITE_NAME = "Salah"
    response = client.get("/manifest.webmanifest")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/manifest+json"
    assert response["Cache-Control"] == "no-cache"
    manifest = response.json()
    assert manifest["name"] == manifest["short_name"] == "Salah"
    assert manifest["start_url"] == manifest["scope"] == manifest["id"] == "/"
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"] == "#0b6e4f"
    assert manifest["background_color"] == "#f6f8f9"


def test_a_long_site_name_is_shortened_for_the_home_screen(client, settings):
    settings.SITE_NAME = "Consultation Marketplace"
    manifest = client.get("/manifest.webmanifest").json()
    assert manifest["name"] == "Consultation Marketplace"
    assert manifest["short_name"] == "Consultation"


def test_the_manifests_icons_are_the_apps_files_at_their_sizes(client):
    icons = client.get("/manifest.webmanifest").json()["icons"]
    assert {(icon["sizes"], icon["purpose"]) for icon in icons} == {
        ("192x192", "any"),
        ("512x512", "any"),
        ("512x512", "maskable"),
    }
    for icon in icons:
        width, height = map(int, icon["sizes"].split("x"))
        with Image.open(PUBLIC / icon["src"].lstrip("/")) as image:
            assert image.format == "PNG" and icon["type"] == "image/png"
            assert image.size == (width, height)
    # A maskable icon reaches every edge: the launcher cuts its own shape out of it.
    with Image.open(PUBLIC / "icons" / "maskable-512.png") as image:
        assert image.convert("RGBA").getpixel((0, 0))[3] == 255


def test_the_service_worker_is_served_at_the_root_and_checked_on_every_load(dist):
    client = Client()  # a new one: WhiteNoise reads its root when it starts
    for encoding in ("br", ""):
        response = client.get("/sw.js", headers={"accept-encoding": encoding})
        assert response.status_code == 200
        assert response.get("Content-Encoding", "") == encoding
        assert response["Content-Type"].startswith("text/javascript")
        assert response["Cache-Control"] == "no-cache"
    assert b"".join(response.streaming_content).decode() == WORKER


def test_the_policy_lets_the_worker_and_the_manifest_in(client, built):
    policy = directives(client.get("/"))
    assert "'self'" in policy["worker-src"]
    assert policy["manifest-src"] == ["'self'"]
