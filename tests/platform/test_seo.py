"""What search engines read: robots.txt, a sitemap of the public pages that follows what is
public right now, and the canonical link and schema.org data of shared pages."""

import datetime
import json
import re
import xml.etree.ElementTree as ET

import pytest
from django.utils import timezone

from marketplace.events import services as events
from marketplace.profiles.models import Profile
from tests.factories import person, professional

pytestmark = pytest.mark.django_db
NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}


def locations(client) -> list[str]:
    answer = client.get("/sitemap.xml")
    assert answer.status_code == 200 and answer["Content-Type"].startswith("application/xml")
    tree = ET.fromstring(answer.content)  # noqa: S314 (our own server's answer, in a test)
    return [loc.text for loc in tree.findall("s:url/s:loc", NS)]


def event(host, *, days: int, price: int = 0, title: str = "GST for freelancers"):
    draft = events.EventDraft(
        title=title, short_description="Filing, simply.", description="",
        response="<p>https://meet.google.com/abc</p>",
        date=(timezone.now() + datetime.timedelta(days=days)).date(), start=datetime.time(10),
        end=datetime.time(11), seats=None, type="Online", price=price,
    )  # fmt: skip
    return events.event_create(host=host, draft=draft)


def structured(html: str) -> dict:
    found = re.search(r'<script type="application/ld\+json">(.*?)</script>', html, re.DOTALL)
    assert found, html
    return json.loads(found.group(1))


def test_robots_keeps_crawlers_to_public_pages_and_names_the_sitemap(client):
    answer = client.get("/robots.txt")
    assert answer.status_code == 200 and answer["Content-Type"].startswith("text/plain")
    text = answer.content.decode()
    for private in ("/admin/", "/api/", "/account", "/paymentDashboard", "/withdraw"):
        assert f"Disallow: {private}\n" in text
    assert "Sitemap: http://testserver/sitemap.xml" in text


def test_the_sitemap_lists_public_profiles_and_upcoming_events_only(client):
    shown = professional("Asha", "Iyer")
    hidden = professional("Ravi", "Kumar")
    Profile.objects.filter(pk=hidden.pk).update(unlisted=True)
    client_only = person("Meera", "Nair")  # offers no plan: not a public profile
    upcoming = event(shown.user, days=3)
    past = event(shown.user, days=3)
    past.starts_at -= datetime.timedelta(days=10)
    past.ends_at -= datetime.timedelta(days=10)
    past.save(update_fields=["starts_at", "ends_at"])
    found = locations(client)
    assert "http://testserver/" in found and "http://testserver/searchList" in found
    assert f"http://testserver/v/{shown.user.username}" in found
    assert f"http://testserver/e/{upcoming.pk}" in found
    for absent in (f"/v/{hidden.user.username}", f"/v/{client_only.username}", f"/e/{past.pk}"):
        assert f"http://testserver{absent}" not in found
    # Kept current: a professional unlisted now is gone on the next read.
    Profile.objects.filter(pk=shown.pk).update(unlisted=True)
    assert f"http://testserver/v/{shown.user.username}" not in locations(client)


def test_a_profile_page_has_its_canonical_link_and_person_data(client, built):
    pro = professional("Asha", "Iyer", position="Family Lawyer", price=750)
    html = client.get(f"/view/{pro.pk}").content.decode()
    url = f"http://testserver/v/{pro.user.username}"
    assert f'<link rel="canonical" href="{url}" />' in html
    data = structured(html)
    assert (data["@type"], data["name"], data["url"], data["jobTitle"]) == (
        "Person", "Asha Iyer", url, "Family Lawyer",
    )  # fmt: skip
    assert data["makesOffer"] == [
        {"@type": "Offer", "name": "Consultation", "price": "750.00", "priceCurrency": "INR"}
    ]


def test_an_event_page_has_event_data_and_no_text_can_close_the_block(client, built):
    host = professional("Asha", "Iyer")
    title = "Tax </script><script>alert(1)</script>"
    shown = event(host.user, days=3, price=499, title=title)
    html = client.get(f"/e/{shown.pk}").content.decode()
    assert "<script>alert(1)" not in html
    data = structured(html)
    assert data["@type"] == "Event" and data["name"] == title
    assert data["offers"]["price"] == "499.00" and data["offers"]["priceCurrency"] == "INR"
    assert data["eventAttendanceMode"] == "https://schema.org/OnlineEventAttendanceMode"
    assert data["organizer"] == {"@type": "Person", "name": "Asha Iyer"}
    assert f'<link rel="canonical" href="http://testserver/e/{shown.pk}" />' in html
