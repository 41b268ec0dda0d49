"""What search engines read: robots.txt, the sitemap of public pages (made on each request,
so it is always current), and the structured data (schema.org JSON-LD) and canonical link of
a shared profile or event page."""

import json

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.html import escape

from kernel import routes
from kernel.languages.middleware import QUERY_PARAMETER
from marketplace.events.models import Event
from marketplace.profiles.queries import file_url, public_profiles

# Everything that is not a page, and the pages behind sign-in.
PRIVATE = ["/admin/", "/api/", "/sandbox/", "/ws/", *routes.SIGNED_IN]


def robots_txt(request: HttpRequest) -> HttpResponse:
    lines = ["User-agent: *", *(f"Disallow: {path}" for path in PRIVATE), "Allow: /"]
    lines.append(f"Sitemap: {request.build_absolute_uri(reverse('sitemap'))}")
    return HttpResponse("\n".join(lines) + "\n", content_type="text/plain; charset=utf-8")


class PagesSitemap(Sitemap):
    changefreq = "weekly"

    def items(self) -> list[str]:
        return routes.PUBLIC

    def location(self, item: str) -> str:
        return item


class ProfilesSitemap(Sitemap):
    changefreq = "weekly"
    limit = 5000

    def items(self):
        return public_profiles().only("user__username", "updated_at")

    def location(self, profile) -> str:
        return routes.profile(profile.user.username)

    def lastmod(self, profile):
        return profile.updated_at


class EventsSitemap(Sitemap):
    """Upcoming events: a past one is not worth a search engine's visit."""

    changefreq = "daily"
    limit = 5000

    def items(self):
        return Event.objects.filter(ends_at__gt=timezone.now()).order_by("starts_at", "id")

    def location(self, event) -> str:
        return routes.event(event.pk)

    def lastmod(self, event):
        return event.updated_at


SITEMAPS = {"pages": PagesSitemap, "professionals": ProfilesSitemap, "events": EventsSitemap}


def json_ld(data: dict) -> str:
    """A JSON-LD block for the head. It is data, not script, so the content policy (no inline
    script) does not apply; <, > and & are escaped so no text can close the element."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    text = text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f'<script type="application/ld+json">{text}</script>'


def canonical(request: HttpRequest, url: str) -> str:
    """The page's own address: with its `?lang=` when it was asked for in one language."""
    asked = request.GET.get(QUERY_PARAMETER, "")
    if asked in dict(settings.LANGUAGES):
        url = f"{url}?{QUERY_PARAMETER}={asked}"
    return f'<link rel="canonical" href="{escape(url)}" />'


def alternates(url: str) -> str:
    """The page in each language (`?lang=`, kernel/languages), and the address without
    one for a reader whose language is neither: search engines show each reader theirs."""
    tags = [
        f'<link rel="alternate" hreflang="{code}" href="{escape(url)}?{QUERY_PARAMETER}={code}" />'
        for code, _name in settings.LANGUAGES
    ]
    tags.append(f'<link rel="alternate" hreflang="x-default" href="{escape(url)}" />')
    return "".join(tags)


def person_data(request: HttpRequest, profile, url: str) -> dict:
    """schema.org Person with the plans as offers, in rupees."""
    data = {
        "@context": "https://schema.org",
        "@type": "Person",
        "name": profile.user.name,
        "url": url,
        "jobTitle": profile.position or None,
        "description": profile.about[:500] or None,
        "image": request.build_absolute_uri(file_url(profile.image)) if profile.image else None,
        "makesOffer": [
            {
                "@type": "Offer",
                "name": plan.name,
                "price": f"{plan.price_paise / 100:.2f}",
                "priceCurrency": "INR",
            }
            for plan in profile.plans.all()
        ],
    }
    return {key: value for key, value in data.items() if value not in (None, [])}


def event_data(request: HttpRequest, event, url: str) -> dict:
    """schema.org Event: online or at a place, free or priced in rupees."""
    online = event.type == Event.Type.ONLINE
    data = {
        "@context": "https://schema.org",
        "@type": "Event",
        "name": event.title,
        "description": event.short_description,
        "url": url,
        "startDate": event.starts_at.isoformat(),
        "endDate": event.ends_at.isoformat(),
        "eventAttendanceMode": "https://schema.org/"
        + ("OnlineEventAttendanceMode" if online else "OfflineEventAttendanceMode"),
        "image": request.build_absolute_uri(file_url(event.banner) or "/default-banner.svg"),
        "organizer": {"@type": "Person", "name": event.host.name},
        "offers": {
            "@type": "Offer",
            "price": f"{event.price_paise / 100:.2f}",
            "priceCurrency": "INR",
            "url": url,
        },
    }
    if online:  # an offline event's place is told to those who book, not to the public
        data["location"] = {"@type": "VirtualLocation", "url": url}
    return data
