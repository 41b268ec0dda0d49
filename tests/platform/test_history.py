"""State transitions, on a small model declared the way the areas declare theirs: a
`TextChoices` status and its named moves beside it. Its table lives only inside the test's
transaction."""

import pytest
from django.contrib.contenttypes.models import ContentType
from django.db import connection, models, transaction
from django.test.utils import CaptureQueriesContext, isolate_apps

from kernel.errors import Conflict, NotFound
from kernel.history.models import StateChange
from kernel.history.moves import Move
from kernel.history.queries import state_changes
from kernel.history.services import transition
from kernel.locking import lock
from tests.factories import person

pytestmark = pytest.mark.django_db


class Refused(Exception):
    pass


@pytest.fixture
def ticket_model():
    with isolate_apps("tests"):

        class Ticket(models.Model):
            class Status(models.TextChoices):
                OPEN = "open", "Open"
                ACCEPTED = "accepted", "Accepted"
                CLOSED = "closed", "Closed"

            MOVES = {
                "accept": Move.to(Status.ACCEPTED, Status.OPEN),
                "close": Move.to(Status.CLOSED, Status.OPEN, Status.ACCEPTED),
                "reopen": Move.to("reopened", Status.OPEN),  # a state the field does not have
            }

            status = models.CharField(max_length=20, choices=Status.choices, default="open")
            title = models.CharField(max_length=50, blank=True)
            updated_at = models.DateTimeField(auto_now=True)

            class Meta:
                app_label = "tests"

            def __str__(self) -> str:
                return f"ticket {self.pk}"

    with connection.schema_editor() as editor:
        editor.create_model(Ticket)
    yield Ticket
    # Its content type row goes with the test's transaction; the cache must forget it too.
    ContentType.objects.clear_cache()


def test_a_legal_move_changes_the_state_and_records_who_when_from_and_to(ticket_model):
    Ticket = ticket_model
    ticket, actor = Ticket.objects.create(), person()
    change = transition(ticket, "accept", by=actor)
    assert ticket.status == Ticket.Status.ACCEPTED
    assert Ticket.objects.get(pk=ticket.pk).status == Ticket.Status.ACCEPTED
    transition(ticket, "close", by=None)
    recorded = [
        (c.field, c.from_state, c.to_state, c.actor_id, c.object_id) for c in state_changes(ticket)
    ]
    assert recorded == [
        ("status", "open", "accepted", actor.pk, ticket.pk),
        ("status", "accepted", "closed", None, ticket.pk),
    ]
    assert change.at is not None and change.at <= state_changes(ticket).last().at


def test_an_illegal_move_is_a_conflict_that_changes_nothing(ticket_model):
    Ticket = ticket_model
    ticket = Ticket.objects.create(status=Ticket.Status.CLOSED)
    with pytest.raises(Conflict) as refused:
        transition(ticket, "accept", by=None)
    assert refused.value.message == "This ticket is closed and cannot become accepted."
    assert refused.value.status == 409
    with pytest.raises(Conflict) as refused:
        transition(ticket, "close", by=None, refusal="This ticket is already closed.")
    assert refused.value.message == "This ticket is already closed."
    assert Ticket.objects.get(pk=ticket.pk).status == Ticket.Status.CLOSED
    assert not state_changes(ticket).exists()


def test_the_state_checked_is_the_stored_one_not_the_callers_copy(ticket_model):
    Ticket = ticket_model
    ticket = Ticket.objects.create()
    Ticket.objects.filter(pk=ticket.pk).update(status=Ticket.Status.CLOSED)  # someone else
    with pytest.raises(Conflict):
        transition(ticket, "accept", by=None)
    assert ticket.status == Ticket.Status.CLOSED


def test_only_the_state_is_saved_and_with_its_record_or_not_at_all(ticket_model):
    Ticket = ticket_model
    ticket = Ticket.objects.create(title="kept")
    before = ticket.updated_at
    ticket.title = "not saved by the transition"
    transition(ticket, "accept", by=None)
    stored = Ticket.objects.get(pk=ticket.pk)
    assert (stored.title, stored.status) == ("kept", Ticket.Status.ACCEPTED)
    assert stored.updated_at > before

    with pytest.raises(Refused), transaction.atomic():
        transition(ticket, "close", by=None)
        raise Refused  # whatever the caller does next fails: the move and its record go
    assert Ticket.objects.get(pk=ticket.pk).status == Ticket.Status.ACCEPTED
    assert state_changes(ticket).count() == 1


def test_unknown_states_and_vanished_objects_are_refused(ticket_model):
    Ticket = ticket_model
    ticket = Ticket.objects.create()
    with pytest.raises(ValueError, match="not a state"):
        transition(ticket, "reopen", by=None)
    Ticket.objects.filter(pk=ticket.pk).delete()
    with pytest.raises(NotFound, match="This ticket no longer exists."):
        transition(ticket, "close", by=None)
    assert not StateChange.objects.exists()


def test_also_saves_other_fields_in_the_moves_own_update(ticket_model):
    Ticket = ticket_model
    ticket = Ticket.objects.create(title="old")
    with CaptureQueriesContext(connection) as sent:
        transition(ticket, "accept", by=None, also={"title": "new"})
    updates = [q["sql"] for q in sent if q["sql"].startswith("UPDATE")]
    assert len(updates) == 1 and '"title"' in updates[0] and '"status"' in updates[0]
    stored = Ticket.objects.get(pk=ticket.pk)
    assert (stored.title, stored.status) == ("new", Ticket.Status.ACCEPTED)


def test_refresh_reads_every_field_from_the_locked_row(ticket_model):
    Ticket = ticket_model
    ticket = Ticket.objects.create(title="mine")
    Ticket.objects.filter(pk=ticket.pk).update(title="theirs")  # someone else, before the lock
    transition(ticket, "accept", by=None)
    assert ticket.title == "mine"  # by default only the state is read
    transition(ticket, "close", by=None, refresh=True)
    assert ticket.title == "theirs"


def test_held_moves_the_callers_locked_copy_without_reading_it_again(ticket_model):
    Ticket = ticket_model
    ticket = Ticket.objects.create()
    ContentType.objects.get_for_model(Ticket)  # read once per process, as in production
    with transaction.atomic():
        lock(ticket)
        with CaptureQueriesContext(connection) as sent:
            transition(ticket, "accept", by=None, held=True)
    assert not [q for q in sent if q["sql"].startswith("SELECT")]
    assert Ticket.objects.get(pk=ticket.pk).status == Ticket.Status.ACCEPTED
    assert [c.to_state for c in state_changes(ticket)] == ["accepted"]


def test_inside_a_transaction_a_move_takes_no_savepoint_and_a_refusal_spoils_nothing(ticket_model):
    Ticket = ticket_model
    ticket, other = Ticket.objects.create(), Ticket.objects.create(status=Ticket.Status.CLOSED)
    ContentType.objects.get_for_model(Ticket)  # read once per process, as in production
    with CaptureQueriesContext(connection) as sent, transaction.atomic():
        transition(ticket, "accept", by=None)
        with pytest.raises(Conflict):
            transition(other, "accept", by=None)
        Ticket.objects.filter(pk=ticket.pk).update(title="written after the refusal")
    # The test's own transaction makes the caller's block a savepoint: the moves add none.
    assert sum(q["sql"].startswith("SAVEPOINT") for q in sent) == 1
    stored = Ticket.objects.get(pk=ticket.pk)
    assert (stored.status, stored.title) == (Ticket.Status.ACCEPTED, "written after the refusal")
