from ninja import Query, Router
from pydantic import Field

from marketplace.accounts.auth import session_auth
from marketplace.errors import ErrorOut
from marketplace.notifications.queries import notifications_page
from marketplace.notifications.schemas import NotificationPageOut
from marketplace.schemas import InputSchema

router = Router(tags=["notifications"], auth=session_auth)


class PageIn(InputSchema):
    page: int = Field(1, ge=1, le=10_000)


@router.get("", response={200: NotificationPageOut, 401: ErrorOut, 422: ErrorOut})
def notifications(request, params: Query[PageIn]):
    items, has_next = notifications_page(user=request.auth.user, page=params.page)
    return {"items": items, "page": params.page, "has_next": has_next}
