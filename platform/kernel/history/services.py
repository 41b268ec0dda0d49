"""State machines: the one way a status field changes. Each model declares its moves beside
its `Status`, by name, in `MOVES` (the only place they are written; docs/architecture.md
draws them), and services make a move by its name:

    class Appointment(models.Model):
        class Status(models.TextChoices): ...
        MOVES = {"accept": Move.to(Status.ACCEPTED, Status.PENDING), ...}

    transition(appointment, "accept", by=professional)

`transition` reads the current state under the row's lock, checks the move allows it, and
records who moved what from where to where (StateChange)."""

import functools

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.contenttypes.models import ContentType
from django.db import transaction
from django.db.models import Model
from django.utils.translation import gettext_lazy as _

from kernel.errors import Conflict, NotFound
from kernel.history.models import StateChange
from kernel.kept import KeptInsert, KeptUpdate
from kernel.locking import contended, lock_rows

ILLEGAL_MOVE = _("This {thing} is {current} and cannot become {to}.")
GONE = _("This {thing} no longer exists.")
# What the messages call each thing with moves, by model (else its verbose_name); the states
# are its Status labels, translated where the model declares them.
THINGS = {
    "bookings.appointment": _("appointment"),
    "events.eventbooking": _("event booking"),
    "earnings.withdrawal": _("withdrawal"),
    "payments.order": _("order"),
    "payments.payment": _("payment"),
    "payments.refund": _("refund"),
    "support.report": _("support report"),
    "bookings.noshow": _("no-show report"),
}


def _label(model: type[Model], field: str, state: str) -> str:
    labels = dict(model._meta.get_field(field).flatchoices)
    return str(labels.get(state, state)).lower()


def transition(
    obj: Model,
    move: str,
    *,
    by: AbstractBaseUser | None,
    to=None,
    note: str = "",
    refusal: str | None = None,
    also: dict[str, object] | None = None,
    refresh: bool = False,
    held: bool = False,
) -> StateChange:
    """Make the move named `move` of `obj`'s model (`MOVES`), to `to` or to the move's one
    target, if it is allowed from the current state, and record the move, in one transaction.
    The current state is read under a row lock, so of two people moving the same object at
    once the second sees the first one's result (and may be refused): `obj`'s value in memory
    is not trusted. A move not allowed (staying put included) raises `Conflict` with
    `refusal` or a message naming both states. Saved: the move's field, the auto_now fields
    and `also` (other fields' new values, in the same UPDATE); the caller saves anything else
    itself.

    `refresh`: every field of `obj` is set from the locked row, for a caller that reads them
    next (its own unsaved changes to `obj` are lost). `held`: the caller already holds the
    row's lock in this transaction and refreshed `obj` from it (kernel.locking.lock), so it is
    not read again."""
    model = type(obj)
    meta = model._meta
    made = model.MOVES[move]
    field = made.field
    to = made.target() if to is None else to
    states = {value for value, _ in meta.get_field(field).flatchoices}
    if states and to not in states:
        raise ValueError(f"{to!r} is not a state of {meta.label}.{field}")
    thing = THINGS.get(meta.label_lower, meta.verbose_name)
    # Inside the caller's transaction no savepoint of its own (two round trips a move): a
    # refusal is raised after the block, so it never marks the caller's transaction as failed.
    with contended(), transaction.atomic(savepoint=False):
        rows = [obj] if held else lock_rows(model, [obj.pk])
        if rows and not held:
            for column in meta.concrete_fields if refresh else [meta.get_field(field)]:
                setattr(obj, column.attname, getattr(rows[0], column.attname))
        current = getattr(obj, field)
        allowed = bool(rows) and to in made.steps.get(current, ())
        if allowed:
            setattr(obj, field, to)
            for name, value in (also or {}).items():
                setattr(obj, name, value)
            auto_now = [f.name for f in meta.concrete_fields if getattr(f, "auto_now", False)]
            _save(obj, [field, *(also or ()), *auto_now])
            change = _change(obj, field, current, to, by, note)
    if not rows:
        raise NotFound(GONE.format(thing=thing))
    if not allowed:
        raise Conflict(
            refusal
            or ILLEGAL_MOVE.format(
                thing=thing, current=_label(model, field, current), to=_label(model, field, to)
            )
        )
    return change


def record(
    obj: Model, *, by: AbstractBaseUser | None, note: str, field: str = "status"
) -> StateChange:
    """A change that keeps the state (an appointment moved to another time): recorded beside
    the moves, from and to the same state, with what changed in `note`. The caller holds the
    row's lock and saves the change itself, in the same transaction."""
    state = getattr(obj, field)
    return _change(obj, field, state, state, by, note[:300])


# Every move writes its row and its record: both statements are kept (kernel/kept.py).
_RECORDED = KeptInsert(StateChange)


def _change(obj: Model, field: str, current: str, to: str, by, note: str) -> StateChange:
    return _RECORDED.insert(
        StateChange(
            content_type=ContentType.objects.get_for_model(type(obj)), object_id=obj.pk,
            field=field, from_state=current, to_state=to, actor=by, note=note,
        )
    )  # fmt: skip


@functools.cache
def _saving(model: type[Model]) -> KeptUpdate | None:
    try:
        return KeptUpdate(model)
    except TypeError:  # it saves in its own way, or has parents: save() does it
        return None


def _save(obj: Model, fields: list[str]) -> None:
    """`obj.save(update_fields=fields)`, through a kept UPDATE where the model allows it."""
    saving = _saving(type(obj))
    if saving is None:
        obj.save(update_fields=fields)
    else:
        saving.update(obj, fields)
