from django.conf import settings
from django.contrib import admin
from django.contrib.sitemaps.views import sitemap
from django.urls import include, path, re_path

from marketplace.calendars.views import calendar_feed
from project import seo, views
from project.api import api

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/v1/", api.urls),
    re_path(r"^api/", views.api_not_found),
    # Uploaded pictures in the embedded set-up; in production the proxy serves /media/ first.
    re_path(r"^media/(?P<path>.+)$", views.media),
    # The sandbox payment gateway stands in for Razorpay only while no key is configured.
    *(
        [path("sandbox/razorpay/", include("marketplace.payments.sandbox.urls"))]
        if not settings.RAZORPAY_KEY_ID
        else []
    ),
    path("robots.txt", seo.robots_txt),
    path("sitemap.xml", sitemap, {"sitemaps": seo.SITEMAPS}, name="sitemap"),
    # The installable app's manifest; its service worker, /sw.js, is a built file (WhiteNoise).
    path("manifest.webmanifest", views.web_manifest),
    re_path(r"^(?:v|view)/(?P<ref>[^/]+)/?$", views.profile_page),
    re_path(r"^e/(?P<event_id>\d{1,18})/?$", views.event_page),
    # A user's calendar feed (webcal): public, the token is the credential.
    re_path(r"^calendar/(?P<token>[A-Za-z0-9_-]{1,100})\.ics$", calendar_feed),
    # /healthz, /readyz and /metrics never reach this list: the first middleware answers them
    # (project/monitoring.py), since probes and scrapers come by address over plain HTTP.
    re_path(r"^(?!static/|media/|ws/).*$", views.web_app),
]

handler500 = views.server_error
