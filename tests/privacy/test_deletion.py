"""Deleting an account: what is open, a fresh code, a grace period that can be cancelled, then
the erasure: nothing of the person left in any table, the other side's history still reads,
the ledger still balances, every device signed out, nobody else's data or money moved."""

import datetime
from pathlib import Path

from django.apps import apps
from django.db.models import CharField, FileField, JSONField, Q, TextField
from django.db.models.functions import Cast
from django.utils import timezone

from marketplace.accounts.models import Session, User
from marketplace.bookings.models import Appointment, Message
from marketplace.calendars.models import CalendarFeed
from marketplace.earnings import queries as earnings
from marketplace.earnings.models import Entry, Withdrawal
from marketplace.invoices.models import Invoice
from marketplace.privacy import services
from marketplace.privacy.models import Deletion
from marketplace.privacy.registry import DELETED_NAME, kept_as_issued
from marketplace.profiles.models import Review
from tests.earnings.conftest import balanced
from tests.factories import sign_in_code
from tests.privacy.conftest import EMAIL, FIRST, LAST, code_for


def _withdrawals_paid(world) -> None:
    """The subject's withdrawal paid out, as finance does: nothing left in progress."""
    from marketplace.earnings import services as earnings_services

    for withdrawal in Withdrawal.objects.filter(professional=world.user, status="requested"):
        earnings_services.withdrawal_pay(withdrawal_id=withdrawal.pk, reference="UTR1", by=None)


def _scheduled(api, world, outbox) -> dict:
    _withdrawals_paid(world)
    code = code_for(outbox, world.user, "delete")
    answer = api.post(
        "/privacy/deletion", json={"code": code, "accept_forfeit": True}, token=world.token
    )
    assert answer.status == 201, answer.body
    return answer.body


def _carried_out(world) -> None:
    Deletion.objects.filter(user=world.user).update(due_at=timezone.now())
    assert services.deletions_due() == 1


def _text_fields(model):
    for field in model._meta.concrete_fields:
        if isinstance(field, (CharField, TextField, JSONField, FileField)):
            yield field.name


def _rows_holding(needles: list[str]) -> list[str]:
    """Every model's text fields, read as text, that hold any of `needles`, but for the
    fields the law keeps as issued (registry.kept_as_issued: a tax invoice's parties)."""
    found = []
    for model in apps.get_models():
        for name in _text_fields(model):
            if (model._meta.label, name) in kept_as_issued():
                continue
            matching = Q()
            for needle in needles:
                matching |= Q(_text__icontains=needle)
            rows = model._default_manager.annotate(_text=Cast(name, TextField())).filter(matching)
            found += [
                f"{model._meta.label}.{name} #{pk}" for pk in rows.values_list("pk", flat=True)
            ]
    return found


def test_open_items_are_shown_and_must_be_settled(api, world, outbox):
    state = api.get("/privacy/deletion", token=world.token).body
    assert state["scheduled"] is None
    opened = state["open"]
    sides = {(a["appointment_id"], a["side"]) for a in opened["appointments"]}
    assert (world.own_appointment, "professional") in sides
    assert (world.booked_appointment, "client") in sides
    assert opened["withdrawals_in_progress"] == 1
    assert "withdrawals" in opened["blockers"]
    assert opened["withdrawable_paise"] > 0

    code = code_for(outbox, world.user, "delete")
    refused = api.post("/privacy/deletion", json={"code": code}, token=world.token)
    assert refused.status == 400 and "withdrawals" in refused.body["fields"]
    _withdrawals_paid(world)
    refused = api.post("/privacy/deletion", json={"code": code}, token=world.token)
    assert refused.status == 400 and "accept_forfeit" in refused.body["fields"]
    wrong = api.post(
        "/privacy/deletion", json={"code": "000000", "accept_forfeit": True}, token=world.token
    )
    assert wrong.status in (400, 422) and "code" in wrong.body["fields"]
    assert not Deletion.objects.exists()


def test_the_erasure_leaves_nothing_of_the_person(
    api, world, outbox, settings, django_capture_on_commit_callbacks
):
    user = world.user
    profile = user.profile
    pictures = [Path(settings.MEDIA_ROOT) / profile.image.name,
                Path(settings.MEDIA_ROOT) / profile.banner.name]  # fmt: skip
    assert all(p.exists() for p in pictures)
    client_before = earnings.balances(world.other.pk)
    other_entries = Entry.objects.exclude(professional=user).count()
    other_sessions = Session.objects.exclude(user=user).count()
    needles = [user.phone, user.national_number, FIRST, LAST, EMAIL, profile.image.name,
               profile.banner.name, user.username]  # fmt: skip
    invoices = list(Invoice.objects.filter(Q(client=user) | Q(professional=user)).values())
    assert invoices, "the world's payments were invoiced"
    scheduled = _scheduled(api, world, outbox)
    assert scheduled["status"] == "scheduled"

    with django_capture_on_commit_callbacks(execute=True):
        _carried_out(world)

    assert _rows_holding(needles) == []
    assert not any(p.exists() for p in pictures)
    # Signed out everywhere; the feed and the devices gone.
    assert api.get("/auth/me", token=world.token).status == 401
    assert not Session.objects.filter(user=user).exists()
    assert not CalendarFeed.objects.filter(user=user).exists()
    tomb = User.objects.get(pk=user.pk)
    assert tomb.name == DELETED_NAME and not tomb.is_active
    # The upcoming appointments were ended through the usual services.
    assert Appointment.objects.get(pk=world.own_appointment).status == "rejected"
    assert Appointment.objects.get(pk=world.booked_appointment).status == "cancelled"
    # The other side's history still reads, the author shown as a deleted user.
    thread = api.get(f"/appointments/{world.past_appointment}/messages", token=world.other_token)
    assert thread.status == 200, thread.body
    authors = {m["author_name"] for m in thread.body}
    assert DELETED_NAME in authors
    assert Message.objects.filter(appointment_id=world.past_appointment).count() == 2
    review = Review.objects.get(client=user)
    reviews = api.get(f"/profiles/{world.other.pk}/reviews")
    assert reviews.status == 200
    assert review.text == "Very helpful."
    assert DELETED_NAME in str(reviews.body)
    # Money: the ledger balances, nobody else's moved, the tax records kept.
    assert balanced()
    assert earnings.balances(world.other.pk) == client_before
    assert Entry.objects.exclude(professional=user).count() == other_entries
    assert Entry.objects.filter(professional=user).exists()
    # Its invoices are kept as issued (CGST Rules r. 56(8)), and only they still name it.
    assert list(Invoice.objects.filter(pk__in=[i["id"] for i in invoices]).values()) == invoices
    assert Session.objects.exclude(user=user).count() == other_sessions
    # The number signs up again as a new person.
    again, _ = sign_in_code(outbox, phone=user.national_number, first="New", last="Person")
    assert again.pk != user.pk and again.phone == user.phone


def test_cancelling_in_the_grace_period_keeps_everything(api, world, outbox):
    _scheduled(api, world, outbox)
    state = api.get("/privacy/deletion", token=world.token).body
    assert state["scheduled"]["due_at"]
    light = api.get("/privacy/deletion?details=false", token=world.token).body
    assert light == {"scheduled": state["scheduled"], "open": None}  # the banner's question
    cancelled = api.delete("/privacy/deletion", token=world.token)
    assert cancelled.status == 200 and cancelled.body["status"] == "cancelled"
    Deletion.objects.filter(user=world.user).update(due_at=timezone.now())
    assert services.deletions_due() == 0
    user = User.objects.get(pk=world.user.pk)
    assert user.is_active and user.name == f"{FIRST} {LAST}"
    assert api.get("/auth/me", token=world.token).status == 200
    assert Appointment.objects.get(pk=world.own_appointment).status == "pending"
    assert api.delete("/privacy/deletion", token=world.token).status == 404


def test_not_due_yet_nothing_happens(api, world, outbox):
    _scheduled(api, world, outbox)
    assert services.deletions_due(now=timezone.now() + datetime.timedelta(days=1)) == 0
    assert User.objects.get(pk=world.user.pk).is_active
