import pytest

INDEX = """<!doctype html><html><head><meta charset="UTF-8" />
<title>Consultation Marketplace - Your Professional Consultation Platform</title>
<!-- app-config --></head><body><div id="root"></div></body></html>"""


@pytest.fixture
def built(settings, tmp_path):
    (tmp_path / "index.html").write_text(INDEX)
    settings.WEBAPP_DIST = tmp_path
    return tmp_path


def test_every_app_route_serves_the_app_with_this_sites_name(client, settings, built):
    settings.SITE_NAME = "Salah </title><script>"
    settings.ANALYTICS_ID = "G-TEST123"
    for path in ("/", "/signup", "/terms", "/view/someone", "/no/such/page"):
        response = client.get(path)
        assert response.status_code == 200
        html = response.content.decode()
        assert (
            "<title>Salah &lt;/title&gt;&lt;script&gt; - Your Professional Consultation Platform"
            "</title>" in html
        )
        assert 'window.__APP_CONFIG__ = {"siteName": "Salah <\\/title><script>", ' in html
        assert '"analyticsId": "G-TEST123"' in html
        assert "<!-- app-config -->" not in html


def test_without_a_build_the_page_says_how_to_build_it(client, settings, tmp_path):
    settings.WEBAPP_DIST = tmp_path / "missing"
    response = client.get("/")
    assert response.status_code == 503
    assert b"make run" in response.content


def test_the_openapi_docs_are_served(client):
    assert client.get("/api/v1/docs").status_code == 200
    schema = client.get("/api/v1/openapi.json").json()
    assert "/api/v1/auth/code" in schema["paths"]
