from ninja import Query, Router

from marketplace.errors import ErrorOut
from marketplace.notifications.queries import notifications_page
from marketplace.notifications.schemas import NotificationPageOut
from marketplace.paging import PageIn

# Signed-in only: marketplace/api.py mounts it with the session auth (this infrastructure
# knows no area).
router = Router(tags=["notifications"])


@router.get("", response={200: NotificationPageOut, 401: ErrorOut, 422: ErrorOut})
def notifications(request, params: Query[PageIn]):
    return notifications_page(user=request.auth.user, page=params.page)
