from ninja import Router, Status

from kernel.errors import ErrorOut
from marketplace.accounts.auth import session_auth
from marketplace.calendars import queries, services
from marketplace.calendars.schemas import FeedOut

router = Router(tags=["calendar"], auth=session_auth)
ERRORS = {401: ErrorOut}


def feed_out(request, feed) -> dict | None:
    if feed is None:
        return None
    url = request.build_absolute_uri(f"/calendar/{feed.token}.ics")
    webcal = "webcal://" + url.split("://", 1)[1]
    return {"url": url, "webcal_url": webcal, "created_at": feed.created_at}


@router.get("/feed", response={200: FeedOut | None, **ERRORS})
def feed(request):
    """The signed-in user's calendar feed: its addresses, or null while it is off."""
    return feed_out(request, queries.feed_of(user=request.auth.user))


@router.post("/feed", response={200: FeedOut, 429: ErrorOut, **ERRORS})
def feed_reset(request):
    """Turn the feed on, or give it a new address (the old one answers 404 at once)."""
    return feed_out(request, services.feed_create(user=request.auth.user))


@router.delete("/feed", response={204: None, **ERRORS})
def feed_off(request):
    """Turn the feed off: its address answers 404."""
    services.feed_delete(user=request.auth.user)
    return Status(204, None)
