"""Each kept read (kernel/kept.py) of the booking path beside the ORM queryset it keeps, on
the database of DATABASE_URL: the same rows, the same values, the same types. The test suite
calls `compare()` on PostgreSQL; on SQLite it runs this as its own program, since the suite
itself runs on PostgreSQL:

    DATABASE_URL=sqlite:////tmp/x.sqlite3 python -m tests.platform.kept_compare

which migrates the file, makes the data and prints the number of reads compared."""

import datetime
import os
import sys


def _fields(row):
    """A model instance as its column values and annotations; a tuple as itself."""
    if isinstance(row, tuple):
        return row
    values = {field.attname: getattr(row, field.attname) for field in row._meta.concrete_fields}
    values.update({k: v for k, v in vars(row).items() if k in ("override", "waiting")})
    return values


def _same(kept: list, orm: list, what: str) -> None:
    assert kept, f"{what}: nothing to compare (the data should give rows)"
    assert [_fields(row) for row in kept] == [_fields(row) for row in orm], what
    for got, want in zip(kept, orm, strict=True):
        pairs = (
            zip(got, want, strict=True)
            if isinstance(got, tuple)
            else zip(_fields(got).values(), _fields(want).values(), strict=True)
        )
        for a, b in pairs:
            assert type(a) is type(b), f"{what}: {a!r} is a {type(a)}, the ORM gives {type(b)}"


def compare() -> int:
    """Makes a professional with windows, other hours, a booking and a plan, and holds each
    kept read to its queryset; the number of reads compared."""
    from django.db import transaction
    from django.utils import timezone

    from kernel import locking
    from marketplace.accounts import services as accounts
    from marketplace.accounts.services import SESSION_LIFETIME
    from marketplace.bookings import decisions, queries
    from marketplace.bookings import services as bookings
    from marketplace.bookings.models import Appointment, Message
    from marketplace.bookings.queries import places
    from marketplace.scheduling import queries as scheduling_queries
    from marketplace.scheduling import services as scheduling
    from marketplace.scheduling.queries import Rules
    from tests.factories import book, person, professional, schedule, token_for, upcoming

    pro = professional()
    day, weekday = upcoming(2)
    windows = schedule(
        pro, {"days": [weekday], "start": "10:00", "end": "12:00", "session_minutes": 30,
              "places": 2},
    ).windows  # fmt: skip
    book(person(), pro, windows[0].pk, day, start="10:30")
    other_day = day + datetime.timedelta(days=1)
    hours = [{"start": "15:00", "end": "16:00", "session_minutes": 60, "places": 1}]
    scheduling.day_off_add(user=pro.user, first=other_day, last=None, hours=hours)
    compared = 0
    for on in (day, other_day):
        _same(
            scheduling_queries._WINDOWS_AROUND.rows(professional_id=pro.pk, day=on),
            list(scheduling_queries._windows_around(pro.pk, on)),
            f"windows around {on}",
        )
        compared += 1
    after, before = places._reach(day, pro.time_zone, Rules.of(pro))
    _same(
        places.around(professional_id=pro.pk, day=day, zone=pro.time_zone, rules=Rules.of(pro)),
        list(
            places._around(pro.pk, after, before).values_list(
                "pk", "client_id", "status", "hold_expires_at", "starts_at", "ends_at", "day"
            )
        ),
        "appointments around",
    )
    _same(
        places._DAY_PROFILE.rows(professional_id=pro.pk),
        list(places._DAY_PROFILE.build(professional_id=pro.pk)),
        "the day's profile",
    )
    plan = pro.plans.first()
    with transaction.atomic():
        kept = bookings._PLAN_LOCKED.rows(professional_id=pro.pk, plan_id=plan.pk)
        orm = list(bookings._plans_locked(pro.pk, plan.pk))
        _same(kept, orm, "the plan locked")
        # select_related's rows, read from the same statement.
        assert _fields(kept[0].profile) == _fields(orm[0].profile)
        assert _fields(kept[0].profile.user) == _fields(orm[0].profile.user)
        assert bookings._PLAN_LOCKED.rows(professional_id=pro.pk, plan_id=plan.pk + 1000) == []
    booked = Appointment.objects.get(professional_id=pro.pk)
    kept = decisions._APPOINTMENT.rows(pk=booked.pk)
    _same(kept, list(decisions._APPOINTMENT.build(pk=booked.pk)), "an appointment")
    assert _fields(kept[0].client) == _fields(booked.client)
    with transaction.atomic():
        locked = decisions._APPOINTMENT_LOCKED.rows(pk=booked.pk)
        _same(locked, list(decisions._APPOINTMENT_LOCKED.build(pk=booked.pk)), "one locked")
        assert _fields(locked[0].professional) == _fields(booked.professional)
        ending = decisions._APPOINTMENT_ENDING.rows(pk=booked.pk)
        _same(ending, list(decisions._APPOINTMENT_ENDING.build(pk=booked.pk)), "one ending")
        assert ending[0].waiting is False
    with transaction.atomic():
        _same(
            locking._one_locked(Appointment).rows(pk=booked.pk),
            list(Appointment.objects.filter(pk=booked.pk).select_for_update()),
            "a row locked",
        )
    Message.objects.create(appointment=booked, author=booked.client, text="Hello")
    Message.objects.create(appointment=booked, author=pro.user, text="Welcome")
    # Read as it is for a paid one (thread_of answers an unpaid one's with no read).
    thread = queries.appointments._THREAD.rows(appointment_id=booked.pk)
    _same(thread, list(booked.messages.select_related("author")), "a thread")
    assert [message.author.name for message in thread] == [booked.client.name, pro.user.name]
    token = token_for(booked.client)
    key_hash, now = accounts._digest(token), timezone.now()
    _same(
        accounts._LIVE_SESSION.rows(key_hash=key_hash, now=now),
        list(accounts._LIVE_SESSION.build(key_hash=key_hash, now=now)),
        "a signed-in session",
    )
    assert accounts._LIVE_SESSION.rows(key_hash=key_hash, now=now + SESSION_LIFETIME) == []
    compared += _the_cancel_and_payment_reads(booked)
    compared += _the_inserts(booked)
    compared += _the_update(booked)
    compared += _the_claim(booked)
    compared += _the_delivery_reads(booked)
    return compared + 9


def _the_inserts(booked) -> int:
    """A booking's appointment and a notification written by their kept INSERT beside the same
    written by save(): every column read back alike (the moments each took its own), the
    instance's key and database defaults set, the day cache told (its post_save)."""
    from django.contrib.contenttypes.models import ContentType
    from django.db.models.signals import post_save

    from kernel.history import services as history
    from kernel.history.models import StateChange
    from marketplace.bookings import services as bookings
    from marketplace.bookings.models import Appointment
    from notifications import services as notifications
    from notifications.models import Notification

    moments = ("id", "created_at", "updated_at", "at")
    heard = []

    def hear(sender, instance, created, **kwargs):
        heard.append((sender, instance.pk, created))

    post_save.connect(hear, dispatch_uid="kept-compare")
    try:
        for kept_insert, model, made in (
            (
                bookings._NEW,
                Appointment,
                lambda: Appointment(
                    **{
                        f.attname: getattr(booked, f.attname)
                        for f in Appointment._meta.concrete_fields
                        if f.attname not in moments
                    }
                    | {"status": "cancelled"}  # a second live one at its time is refused
                ),
            ),  # fmt: skip
            (
                notifications._NEW,
                Notification,
                lambda: Notification(
                    user=booked.client,
                    kind="booking",
                    template="Hello {name}",
                    values={"name": "Asha"},
                    data={"path": "/appointments"},
                ),
            ),  # fmt: skip
            (
                history._RECORDED,
                StateChange,
                lambda: StateChange(
                    content_type=ContentType.objects.get_for_model(Appointment),
                    object_id=booked.pk,
                    field="status",
                    from_state="pending",
                    to_state="accepted",
                    actor=booked.professional,
                    note="kept",
                ),
            ),
        ):
            by_save, by_kept = made(), made()
            by_save.save()
            assert kept_insert.insert(by_kept) is by_kept
            assert by_kept.pk and by_kept.pk != by_save.pk and not by_kept._state.adding
            assert heard[-2:] == [(model, by_save.pk, True), (model, by_kept.pk, True)]
            saved, kept = (model.objects.get(pk=row.pk) for row in (by_save, by_kept))
            assert {k: v for k, v in _fields(kept).items() if k not in moments} == {
                k: v for k, v in _fields(saved).items() if k not in moments
            }, model
            for name in (m for m in moments if hasattr(saved, m)):
                assert type(getattr(kept, name)) is type(getattr(saved, name)), name
                assert type(getattr(by_kept, name)) is type(getattr(by_save, name)), name
            assert _fields(by_kept) == _fields(kept), model  # what the caller holds is stored
    finally:
        post_save.disconnect(dispatch_uid="kept-compare")
    return 3


def _the_update(booked) -> int:
    """A state change's UPDATE (history.transition's `_save`) beside save(update_fields=...)
    of the same fields: the same columns written and left alone, auto_now set, the signals
    heard with the fields, and a row that is gone refused alike."""
    import pytest
    from django.db import DatabaseError, transaction
    from django.db.models.signals import post_save, pre_save

    from kernel.history import services as history
    from marketplace.bookings.models import Appointment

    kept_update = history._saving(Appointment)
    copies = []
    for _ in range(2):
        copy = Appointment.objects.get(pk=booked.pk)
        copy.pk, copy.status, copy._state.adding = None, "cancelled", True
        copy.save()
        copies.append(copy)
    by_save, by_kept = copies
    heard = []

    def hear(sender, instance, update_fields, **kwargs):
        heard.append((sender, instance.pk, update_fields))

    pre_save.connect(hear, dispatch_uid="kept-compare-pre")
    post_save.connect(hear, dispatch_uid="kept-compare-post")
    try:
        fields = ["status", "note", "updated_at"]
        for row in copies:
            row.status, row.note, row.reason = "rejected", "changed", "not saved"
            row.updated_at = booked.updated_at
        by_save.save(update_fields=fields)
        kept_update.update(by_kept, fields)
        assert heard[-2:] == [(Appointment, by_kept.pk, frozenset(fields))] * 2
    finally:
        pre_save.disconnect(dispatch_uid="kept-compare-pre")
        post_save.disconnect(dispatch_uid="kept-compare-post")
    saved, kept = (Appointment.objects.get(pk=row.pk) for row in copies)
    moments = ("id", "created_at", "updated_at")
    assert {k: v for k, v in _fields(kept).items() if k not in moments} == {
        k: v for k, v in _fields(saved).items() if k not in moments
    }
    assert kept.status == "rejected" and kept.reason == booked.reason
    assert kept.updated_at > booked.updated_at and kept.updated_at == by_kept.updated_at
    gone = Appointment.objects.get(pk=by_kept.pk)
    Appointment.objects.filter(pk=gone.pk).delete()
    for save in (lambda: gone.save(update_fields=fields), lambda: kept_update.update(gone, fields)):
        with pytest.raises(DatabaseError, match="did not affect any rows"), transaction.atomic():
            save()
    return 1


def _the_claim(booked) -> int:
    """A delivery's claim (notifications.delivery): written as save() writes it, and a second
    claim of the same place skipped with None, in a transaction that stays usable."""
    from django.db import transaction

    from notifications import delivery
    from notifications.models import Delivery, Notification

    notification = Notification.objects.create(user=booked.client, kind="booking", template="Hi")
    place = {"notification": notification, "channel": "sms", "address": "+919800000001"}
    with transaction.atomic():
        claimed = delivery._CLAIM.insert(Delivery(**place))
        assert claimed is not None and claimed.pk and not claimed._state.adding
        assert delivery._CLAIM.insert(Delivery(**place)) is None
        assert Delivery.objects.filter(notification=notification).count() == 1
    saved = Delivery(**{**place, "channel": "email", "address": "a@example.in"})
    saved.save()
    moments = ("id", "claimed_at")
    rows = {row.channel: row for row in Delivery.objects.filter(notification=notification)}
    assert {k: v for k, v in _fields(rows["sms"]).items() if k not in moments} == {
        k: v for k, v in _fields(rows["email"]).items() if k not in moments
    } | {"channel": "sms", "address": "+919800000001"}
    assert type(rows["sms"].claimed_at) is type(rows["email"].claimed_at)
    assert _fields(claimed) == _fields(rows["sms"])
    return 1


def _the_cancel_and_payment_reads(booked) -> int:
    """What a cancel (its orders locked; the professional locked by their id, and by the
    appointment's, the caller's only or anyone's; who waits) and a payment's confirmation
    (the appointment with its window and people, locked) read first."""
    from django.db import transaction

    from kernel.waitlist import services as waitlist
    from kernel.waitlist.models import Waiter
    from marketplace.bookings import paying
    from marketplace.bookings import waitlist as bookings_waitlist
    from marketplace.payments import services as payments
    from marketplace.payments.models import Order
    from marketplace.profiles.models import Profile
    from tests.factories import person

    with transaction.atomic():
        kept = paying._TO_CONFIRM_LOCKED.rows(pk=booked.pk)
        orm = list(paying._TO_CONFIRM_LOCKED.build(pk=booked.pk))
        _same(kept, orm, "an appointment to confirm, locked")
        assert _fields(kept[0].window) == _fields(booked.window)
    for n in range(2):
        Order.objects.create(
            razorpay_order_id=f"order_kept_{booked.pk}_{n}", amount_paise=50000,
            client=booked.client, purpose="appointment", purpose_id=booked.pk, receipt=f"r{n}",
        )  # fmt: skip
    orders = {"purpose": "appointment", "purpose_id": booked.pk}
    with transaction.atomic():
        kept = payments._ORDERS_LOCKED.rows(**orders)
        _same(kept, list(payments._ORDERS_LOCKED.build(**orders)), "a thing's orders locked")
        assert len(kept) == 2 and kept == sorted(kept)
    with transaction.atomic():
        kept = bookings_waitlist.locked_profile(booked.professional_id)
        orm = Profile.objects.select_related("user").get(pk=booked.professional_id)
        _same([kept], [orm], "the professional locked")
        assert _fields(kept.user) == _fields(orm.user)
        by_appointment = bookings_waitlist._PROFILE_OF_LOCKED.rows(pk=booked.pk)
        _same(by_appointment, [orm], "the professional locked by their appointment")
        assert _fields(by_appointment[0].user) == _fields(orm.user)
        assert bookings_waitlist._PROFILE_OF_LOCKED.rows(pk=booked.pk + 1000) == []
        theirs = bookings_waitlist._PROFILE_OF_THEIRS_LOCKED
        sides = {"pk": booked.pk, "professional": booked.professional_id, "client": -1}
        _same(theirs.rows(**sides), list(theirs.build(**sides)), "the same, as its professional")
        assert _fields(theirs.rows(**sides)[0].user) == _fields(orm.user)
        sides = {"pk": booked.pk, "professional": -1, "client": booked.client_id}
        assert [p.pk for p in theirs.rows(**sides)] == [orm.pk]
        stranger = person().pk
        for sides in (
            {"professional": stranger, "client": stranger},
            {"professional": booked.client_id, "client": booked.professional_id},
        ):
            assert theirs.rows(pk=booked.pk, **sides) == []
    for line in ("time:1:2026-01-01T10:00", "time:1:2026-01-01T11:00", "seat:1"):
        waiter = person()
        Waiter.objects.create(
            line=line, owner_id=booked.professional_id, user=waiter, name=waiter.name,
            email="w@example.in", phone="9000000000",
        )  # fmt: skip
    lines = waitlist._waiting_lines("time:")
    owner = {"owner_id": booked.professional_id}
    _same(lines.rows(**owner), list(lines.build(**owner)), "the lines waiting")
    assert waitlist.lines_waiting(prefix="time:", **owner) == [
        "time:1:2026-01-01T10:00", "time:1:2026-01-01T11:00"
    ]  # fmt: skip
    return 6


def _the_delivery_reads(booked) -> int:
    """What the worker reads for each notification it delivers (notifications.delivery): the
    notification with its user, the user's choice for its kind, their live devices and where
    it is e-mailed (a profile's address, the last typed into a booking form or a seat's)."""
    from django.utils import timezone

    from marketplace.accounts import devices
    from marketplace.accounts.models import PushSubscription
    from marketplace.accounts.services import session_create
    from marketplace.bookings.models import Appointment
    from marketplace.bookings.queries import appointments
    from marketplace.events import queries as events
    from marketplace.events import services as event_services
    from marketplace.events.models import EventBooking
    from marketplace.profiles.models import Profile
    from notifications import delivery, preferences
    from notifications.models import Delivery, Notification, Preference

    client, pro = booked.client, booked.professional
    notification = Notification.objects.create(user=client, kind="booking", template="Hi")
    one = {"pk": notification.pk}
    chosen = [f"chose_{name}" for name in preferences.CHOSEN]

    def choice_of(row) -> list:
        return [getattr(row, name) for name in chosen]

    kept = delivery._NOTIFICATION.rows(**one)
    _same(kept, list(delivery._NOTIFICATION.build(**one)), "a notification")
    assert _fields(kept[0].user) == _fields(client)
    assert choice_of(kept[0]) == [None, None, None]  # no choice made: the kind's default
    Preference.objects.create(user=client, kind="booking", push=True, sms=False, email=True)
    Preference.objects.create(user=client, kind="update", push=False, sms=True, email=False)
    kept = delivery._NOTIFICATION.rows(**one)
    _same(kept, list(delivery._NOTIFICATION.build(**one)), "a notification with a choice")
    assert choice_of(kept[0]) == choice_of(delivery._NOTIFICATION.build(**one)[0])
    assert choice_of(kept[0]) == [True, False, True]  # its kind's, not the other's
    assert preferences.channels_for(kept[0]) == {"push", "email"}
    # The closing marks, written out per database (one statement on PostgreSQL, two else).
    claims = [
        Delivery.objects.create(notification=notification, channel=channel, address="x").pk
        for channel in ("sms", "email")
    ]
    first, later = timezone.now(), timezone.now() + datetime.timedelta(minutes=1)
    delivery._marked(claims, notification.pk, first)
    delivery._marked([], notification.pk, later)  # a second run marks nothing again
    assert Notification.objects.get(pk=notification.pk).delivered_at == first
    assert [d.sent_at for d in Delivery.objects.filter(pk__in=claims)] == [first, first]
    for n in range(2):
        session, _ = session_create(user=client, user_agent="kept", address=None)
        PushSubscription.objects.create(
            session=session, endpoint=f"https://push.example/{client.pk}/{n}", p256dh="k", auth="a"
        )
    live = {"user_id": client.pk, "now": timezone.now()}
    _same(
        devices._LIVE_SUBSCRIPTIONS.rows(**live),
        list(devices._LIVE_SUBSCRIPTIONS.build(**live)),
        "a user's live devices",
    )
    assert len(devices.SignedInDevices().of(client.pk)) == 2
    Profile.objects.filter(pk=pro.pk).update(email="pro@example.in")
    mine = {"user_id": pro.pk}
    _same(
        events._PROFILE_EMAIL.rows(**mine), list(events._PROFILE_EMAIL.build(**mine)), "a profile's"
    )
    assert events.contact_email(pro.pk) == "pro@example.in"
    Appointment.objects.filter(pk=booked.pk).update(email="typed@example.in")
    given = {"user_id": client.pk}
    _same(
        appointments._EMAIL_GIVEN.rows(**given),
        list(appointments._EMAIL_GIVEN.build(**given)),
        "the address last typed",
    )
    draft = event_services.EventDraft(
        title="GST for freelancers", short_description="Filing, simply.", description="",
        response="<p>https://meet.google.com/abc</p>",
        date=(timezone.now() + datetime.timedelta(days=3)).date(), start=datetime.time(10),
        end=datetime.time(11), seats=None, type="Online", price=0,
    )  # fmt: skip
    EventBooking.objects.create(
        event=event_services.event_create(host=pro, draft=draft), user=client,
        name=client.name, email="seat@example.in", phone="9000000001",
        status=EventBooking.Status.CONFIRMED, price_paise=0, host_share_paise=0, fee_paise=0,
    )  # fmt: skip
    _same(events._SEAT_EMAIL.rows(**given), list(events._SEAT_EMAIL.build(**given)), "a seat's")
    assert events.contact_email(client.pk) == "seat@example.in"  # the later of the two
    return 6


if __name__ == "__main__":
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "platform"))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    print(f"compared {compare()}")
