"""Which channels each kind of notification leaves by, beyond the app itself (which always
shows it): a push to the user's devices, an SMS, an e-mail. Each user may choose per kind;
until they do, DEFAULTS decide. An SMS costs money for every message (and India's DLT rules
make each one a registered template), so by default it goes only where a missed message
costs the user something: a new booking, a reminder, a waitlist offer that lapses."""

from dataclasses import dataclass

from django.db import transaction
from django.db.models import OuterRef, Subquery
from django.utils.translation import gettext_lazy as _

from kernel.errors import InvalidInput
from notifications.models import Consent, Delivery, Notification, Preference

Kind = Notification.Kind
Channel = Delivery.Channel
UNKNOWN_KIND = _("There is no such kind of notification.")
REPEATED_KIND = _("Each kind of notification may be given once.")


@dataclass(frozen=True)
class Choice:
    kind: str
    push: bool
    sms: bool
    email: bool

    def channels(self) -> frozenset[str]:
        wanted = {Channel.PUSH: self.push, Channel.SMS: self.sms, Channel.EMAIL: self.email}
        return frozenset(channel for channel, on in wanted.items() if on)


# What each kind is, to the person choosing (the labels are Kind's).
ABOUT = {
    Kind.BOOKING: _("Someone booked your time or your webinar."),
    Kind.OFFER: _("A place you wait for is yours to take, for a few minutes."),
    Kind.REMINDER: _("The day before and the hour before an appointment or a webinar."),
    Kind.UPDATE: _(
        "A booking accepted, rejected, cancelled or due for payment; a webinar changed."
    ),
    Kind.MESSAGE: _("A message or a meeting link about an appointment."),
    Kind.PAYMENT: _("Payments received, refunds and withdrawals."),
    Kind.SIGN_IN: _("Your account was signed in on a new device."),
}

DEFAULTS = {
    kind: Choice(kind, push=True, sms=kind in (Kind.BOOKING, Kind.OFFER, Kind.REMINDER), email=True)
    for kind in Kind.values
}


def choices_of(*, user) -> list[Choice]:
    """Every kind's channels for `user`, in Kind's order: what they chose, else the default."""
    chosen = {
        row.kind: Choice(row.kind, push=row.push, sms=row.sms, email=row.email)
        for row in Preference.objects.filter(user=user)
    }
    return [chosen.get(kind, DEFAULTS[kind]) for kind in Kind.values]


# The user's choice for a notification's kind, read with the notification itself by every
# delivery (delivery.py): one row at most (notifications_one_choice), each of its switches a
# column of the notification's row, None when the user never chose for that kind.
CHOSEN = ("push", "sms", "email")


def chosen() -> dict[str, Subquery]:
    """The notification's `chose_push`, `chose_sms` and `chose_email` (for its user and kind),
    to annotate a query of notifications with."""
    choice = Preference.objects.filter(user_id=OuterRef("user_id"), kind=OuterRef("kind"))
    return {f"chose_{name}": Subquery(choice.values(name)[:1]) for name in CHOSEN}


def channels_for(notification: Notification) -> frozenset[str]:
    """The channels `notification` leaves by, from its `chosen()` columns: the user's choice
    for its kind, else the kind's default (a kind that is no longer known, stored by an older
    release, takes the e-mail and push only)."""
    kind = notification.kind
    switches = [getattr(notification, f"chose_{name}") for name in CHOSEN]
    if switches[0] is not None:
        return Choice(kind, *switches).channels()
    default = DEFAULTS.get(kind, Choice(kind, push=True, sms=False, email=True))
    return default.channels()


def choices_set(*, user, choices: list[Choice]) -> list[Choice]:
    """Store the user's choices for the kinds given (the others keep theirs); answers all."""
    kinds = [choice.kind for choice in choices]
    for kind in kinds:
        if kind not in Kind.values:
            raise InvalidInput(UNKNOWN_KIND, fields={"kind": UNKNOWN_KIND})
    if len(set(kinds)) != len(kinds):
        raise InvalidInput(REPEATED_KIND, fields={"kind": REPEATED_KIND})
    before = {choice.kind: choice for choice in choices_of(user=user)}
    with transaction.atomic():
        for choice in choices:
            _consents_record(user, before[choice.kind], choice)
            Preference.objects.update_or_create(
                user=user,
                kind=choice.kind,
                defaults={"push": choice.push, "sms": choice.sms, "email": choice.email},
            )
    return choices_of(user=user)


# The words a person agrees to with each switch, as the consent record keeps them; a change
# of these words is a new CONSENT_VERSION (docs/privacy.md).
CONSENT_VERSION = "1"
CONSENT_WORDING = {
    Consent.Purpose.PUSH: "Send {kind} to my signed-in devices as push notifications.",
    Consent.Purpose.SMS: "Send {kind} to my phone number by SMS.",
    Consent.Purpose.EMAIL: "Send {kind} to my e-mail address.",
}


def _consents_record(user, before: Choice, after: Choice) -> None:
    """A row for each channel switched on (a grant) or off (a withdrawal)."""
    label = str(dict(Kind.choices)[after.kind]).lower()
    for purpose in (Consent.Purpose.PUSH, Consent.Purpose.SMS, Consent.Purpose.EMAIL):
        was, now = getattr(before, purpose), getattr(after, purpose)
        if was != now:
            Consent.objects.create(
                user=user, purpose=purpose, scope=after.kind, granted=now,
                wording=CONSENT_WORDING[purpose].format(kind=label), version=CONSENT_VERSION,
            )  # fmt: skip
