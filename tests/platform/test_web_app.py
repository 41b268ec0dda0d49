import json
import re

import pytest
from django.core.files.base import ContentFile

from marketplace.profiles import services
from tests.factories import person, professional
from tests.images import picture

pytestmark = pytest.mark.django_db


def test_every_app_route_serves_the_app_with_this_sites_name(client, settings, built):
    settings.SITE_NAME = "Salah </title><script>"
    settings.ANALYTICS_ID = "G-TEST123"
    for path, status in (
        ("/", 200), ("/signup", 200), ("/terms", 200), ("/shedule/", 200),
        ("/account/devices", 200),
        # Any other address, and a profile or event that is not there: the app (it shows its
        # not-found page), answered 404.
        ("/no/such/page", 404), ("/shedul", 404), ("/view/someone", 404), ("/e/99999", 404),
    ):  # fmt: skip
        response = client.get(path)
        assert response.status_code == status, path
        html = response.content.decode()
        assert (
            "<title>Salah &lt;/title&gt;&lt;script&gt; - Your Professional Consultation Platform"
            "</title>" in html
        )
        # A JSON data block, escaped so that nothing in it can end the element early.
        block = re.search(r'<script id="app-config" type="application/json">(.*?)</script>', html)
        assert json.loads(block.group(1)) == {
            "siteName": "Salah </title><script>",
            "analyticsId": "G-TEST123",
        }
        assert "<script>" not in block.group(1)
        assert "<!-- app-config -->" not in html


def test_without_a_build_the_page_says_how_to_build_it(client, settings, tmp_path):
    settings.WEBAPP_DIST = tmp_path / "missing"
    response = client.get("/")
    assert response.status_code == 503
    assert b"make run" in response.content


def test_the_openapi_docs_are_served(api):
    assert api.get("/docs").status == 200
    schema = api.get("/openapi.json").body
    assert "/api/v1/auth/code" in schema["paths"]


def test_a_shared_profile_link_carries_open_graph_tags(client, settings, built, tmp_path):
    settings.SITE_NAME = "Salah"
    settings.MEDIA_ROOT = tmp_path / "media"
    pro = professional("Asha", "Iyer", position="Family Lawyer", category="Lawyer")
    services.profile_basic_update(
        user=pro.user,
        name="Asha Iyer",
        email="a@example.in",
        position="Family Lawyer",
        about='Twenty years in family courts & "mediation".',
        country="India",
        state="Kerala",
    )
    services.profile_picture_set(
        user=pro.user, kind="image", upload=ContentFile(picture(), name="a.png")
    )
    html = client.get(f"/v/{pro.user.username}").content.decode()
    image = services.profile_of(user=pro.user).image.url
    assert "<title>Asha Iyer - Family Lawyer - Salah</title>" in html
    assert '<meta property="og:title" content="Asha Iyer - Family Lawyer" />' in html
    assert (
        '<meta property="og:description" '
        'content="Twenty years in family courts &amp; &quot;mediation&quot;." />'
    ) in html
    assert f'<meta property="og:image" content="http://testserver{image}" />' in html
    assert f'<meta property="og:url" content="http://testserver/v/{pro.user.username}" />' in html
    assert client.get(f"/view/{pro.pk}").content.decode().count("og:title") == 1


@pytest.mark.parametrize(
    "address",
    [
        "/v/nonexistent", "/view/99999999", "/view/nobody/", "/e/99999", "/e/0", "/e/abc",
        "/e/99999999999999999999", "/e/1/extra",
    ],
)  # fmt: skip
def test_a_link_to_a_profile_or_event_that_is_not_there_answers_404_with_the_app(
    client, built, address
):
    """A deleted or mistyped link shared on WhatsApp: the app (it says what is missing and
    leads on), never a 200 a crawler would index nor a preview of nothing."""
    response = client.get(address)
    assert response.status_code == 404, address
    html = response.content.decode()
    assert '<script id="app-config" type="application/json">' in html
    assert "og:title" not in html
    assert response["Cache-Control"] == "no-cache"


def test_a_client_who_offers_nothing_has_no_public_profile_page(client, built):
    assert client.get(f"/v/{person().username}").status_code == 404
