"""What the two sides do with an appointment after it is booked: the professional accepts,
rejects or releases a reservation; either side cancels; the client gives a hold back. Each
move checks who asks (anyone but the appointment's own professional or client gets 404, as
if it did not exist) and, through `transition`, the current state under the row's lock (an
illegal move is a 409). Money goes back through payments, keyed by the appointment's purpose."""

from collections.abc import Callable
from dataclasses import dataclass

from django.db import transaction
from django.db.models import OuterRef, QuerySet
from django.utils import timezone

from kernel.errors import Conflict, InvalidInput, NotFound
from kernel.history.services import transition
from kernel.kept import Kept
from kernel.locking import contended, wait_at_most
from marketplace.bookings import coupons as booked_coupons
from marketplace.bookings import live, notices, policy, texts
from marketplace.bookings.models import Appointment
from marketplace.bookings.services import PURPOSE, waiting_on
from marketplace.bookings.waitlist import decline, locked_profile, locked_profile_of, offer_freed
from marketplace.packages import services as packages
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway
from notifications.wording import Text

Status = Appointment.Status

# What `_end` gives back of a paid appointment: everything (the professional ends it), the
# share the professional's cancellation policy returns now (the client cancels), or nothing
# may have been paid (a hold given up before paying).
FULL, BY_POLICY, UNPAID = "full", "policy", None


# The first statement of every decision on an appointment: its SQL is kept.
_APPOINTMENT = Kept(
    lambda pk: Appointment.objects.select_related("professional", "client").filter(pk=pk)[:1],
    pk=int,
)


def _locked(pk: int) -> QuerySet[Appointment]:
    return (
        Appointment.objects.select_related("professional", "client")
        .filter(pk=pk)
        .select_for_update(of=("self",))
    )


# The same, locked: the one read of an accept, whose only lock is the appointment's own.
_APPOINTMENT_LOCKED = Kept(lambda pk: _locked(pk)[:1], pk=int)
# And of a reject or cancel, after the professional's lock, with whether anyone waits for a
# time of theirs (`waiting`): that statement's snapshot is taken once the professional's lock
# is held, and a line is joined only under it, so it sees every line joined before, and none
# can be joined until the end commits. Nobody waiting, the freed place's read of the lines
# is spared (`offer_freed`).
_APPOINTMENT_ENDING = Kept(
    lambda pk: _locked(pk).annotate(waiting=waiting_on(OuterRef("professional_id")))[:1], pk=int
)


def appointment_of(appointment_id: int, user, *, professional: bool | None) -> Appointment:
    """The appointment if `user` is its professional (True), its client (False) or either
    (None); a reservation (the professional's own block) is never the client's."""
    return _yours(_APPOINTMENT.first(pk=appointment_id), user, professional=professional)


def _yours(appointment: Appointment | None, user, *, professional: bool | None) -> Appointment:
    if appointment is not None:
        mine_as_pro = appointment.professional_id == user.pk
        mine_as_client = appointment.client_id == user.pk and not appointment.reservation
        if (professional is True and mine_as_pro) or (professional is False and mine_as_client):
            return appointment
        if professional is None and (mine_as_pro or mine_as_client):
            return appointment
    raise NotFound(texts.APPOINTMENT_NOT_FOUND)


def cancellable(appointment: Appointment, *, by_professional: bool) -> bool:
    """Whether that side may cancel it now: a live booking (a reservation is released, not
    cancelled). The client always may: the professional's policy decides what comes back."""
    move = "professional_cancel" if by_professional else "cancel"
    return Appointment.MOVES[move].allows(appointment.status)


def display_name(user) -> str:
    return user.name or user.username


@dataclass(frozen=True)
class Ending:
    """How an end goes, decided from the appointment as its lock finds it: the move, its
    note, what of a paid one comes back (`refund`), and whom to tell what (user, text)."""

    move: str
    note: str
    refund: str | None
    tell: tuple


def _end(
    appointment_id: int, user, *, side: bool | None, decide: Callable[[Appointment], Ending],
    origin=None,
) -> Appointment:  # fmt: skip
    """Reject or cancel: the payments first locked (their lock order comes before ours), then
    the professional, found only by an appointment of `user`'s, then the appointment, read
    once under its lock and checked to be `user`'s (`side`, as `appointment_of`): anyone
    else's is a 404, which ends the one lock it took, its orders'. `decide` names the move,
    made then; the money of a paid one is given back as the ending's `refund` says (FULL,
    BY_POLICY: the share of the policy it was booked under, read with the appointment's
    row), and the place is freed. A refund the gateway refuses rolls the whole move back.
    `origin` is this server's address, which the local payment sandbox needs."""
    with contended(), transaction.atomic():
        payments.payments_lock(purpose=PURPOSE, purpose_id=appointment_id)
        # Found only by the caller's own: someone else's locks nothing of the professional's.
        professional, client = (None if side is False else user.pk), (None if side else user.pk)
        profile = locked_profile_of(appointment_id, professional=professional, client=client)
        found = _APPOINTMENT_ENDING.first(pk=appointment_id) if profile is not None else None
        appointment = _yours(found, user, professional=side)
        ending = decide(appointment)
        note = ending.note[:300]
        rejected = {"reason": note} if ending.move == "reject" else None
        change = transition(appointment, ending.move, by=user, note=note, also=rejected, held=True)
        booked_coupons.freed(appointment)
        if appointment.paid:
            _give_back(
                appointment, ending.refund, profile, reason=ending.note or change.to_state,
                origin=origin,
            )  # fmt: skip
        freed(withdraw(appointment, by=None), profile)  # times proposed for it, given back
        if appointment.waiting:  # read under the professional's lock: else no line to read
            offer_freed(profile, timezone.now())  # first, so the day's pages hear it once
        live.taken_or_freed(appointment, profile)
        if change.from_state not in Appointment.HELD:
            # A hold given up before paying, or an offer declined, was never news to the
            # professional.
            notices.tell(appointment, user=ending.tell[0], text=ending.tell[1])
    return appointment


def _give_back(appointment, refund, profile, *, reason: str, origin) -> None:
    if refund is UNPAID:
        raise Conflict(texts.HOLD_PAID)
    if appointment.purchase_id is not None:
        _credit_back(appointment, refund, profile)
        return
    if refund == FULL:
        given = payments.refund_in_full(
            purpose=PURPOSE, purpose_id=appointment.pk, reason=reason,
            gateway=Gateway(origin=origin),
        )  # fmt: skip
    else:
        # The policy it was booked under; an older booking, the one on the row locked here.
        terms = appointment.cancellation_policy or profile.cancellation_policy
        share = policy.refund_paise(appointment, terms, timezone.now())
        given = payments.refund_up_to(
            purpose=PURPOSE, purpose_id=appointment.pk, amount_paise=share, reason=reason,
            gateway=Gateway(origin=origin),
        )  # fmt: skip
    if given:  # added to what a no-show's refund may have given back before
        appointment.refunded_paise += given
        appointment.save(update_fields=["refunded_paise"])


def _credit_back(appointment, refund, profile) -> None:
    """Paid by a package's credit: it comes back when the professional ends it, or when the
    client cancels within the policy's full-refund notice (the tier that gives 100 %); a
    later cancel keeps it spent, as a paid one keeps the money."""
    terms = appointment.cancellation_policy or profile.cancellation_policy
    if refund == FULL or policy.refund_share(terms, appointment.starts_at, timezone.now()) >= 100:
        packages.credit_back(appointment_id=appointment.pk)


def withdraw(appointment: Appointment, *, by) -> list[Appointment]:
    """The times proposed for the appointment still held (bookings.reschedule), given back:
    answered, or the appointment ended. No query when it has none (`proposed_until`). Under
    the professional's lock; the caller offers the places on."""
    if appointment.proposed_until is None:
        return []
    withdrawn = list(appointment.proposals.filter(status=Status.PROPOSED))
    for proposal in withdrawn:
        transition(proposal, "withdraw", by=by, note="proposal answered")
    appointment.proposed_until = None
    appointment.save(update_fields=["proposed_until"])
    return withdrawn


def freed(withdrawn: list[Appointment], profile) -> None:
    """The dates of withdrawn proposed times hear their places again."""
    for day in sorted({proposal.day for proposal in withdrawn}):
        live.slots_publish(professional_id=profile.pk, day=day, profile=profile)


def appointment_accept(*, professional, appointment_id: int) -> Appointment:
    with contended(), transaction.atomic():
        # Read once, under its lock: someone else's gets the 404 at once, ending the lock.
        wait_at_most()
        appointment = _yours(
            _APPOINTMENT_LOCKED.first(pk=appointment_id), professional, professional=True
        )
        if appointment.status == Status.PENDING and appointment.starts_at <= timezone.now():
            # Nobody could pay for, or be refunded, a time already begun.
            raise Conflict(texts.TOO_LATE_TO_ACCEPT)
        transition(appointment, "accept", by=professional, held=True)
        booked_coupons.nothing_to_pay(appointment, by=professional)
        notices.tell(appointment, user=appointment.client, text=Text(texts.ACCEPTED))
    return appointment


def appointment_reject(
    *, professional, appointment_id: int, reason: str, origin: str | None = None
) -> Appointment:
    reason = " ".join(reason.split())
    if not reason:
        raise InvalidInput(texts.ENTER_REASON, fields={"reason": texts.ENTER_REASON})
    if len(reason) > 300:
        raise InvalidInput(texts.REASON_TOO_LONG, fields={"reason": texts.REASON_TOO_LONG})

    def decide(appointment: Appointment) -> Ending:
        told = (appointment.client, Text(texts.REJECTED, reason=reason))
        return Ending("reject", reason, FULL, told)

    return _end(appointment_id, professional, side=True, decide=decide, origin=origin)


def appointment_cancel(*, user, appointment_id: int, origin: str | None = None) -> Appointment:
    """Either side. A paid appointment cancelled by the professional is refunded in full; by
    the client, by the share the professional's cancellation policy gives back now (0 %: the
    cancel stands, nothing comes back)."""

    def decide(appointment: Appointment) -> Ending:
        if appointment.professional_id == user.pk:
            told = (
                appointment.client,
                Text(texts.CANCELLED_BY_PROFESSIONAL, name=display_name(user)),
            )
            return Ending("professional_cancel", "cancelled", FULL, told)
        told = (appointment.professional, Text(texts.CANCELLED_BY_CLIENT, name=appointment.name))
        return Ending("cancel", "cancelled", BY_POLICY, told)

    return _end(appointment_id, user, side=None, decide=decide, origin=origin)


def hold_release(*, client, appointment_id: int) -> Appointment:
    """The client walks away from a pay-first hold before paying: its place is offered again
    at once. Only an unpaid hold moves (409 otherwise), so a late release can never cancel,
    let alone refund, what was paid meanwhile."""
    appointment = appointment_of(appointment_id, client, professional=False)
    if appointment.status == Status.OFFERED:  # a place offered from a waitlist: declined
        with contended(), transaction.atomic():
            decline(appointment, locked_profile(appointment.professional_id), by=client)
        return appointment
    # A hold given up is no news to the professional (`_end`).
    ending = Ending("give_up", "hold released", UNPAID, (appointment.professional, None))
    return _end(appointment_id, client, side=False, decide=lambda _: ending)


def appointment_release(*, professional, appointment_id: int) -> Appointment:
    appointment = appointment_of(appointment_id, professional, professional=True)
    with contended(), transaction.atomic():
        profile = locked_profile(professional.pk)
        transition(appointment, "release", by=professional)
        offer_freed(profile, timezone.now())
        live.taken_or_freed(appointment, profile)
    return appointment


def unanswered_expire_due() -> int:
    """The periodic sweep's second half: a request the professional never answered before
    its time began expires, and the client hears so (nothing is paid on a pending one). Its
    place may open other times (a daily limit, a buffer): those waiting for them are offered
    them, under the professional's lock."""
    due = Appointment.objects.filter(status=Status.PENDING, starts_at__lte=timezone.now())
    expired = 0
    for appointment in due.select_related("professional", "client"):
        with contended(), transaction.atomic():
            profile = locked_profile(appointment.professional_id)
            try:
                transition(appointment, "expire", by=None)
            except Conflict:
                continue  # decided meanwhile
            booked_coupons.freed(appointment)
            if appointment.purchase_id is not None:  # a request never answered: credit back
                packages.credit_back(appointment_id=appointment.pk)
            name = appointment.professional.name or appointment.professional.username
            notices.tell(
                appointment, user=appointment.client, text=Text(texts.UNANSWERED, name=name)
            )
            offer_freed(profile, timezone.now())
            expired += 1
    return expired
