"""The cache keeps one redis-py client per connection pool (kernel/cache.py), shared by the
process's threads."""

from concurrent.futures import ThreadPoolExecutor

import pytest
from django.conf import settings
from django.core.cache import cache

pytestmark = pytest.mark.skipif(not settings.REDIS_URL, reason="the Redis cache")


def test_every_call_uses_the_same_client_of_its_pool():
    backend = cache._cache
    assert backend.get_client(write=True) is backend.get_client(write=True)
    assert backend.get_client() is backend.get_client(write=True)  # one server: one pool


def test_threads_share_the_client_and_each_reads_its_own_key():
    def round_trip(number: int) -> int:
        cache.set(f"test-cache:{number}", number, 30)
        return cache.get(f"test-cache:{number}")

    with ThreadPoolExecutor(8) as pool:
        assert list(pool.map(round_trip, range(200))) == list(range(200))
    cache.delete_many([f"test-cache:{number}" for number in range(200)])


@pytest.mark.django_db
def test_a_packed_instance_comes_back_as_the_orm_loaded_it(django_assert_num_queries):
    """kernel/cache.py's `packed`, through the cache: its loaded fields and annotations, what
    it holds of related rows, and a deferred field still loaded on use."""
    from django.db.models import Value

    from kernel.cache import packed, unpacked
    from marketplace.profiles.models import Profile
    from marketplace.scheduling.models import Window
    from tests.factories import professional, schedule

    pro = professional()
    schedule(pro, {"days": ["Mon"], "start": "10:00", "end": "12:00", "session_minutes": 30})
    window = Window.objects.select_related("professional").annotate(note=Value("x")).get()
    profile = Profile.objects.only("time_zone").get(pk=pro.pk)

    def again(instance):
        cache.set("test-cache:packed", packed(instance), 30)
        return unpacked(cache.get("test-cache:packed"))

    window_back, profile_back = again(window), again(profile)

    assert type(window_back) is Window and type(profile_back) is Profile
    for back, loaded in ((window_back, window), (profile_back, profile)):
        assert {k: v for k, v in back.__dict__.items() if k != "_state"} == {
            k: v for k, v in loaded.__dict__.items() if k != "_state"
        }
        assert (back._state.adding, back._state.db) == (False, "default")
    assert window_back.note == "x"
    assert window_back.session_starts() == window.session_starts()
    with django_assert_num_queries(0):
        assert window_back.professional.pk == pro.pk  # held, not read again
    with django_assert_num_queries(1):
        assert profile_back.booking_horizon_days == 60  # deferred: loaded on use
    assert again(None) is None
