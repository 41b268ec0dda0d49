"""Deleting an account (docs/privacy.md, "Deletion"): what is open (`open_items`), settled
through the areas' own services (`settle`: the user's upcoming appointments cancelled under
the policy, their holds given back), then the erasure driven by the registry (`erase`):
every device signed out, push subscriptions and the calendar feed dropped, pictures deleted,
personal fields erased or anonymised, the account left as a tombstone whose phone can sign up
again as a new person, financial records kept anonymised for the tax law.

It touches only the user's own rows (the registry finds them by the user's id) and the words
others' rows quote them in (`mentions`); another account's money moves only through the
normal cancel of the user's own appointments."""

import re
from dataclasses import dataclass, field

from django.core.files.storage import default_storage
from django.db import transaction
from django.db.models import Q, TextField
from django.db.models.functions import Cast
from django.utils import timezone

from marketplace.accounts import services as accounts
from marketplace.accounts.models import Session, User
from marketplace.bookings import decisions, policy
from marketplace.bookings.models import Appointment
from marketplace.earnings import queries as earnings
from marketplace.earnings.models import Withdrawal
from marketplace.events import services as events
from marketplace.events.models import EventBooking
from marketplace.packages.models import Purchase
from marketplace.privacy import texts
from marketplace.privacy.export import storage
from marketplace.privacy.registry import (
    DECLARED,
    DELETED_NAME,
    Anonymise,
    Call,
    Declared,
    Delete,
)
from marketplace.profiles.models import Profile
from marketplace.scheduling.models import Window

Status = Appointment.Status


@dataclass
class Upcoming:
    appointment_id: int
    with_name: str
    plan_name: str
    starts_at: object
    side: str  # "client" or "professional"
    refund_paise: int  # what its cancel now gives back to the client


@dataclass
class Seat:
    booking_id: int
    event_id: int
    title: str
    starts_at: object
    hosted: bool  # a seat at the user's own webinar (someone else's booking)


@dataclass
class Open:
    appointments: list[Upcoming] = field(default_factory=list)
    seats: list[Seat] = field(default_factory=list)
    withdrawable_paise: int = 0
    pending_paise: int = 0
    withdrawals_in_progress: int = 0
    credits_left: int = 0

    @property
    def forfeit_paise(self) -> int:
        return self.withdrawable_paise + self.pending_paise

    @property
    def forfeits(self) -> bool:
        return self.forfeit_paise > 0 or self.credits_left > 0

    def blockers(self) -> dict[str, str]:
        """What must be settled before a deletion can be asked for, by field."""
        found = {}
        if self.withdrawals_in_progress:
            found["withdrawals"] = str(texts.WITHDRAWAL_IN_PROGRESS)
        if any(seat.hosted for seat in self.seats):
            found["webinars"] = str(texts.WEBINARS_BOOKED)
        return found


def _upcoming_appointments(user, now):
    live = Appointment.objects.filter(
        starts_at__gt=now, status__in=(*Appointment.TAKING, *Appointment.HELD)
    ).exclude(status=Status.PROPOSED)
    return live.filter(Q(client=user) | Q(professional=user)).select_related("professional")


def open_items(user, now=None) -> Open:
    now = now or timezone.now()
    found = Open()
    for appointment in _upcoming_appointments(user, now).order_by("starts_at", "id"):
        as_client = appointment.client_id == user.pk and not appointment.reservation
        if as_client:
            terms = appointment.cancellation_policy or policy.of(appointment)
            refund = policy.refund_paise(appointment, terms, now)
            other = decisions.display_name(appointment.professional)
        else:
            refund = appointment.price_paise if appointment.paid else 0
            other = appointment.name
        found.appointments.append(
            Upcoming(appointment.pk, other, appointment.plan_name, appointment.starts_at,
                     "client" if as_client else "professional", refund)
        )  # fmt: skip
    seats = EventBooking.objects.filter(
        Q(user=user) | Q(event__host=user),
        status__in=EventBooking.LIVE,
        event__starts_at__gt=now,
    ).select_related("event")
    for seat in seats.order_by("event__starts_at", "id"):
        hosted = seat.event.host_id == user.pk and seat.user_id != user.pk
        found.seats.append(Seat(seat.pk, seat.event_id, seat.event.title,
                                seat.event.starts_at, hosted))  # fmt: skip
    for purse in earnings.balances(user.pk, now).values():
        found.withdrawable_paise += purse.withdrawable_paise
        found.pending_paise += purse.pending_paise
    found.withdrawals_in_progress = Withdrawal.objects.filter(
        professional=user, status=Withdrawal.Status.REQUESTED
    ).count()
    found.credits_left = sum(
        Purchase.objects.filter(
            client=user, status=Purchase.Status.ACTIVE, expires_at__gt=now
        ).values_list("credits_left", flat=True)
    )
    return found


def settle(user) -> None:
    """The user's upcoming appointments ended through bookings' own services (the other
    side told as usual, a paid one refunded under the policy, in full when the user was its
    professional), their seats' holds given back. Each in its own transaction, as a person's
    own cancel is; a failure leaves the deletion scheduled for the next sweep."""
    now = timezone.now()
    # Nothing new is booked meanwhile: the windows closed, the profile off the public pages.
    # Saved row by row, so the day cache hears it (bookings/daycache.py) and no cached day
    # goes on offering the closed times.
    for window in Window.objects.filter(professional=user, active=True):
        window.active = False
        window.save(update_fields=["active"])
    for profile in Profile.objects.filter(user=user):
        profile.listed, profile.unlisted = False, True
        profile.save(update_fields=["listed", "unlisted"])
    for appointment in _upcoming_appointments(user, now).order_by("starts_at", "id"):
        _end(user, appointment)
    holds = EventBooking.objects.filter(
        user=user, status__in=(EventBooking.Status.AWAITING_PAYMENT, EventBooking.Status.OFFERED)
    )
    for seat in holds:
        events.event_hold_release(user=user, booking_id=seat.pk)


def _end(user, appointment: Appointment) -> None:
    status = appointment.status
    if appointment.professional_id == user.pk:
        if status == Status.RESERVED:
            decisions.appointment_release(professional=user, appointment_id=appointment.pk)
        elif status == Status.PENDING:
            decisions.appointment_reject(
                professional=user, appointment_id=appointment.pk,
                reason=str(texts.PROFESSIONAL_LEFT),
            )  # fmt: skip
        elif status == Status.ACCEPTED:
            decisions.appointment_cancel(user=user, appointment_id=appointment.pk)
        # A client's hold on their time (awaiting payment, offered) lapses on its own: the
        # windows are closed, so nothing new is booked.
        return
    if status == Status.OFFERED or status == Status.AWAITING_PAYMENT:
        decisions.hold_release(client=user, appointment_id=appointment.pk)
    elif status in (Status.PENDING, Status.ACCEPTED):
        decisions.appointment_cancel(user=user, appointment_id=appointment.pk)


def needles_of(user) -> list[str]:
    """What identifies the user in text: phone (both forms), names, username, e-mails."""
    found = {user.phone, user.national_number, user.name, user.first_name, user.last_name,
             user.username}  # fmt: skip
    found.update(Profile.objects.filter(user=user).values_list("email", flat=True))
    for model, path in ((Appointment, "client"), (EventBooking, "user")):
        found.update(model.objects.filter(**{path: user}).values_list("email", flat=True))
    found.update(Withdrawal.objects.filter(professional=user).values_list("name", flat=True))
    # Longest first, so a full name goes before its parts.
    return sorted({n.strip() for n in found if n and len(n.strip()) >= 3}, key=len, reverse=True)


def _replaced(value, pattern: re.Pattern):
    if isinstance(value, str):
        return pattern.sub(DELETED_NAME, value)
    if isinstance(value, list):
        return [_replaced(item, pattern) for item in value]
    if isinstance(value, dict):
        return {key: _replaced(item, pattern) for key, item in value.items()}
    return value


def _pattern(needles: list[str]) -> re.Pattern:
    return re.compile("|".join(re.escape(n) for n in needles), re.IGNORECASE)


def mentions_scrub(needles: list[str]) -> int:
    """Every declared `mentions` field, in anyone's rows, quoting the user: replaced."""
    if not needles:
        return 0
    pattern = _pattern(needles)
    changed = 0
    for declared in DECLARED:
        model = declared.model
        for name in declared.mentions:
            text = Cast(name, TextField())
            matching = Q()
            for needle in needles:
                matching |= Q(_mention__icontains=needle)
            rows = model._default_manager.annotate(_mention=text).filter(matching)
            for pk, value in rows.values_list("pk", name):
                new = _replaced(value, pattern)
                if new != value:
                    model._default_manager.filter(pk=pk).update(**{name: new})
                    changed += 1
    return changed


def scrub_json(rows, name: str, user) -> None:
    """A JSON field of `rows` with the user's identifiers, and any e-mail or contact keys,
    removed (Razorpay's payloads carry the payer's)."""
    pattern = _pattern(needles_of(user))

    def clean(value):
        if isinstance(value, dict):
            return {k: ("" if k in ("email", "contact", "name") else clean(v))
                    for k, v in value.items()}  # fmt: skip
        if isinstance(value, list):
            return [clean(item) for item in value]
        return _replaced(value, pattern)

    for pk, value in rows.values_list("pk", name):
        rows.model._default_manager.filter(pk=pk).update(**{name: clean(value)})


def withdrawals_mask(rows) -> None:
    for withdrawal in rows:
        Withdrawal.objects.filter(pk=withdrawal.pk).update(
            name=DELETED_NAME, phone="", account_number="XXXX" + withdrawal.account_number[-4:]
        )


def exports_delete(rows) -> None:
    files = [name for name in rows.values_list("file", flat=True) if name]
    rows.delete()
    transaction.on_commit(lambda: [storage().delete(name) for name in files])


def tombstone(user: User) -> None:
    """The account kept as a row others' records point at, holding nothing of the person:
    its phone and username replaced by `deleted-<id>` (unique, never a valid phone, so the
    number signs up again as a new person), names erased, shown as DELETED_NAME."""
    accounts.account_rename(user=user, name=DELETED_NAME)  # webinars' search text follows
    user.phone = user.username = f"deleted-{user.pk}"
    user.first_name = user.last_name = ""
    user.is_active = user.is_staff = user.is_superuser = False
    user.set_unusable_password()
    user.save()
    user.groups.clear()
    user.user_permissions.clear()


def _apply(declared: Declared, user) -> None:
    rows = declared.of(user)
    for action in declared.erase:
        if isinstance(action, Delete):
            chosen = rows.filter(action.only(user)) if action.only else rows
            declared.model._default_manager.filter(pk__in=chosen.values("pk")).delete()
        elif isinstance(action, Anonymise):
            chosen = rows.filter(action.only(user)) if action.only else rows
            declared.model._default_manager.filter(pk__in=chosen.values("pk")).update(
                **action.values
            )
        elif isinstance(action, Call):
            action.function(user, rows)
        # Keep and NoPersonalData: nothing to do.


def pictures_of(user) -> list[str]:
    names = []
    for declared in DECLARED:
        for name in declared.files:
            names.extend(v for v in declared.of(user).values_list(name, flat=True) if v)
    return names


def erase(user: User) -> None:
    """The erasure proper, after `settle`: in one transaction, the files deleted once it
    commits."""
    for session in Session.objects.filter(user=user, revoked_at__isnull=True):
        accounts.session_revoke(session=session)  # every device signed out, its push dropped
    with transaction.atomic():
        user = User.objects.select_for_update().get(pk=user.pk)
        needles = needles_of(user)
        pictures = pictures_of(user)
        for declared in DECLARED:
            if declared.label != "accounts.User":
                _apply(declared, user)
        mentions_scrub(needles)
        tombstone(user)
        transaction.on_commit(lambda: [default_storage.delete(name) for name in pictures])
