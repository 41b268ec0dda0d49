import pytest

from kernel.paging import MAX_PAGE, paginate
from notifications.models import Notification
from tests.factories import person, token_for

pytestmark = pytest.mark.django_db


def _notifications(user, count: int) -> None:
    Notification.objects.bulk_create(
        Notification(user=user, kind=Notification.Kind.SIGN_IN, text=f"note {n}")
        for n in range(count)
    )


def test_pages_follow_one_another_with_one_query_each(django_assert_num_queries):
    user = person()
    _notifications(user, 12)
    rows = Notification.objects.filter(user=user).order_by("id")
    pages = []
    for number in (1, 2, 3, 4):
        with django_assert_num_queries(1):
            pages.append(paginate(rows, page=number, size=5))
    assert [(len(p.items), p.page, p.has_next) for p in pages] == [
        (5, 1, True),
        (5, 2, True),
        (2, 3, False),
        (0, 4, False),
    ]
    seen = [n.text for p in pages for n in p.items]
    assert seen == [f"note {n}" for n in range(12)]


def test_a_full_last_page_says_nothing_follows():
    assert paginate(list(range(10)), page=1, size=10).has_next is False
    assert paginate(list(range(11)), page=1, size=10).has_next is True


def test_every_paged_list_answers_the_same_shape_and_bounds(api):
    user = person()
    _notifications(user, 11)
    token = token_for(user)
    first = api.get("/notifications", data={"page": 1}, token=token)
    assert first.status == 200
    assert set(first.body) == {"items", "page", "has_next"}
    assert (len(first.body["items"]), first.body["page"], first.body["has_next"]) == (10, 1, True)
    assert set(first.body["items"][0]) == {"id", "kind", "text", "created_at", "read", "path"}
    for page in (0, MAX_PAGE + 1, "two"):
        answer = api.get("/notifications", data={"page": page}, token=token)
        assert answer.status == 422 and "page" in answer.body["fields"]
    last = api.get("/notifications", data={"page": MAX_PAGE}, token=token).body
    assert last == {"items": [], "page": MAX_PAGE, "has_next": False}
