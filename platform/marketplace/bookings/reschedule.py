"""Moving an appointment to another time: by its client, or to one of up to three times its
professional proposes. A move keeps the appointment and its payment (no new charge); its new
place is taken as a booking takes one (`services._when`, `fitting` and `room`, under the
professional's lock: never oversold, session length, buffers, notice, daily limit, days
off), its old place is freed and offered to its waitlist (`offer_freed`), both days' pages
hear it, and its history records from where to where (`history.record`).

Proposed times are places held for the client (status PROPOSED, `proposal_of` the
appointment): every count takes them, like a waitlist offer, until the client picks one (the
others are withdrawn), declines them all (the appointment is cancelled and refunded in
full), or they lapse through the holds kernel (the appointment stays where it was)."""

import dataclasses
import datetime
import zoneinfo

from django.db import transaction
from django.utils import timezone

from kernel.errors import Conflict, InvalidInput
from kernel.history.services import record, transition
from kernel.holds.tasks import expire_on_commit
from kernel.locking import contended, lock
from marketplace.bookings import daycache, decisions, live, notices, policy, texts
from marketplace.bookings import waitlist as lines
from marketplace.bookings.decisions import freed, withdraw
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries import bookable_from
from marketplace.bookings.services import PURPOSE, Occasion, _when, fitting, room
from marketplace.bookings.waitlist import locked_profile, offer_freed
from marketplace.packages import services as packages
from marketplace.payments import observers as money_observers
from marketplace.payments import services as payments
from marketplace.profiles.models import Profile
from marketplace.scheduling.queries import Rules
from notifications import reminders
from notifications.wording import Text

Status = Appointment.Status

# What may move: a booking not yet begun, requested or accepted.
MOVABLE = (Status.PENDING, Status.ACCEPTED)
MOST_PROPOSED = 3
# Proposed times are held for a day at most; less when one of them (or the appointment
# itself) starts sooner: the client answers before the earliest proposed time's notice.
PROPOSAL_HELD = datetime.timedelta(hours=24)


def reschedule_notice(profile: Profile, appointment: Appointment) -> datetime.timedelta:
    """How long before its start a client may still move an appointment: the professional's
    own setting, else up to the full-refund notice of the cancellation policy it was booked
    under; a policy that never gives everything back allows moving up to its longest notice
    (its first tier), no later than a cancel that returns the most."""
    if profile.reschedule_notice_hours is not None:
        return datetime.timedelta(hours=profile.reschedule_notice_hours)
    terms = appointment.cancellation_policy or profile.cancellation_policy
    full = policy.full_refund_notice(terms)
    return full if full is not None else datetime.timedelta(hours=policy.tiers(terms)[0]["hours"])


def reschedule_deadline(profile: Profile, appointment: Appointment) -> datetime.datetime:
    """The last moment its client may move it."""
    return appointment.starts_at - reschedule_notice(profile, appointment)


def movable(appointment: Appointment, now) -> bool:
    return (
        appointment.status in MOVABLE
        and appointment.starts_at > now
        and not appointment.reservation
    )


def reschedulable(appointment: Appointment, profile: Profile | None, now=None) -> bool:
    """Whether its client may move it now (the card's "Reschedule")."""
    now = now or timezone.now()
    return (
        profile is not None
        and movable(appointment, now)
        and appointment.reschedules < profile.reschedule_limit
        and now <= reschedule_deadline(profile, appointment)
    )


def _locked(appointment: Appointment, now) -> Profile:
    """The appointment's orders (the house's lock order: a move may hold its money to a
    later date), the professional's lock (every place of theirs is counted under it), then
    the appointment's row, read again: a move on one no longer movable is a 409."""
    payments.payments_lock(purpose=PURPOSE, purpose_id=appointment.pk)
    profile = locked_profile(appointment.professional_id)
    lock(appointment)
    if not movable(appointment, now):
        raise Conflict(texts.NOT_MOVABLE)
    return profile


def _occasion(
    appointment: Appointment, profile: Profile, *, window_id: int, day, start, now, earliest
) -> Occasion:
    """The session asked for, checked as a booking's is, with the field that is wrong."""
    occasion = _when(
        profile=profile, window_id=window_id, day=day, start=start, now=now, fields={},
        earliest=earliest,
    )  # fmt: skip
    if appointment.plan is not None:
        fitting(appointment.plan, occasion)
    if occasion.starts == appointment.starts_at:
        raise InvalidInput(texts.SAME_TIME, fields={"window_id": texts.SAME_TIME})
    return occasion


@dataclasses.dataclass(frozen=True)
class Place:
    """Where an appointment was before it moved."""

    day: datetime.date
    starts: datetime.datetime
    ends: datetime.datetime


def _move(appointment: Appointment, occasion: Occasion, *, by, now, profile: Profile) -> Place:
    """The appointment takes the occasion's place (counted by the caller), its old one is
    freed and offered on, both days' pages hear it, and the history says from where to
    where."""
    old = Place(appointment.day, appointment.starts_at, appointment.ends_at)
    appointment.window = occasion.window
    appointment.starts_at, appointment.ends_at = occasion.starts, occasion.ends
    appointment.day = occasion.day
    appointment.moves += 1
    appointment.proposed_until = None
    appointment.save(
        update_fields=[
            "window", "starts_at", "ends_at", "day", "moves", "reschedules", "proposed_until",
            "updated_at",
        ]
    )  # fmt: skip
    # Its save dropped the new day's cached places; the old day's go too.
    daycache.appointment_changed(profile.pk, old.day)
    if appointment.paid:  # what it earned is withdrawable after its new time, not its old
        money_observers.purchase_available_from(
            purpose=PURPOSE, purpose_id=appointment.pk, at=appointment.earned_from
        )
        if appointment.purchase_id is not None:  # a credit's part follows its session
            packages.credit_moved(
                appointment_id=appointment.pk, earned_from=appointment.earned_from
            )
    note = f"moved from {old.starts.isoformat()} to {occasion.starts.isoformat()}"
    record(appointment, by=by, note=note)
    offer_freed(profile, now)  # first, so the days' pages hear it once, offered on
    live.taken_or_freed(appointment, profile)
    if old.day != appointment.day:
        live.slots_publish(professional_id=profile.pk, day=old.day, profile=profile)
    live.neighbours_publish(
        professional_id=profile.pk, day=old.day, starts=old.starts, ends=old.ends,
        zone=profile.time_zone, rules=Rules.of(profile),
    )  # fmt: skip
    return old


def _when_text(appointment: Appointment) -> reminders.Moment:
    return reminders.when(appointment.starts_at, appointment.time_zone)


def appointment_reschedule(
    *, client, appointment_id: int, window_id: int, day: datetime.date, start: str | None = None
) -> Appointment:
    """The client moves their appointment to a free time of the same professional, within
    the professional's limit of moves and notice (409 beyond them). Times proposed to them
    meanwhile are given back: their own move answers them."""
    appointment = decisions.appointment_of(appointment_id, client, professional=False)
    now = timezone.now()
    with contended(), transaction.atomic():
        profile = _locked(appointment, now)
        if appointment.reschedules >= profile.reschedule_limit:
            raise Conflict(texts.RESCHEDULE_LIMIT.format(count=appointment.reschedules))
        notice = reschedule_notice(profile, appointment)
        if now > appointment.starts_at - notice:
            hours = int(notice.total_seconds() // 3600)
            raise Conflict(texts.RESCHEDULE_TOO_LATE.format(hours=hours))
        occasion = _occasion(
            appointment, profile, window_id=window_id, day=day, start=start, now=now,
            earliest=bookable_from(Rules.of(profile), now),
        )  # fmt: skip
        withdrawn = withdraw(appointment, by=client)
        room(client=client, occasion=occasion, now=now, booking=True, line_waits=True,
             moving=appointment)  # fmt: skip
        appointment.reschedules += 1
        old = _move(appointment, occasion, by=client, now=now, profile=profile)
        freed([p for p in withdrawn if p.day not in (old.day, appointment.day)], profile)
        text = Text(texts.MOVED_BY_CLIENT, name=appointment.name, when=_when_text(appointment))
        notices.tell(appointment, user=appointment.professional, text=text)
        notices.tell_client(appointment)
    return appointment


@dataclasses.dataclass(frozen=True)
class Time:
    """One time a professional proposes: a window's session on a date."""

    window_id: int
    date: datetime.date
    start: str | None = None


def _proposal_fields(index: int, refused: InvalidInput) -> InvalidInput:
    """A proposed time's error, on its own row of the form (`times.<index>.<field>`)."""
    fields = {f"times.{index}.{name}": message for name, message in refused.fields.items()}
    return InvalidInput(refused.message, fields=fields)


def appointment_propose(*, professional, appointment_id: int, times: list[Time], note: str = ""):
    """The professional proposes one to three free times to move the appointment to, with a
    note; each is checked and counted as a booking of it would be, then held for the client
    until they answer or the proposal lapses. A new proposal replaces one still open."""
    note = " ".join(note.split())
    if len(note) > 300:
        raise InvalidInput(texts.NOTE_TOO_LONG, fields={"note": texts.NOTE_TOO_LONG})
    if not 1 <= len(times) <= MOST_PROPOSED:
        raise InvalidInput(texts.PROPOSE_ONE_TO_THREE, fields={"times": texts.PROPOSE_ONE_TO_THREE})
    appointment = decisions.appointment_of(appointment_id, professional, professional=True)
    if appointment.reservation:
        raise Conflict(texts.NO_RESERVATION_MOVES)
    now = timezone.now()
    with contended(), transaction.atomic():
        profile = _locked(appointment, now)
        withdraw(appointment, by=professional)
        earliest = bookable_from(Rules.of(profile), now)
        occasions: list[Occasion] = []
        held: list[Appointment] = []
        for index, time in enumerate(times):
            try:
                occasion = _occasion(
                    appointment, profile, window_id=time.window_id, day=time.date,
                    start=time.start, now=now, earliest=earliest,
                )  # fmt: skip
                if any(other.starts == occasion.starts for other in occasions):
                    raise InvalidInput(texts.PROPOSED_TWICE, fields={"start": texts.PROPOSED_TWICE})
                room(client=appointment.client, occasion=occasion, now=now, booking=True,
                     line_waits=True, moving=appointment)  # fmt: skip
            except InvalidInput as refused:
                raise _proposal_fields(index, refused) from refused
            except Conflict as refused:
                fields = _proposal_fields(index, refused).fields
                raise Conflict(refused.message, fields=fields) from refused
            occasions.append(occasion)
            held.append(_hold(appointment, occasion, note=note, now=now))
        until = _held_until(appointment, occasions, profile, now)
        for proposal in held:
            # Saved, not updated in bulk: the day cache hears of a hold through its save.
            proposal.hold_expires_at = until
            proposal.save(update_fields=["hold_expires_at"])
            expire_on_commit(PURPOSE, proposal.pk, until)
        appointment.proposed_until = until
        appointment.save(update_fields=["proposed_until"])
        record(appointment, by=professional, note=f"proposed {len(occasions)} times"[:300])
        name = decisions.display_name(professional)
        notices.tell(
            appointment, user=appointment.client, text=Text(texts.TIMES_PROPOSED, name=name)
        )
        notices.tell_side(appointment, appointment.professional_id)
    return appointment


def _held_until(appointment, occasions: list[Occasion], profile: Profile, now):
    """When the proposal lapses: a day after it is made, or sooner, before the earliest
    proposed time's notice or the appointment's own start, whichever comes first."""
    notice = datetime.timedelta(hours=profile.notice_hours)
    soonest = min(occasion.starts for occasion in occasions) - notice
    return min(now + PROPOSAL_HELD, soonest, appointment.starts_at)


def _hold(appointment: Appointment, occasion: Occasion, *, note: str, now) -> Appointment:
    """One proposed time, held for the appointment's client: a row that every count takes
    while its hold lasts (its lapse is set by the caller, once all are known)."""
    held = Appointment.objects.create(
        client_id=appointment.client_id, professional_id=appointment.professional_id,
        window=occasion.window, starts_at=occasion.starts, ends_at=occasion.ends,
        day=occasion.day, time_zone=appointment.time_zone, plan_id=appointment.plan_id,
        plan_name=appointment.plan_name, plan_type=appointment.plan_type,
        price_paise=appointment.price_paise, name=appointment.name, email=appointment.email,
        phone=appointment.phone, status=Status.PROPOSED, proposal_of=appointment, note=note,
        hold_expires_at=now + PROPOSAL_HELD,
    )  # fmt: skip
    live.taken_or_freed(held, occasion.profile)
    return held


def proposal_pick(*, client, appointment_id: int, proposal_id: int) -> Appointment:
    """The client moves the appointment to one of the times proposed to them (held for them,
    so it is theirs while the proposal lasts); the others are given back. A pick is the
    professional's move: it does not count against the client's own reschedules."""
    appointment = decisions.appointment_of(appointment_id, client, professional=False)
    now = timezone.now()
    with contended(), transaction.atomic():
        profile = _locked(appointment, now)
        proposal = appointment.proposals.filter(
            pk=proposal_id, status=Status.PROPOSED, hold_expires_at__gt=now
        ).first()
        if proposal is None:
            raise Conflict(texts.PROPOSAL_GONE)
        withdrawn = withdraw(appointment, by=client)
        local = proposal.starts_at.astimezone(zoneinfo.ZoneInfo(proposal.time_zone))
        occasion = _when(
            profile=profile, window_id=proposal.window_id, day=proposal.day, now=now, fields={},
            start=local.strftime("%H:%M"),
        )  # fmt: skip
        room(client=client, occasion=occasion, now=now, booking=False, moving=appointment)
        old = _move(appointment, occasion, by=client, now=now, profile=profile)
        freed([p for p in withdrawn if p.day not in (old.day, appointment.day)], profile)
        text = Text(texts.PROPOSAL_PICKED, name=appointment.name, when=_when_text(appointment))
        notices.tell(appointment, user=appointment.professional, text=text)
        notices.tell_client(appointment)
    return appointment


def proposal_decline(*, client, appointment_id: int, origin: str | None = None) -> Appointment:
    """The client declines every time proposed: the appointment is cancelled and, when paid,
    refunded in full, whatever the notice (the professional asked to move it)."""
    appointment = decisions.appointment_of(appointment_id, client, professional=False)
    if appointment.proposed_until is None:
        raise Conflict(texts.NOTHING_PROPOSED)
    told = (appointment.professional, Text(texts.PROPOSAL_DECLINED, name=appointment.name))
    ending = decisions.Ending("cancel", "declined the proposed times", decisions.FULL, told)
    with contended(), transaction.atomic():
        # The house's lock order, as `_end` takes it: the payments, then the professional.
        payments.payments_lock(purpose=PURPOSE, purpose_id=appointment.pk)
        profile = locked_profile(appointment.professional_id)
        lock(appointment)
        withdrawn = withdraw(appointment, by=client)
        if not withdrawn:
            raise Conflict(texts.NOTHING_PROPOSED)
        ended = decisions._end(
            appointment.pk, client, side=False, decide=lambda _: ending, origin=origin
        )
        freed(withdrawn, profile)
    return ended


def _proposal_lapse(proposal: Appointment) -> None:
    """A proposed time whose hold lapsed (the holds kernel, under the professional's lock):
    it expires, its place is offered on; the last of its proposal to lapse tells both sides
    the appointment stays where it was."""
    profile = locked_profile(proposal.professional_id)
    transition(proposal, "expire", by=None, note="proposal lapsed")
    offer_freed(profile, timezone.now())
    live.taken_or_freed(proposal, profile)
    appointment = Appointment.objects.select_related("client", "professional").get(
        pk=proposal.proposal_of_id
    )
    if appointment.proposals.filter(status=Status.PROPOSED).exists():
        return
    if appointment.proposed_until is not None:
        appointment.proposed_until = None
        appointment.save(update_fields=["proposed_until"])
    if appointment.status in MOVABLE:
        text = Text(texts.PROPOSAL_LAPSED, when=_when_text(appointment))
        notices.tell(appointment, user=appointment.client, text=text)
        notices.tell(appointment, user=appointment.professional, text=text)


def _hold_lapse(hold: Appointment) -> None:
    if hold.status == Status.PROPOSED:
        _proposal_lapse(hold)
    else:
        lines.HOLDS.lapse(hold)


# The appointments' holds (registered in apps.py): a waitlist's offer, a pay-first hold, and
# a proposed time.
HOLDS = dataclasses.replace(lines.HOLDS, lapse=_hold_lapse)
