"""The day cache (bookings/daycache.py) is never stale: after every change a day's places can
see, the booking page's answer from a warm cache is the answer an empty cache gives, and the
change shows in it (so no case passes by changing nothing)."""

import datetime
from types import SimpleNamespace
from zoneinfo import ZoneInfo

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from kernel import holds
from marketplace.bookings import decisions, paying
from marketplace.bookings import services as bookings
from marketplace.profiles import services as profiles
from marketplace.scheduling import services as scheduling
from marketplace.scheduling.models import DAYS
from marketplace.scheduling.queries import Rules
from tests.factories import book, person, professional, schedule, upcoming
from tests.frames import capture_frames

pytestmark = pytest.mark.django_db

MORNING = {"start": "10:00", "end": "12:00", "session_minutes": 30, "places": 2}


@pytest.fixture
def ctx():
    """A professional with four half-hour sessions of 2 places on `day`, one of them booked
    (pending) and one reserved by the professional."""
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(pro, {"days": [weekday], **MORNING}).windows[0]
    client = person()
    booked = book(client, pro, window.pk, day, start="10:00")
    reserved = bookings.appointment_reserve(
        professional=pro.user, window_id=window.pk, day=day, start="11:30"
    )
    return SimpleNamespace(pro=pro, day=day, weekday=weekday, window=window, client=client,
                           booked=booked, reserved=reserved)  # fmt: skip


def _plans(ctx, *, payment_required=False, plans=None):
    profiles.profile_plans_replace(
        user=ctx.pro.user, consulting_note="", payment_required=payment_required,
        plans=[{"name": "Consultation", "type": "Online", "price": 500}] if plans is None
        else plans,
    )  # fmt: skip


def _hold(ctx):
    """A pay-first hold on 10:30 (the professional asks for payment first)."""
    _plans(ctx, payment_required=True)
    ctx.hold = book(person(), ctx.pro, ctx.window.pk, ctx.day, start="10:30")


def _later(monkeypatch, **delta):
    real = timezone.now
    monkeypatch.setattr(timezone, "now", lambda: real() + datetime.timedelta(**delta))


def _week(ctx, *windows, **options):
    schedule(ctx.pro, *windows, **options)


def _other_hours(ctx):
    hours = [{"start": "15:00", "end": "16:00", "session_minutes": 60, "places": 1}]
    scheduling.day_off_add(user=ctx.pro.user, first=ctx.day, last=None, hours=hours)


def _day_off_removed(ctx):
    from marketplace.scheduling.models import DayOff

    scheduling.day_off_remove(user=ctx.pro.user, day_off_id=DayOff.objects.get().pk)


def _staff_unlist(ctx):
    ctx.pro.refresh_from_db()
    ctx.pro.unlisted = True
    ctx.pro.save(update_fields=["unlisted", "updated_at"])  # as the back office's action does


def _deactivated(ctx):
    ctx.pro.user.is_active = False
    ctx.pro.user.save()


def _across_midnight(ctx):
    """A booking late on the eve closes the date's first session through the buffer."""
    eve = DAYS[(ctx.day - datetime.timedelta(days=1)).weekday()]
    _week(ctx, {"days": [ctx.weekday], "start": "00:00", "end": "01:00", "places": 1},
          {"days": [eve], "start": "23:00", "end": "23:30", "places": 1},
          rules=Rules(buffer_after_minutes=60))  # fmt: skip


def _book_on_the_eve(ctx):
    eve_window = ctx.pro.user.windows.get(start=datetime.time(23), active=True)
    book(person(), ctx.pro, eve_window.pk, ctx.day - datetime.timedelta(days=1))


def _lapsed(ctx, monkeypatch):
    _hold(ctx)
    _later(monkeypatch, minutes=holds.LENGTH.total_seconds() / 60 + 1)
    holds.expire_due()


def _at_nine_on_the_day(ctx, monkeypatch):
    """The clock at 09:00 on the day: the 2 hours' notice hides 10:00 and 10:30."""
    nine = datetime.datetime.combine(ctx.day, datetime.time(9), tzinfo=ZoneInfo("Asia/Kolkata"))
    _later(monkeypatch, seconds=(nine - timezone.now()).total_seconds())


# (what happens before the cache is warmed, the change): each a path that moves a day's places.
CHANGES = {
    "a booking": (None, lambda c, m: book(person(), c.pro, c.window.pk, c.day, start="10:00")),
    "a rejection": (None, lambda c, m: decisions.appointment_reject(
        professional=c.pro.user, appointment_id=c.booked.pk, reason="Away")),
    "the client's cancel": (None, lambda c, m: decisions.appointment_cancel(
        user=c.client, appointment_id=c.booked.pk)),
    "the professional's cancel": (
        lambda c, m: decisions.appointment_accept(
            professional=c.pro.user, appointment_id=c.booked.pk),
        lambda c, m: decisions.appointment_cancel(user=c.pro.user, appointment_id=c.booked.pk)),
    "a reservation": (None, lambda c, m: bookings.appointment_reserve(
        professional=c.pro.user, window_id=c.window.pk, day=c.day, start="11:00")),
    "a reservation released": (None, lambda c, m: decisions.appointment_release(
        professional=c.pro.user, appointment_id=c.reserved.pk)),
    "the week's places": (None, lambda c, m: _week(c, {"days": [c.weekday], **MORNING,
                                                       "places": 3})),
    "a buffer": (None, lambda c, m: _week(c, {"days": [c.weekday], **MORNING},
                                          rules=Rules(buffer_after_minutes=30))),
    "a daily limit": (None, lambda c, m: _week(c, {"days": [c.weekday], **MORNING},
                                               rules=Rules(daily_limit=2))),
    "the notice": (None, lambda c, m: _week(c, {"days": [c.weekday], **MORNING},
                                            rules=Rules(notice_hours=24 * 7))),
    "the time zone": (None, lambda c, m: _week(c, {"days": [c.weekday], **MORNING},
                                               time_zone="America/Los_Angeles")),
    "the horizon": (None, lambda c, m: _week(c, {"days": [c.weekday], **MORNING},
                                             booking_horizon_days=1)),
    "a day off": (None, lambda c, m: scheduling.day_off_add(user=c.pro.user, first=c.day,
                                                            last=None)),
    "other hours": (None, lambda c, m: _other_hours(c)),
    "a day off removed": (lambda c, m: _other_hours(c), lambda c, m: _day_off_removed(c)),
    "no plan left": (None, lambda c, m: _plans(c, plans=[])),
    "a plan again": (lambda c, m: _plans(c, plans=[]), lambda c, m: _plans(c)),
    "payment asked first": (None, lambda c, m: _plans(c, payment_required=True)),
    "unlisted by staff": (None, lambda c, m: _staff_unlist(c)),
    "an account deactivated": (None, lambda c, m: _deactivated(c)),
    "a hold given up": (lambda c, m: _hold(c), lambda c, m: decisions.hold_release(
        client=c.hold.client, appointment_id=c.hold.pk)),
    "a hold lapsing on the clock, before the worker sees it": (
        lambda c, m: _hold(c),
        lambda c, m: _later(m, minutes=holds.LENGTH.total_seconds() / 60 + 1)),
    "a hold expired by the worker": (lambda c, m: _hold(c), lambda c, m: (
        _later(m, minutes=holds.LENGTH.total_seconds() / 60 + 1), holds.expire_due())),
    "a payment for a lapsed hold": (_lapsed, lambda c, m: paying.appointment_payment_confirm(
        appointment_id=c.hold.pk, payment_ref="pay_late")),
    "the notice reaching the day's first sessions": (None, _at_nine_on_the_day),
    "the day gone by": (None, lambda c, m: _later(m, days=3)),
    "a booking across midnight": (lambda c, m: _across_midnight(c),
                                  lambda c, m: _book_on_the_eve(c)),
}  # fmt: skip


def _places(api, ctx):
    answer = api.get(f"/professionals/{ctx.pro.pk}/slots", data={"date": ctx.day.isoformat()})
    return answer.status, answer.body


@pytest.mark.parametrize("change", CHANGES)
def test_no_change_leaves_a_cached_day_stale(api, ctx, monkeypatch, change):
    prepare, act = CHANGES[change]
    if prepare:
        prepare(ctx, monkeypatch)
    before = _places(api, ctx)
    with CaptureQueriesContext(connection) as warm:
        assert _places(api, ctx) == before
    # A professional nobody may book is not kept (nor is a stranger's guess of an id).
    assert len(warm) == (0 if before[0] == 200 else 1), "the second read comes from the cache"

    act(ctx, monkeypatch)
    cached = _places(api, ctx)
    cache.clear()
    assert cached == _places(api, ctx)
    assert cached != before, "the change shows"


def test_without_redis_the_day_is_read_from_the_database(api, ctx, settings):
    from tests.servers import free_port

    settings.CACHES = {
        "default": {
            "BACKEND": "kernel.cache.RedisCache",
            "LOCATION": f"redis://127.0.0.1:{free_port()}/0",
        }
    }
    status, body = _places(api, ctx)
    assert status == 200 and [w["left"] for w in body["windows"]] == [1, 2, 2, 1]
    book(person(), ctx.pro, ctx.window.pk, ctx.day, start="10:30")  # drops tokens: it warns
    assert [w["left"] for w in _places(api, ctx)[1]["windows"]] == [1, 1, 2, 1]


@pytest.mark.django_db(transaction=True)
def test_a_day_read_before_a_booking_commits_is_not_kept_after_it(api, ctx):
    """The reader takes its tokens before it reads, the writer drops them when it commits:
    what a reader counted while the booking was still uncommitted is never served after."""
    from tests.platform.test_locking import another_writer

    before = _places(api, ctx)
    with another_writer(lambda: book(person(), ctx.pro, ctx.window.pk, ctx.day, start="11:00")):
        assert _places(api, ctx) == before  # read and kept while the booking is uncommitted
    after = _places(api, ctx)
    assert [w["left"] for w in after[1]["windows"]] == [1, 2, 1, 1]
    cache.clear()
    assert _places(api, ctx) == after


# Writes that send no model signal, each known to leave no day stale: file -> why.
UNSIGNALLED = {
    "marketplace/scheduling/services.py": "other hours' windows: the day off made with them "
    "drops the token",
    "marketplace/profiles/services.py": "a profile's search text: no day reads it",
    "project/demo/profiles.py": "the demo seed, before the app serves",
    "project/demo/bookings.py": "the demo seed, before the app serves",
    "project/demo/earnings.py": "the demo seed, before the app serves",
}


def test_what_a_day_is_read_from_is_written_through_signals():
    """QuerySet.update() and bulk writes send no post_save, so the day cache would not hear
    them: the app writes the models a day's places are read from through save() and delete()
    only, except where UNSIGNALLED says why it is safe."""
    import re
    from pathlib import Path

    from marketplace.bookings import daycache

    models = "|".join(["Appointment", *(model.__name__ for model in daycache.WATCHED)])
    write = re.compile(rf"\b({models})\.objects\b.*\.(update|bulk_create|bulk_update)\(")
    root = Path(daycache.__file__).parents[2]  # platform/: the areas and the demo
    found = {
        str(path.relative_to(root))
        for path in root.rglob("*.py")
        if "migrations" not in path.parts and write.search(path.read_text())
    }
    assert found == set(UNSIGNALLED)


def test_a_change_of_what_an_entry_holds_changes_its_keys():
    """Entries outlive a release by up to ENTRY_SECONDS: one of another shape must not be
    read. Change SHAPE (bookings/daycache.py) and the fields below together."""
    import dataclasses

    from marketplace.bookings import daycache
    from marketplace.bookings.queries import DayInputs

    fields = [field.name for field in dataclasses.fields(DayInputs)]
    assert (daycache.SHAPE, fields) == (3, ["profile", "windows", "rows"])


def test_a_schedule_carried_past_bookings_is_read_again_after_an_entrys_life(api, ctx, monkeypatch):
    """After a booking only the date's appointments are read again, the professional's part of
    the entry carried forward; but for ENTRY_SECONDS at most from when it was read, so a lost
    drop of their token (Redis away as a change of theirs committed) outlives bookings no
    longer than an entry lives."""
    import time
    from types import SimpleNamespace

    from marketplace.bookings import daycache

    def sent() -> list[str]:
        with CaptureQueriesContext(connection) as read:
            assert _places(api, ctx)[0] == 200
        return [query["sql"].split(" FROM ")[1].split()[0] for query in read]

    assert len(sent()) == 3  # the profile, the windows, the appointments
    book(person(), ctx.pro, ctx.window.pk, ctx.day, start="11:00")
    assert sent() == ['"bookings_appointment"']
    book(person(), ctx.pro, ctx.window.pk, ctx.day, start="10:30")
    later = time.time() + daycache.ENTRY_SECONDS + 1
    monkeypatch.setattr(daycache, "time", SimpleNamespace(time=lambda: later))
    assert len(sent()) == 3
    book(person(), ctx.pro, ctx.window.pk, ctx.day, start="10:30")
    assert sent() == ['"bookings_appointment"']  # carried again, from that read


def test_a_page_of_the_next_morning_hears_a_booking_late_the_evening_before(
    ctx, django_capture_on_commit_callbacks
):
    """The cache is kept right across midnight (above); an open page of that date hears it
    too, and of the eve when that booking is cancelled. Dates nobody watches send nothing."""
    _across_midnight(ctx)
    topic = f"slots:{ctx.pro.pk}:{ctx.day.isoformat()}"
    after = f"slots:{ctx.pro.pk}:{(ctx.day + datetime.timedelta(days=1)).isoformat()}"
    with capture_frames(topic) as morning, capture_frames(after) as unrelated:
        with django_capture_on_commit_callbacks(execute=True):
            _book_on_the_eve(ctx)
        heard = morning.receive()
        assert [w["left"] for w in heard[-1]["data"]["windows"]] == [0]
        eve = ctx.pro.user.windows.get(start=datetime.time(23), active=True)
        booked = eve.appointments.get()
        with django_capture_on_commit_callbacks(execute=True):
            decisions.appointment_cancel(user=booked.client, appointment_id=booked.pk)
        assert [w["left"] for w in morning.receive()[-1]["data"]["windows"]] == [1]
        assert unrelated.receive(timeout=0.2) == []


def _slots_body(ctx) -> bytes:
    from django.test import Client

    answer = Client().get(f"/api/v1/professionals/{ctx.pro.pk}/slots", {"date": ctx.day})
    assert answer.status_code == 200 and answer["Content-Type"] == "application/json; charset=utf-8"
    return answer.content


def test_a_day_asked_again_is_answered_with_the_body_kept_for_it(ctx):
    """The page's answer is kept as rendered, beside the entry and under its tokens: the next
    reader gets those very bytes."""
    from marketplace.bookings import daycache

    first = _slots_body(ctx)
    tokens, until, kept = cache.get(
        f"day:{ctx.pro.pk}:{ctx.day.isoformat()}:answer:{daycache.SHAPE}"
    )
    assert kept == first and until > timezone.now()
    assert tokens == cache.get(f"day:{ctx.pro.pk}:{ctx.day.isoformat()}:places:{daycache.SHAPE}")[0]
    assert _slots_body(ctx) == first


def _at(monkeypatch, day: datetime.date, hour: int) -> datetime.datetime:
    moment = datetime.datetime.combine(day, datetime.time(hour), tzinfo=ZoneInfo("Asia/Kolkata"))
    _later(monkeypatch, seconds=(moment - timezone.now()).total_seconds())
    return moment


def _changes_at(ctx) -> datetime.datetime:
    from marketplace.bookings.queries import places

    now = timezone.now()
    inputs, _ = places._day_inputs(ctx.pro.pk, ctx.day, now)
    return places.changes_at(inputs, places._public_slots(inputs, ctx.day, now), now)


def test_a_kept_answer_lasts_until_the_first_moment_the_clock_alone_changes_the_day(
    ctx, monkeypatch
):
    """Midnight (today and the horizon move), the notice reaching the first session offered,
    a hold lapsing: whichever comes first. Sessions 10:00-12:00, 2 hours' notice."""
    kolkata = ZoneInfo("Asia/Kolkata")
    eve = ctx.day - datetime.timedelta(days=1)
    _at(monkeypatch, eve, 12)
    assert _changes_at(ctx) == datetime.datetime.combine(ctx.day, datetime.time(0), tzinfo=kolkata)
    _hold(ctx)
    assert _changes_at(ctx) == ctx.hold.hold_expires_at
    monkeypatch.undo()
    _at(monkeypatch, ctx.day, 7)  # the hold lapsed long ago: the notice reaches 10:00 at 8
    assert _changes_at(ctx) == datetime.datetime.combine(ctx.day, datetime.time(8), tzinfo=kolkata)


@pytest.mark.django_db(transaction=True)
def test_a_page_after_a_booking_reads_its_appointments_alone_and_then_nothing(round_trips):
    """The tokens with the kept answer: the date's token is gone, the professional's is not,
    so the entry is read for what that token covers (the profile and the date's windows), and
    only the date's appointments are read from the database, under a new token; then the
    answer and the entry are kept together. Asked again, the page is the one read."""
    from django.test import Client

    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(pro, {"days": [weekday], **MORNING}).windows[0]
    url, query = f"/api/v1/professionals/{pro.pk}/slots", {"date": day}
    assert Client().get(url, query).json()["windows"][0]["left"] == 2
    book(person(), pro, window.pk, day, start="10:00")

    def sends() -> list[list[str]]:
        round_trips.clear()
        answer = Client().get(url, query)
        assert answer.status_code == 200
        return [names for names in round_trips if names not in (["CLIENT"], ["SELECT"])]

    round_trips.clear()
    with CaptureQueriesContext(connection) as read:
        first = sends()
    assert [names[0] if names[0] != "MULTI" else names[1] for names in first] == [
        "MGET", "MGET", "SET", "MSET"
    ], first  # fmt: skip
    assert [query["sql"].split(" FROM ")[1].split()[0] for query in read] == [
        '"bookings_appointment"'
    ]  # fmt: skip
    with CaptureQueriesContext(connection) as read:
        assert sends() == [["MGET"]]
    assert len(read) == 0
    assert Client().get(url, query).json()["windows"][0]["left"] == 1


def test_a_day_page_answers_what_the_apis_renderer_writes_of_its_schema(ctx):
    """The page is written by pydantic's JSON (bookings/api.py), the rest of the API by
    django-ninja's renderer: the same values, times and dates alike."""
    import json

    from ninja.renderers import JSONRenderer

    from marketplace.bookings.queries import bookable_day_slots
    from marketplace.bookings.schemas import DaySlotsOut

    _hold(ctx)  # a time taken by a hold, one by a booking, one reserved: every shape of slot
    slots = bookable_day_slots(professional_id=ctx.pro.pk, day=ctx.day)
    rendered = JSONRenderer().render(
        None, DaySlotsOut.model_validate(slots).model_dump(), response_status=200
    )
    page = json.loads(_slots_body(ctx))
    assert page == json.loads(rendered)
    assert [w["left"] for w in page["windows"]] == [1, 1, 2, 1]
