"""The feed itself, outside /api: calendar apps fetch it without signing in (the token in
the address is the credential) and read text/calendar, not JSON."""

import hashlib

from django.http import HttpResponse
from django.utils.cache import get_conditional_response
from django.views.decorators.http import require_safe

from kernel import ical
from marketplace.calendars import queries

# Calendar apps read it about hourly; a few minutes' caching spares a burst of reads, and
# stays private (the address is a secret: no shared cache keeps it).
MAX_AGE_SECONDS = 300


@require_safe
def calendar_feed(request, token: str) -> HttpResponse:
    """GET /calendar/<token>.ics: 404 for a token that is unknown, reset or turned off. The
    same data gives the same text (each DTSTAMP is its event's last change), so an ETag lets
    a client that asks again with If-None-Match get a 304."""
    feed = queries.feed_for_token(token)
    if feed is None:
        return HttpResponse("Not found.", status=404, content_type="text/plain; charset=utf-8")
    body = queries.feed_ics(feed, site=ical.Site.of(request))
    etag = '"' + hashlib.sha256(body).hexdigest()[:32] + '"'
    answer = get_conditional_response(request, etag=etag) or HttpResponse(
        body, content_type="text/calendar; charset=utf-8"
    )
    answer["ETag"] = etag
    answer["Cache-Control"] = f"private, max-age={MAX_AGE_SECONDS}"
    answer["Content-Disposition"] = 'inline; filename="calendar.ics"'
    answer["X-Robots-Tag"] = "noindex, nofollow"
    return answer
