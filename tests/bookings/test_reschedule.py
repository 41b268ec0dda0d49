"""Moving an appointment: by its client (the same row and payment, its new place taken as a
booking takes one, its old one freed and offered on), and to times its professional
proposes (held for the client until they pick, decline or the proposal lapses)."""

import datetime
import zoneinfo

import icalendar
import pytest
from django.utils import timezone

from kernel import holds
from kernel.errors import Conflict, InvalidInput, NotFound
from kernel.history.models import StateChange
from marketplace.bookings import decisions, reschedule, services, texts, waitlist
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries import day_slots
from marketplace.profiles.models import Profile
from marketplace.scheduling import services as scheduling
from marketplace.scheduling.models import Window
from marketplace.scheduling.queries import Rules
from notifications.models import Notification
from realtime import topics
from tests.factories import book, person, professional, schedule, token_for, upcoming
from tests.frames import capture_frames

pytestmark = pytest.mark.django_db
Status = Appointment.Status


@pytest.fixture
def setup():
    """A professional with two one-hour sessions a day (10:00 and 11:00, one place each)
    on the day after tomorrow, and a client's accepted booking of the 10:00 one."""
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(
        pro,
        {"days": [weekday], "start": "10:00", "end": "12:00", "session_minutes": 60},
    ).windows[0]
    client = person("Meera", "Iyer")
    appointment = book(client, pro, window.pk, day, name="Meera Iyer", start="10:00")
    decisions.appointment_accept(professional=pro.user, appointment_id=appointment.pk)
    return pro, window, day, client, appointment


def left(pro, day) -> dict[str, int]:
    return {slot.start: slot.left for slot in day_slots(professional_id=pro.pk, day=day).windows}


def move(client, appointment, window, day, start="11:00"):
    return reschedule.appointment_reschedule(
        client=client, appointment_id=appointment.pk, window_id=window.pk, day=day, start=start
    )


def test_a_client_moves_the_same_appointment_and_frees_the_old_place(setup):
    pro, window, day, client, appointment = setup
    assert left(pro, day) == {"10:00": 0, "11:00": 1}
    moved = move(client, appointment, window, day)
    moved.refresh_from_db()
    assert moved.pk == appointment.pk and moved.status == Status.ACCEPTED
    assert moved.starts_at.astimezone(window_zone(pro)).strftime("%H:%M") == "11:00"
    assert (moved.reschedules, moved.moves) == (1, 1)
    assert Appointment.objects.filter(professional_id=pro.pk).count() == 1
    assert left(pro, day) == {"10:00": 1, "11:00": 0}
    change = StateChange.objects.filter(object_id=appointment.pk).last()
    assert change.note.startswith("moved from ") and change.actor_id == client.pk
    assert (change.from_state, change.to_state) == ("accepted", "accepted")
    told = Notification.objects.filter(user=pro.user).first()
    assert told.template == str(texts.MOVED_BY_CLIENT)


def window_zone(pro):
    return zoneinfo.ZoneInfo(Profile.objects.get(pk=pro.pk).time_zone)


def test_the_freed_place_goes_to_its_waitlist(setup):
    pro, window, day, client, appointment = setup
    waiter = person("Anil", "Rao")
    waitlist.appointment_waitlist_join(
        client=waiter, professional_id=pro.pk, window_id=window.pk, day=day,
        plan_id=pro.plans.first().pk, name="Anil Rao", email="anil@example.in", start="10:00",
    )  # fmt: skip
    move(client, appointment, window, day)
    offer = Appointment.objects.get(client=waiter)
    assert offer.status == Status.OFFERED and offer.starts_at == appointment.starts_at
    assert left(pro, day) == {"10:00": 0, "11:00": 0}


def test_a_move_gets_the_booking_errors_on_their_fields(setup):
    pro, window, day, client, appointment = setup
    other = person("Anil", "Rao")
    book(other, pro, window.pk, day, start="11:00")
    with pytest.raises(services.SlotFull) as full:
        move(client, appointment, window, day)
    assert full.value.fields == {"window_id": texts.SLOT_FULL}
    with pytest.raises(InvalidInput) as same:
        move(client, appointment, window, day, start="10:00")
    assert same.value.fields == {"window_id": texts.SAME_TIME}
    with pytest.raises(InvalidInput) as unknown:
        move(client, appointment, window, day, start="10:30")
    assert unknown.value.fields == {"start": texts.TIME_NOT_OFFERED}
    # too soon: within the professional's minimum notice
    Profile.objects.filter(pk=pro.pk).update(notice_hours=72)
    with pytest.raises(InvalidInput) as soon:
        move(client, appointment, window, day)
    assert soon.value.fields == {"window_id": texts.TOO_SOON.format(hours=72)}
    Profile.objects.filter(pk=pro.pk).update(notice_hours=2)
    # a day off
    later, _ = upcoming(9)
    scheduling.day_off_add(user=pro.user, first=later, last=None)
    with pytest.raises(InvalidInput) as off:
        move(client, appointment, window, later)
    assert off.value.fields == {"date": texts.DAY_OFF}
    # too short for the plan
    pro.plans.update(duration_minutes=90)
    with pytest.raises(InvalidInput) as short:
        move(client, appointment, window, upcoming(16)[0])
    assert short.value.fields == {"plan_id": texts.PLAN_TOO_LONG.format(minutes=90)}
    appointment.refresh_from_db()
    assert appointment.moves == 0 and appointment.reschedules == 0


def test_buffers_and_the_daily_limit_hold_for_a_move(setup):
    pro, window, day, client, appointment = setup
    schedule(
        pro,
        {"days": [day.strftime("%a")], "start": "10:00", "end": "12:00", "session_minutes": 60,
         "places": 2},
        rules=Rules(daily_limit=1),
    )  # fmt: skip
    window = Window.objects.get(professional_id=pro.pk, active=True)
    # Its own place is not counted against it: the day's limit of 1 is its own booking.
    moved = move(client, appointment, window, day)
    assert moved.moves == 1
    other = person("Anil", "Rao")
    other_day = upcoming(9)[0]
    book(other, pro, window.pk, other_day, start="10:00")
    with pytest.raises(services.SlotFull) as limit:
        move(client, appointment, window, other_day, start="11:00")
    assert limit.value.fields == {"window_id": texts.DAY_LIMIT_REACHED}


def test_the_limit_the_notice_and_ended_appointments_are_409(setup):
    pro, window, day, client, appointment = setup
    Profile.objects.filter(pk=pro.pk).update(reschedule_limit=1)
    move(client, appointment, window, day)
    with pytest.raises(Conflict) as limit:
        move(client, appointment, window, day, start="10:00")
    assert limit.value.message == texts.RESCHEDULE_LIMIT.format(count=1)
    Profile.objects.filter(pk=pro.pk).update(reschedule_limit=5, reschedule_notice_hours=72)
    with pytest.raises(Conflict) as late:
        move(client, appointment, window, day, start="10:00")
    assert late.value.message == texts.RESCHEDULE_TOO_LATE.format(hours=72)
    # By default, up to the full-refund notice (24 hours).
    Profile.objects.filter(pk=pro.pk).update(reschedule_notice_hours=None)
    profile = Profile.objects.get(pk=pro.pk)
    assert reschedule.reschedule_notice(profile, appointment) == datetime.timedelta(hours=24)
    # The policy it was booked under decides: its full-refund notice, else its longest one.
    appointment.cancellation_policy = [{"hours": 48, "percent": 100}, {"hours": 0, "percent": 0}]
    assert reschedule.reschedule_notice(profile, appointment) == datetime.timedelta(hours=48)
    appointment.cancellation_policy = [{"hours": 12, "percent": 50}, {"hours": 0, "percent": 0}]
    assert reschedule.reschedule_notice(profile, appointment) == datetime.timedelta(hours=12)
    appointment.refresh_from_db()
    decisions.appointment_cancel(user=client, appointment_id=appointment.pk)
    with pytest.raises(Conflict) as ended:
        move(client, appointment, window, day, start="10:00")
    assert ended.value.message == texts.NOT_MOVABLE


def test_an_appointment_that_began_does_not_move(setup):
    pro, window, day, client, appointment = setup
    Profile.objects.filter(pk=pro.pk).update(reschedule_notice_hours=0)
    begun = timezone.now() - datetime.timedelta(minutes=5)
    Appointment.objects.filter(pk=appointment.pk).update(starts_at=begun)
    for attempt in (
        lambda: move(client, appointment, window, day),
        lambda: reschedule.appointment_propose(
            professional=pro.user,
            appointment_id=appointment.pk,
            times=[reschedule.Time(window.pk, day, "11:00")],
        ),  # fmt: skip
    ):
        with pytest.raises(Conflict) as refused:
            attempt()
        assert refused.value.message == texts.NOT_MOVABLE


def test_only_its_client_moves_it(setup):
    pro, window, day, client, appointment = setup
    for someone in (person("Anil", "Rao"), pro.user):
        with pytest.raises(NotFound):
            move(someone, appointment, window, day)


def test_proposed_times_are_held_for_the_client_until_they_pick_one(setup):
    pro, window, day, client, appointment = setup
    other_day = upcoming(9)[0]
    times = [
        reschedule.Time(window.pk, day, "11:00"),
        reschedule.Time(window.pk, other_day, "10:00"),
    ]
    reschedule.appointment_propose(
        professional=pro.user, appointment_id=appointment.pk, times=times, note="Travelling"
    )
    appointment.refresh_from_db()
    assert appointment.proposed_until is not None
    held = list(appointment.proposals.order_by("starts_at"))
    assert [p.status for p in held] == [Status.PROPOSED, Status.PROPOSED]
    assert held[0].note == "Travelling"
    # Held: nobody else books them.
    assert left(pro, day) == {"10:00": 0, "11:00": 0}
    with pytest.raises(services.SlotFull):
        book(person("Anil", "Rao"), pro, window.pk, day, start="11:00")
    # The client's list shows the appointment once, with its proposals.
    mine = [row.pk for row in Appointment.objects.filter(client=client)]
    assert appointment.pk in mine
    reschedule.proposal_pick(client=client, appointment_id=appointment.pk, proposal_id=held[1].pk)
    appointment.refresh_from_db()
    assert appointment.day == other_day and appointment.status == Status.ACCEPTED
    assert (appointment.moves, appointment.reschedules, appointment.proposed_until) == (1, 0, None)
    assert {p.status for p in appointment.proposals.all()} == {Status.CANCELLED}
    assert left(pro, day) == {"10:00": 1, "11:00": 1}
    assert left(pro, other_day)["10:00"] == 0
    told = Notification.objects.filter(user=pro.user).first()
    assert told.template == str(texts.PROPOSAL_PICKED)
    with pytest.raises(Conflict):  # answered: nothing more to pick
        reschedule.proposal_pick(
            client=client, appointment_id=appointment.pk, proposal_id=held[0].pk
        )


def test_proposals_are_checked_on_their_rows(setup):
    pro, window, day, client, appointment = setup
    book(person("Anil", "Rao"), pro, window.pk, day, start="11:00")
    propose = lambda times, note="": reschedule.appointment_propose(  # noqa: E731
        professional=pro.user, appointment_id=appointment.pk, times=times, note=note
    )
    with pytest.raises(InvalidInput) as none:
        propose([])
    assert none.value.fields == {"times": texts.PROPOSE_ONE_TO_THREE}
    with pytest.raises(InvalidInput):
        propose([reschedule.Time(window.pk, day, "11:00")] * 4)
    later = upcoming(9)[0]
    with pytest.raises(Conflict) as full:
        propose(
            [reschedule.Time(window.pk, later, "10:00"), reschedule.Time(window.pk, day, "11:00")]
        )
    assert full.value.fields == {"times.1.window_id": texts.SLOT_FULL}
    with pytest.raises(InvalidInput) as twice:
        propose([reschedule.Time(window.pk, later, "10:00")] * 2)
    assert twice.value.fields == {"times.1.start": texts.PROPOSED_TWICE}
    with pytest.raises(InvalidInput) as note:
        propose([reschedule.Time(window.pk, later, "10:00")], note="x" * 301)
    assert note.value.fields == {"note": texts.NOTE_TOO_LONG}
    # Nothing was held by the refused proposals.
    assert not Appointment.objects.filter(status=Status.PROPOSED).exists()
    with pytest.raises(NotFound):
        reschedule.appointment_propose(
            professional=client, appointment_id=appointment.pk,
            times=[reschedule.Time(window.pk, later, "10:00")],
        )  # fmt: skip


def test_a_lapsed_proposal_leaves_the_appointment_where_it_was(setup):
    pro, window, day, client, appointment = setup
    reschedule.appointment_propose(
        professional=pro.user, appointment_id=appointment.pk,
        times=[reschedule.Time(window.pk, day, "11:00")],
    )  # fmt: skip
    appointment.refresh_from_db()
    # A day at most, and never past the earliest proposed time's notice.
    assert appointment.proposed_until <= timezone.now() + datetime.timedelta(hours=24)
    Appointment.objects.filter(proposal_of=appointment).update(hold_expires_at=timezone.now())
    assert left(pro, day) == {"10:00": 0, "11:00": 1}  # a lapsed hold takes no place
    assert holds.expire_due() == 1
    appointment.refresh_from_db()
    assert appointment.proposed_until is None and appointment.moves == 0
    assert appointment.proposals.get().status == Status.EXPIRED
    for user in (client, pro.user):
        assert Notification.objects.filter(user=user).first().template == str(texts.PROPOSAL_LAPSED)
    with pytest.raises(Conflict):
        reschedule.proposal_decline(client=client, appointment_id=appointment.pk)


def test_ending_an_appointment_gives_its_proposed_times_back(setup):
    pro, window, day, client, appointment = setup
    reschedule.appointment_propose(
        professional=pro.user, appointment_id=appointment.pk,
        times=[reschedule.Time(window.pk, day, "11:00")],
    )  # fmt: skip
    decisions.appointment_cancel(user=pro.user, appointment_id=appointment.pk)
    assert appointment.proposals.get().status == Status.CANCELLED
    assert left(pro, day) == {"10:00": 1, "11:00": 1}


def test_a_client_move_answers_an_open_proposal(setup):
    pro, window, day, client, appointment = setup
    later = upcoming(9)[0]
    reschedule.appointment_propose(
        professional=pro.user, appointment_id=appointment.pk,
        times=[reschedule.Time(window.pk, later, "10:00")],
    )  # fmt: skip
    move(client, appointment, window, day)
    assert appointment.proposals.get().status == Status.CANCELLED
    assert left(pro, later)["10:00"] == 1


def test_a_free_appointment_declined_is_cancelled(setup):
    pro, window, day, client, appointment = setup
    reschedule.appointment_propose(
        professional=pro.user, appointment_id=appointment.pk,
        times=[reschedule.Time(window.pk, day, "11:00")],
    )  # fmt: skip
    reschedule.proposal_decline(client=client, appointment_id=appointment.pk)
    appointment.refresh_from_db()
    assert appointment.status == Status.CANCELLED and appointment.proposed_until is None
    assert appointment.proposals.get().status == Status.CANCELLED
    assert left(pro, day) == {"10:00": 1, "11:00": 1}
    told = Notification.objects.filter(user=pro.user).first()
    assert told.template == str(texts.PROPOSAL_DECLINED)


def test_the_calendar_keeps_the_uid_with_a_higher_sequence(api, client, setup):
    pro, window, day, meera, appointment = setup
    token = token_for(meera)
    feed = api.post("/calendar/feed", token=token).body
    path = feed["url"].removeprefix("http://testserver")

    def event():
        body = client.get(path).content
        found = [e for e in icalendar.Calendar.from_ical(body).walk("VEVENT")]
        assert len(found) == 1
        return found[0]

    def ics():
        answer = api.get(f"/appointments/{appointment.pk}/calendar.ics", token=token)
        return icalendar.Calendar.from_ical(answer.response.content).walk("VEVENT")[0]

    before, file_before = event(), ics()
    assert before["SEQUENCE"] == 0 and file_before["UID"] == before["UID"]
    move(meera, appointment, window, day)
    after, file_after = event(), ics()
    assert after["UID"] == before["UID"] == file_after["UID"]
    assert after["SEQUENCE"] == file_after["SEQUENCE"] == 1
    assert after.start > before.start
    decisions.appointment_cancel(user=meera, appointment_id=appointment.pk)
    cancelled = event()
    assert cancelled["UID"] == before["UID"] and cancelled["STATUS"] == "CANCELLED"
    assert cancelled["SEQUENCE"] == 2


def test_both_sides_and_both_days_hear_a_move(setup, django_capture_on_commit_callbacks):
    pro, window, day, client, appointment = setup
    later = upcoming(9)[0]
    with (
        capture_frames(f"slots:{pro.pk}:{day}") as old_day,
        capture_frames(f"slots:{pro.pk}:{later}") as new_day,
        capture_frames(topics.user(pro.pk)) as professional_side,
    ):
        with django_capture_on_commit_callbacks(execute=True):
            move(client, appointment, window, later, start="10:00")
        old, new, told = old_day.receive(), new_day.receive(), professional_side.receive()
    assert [w["left"] for w in old[-1]["data"]["windows"]] == [1, 1]
    assert [w["left"] for w in new[-1]["data"]["windows"]] == [0, 1]
    assert any(f["type"] == "booking.updated" for f in told)


def test_the_api_moves_and_answers_on_fields(api, setup):
    pro, window, day, client, appointment = setup
    token = token_for(client)
    path = f"/appointments/{appointment.pk}/reschedule"
    card = api.get("/appointments/mine", token=token).body["items"][0]
    assert card["can_reschedule"] and card["plan_id"] == pro.plans.first().pk
    assert card["proposals"] == [] and card["moves"] == 0
    bad = api.post(path, json={"window_id": window.pk, "date": day.isoformat(), "start": "10:30"},
                   token=token)  # fmt: skip
    assert bad.status == 400 and bad.body["fields"] == {"start": texts.TIME_NOT_OFFERED}
    stranger = api.post(path, json={"window_id": window.pk, "date": day.isoformat()},
                        token=token_for(person("Anil", "Rao")))  # fmt: skip
    assert stranger.status == 404
    moved = api.post(path, json={"window_id": window.pk, "date": day.isoformat(), "start": "11:00"},
                     token=token)  # fmt: skip
    assert moved.status == 200, moved.body
    assert (moved.body["id"], moved.body["start"], moved.body["reschedules"]) == (
        appointment.pk,
        "11:00",
        1,
    )
    pro_token = token_for(pro.user)
    later = upcoming(9)[0]
    proposed = api.post(
        f"/appointments/{appointment.pk}/proposals",
        json={"times": [{"window_id": window.pk, "date": later.isoformat(), "start": "10:00"}],
              "note": "Can we move?"},
        token=pro_token,
    )  # fmt: skip
    assert proposed.status == 200, proposed.body
    assert proposed.body["proposal_note"] == "Can we move?" and proposed.body["can_propose"]
    card = api.get("/appointments/mine", token=token).body["items"][0]
    assert [p["start"] for p in card["proposals"]] == ["10:00"] and card["proposal_expires_at"]
    assert len(api.get("/appointments/mine", token=token).body["items"]) == 1
    received = api.get("/appointments/received", token=pro_token).body["items"]
    assert [r["id"] for r in received] == [appointment.pk]
    picked = api.post(
        f"/appointments/{appointment.pk}/proposals/{card['proposals'][0]['id']}/pick", token=token
    )
    assert picked.status == 200 and picked.body["date"] == later.isoformat()
    assert picked.body["proposals"] == []
    # The times given back are nobody's bookings: the list shows the one appointment.
    assert [a["id"] for a in api.get("/appointments/mine", token=token).body["items"]] == [
        appointment.pk
    ]
    assert [a["id"] for a in api.get("/appointments/received", token=pro_token).body["items"]] == [
        appointment.pk
    ]
    declined = api.post(f"/appointments/{appointment.pk}/proposals/decline", token=token)
    assert declined.status == 409


def test_the_schedule_settings_keep_the_reschedule_rules(api):
    pro = professional()
    token = token_for(pro.user)
    mine = api.get("/schedule/me", token=token).body
    assert mine["reschedule"] == {"limit": 2, "notice_hours": None}
    draft = {"windows": [], "time_zone": "Asia/Kolkata", "booking_horizon_days": 60,
             "rules": mine["rules"], "reschedule": {"limit": 11, "notice_hours": 800}}  # fmt: skip
    bad = api.put("/schedule/me", json=draft, token=token)
    assert bad.status == 400 and set(bad.body["fields"]) == {
        "reschedule.limit",
        "reschedule.notice_hours",
    }
    draft["reschedule"] = {"limit": 0, "notice_hours": 48}
    saved = api.put("/schedule/me", json=draft, token=token)
    assert saved.status == 200 and saved.body["reschedule"] == {"limit": 0, "notice_hours": 48}
    profile = Profile.objects.get(pk=pro.pk)
    assert (profile.reschedule_limit, profile.reschedule_notice_hours) == (0, 48)


def test_a_proposal_reaches_the_client_and_holds_the_days_places_live(
    setup, django_capture_on_commit_callbacks
):
    pro, window, day, client, appointment = setup
    later = upcoming(9)[0]
    with (
        capture_frames(f"slots:{pro.pk}:{later}") as proposed_day,
        capture_frames(topics.user(client.pk)) as client_side,
    ):
        with django_capture_on_commit_callbacks(execute=True):
            reschedule.appointment_propose(
                professional=pro.user, appointment_id=appointment.pk,
                times=[reschedule.Time(window.pk, later, "11:00")],
            )  # fmt: skip
        held, told = proposed_day.receive(), client_side.receive()
    assert [w["left"] for w in held[-1]["data"]["windows"]] == [1, 0]
    assert [f["data"]["appointment_id"] for f in told if f["type"] == "booking.updated"] == [
        appointment.pk
    ]
    assert Notification.objects.filter(user=client).first().template == str(texts.TIMES_PROPOSED)


def test_the_day_cache_hears_both_days_of_a_move(setup):
    """The public page reads a day from the cache: the old day's place shows free again."""
    from marketplace.bookings.queries import bookable_day_slots

    pro, window, day, client, appointment = setup
    later = upcoming(16)[0]

    def public(on):
        return [s.left for s in bookable_day_slots(professional_id=pro.pk, day=on).windows]

    assert public(day) == [0, 1] and public(later) == [1, 1]  # read, and now cached
    move(client, appointment, window, later, start="10:00")
    assert public(day) == [1, 1] and public(later) == [0, 1]
