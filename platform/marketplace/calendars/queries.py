"""Reads of the calendar feeds: a user's feed, and what it lists. It sits above bookings and
events and reads them through their own queries (and bookings' calendar), never their
tables."""

import datetime
import hmac
import re

import icalendar
from django.conf import settings
from django.utils import timezone, translation

from kernel import ical, routes
from marketplace.bookings.calendar import appointment_event
from marketplace.bookings.queries import appointments_for_calendar
from marketplace.calendars import texts
from marketplace.calendars.models import CalendarFeed
from marketplace.calendars.services import digest_of
from marketplace.events.models import Event
from marketplace.events.queries import webinars_for_calendar
from notifications.language import language_of

TOKEN = re.compile(r"[A-Za-z0-9_-]{20,64}")
# What a feed lists: what started up to a month ago, up to a year ahead (the longest booking
# horizon is 365 days); what ended (cancelled, rejected, expired) stays listed, cancelled, for
# a month after it ended, so a subscribed calendar that reads it at least that often drops it.
PAST = datetime.timedelta(days=30)
AHEAD = datetime.timedelta(days=366)
ENDED_KEPT = datetime.timedelta(days=30)
# Of each kind at most, soonest first: a calendar client reads every event every hour.
LIMIT = 2000
# How often a client should read it again (REFRESH-INTERVAL, X-PUBLISHED-TTL).
REFRESH = datetime.timedelta(hours=1)
WEBINAR_UID_KIND = "event"


def feed_of(*, user) -> CalendarFeed | None:
    return CalendarFeed.objects.filter(user_id=user.pk).first()


def feed_for_token(token: str) -> CalendarFeed | None:
    """The feed this token opens, if it is on: found by the token's digest (an index), then
    compared in constant time; an inactive account's feed opens nothing."""
    if not TOKEN.fullmatch(token or ""):
        return None
    feed = (
        CalendarFeed.objects.filter(digest=digest_of(token), user__is_active=True)
        .select_related("user")
        .first()
    )
    if feed is None or not hmac.compare_digest(feed.token.encode(), token.encode()):
        return None
    return feed


def _webinar_event(event: Event, *, hosting: bool, site: ical.Site) -> icalendar.Event:
    """A webinar its host runs or its booker holds a confirmed seat at. The response (the
    meeting link) is left to the app's page, which shows it to those who may see it."""
    url = site.link(routes.EVENTS if hosting else routes.MY_EVENTS)
    who = str(texts.HOSTING) if hosting else texts.HOSTED_BY.format(name=event.host.name)
    return ical.event(
        uid=site.uid(WEBINAR_UID_KIND, event.pk),
        starts_at=event.starts_at,
        ends_at=event.ends_at,
        zone=event.time_zone,
        summary=event.title,
        description="\n".join([event.short_description, who, texts.LINK.format(url=url)]),
        url=url,
        status=ical.CONFIRMED,
        modified=event.updated_at,
        location=str(texts.LOCATIONS.get(event.type, "")),
    )


def feed_ics(feed: CalendarFeed, *, site: ical.Site, now=None) -> bytes:
    """The feed's calendar: the user's appointments, both sides, and their webinars, hosted
    and booked, in the zone of each (the professional's, the event's). In the feed owner's
    language: a calendar app fetches it with no cookie, and no person's browser."""
    with translation.override(language_of(feed.user)):
        return _feed_ics(feed, site=site, now=now)


def _feed_ics(feed: CalendarFeed, *, site: ical.Site, now=None) -> bytes:
    now = now or timezone.now()
    since, until = now - PAST, now + AHEAD
    user_id = feed.user_id
    appointments = appointments_for_calendar(
        user_id=user_id, since=since, until=until, ended_since=now - ENDED_KEPT, limit=LIMIT
    )
    webinars = webinars_for_calendar(user_id=user_id, since=since, until=until, limit=LIMIT)
    events = [appointment_event(row, viewer_id=user_id, site=site) for row in appointments]
    events += [_webinar_event(row, hosting=hosting, site=site) for row, hosting in webinars]
    name = texts.CALENDAR_NAME.format(site=settings.SITE_NAME)
    return ical.calendar(events, name=name, refresh=REFRESH)
