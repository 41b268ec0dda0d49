"""The whole state machine as a table: every move, by the appointment's professional, its
client and a stranger, from every state. A legal move changes the state and leaves one
history row; an illegal one is a 409 that changes nothing; a stranger's is a 404."""

import pytest

from kernel.errors import Conflict, NotFound
from kernel.history.queries import state_changes
from marketplace.bookings import conversation, decisions, services
from marketplace.bookings.models import Appointment
from tests.factories import book, person, professional, schedule, upcoming

pytestmark = pytest.mark.django_db
Status = Appointment.Status
STATES = [
    Status.PENDING,
    Status.ACCEPTED,
    Status.REJECTED,
    Status.AWAITING_PAYMENT,
    Status.EXPIRED,
    Status.CANCELLED,
    Status.RESERVED,
]


def _accept(user, pk):
    return decisions.appointment_accept(professional=user, appointment_id=pk)


def _reject(user, pk):
    return decisions.appointment_reject(professional=user, appointment_id=pk, reason="Away")


def _cancel(user, pk):
    return decisions.appointment_cancel(user=user, appointment_id=pk)


def _release(user, pk):
    return decisions.appointment_release(professional=user, appointment_id=pk)


MOVES = {"accept": _accept, "reject": _reject, "cancel": _cancel, "release": _release}

# (move, who) -> {state it starts from: state it ends in}; every other state is a 409.
LEGAL = {
    ("accept", "professional"): {Status.PENDING: Status.ACCEPTED},
    ("reject", "professional"): {
        Status.PENDING: Status.REJECTED,
        Status.ACCEPTED: Status.REJECTED,
    },
    ("cancel", "professional"): {Status.ACCEPTED: Status.CANCELLED},
    ("cancel", "client"): {
        Status.PENDING: Status.CANCELLED,
        Status.ACCEPTED: Status.CANCELLED,
        Status.AWAITING_PAYMENT: Status.CANCELLED,
    },
    ("release", "professional"): {Status.RESERVED: Status.CANCELLED},
}
# Moves only the professional makes: their client asking gets the stranger's 404.
PROFESSIONAL_ONLY = {"accept", "reject", "release"}


@pytest.fixture
def parties():
    pro = professional()
    day, weekday = upcoming(2)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00", "places": 2})
    return pro, person("Meera", "Iyer"), person("Anil", "Rao"), window.windows[0], day


def _in_state(parties, state) -> Appointment:
    pro, client, _, window, day = parties
    if state == Status.RESERVED:
        return services.appointment_reserve(professional=pro.user, window_id=window.pk, day=day)
    appointment = book(client, pro, window.pk, day)
    Appointment.objects.filter(pk=appointment.pk).update(status=state)
    return appointment


@pytest.mark.parametrize("state", STATES)
@pytest.mark.parametrize("who", ["professional", "client", "stranger"])
@pytest.mark.parametrize("move", sorted(MOVES))
def test_every_move_by_every_role_from_every_state(parties, move, who, state):
    appointment = _in_state(parties, state)
    user = {"professional": parties[0].user, "client": parties[1], "stranger": parties[2]}[who]
    before = len(state_changes(appointment))
    # A reservation belongs to the professional alone: its "client" is no one else.
    outsider = who == "stranger" or (
        who == "client" and (move in PROFESSIONAL_ONLY or state == Status.RESERVED)
    )
    legal = LEGAL.get((move, who), {})

    if outsider:
        with pytest.raises(NotFound):
            MOVES[move](user, appointment.pk)
        expected = state
    elif state in legal:
        MOVES[move](user, appointment.pk)
        expected = legal[state]
    else:
        with pytest.raises(Conflict):
            MOVES[move](user, appointment.pk)
        expected = state

    appointment.refresh_from_db()
    assert appointment.status == expected
    assert len(state_changes(appointment)) == before + (expected != state)


@pytest.mark.parametrize("state", STATES)
def test_only_the_client_reviews_and_only_a_paid_accepted_begun_one(parties, state):
    pro, client, stranger, _, _ = parties
    appointment = _in_state(parties, state)
    for outsider in (pro.user, stranger):
        with pytest.raises(NotFound):
            conversation.appointment_review(
                client=outsider, appointment_id=appointment.pk, text="Hi"
            )
    if state == Status.RESERVED:
        return
    # Not begun (two days ahead) and not paid: refused whatever the state.
    with pytest.raises(Conflict):
        conversation.appointment_review(client=client, appointment_id=appointment.pk, text="Good")


def test_a_reservation_is_not_cancelled_but_released(parties):
    pro = parties[0].user
    reserved = _in_state(parties, Status.RESERVED)
    with pytest.raises(Conflict):
        decisions.appointment_cancel(user=pro, appointment_id=reserved.pk)
    decisions.appointment_release(professional=pro, appointment_id=reserved.pk)
    reserved.refresh_from_db()
    assert reserved.status == Status.CANCELLED
