import pytest

from notifications.models import Notification
from tests.factories import person, token_for

pytestmark = pytest.mark.django_db


def test_unread_count_and_marking_read(api):
    user, other = person(), person()
    mine = [Notification.objects.create(user=user, kind="booking", text=f"n{i}") for i in range(3)]
    theirs = Notification.objects.create(user=other, kind="booking", text="x")
    token = token_for(user)
    assert api.get("/notifications/unread-count", token=token).body == {"count": 3}
    answer = api.post("/notifications/read", json={"ids": [mine[0].pk, theirs.pk]}, token=token)
    assert answer.body == {"count": 2}
    theirs.refresh_from_db()
    assert theirs.read_at is None, "read someone else's notification"
    assert api.post("/notifications/read", json={"ids": None}, token=token).body == {"count": 0}
    assert api.get("/notifications/unread-count", token=token).body == {"count": 0}
    assert api.get("/notifications/unread-count").status == 401


@pytest.mark.parametrize("body", ['"x"', "123", "[]", "null", "true", '{"ids": "x"}'])
def test_a_body_that_is_not_the_schemas_marks_nothing_read(api, body):
    """Any body used to mark every notification read (issue 38)."""
    user = person()
    for i in range(5):
        Notification.objects.create(user=user, kind="booking", text=f"n{i}")
    token = token_for(user)
    answer = api.post("/notifications/read", body=body, token=token)
    assert answer.status == 422, answer.body
    assert api.get("/notifications/unread-count", token=token).body == {"count": 5}
