"""What a transaction asks of Redis once it commits (kernel/atcommit.py): a booking's frames,
day-cache drops and queued task leave in one round trip, only after the commit, and a
savepoint rolled back takes its own frames with it."""

import pytest
from django.db import transaction

from marketplace.bookings.queries import bookable_day_slots
from realtime import topics
from realtime.publish import publish
from tests.factories import book, person, professional, schedule, upcoming
from tests.frames import capture_frames

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_booking_sends_its_frames_and_drops_in_one_round_trip(round_trips):
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(pro, {"days": [weekday], "start": "09:00", "end": "10:00", "places": 2})
    window = window.windows[0]
    before = bookable_day_slots(professional_id=pro.pk, day=day)  # cached now
    assert bookable_day_slots(professional_id=pro.pk, day=day) == before
    client = person()
    with (
        capture_frames(f"slots:{pro.pk}:{day}") as slots,
        capture_frames(topics.user(pro.pk)) as professional_hears,
        capture_frames(topics.user(client.pk)) as client_hears,
    ):
        round_trips.clear()
        book(client, pro, window.pk, day)
        sent = list(round_trips)
        heard = slots.receive(), professional_hears.receive(), client_hears.receive()
    # The four frames (slots, the client's booking, the professional's booking and alert),
    # the three tokens' delete and the task queue's write (the professional's alert to send
    # by push, SMS and e-mail: kernel/queue.py), pipelined: one send for all of them, besides
    # a new connection's greeting.
    sent = [names for names in sent if names not in (["CLIENT"], ["SELECT"])]
    assert sent == [["DEL", "EVAL", "LPUSH", "EVAL", "EVAL", "EVAL"]], sent
    assert [frame["type"] for frame in heard[0]] == ["slots.changed"]
    assert heard[0][0]["data"]["windows"][0]["left"] == 1
    assert "booking.created" in [frame["type"] for frame in heard[1]]
    assert [frame["type"] for frame in heard[2]] == ["booking.updated"]
    # The drops went with them: the day is read afresh, with the booking in it.
    assert bookable_day_slots(professional_id=pro.pk, day=day).windows[0].left == 1


def test_a_savepoint_rolled_back_takes_its_frames_and_only_its_own():
    with capture_frames("slots:1:kept") as kept, capture_frames("slots:1:undone") as undone:
        with transaction.atomic():
            publish("slots:1:kept", "slots.changed", _slots())
            try:
                with transaction.atomic():
                    publish("slots:1:undone", "slots.changed", _slots())
                    raise RuntimeError("rolled back")
            except RuntimeError:
                pass
            publish("slots:1:kept", "slots.changed", _slots())
            assert kept.receive(timeout=0.3) == []  # nothing before the commit
        assert len(kept.receive()) == 2
        assert undone.receive(timeout=0.3) == []


def _slots() -> dict:
    return {"professional_id": 1, "date": "2030-01-01", "windows": []}


def test_a_task_queued_in_a_transaction_leaves_with_its_commit_and_not_with_a_rollback():
    """kernel/queue.py: through huey as ever (the request id rides with it), written once the
    transaction commits; a rolled-back one queues nothing."""
    from huey.contrib.djhuey import HUEY

    from kernel.holds.tasks import hold_expire_task
    from kernel.logs import context
    from kernel.queue import enqueue_at_commit

    HUEY.flush()
    token = context.bind("req-queue-test")
    try:
        with pytest.raises(RuntimeError), transaction.atomic():
            enqueue_at_commit(hold_expire_task, "appointment", 1)
            raise RuntimeError("rolled back")
        assert HUEY.pending_count() == 0
        with transaction.atomic():
            enqueue_at_commit(hold_expire_task, "appointment", 2)
            assert HUEY.pending_count() == 0  # not before the commit
        (queued,) = HUEY.pending()
    finally:
        context.unbind(token)
    assert queued.args == ("appointment", 2)
    assert queued.kwargs["_request_id"] == "req-queue-test"
    enqueue_at_commit(hold_expire_task, "appointment", 3)  # outside a transaction: at once
    assert HUEY.pending_count() == 2
    HUEY.flush()
