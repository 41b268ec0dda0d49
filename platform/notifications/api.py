from ninja import Query, Router

from kernel.errors import ErrorOut
from kernel.paging import PageIn
from notifications import preferences
from notifications.models import Notification
from notifications.queries import notifications_page, unread_count
from notifications.schemas import (
    ChoiceOut,
    ChoicesIn,
    CountOut,
    NotificationPageOut,
    ReadIn,
)
from notifications.services import notifications_read

# Signed-in only: project/api.py mounts it with the session auth (this infrastructure
# knows no area).
router = Router(tags=["notifications"])


@router.get("", response={200: NotificationPageOut, 401: ErrorOut, 422: ErrorOut})
def notifications(request, params: Query[PageIn]):
    return notifications_page(user=request.auth.user, page=params.page)


@router.get("/unread-count", response={200: CountOut, 401: ErrorOut})
def notifications_unread_count(request):
    return CountOut(count=unread_count(user=request.auth.user))


@router.post("/read", response={200: CountOut, 401: ErrorOut, 404: ErrorOut, 422: ErrorOut})
def notifications_mark_read(request, payload: ReadIn):
    """Answers the unread count left."""
    return CountOut(count=notifications_read(user=request.auth.user, up_to=payload.up_to))


def _out(choices: list[preferences.Choice]) -> list[ChoiceOut]:
    labels = dict(Notification.Kind.choices)
    return [
        ChoiceOut(
            kind=c.kind,
            label=str(labels[c.kind]),
            about=str(preferences.ABOUT[c.kind]),
            push=c.push,
            sms=c.sms,
            email=c.email,
        )
        for c in choices
    ]


@router.get("/preferences", response={200: list[ChoiceOut], 401: ErrorOut})
def notification_preferences(request):
    """Each kind of notification and the channels it leaves by besides the app (which always
    shows it): what the user chose, else the default."""
    return _out(preferences.choices_of(user=request.auth.user))


@router.put(
    "/preferences", response={200: list[ChoiceOut], 400: ErrorOut, 401: ErrorOut, 422: ErrorOut}
)
def notification_preferences_set(request, payload: ChoicesIn):
    choices = [
        preferences.Choice(c.kind, push=c.push, sms=c.sms, email=c.email) for c in payload.choices
    ]
    return _out(preferences.choices_set(user=request.auth.user, choices=choices))
