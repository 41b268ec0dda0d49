"""Every write of the calendar feeds: a user turns their feed on, resets its address, or
turns it off."""

import hashlib
import secrets

from django.utils import timezone

from kernel import ratelimit
from kernel.errors import RateLimited
from marketplace.calendars import texts
from marketplace.calendars.models import CalendarFeed

# 32 random bytes: 43 URL-safe characters, 256 bits no one guesses.
TOKEN_BYTES = 32
# A reset is a click; more than this an hour is a script.
CHANGES_PER_HOUR = 20


def digest_of(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def feed_create(*, user) -> CalendarFeed:
    """A new address for the user's feed: turned on, or reset, when it was on (the old
    address answers 404 from this moment)."""
    if not ratelimit.hit(f"calendar-feed:{user.pk}", limit=CHANGES_PER_HOUR, window_seconds=3600):
        raise RateLimited(texts.TOO_MANY_RESETS)
    token = secrets.token_urlsafe(TOKEN_BYTES)
    # One row per user (user is unique): two resets at once leave the later one's token.
    feed, _ = CalendarFeed.objects.update_or_create(
        user=user,
        defaults={"token": token, "digest": digest_of(token), "created_at": timezone.now()},
    )
    return feed


def feed_delete(*, user) -> None:
    """The feed turned off: its address answers 404; subscribed calendars keep what they
    last read until they are removed."""
    CalendarFeed.objects.filter(user_id=user.pk).delete()
