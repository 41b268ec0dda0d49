"""`slots.changed` (and the booking frames) after each kind of change, only after commit,
with the places left that the commit makes true."""

import pytest
from django.conf import settings
from django.utils import timezone

from kernel import holds
from marketplace.bookings import paying, services
from marketplace.bookings.models import Appointment
from realtime import publish, topics
from tests.factories import book, person, professional, schedule, upcoming
from tests.frames import capture_frames

pytestmark = pytest.mark.django_db


def held_back(captured, callbacks_of, action):
    """Run `action`; no frame may leave before its commit callbacks run. Returns the frames."""
    with callbacks_of(execute=False) as callbacks:
        result = action()
    assert captured.receive(timeout=0.3) == [], "a frame left before the commit"
    for callback in callbacks:
        callback()
    return result, captured.receive()


def slots_of(frames):
    return [f for f in frames if f["type"] == "slots.changed"]


@pytest.fixture
def setup():
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(
        pro, {"days": [weekday], "start": "09:00", "end": "10:00", "places": 2}
    ).windows[0]
    return pro, window, day


def test_booking_publishes_slots_and_tells_the_professional(
    setup, django_capture_on_commit_callbacks
):
    pro, window, day = setup
    client = person("Neha", "Gupta")
    with (
        capture_frames(f"slots:{pro.pk}:{day}") as slots,
        capture_frames(topics.user(pro.pk)) as own,
    ):
        appointment, frames = held_back(
            slots, django_capture_on_commit_callbacks, lambda: book(client, pro, window.pk, day)
        )
        mine = own.receive()
    assert slots_of(frames) == [
        {
            "type": "slots.changed",
            "topic": f"slots:{pro.pk}:{day}",
            "data": {
                "professional_id": pro.pk,
                "date": day.isoformat(),
                # Shown before paying: every frame carries the professional's policy.
                "cancellation_policy": [
                    {"hours": 24, "percent": 100},
                    {"hours": 0, "percent": 0},
                ],
                "windows": [
                    {
                        "window_id": window.pk,
                        "start": "09:00",
                        "places": 2,
                        "left": 1,
                        "closed": None,
                    }
                ],
            },
        }
    ]
    created = [f for f in mine if f["type"] == "booking.created"]
    assert created[0]["data"]["appointment_id"] == appointment.pk
    assert created[0]["data"]["status"] == "pending" and created[0]["data"]["paid"] is False
    assert [f["data"]["text"] for f in mine if f["type"] == "notification.created"] == [
        "New booking from Neha Gupta"
    ]


def test_a_refused_booking_publishes_nothing(setup, django_capture_on_commit_callbacks):
    pro, window, day = setup
    book(person(), pro, window.pk, day)
    book(person(), pro, window.pk, day)
    with capture_frames(f"slots:{pro.pk}:{day}") as slots:
        with django_capture_on_commit_callbacks(execute=True), pytest.raises(services.SlotFull):
            book(person(), pro, window.pk, day)
        assert slots.receive(timeout=0.3) == []


def test_hold_taken_lapsed_and_paid(setup, django_capture_on_commit_callbacks):
    pro, window, day = setup
    pro.payment_required = True
    pro.save(update_fields=["payment_required"])
    client, other = person(), person()
    topic = f"slots:{pro.pk}:{day}"
    with capture_frames(topic) as slots, capture_frames(topics.user(client.pk)) as theirs:
        hold, frames = held_back(
            slots, django_capture_on_commit_callbacks, lambda: book(client, pro, window.pk, day)
        )
        assert slots_of(frames)[0]["data"]["windows"][0]["left"] == 1
        # The client's own other tabs hear of their new booking at once.
        assert [(f["type"], f["data"]["status"]) for f in theirs.receive()] == [
            ("booking.updated", "awaiting_payment")
        ]
        book(other, pro, window.pk, day)
        with django_capture_on_commit_callbacks(execute=True):
            pass
        slots.receive()
        Appointment.objects.filter(pk=hold.pk).update(hold_expires_at=timezone.now())
        _, frames = held_back(
            slots,
            django_capture_on_commit_callbacks,
            lambda: holds.expire("appointment", hold.pk),
        )
        assert slots_of(frames)[0]["data"]["windows"][0]["left"] == 1
        lapsed = theirs.receive()
        # The client hears it, and it is kept as a notification for a closed tab.
        assert [(f["type"], f["data"].get("status")) for f in lapsed] == [
            ("notification.created", None),
            ("booking.updated", "expired"),
        ]
        assert lapsed[0]["data"]["path"] == "/yourAppoinments"
        _, frames = held_back(
            slots,
            django_capture_on_commit_callbacks,
            lambda: paying.appointment_payment_confirm(appointment_id=hold.pk, payment_ref="p"),
        )
        assert slots_of(frames)[0]["data"]["windows"][0]["left"] == 0
        paid = theirs.receive()
        assert [(f["data"]["status"], f["data"]["paid"]) for f in paid] == [("accepted", True)]


def test_schedule_edit_publishes_the_changed_days(setup, django_capture_on_commit_callbacks):
    pro, window, day = setup
    book(person(), pro, window.pk, day)
    from datetime import timedelta

    later = day + timedelta(days=7)
    from marketplace.scheduling.models import DAYS
    from marketplace.scheduling.services import schedule_replace

    weekday = DAYS[day.weekday()]
    edit = [{"id": window.pk, "days": [weekday], "start": "09:00", "end": "10:00", "places": 5}]
    with (
        capture_frames(f"slots:{pro.pk}:{day}") as first,
        capture_frames(f"slots:{pro.pk}:{later}") as second,
        capture_frames(f"slots:{pro.pk}:{day + timedelta(days=1)}") as untouched,
    ):
        _, frames = held_back(
            first,
            django_capture_on_commit_callbacks,
            lambda: schedule_replace(
                user=pro.user, windows=edit, time_zone="Asia/Kolkata", booking_horizon_days=60
            ),
        )
        assert slots_of(frames)[0]["data"]["windows"] == [
            {"window_id": window.pk, "start": "09:00", "places": 5, "left": 4, "closed": None}
        ]
        assert slots_of(second.receive())[0]["data"]["windows"][0]["left"] == 5
        assert untouched.receive(timeout=0.3) == []
    # A day of the same weekday that no page watches is sent nothing, not even numbered.
    unwatched = f"slots:{pro.pk}:{later + timedelta(days=7)}"
    assert not publish._redis(settings.REDIS_URL).exists(publish._keys(unwatched)[0])


def test_a_day_off_empties_the_open_pages_of_its_dates_only(
    setup, django_capture_on_commit_callbacks
):
    from datetime import timedelta

    from marketplace.scheduling.services import day_off_add, day_off_remove

    pro, window, day = setup
    next_week = day + timedelta(days=7)
    with (
        capture_frames(f"slots:{pro.pk}:{day}") as off,
        capture_frames(f"slots:{pro.pk}:{next_week}") as untouched,
    ):
        added, frames = held_back(
            off, django_capture_on_commit_callbacks,
            lambda: day_off_add(user=pro.user, first=day, last=day),
        )  # fmt: skip
        assert slots_of(frames)[0]["data"]["windows"] == []
        assert untouched.receive(timeout=0.3) == []
        _, frames = held_back(
            off, django_capture_on_commit_callbacks,
            lambda: day_off_remove(user=pro.user, day_off_id=added.pk),
        )  # fmt: skip
        assert [w["left"] for w in slots_of(frames)[0]["data"]["windows"]] == [2]
