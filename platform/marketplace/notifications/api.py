from ninja import Query, Router

from marketplace.errors import ErrorOut
from marketplace.notifications.queries import notifications_page, unread_count
from marketplace.notifications.schemas import CountOut, NotificationPageOut, ReadIn
from marketplace.notifications.services import notifications_read
from marketplace.paging import PageIn

# Signed-in only: marketplace/api.py mounts it with the session auth (this infrastructure
# knows no area).
router = Router(tags=["notifications"])


@router.get("", response={200: NotificationPageOut, 401: ErrorOut, 422: ErrorOut})
def notifications(request, params: Query[PageIn]):
    return notifications_page(user=request.auth.user, page=params.page)


@router.get("/unread-count", response={200: CountOut, 401: ErrorOut})
def notifications_unread_count(request):
    return CountOut(count=unread_count(user=request.auth.user))


@router.post("/read", response={200: CountOut, 401: ErrorOut, 422: ErrorOut})
def notifications_mark_read(request, payload: ReadIn):
    """Answers the unread count left."""
    return CountOut(count=notifications_read(user=request.auth.user, ids=payload.ids))
