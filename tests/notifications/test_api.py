import datetime

import pytest
from django.utils import timezone

from notifications.models import Notification
from realtime import topics
from tests.factories import person, token_for
from tests.frames import capture_frames

pytestmark = pytest.mark.django_db


def notifications_of(user, count: int) -> list[Notification]:
    """`count` of `user`'s, oldest first."""
    return [
        Notification.objects.create(user=user, kind="booking", text=f"n{i}") for i in range(count)
    ]


def test_opening_the_list_reads_what_it_shows_and_older_on_every_device(
    api, django_capture_on_commit_callbacks
):
    """A list shows a page (10) of 13 unread: the badge must clear all the same (issue 41)."""
    user, other = person(), person()
    mine = notifications_of(user, 13)
    theirs = notifications_of(other, 1)[0]
    token = token_for(user)
    assert api.get("/notifications/unread-count", token=token).body == {"count": 13}
    newest_shown = api.get("/notifications", token=token).body["items"][0]["id"]
    assert newest_shown == mine[-1].pk
    with capture_frames(topics.user(user.pk)) as captured:
        with django_capture_on_commit_callbacks(execute=True):
            answer = api.post("/notifications/read", json={"up_to": newest_shown}, token=token)
        frames = captured.receive()
    assert answer.status == 200 and answer.body == {"count": 0}
    assert api.get("/notifications/unread-count", token=token).body == {"count": 0}
    # The user's other tabs and devices hear it, and clear their badge.
    assert [(f["type"], f["data"]) for f in frames] == [
        ("notification.read", {"up_to": newest_shown})
    ]
    theirs.refresh_from_db()
    assert theirs.read_at is None, "read someone else's notification"

    # One that arrives after the list was read stays unread; reading again changes nothing.
    later = Notification.objects.create(user=user, kind="booking", text="later")
    with capture_frames(topics.user(user.pk)) as captured:
        with django_capture_on_commit_callbacks(execute=True):
            again = api.post("/notifications/read", json={"up_to": newest_shown}, token=token)
        assert captured.receive(timeout=0.3) == [], "nothing was read: nothing to tell"
    assert again.body == {"count": 1}
    later.refresh_from_db()
    assert later.read_at is None


def test_the_list_is_read_in_its_own_order_not_by_id(api):
    """Newest first by when it was made: a row made earlier may have the larger id."""
    user = person()
    shown, newer, older = notifications_of(user, 3)
    now = timezone.now()
    for notification, minutes in ((shown, 2), (newer, 1), (older, 3)):
        Notification.objects.filter(pk=notification.pk).update(
            created_at=now - datetime.timedelta(minutes=minutes)
        )
    token = token_for(user)
    assert api.post("/notifications/read", json={"up_to": shown.pk}, token=token).body == {
        "count": 1
    }
    assert [n.read_at is None for n in (shown, newer, older) if not n.refresh_from_db()] == [
        False, True, False
    ]  # fmt: skip


def test_only_a_list_of_ones_own_is_read(api):
    user, other = person(), person()
    notifications_of(user, 2)
    theirs = notifications_of(other, 1)[0]
    token = token_for(user)
    refused = api.post("/notifications/read", json={"up_to": theirs.pk}, token=token)
    assert refused.status == 404
    assert refused.body == {"message": "This notification does not exist.", "fields": {}}
    assert api.get("/notifications/unread-count", token=token).body == {"count": 2}
    assert api.post("/notifications/read", json={"up_to": theirs.pk}).status == 401
    assert api.get("/notifications/unread-count").status == 401


@pytest.mark.parametrize(
    "body",
    ['"x"', "123", "[]", "null", "true", "{}", '{"up_to": "x"}', '{"up_to": null}',
     '{"up_to": 0}', '{"up_to": 1.5}', '{"up_to": 99999999999999999999999}', '{"ids": null}'],
)  # fmt: skip
def test_a_body_that_is_not_the_schemas_marks_nothing_read(api, body):
    """Any body used to mark every notification read (issue 38)."""
    user = person()
    notifications_of(user, 5)
    token = token_for(user)
    answer = api.post("/notifications/read", body=body, token=token)
    assert answer.status == 422, answer.body
    assert api.get("/notifications/unread-count", token=token).body == {"count": 5}
