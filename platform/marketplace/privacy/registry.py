"""Every model, declared once: how a user's rows are found, and what their erasure does to
them. The download of a user's data (export.py) and the erasure of an account (erasure.py)
are both driven by this table, and tests/privacy/test_registry.py fails for any model
`django.apps.apps.get_models()` knows that is not declared here, so a new model cannot be
forgotten (docs/privacy.md, "The registry").

Declaring a new model is one entry in DECLARED:

    declare("invoices.Invoice", rows=by("professional", "client"),
            erase=Keep("a tax invoice, kept 8 years for the GST and income-tax law"),
            mentions=("buyer_name",))

- `rows(user)`: a Q of the user's rows (None: a model that holds nobody's rows); every row it
  finds is in the user's download;
- `erase`: what the erasure does to those rows, one or more of Delete, Anonymise (fields set
  to values, optionally only on the rows `only` finds), Keep (as they are, with the law or
  reason that keeps them), NoPersonalData (with the reason), Call (a function of the area's
  own, for what a field update cannot say);
- `files`: the model's file fields: exported as files, deleted from storage by the erasure;
- `mentions`: text fields where other people's rows may quote the user (a notification naming
  them, a message greeting them): the erasure replaces their phone, names, e-mail and
  username there with DELETED_NAME."""

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import reduce
from operator import or_

from django.apps import apps
from django.db.models import Model, Q

# How a deleted account's author, client or host is shown: the name its tombstone carries.
DELETED_NAME = "Deleted user"


@dataclass(frozen=True)
class Delete:
    only: Callable[[Model], Q] | None = None


@dataclass(frozen=True)
class Anonymise:
    values: dict
    only: Callable[[Model], Q] | None = None


@dataclass(frozen=True)
class Keep:
    """Rows kept as they are. `holds` names the fields that go on naming the person because
    the law wants the record as it was made (a tax invoice: CGST Rules r. 56(8) forbids
    erasing or overwriting it); the deletion test allows the person's details there only."""

    reason: str
    holds: tuple[str, ...] = ()


@dataclass(frozen=True)
class NoPersonalData:
    reason: str


@dataclass(frozen=True)
class Call:
    """`function(user, rows)`: the rows (a queryset of the user's) changed by code; `why`
    says what it does."""

    function: Callable
    why: str


Action = Delete | Anonymise | Keep | NoPersonalData | Call


@dataclass(frozen=True)
class Declared:
    label: str
    rows: Callable[[Model], Q] | None
    erase: tuple[Action, ...]
    files: tuple[str, ...] = ()
    mentions: tuple[str, ...] = field(default=())

    @property
    def model(self) -> type[Model]:
        return apps.get_model(self.label)

    def of(self, user):
        """The user's rows (none for a model that holds nobody's)."""
        if self.rows is None:
            return self.model.objects.none()
        return self.model._default_manager.filter(self.rows(user)).distinct()


def by(*paths: str) -> Callable[[Model], Q]:
    """Rows whose `path` (a foreign key to the user, or a path through others to one) is
    the user, for any of `paths`."""
    return lambda user: reduce(or_, (Q(**{path: user.pk}) for path in paths))


def declare(label: str, *, rows, erase: Action | Iterable[Action], files=(), mentions=()):
    actions = (erase,) if not isinstance(erase, Iterable) else tuple(erase)
    return Declared(label, rows, actions, tuple(files), tuple(mentions))


def _erased_contact(only=None, **extra) -> Anonymise:
    return Anonymise({"name": DELETED_NAME, "email": "", "phone": "", **extra}, only=only)


# Reasons the law keeps a record (docs/privacy.md, "Retention").
PAPER = (
    "a tax invoice or credit note as issued: kept 72 months from its year's return (CGST Act "
    "s. 36), never erased or overwritten (CGST Rules r. 56(8)); the names, phone and address "
    "printed on it stay, and the database refuses to change it"
)
TAX = (
    "a financial record, kept 8 years for the income-tax and GST law (Income-tax Act s. 44AA, "
    "CGST Act s. 36); it names the account's tombstone only"
)


def _calls():
    """Functions of erasure.py, imported late (it imports this module)."""
    from marketplace.privacy import erasure

    return erasure


def _tombstone(user, rows) -> None:
    _calls().tombstone(user)


def _scrub_webhooks(user, rows) -> None:
    _calls().scrub_json(rows, "payload", user)


def _mask_withdrawals(user, rows) -> None:
    _calls().withdrawals_mask(rows.filter(professional_id=user.pk))


def _exports_delete(user, rows) -> None:
    _calls().exports_delete(rows)


def _waits_leave(user, rows) -> None:
    rows.filter(user_id=user.pk, status="waiting").update(status="left")


DECLARED: tuple[Declared, ...] = (
    # Django's own.
    declare(
        "admin.LogEntry",
        rows=by("user"),
        erase=Keep("the back office's record of who changed what, kept for the logs' year"),
        mentions=("object_repr", "change_message"),
    ),
    declare("auth.Permission", rows=None, erase=NoPersonalData("what staff may do")),
    declare("auth.Group", rows=None, erase=NoPersonalData("the staff groups")),
    declare("contenttypes.ContentType", rows=None, erase=NoPersonalData("the models' names")),
    declare(
        "sessions.Session",
        rows=None,
        erase=NoPersonalData(
            "Django's sessions hold the back office's staff sign-ins only; "
            "the retention sweep removes expired ones"
        ),
    ),
    # The kernel.
    declare(
        "history.StateChange",
        rows=by("actor"),
        erase=Keep(
            "who moved which state when: the record behind money and decisions; the "
            "actor becomes the tombstone"
        ),
        mentions=("note",),
    ),
    declare(
        "waitlist.Waiter",
        rows=by("user", "owner"),
        erase=(
            Call(_waits_leave, "their places in lines are left"),
            _erased_contact(only=by("user")),
        ),
    ),
    # Accounts.
    declare(
        "accounts.User",
        rows=lambda user: Q(pk=user.pk),
        erase=Call(
            _tombstone,
            "phone, names and username replaced by a tombstone; signed out; no password; inactive",
        ),
    ),
    declare("accounts.PhoneCode", rows=lambda user: Q(phone=user.phone), erase=Delete()),
    declare("accounts.Session", rows=by("user"), erase=Delete()),
    declare("accounts.PushSubscription", rows=by("session__user"), erase=Delete()),
    # Notifications.
    declare(
        "notifications.Notification",
        rows=by("user"),
        erase=Delete(),
        mentions=("text", "values", "data"),
    ),
    declare("notifications.Delivery", rows=by("notification__user"), erase=Delete()),
    declare("notifications.Preference", rows=by("user"), erase=Delete()),
    declare(
        "notifications.Reminder",
        rows=None,
        erase=NoPersonalData("that a reminder of an appointment or seat id was sent"),
    ),
    declare(
        "notifications.Consent",
        rows=by("user"),
        erase=Keep(
            "the proof of what was consented to and withdrawn, when, in which "
            "words (DPDP Act s. 6(10)); it names the tombstone only"
        ),
    ),
    # Profiles.
    declare(
        "profiles.Profile",
        rows=by("user"),
        erase=Anonymise(
            {
                "email": "",
                "position": "",
                "about": "",
                "country": "",
                "state": "",
                "image": "",
                "banner": "",
                "category": "",
                "search_tags": "",
                "consulting_note": "",
                "listed": False,
                "unlisted": True,
                "search_text": "",
                "verified": False,
            }
        ),
        files=("image", "banner"),
    ),
    declare(
        "profiles.Plan",
        rows=by("profile"),
        erase=Keep("a service's name, kind and price: appointments and packages name it"),
    ),
    declare("profiles.Skill", rows=by("profile"), erase=Delete()),
    declare("profiles.Education", rows=by("profile"), erase=Delete()),
    declare("profiles.Experience", rows=by("profile"), erase=Delete()),
    declare("profiles.Language", rows=by("profile"), erase=Delete()),
    declare("profiles.SocialLink", rows=by("profile"), erase=Delete()),
    declare("profiles.Award", rows=by("profile"), erase=Delete()),
    declare(
        "profiles.Review",
        rows=by("client", "professional"),
        erase=Keep(
            "stays for the professional and their visitors; the author is shown as Deleted user"
        ),
        mentions=("text",),
    ),
    # Tax.
    declare("tax.TaxDetails", rows=by("user"), erase=Delete(), mentions=("legal_name", "address")),
    declare(
        "tax.Series",
        rows=None,
        erase=NoPersonalData("the last number of each paper series and year"),
    ),
    # Scheduling.
    declare("scheduling.Window", rows=by("professional"), erase=Anonymise({"active": False})),
    declare("scheduling.DayOff", rows=by("professional"), erase=Delete()),
    # Bookings.
    declare(
        "bookings.Appointment",
        rows=by("client", "professional"),
        erase=_erased_contact(only=by("client")),
        mentions=("note", "reason", "name"),
    ),
    declare(
        "bookings.Message",
        rows=by("author", "appointment__client", "appointment__professional"),
        erase=Keep(
            "the conversation stays for the other side; its author is shown as Deleted user"
        ),
        mentions=("text",),
    ),
    declare(
        "bookings.NoShow",
        rows=by("appointment__client", "appointment__professional"),
        erase=Keep("what became of an appointment's money"),
        mentions=("report", "answer", "decision"),
    ),
    # Coupons, packages.
    declare("coupons.Coupon", rows=by("professional"), erase=Anonymise({"active": False})),
    declare("packages.Package", rows=by("professional"), erase=Anonymise({"status": "withdrawn"})),
    declare("packages.Purchase", rows=by("client", "professional"), erase=Keep(TAX)),
    declare(
        "packages.Credit", rows=by("purchase__client", "purchase__professional"), erase=Keep(TAX)
    ),
    # Payments.
    declare("payments.Order", rows=by("client"), erase=Keep(TAX)),
    declare("payments.Payment", rows=by("order__client"), erase=Keep(TAX), mentions=("error",)),
    declare(
        "payments.Refund",
        rows=by("payment__order__client", "requested_by"),
        erase=Keep(TAX),
        mentions=("reason",),
    ),
    declare(
        "payments.WebhookEvent",
        rows=lambda user: Q(
            payment_id__in=apps.get_model("payments.Payment")
            .objects.filter(order__client_id=user.pk)
            .values("razorpay_payment_id")
        ),
        erase=Call(
            _scrub_webhooks,
            "the payer's e-mail, phone and names removed from "
            "Razorpay's payloads; the amounts and ids kept (tax)",
        ),
    ),
    declare(
        "razorpay_sandbox.SandboxOrder",
        rows=None,
        erase=NoPersonalData("the local stand-in for Razorpay: ids and amounts"),
    ),
    declare(
        "razorpay_sandbox.SandboxPayment",
        rows=None,
        erase=NoPersonalData("the local stand-in for Razorpay: ids and amounts"),
    ),
    declare(
        "razorpay_sandbox.SandboxRefund",
        rows=None,
        erase=NoPersonalData("the local stand-in for Razorpay: ids and amounts"),
    ),
    # Events.
    declare(
        "events.Event",
        rows=by("host"),
        erase=(
            Keep("a webinar stays for those who booked it; its host is shown as Deleted user"),
            Anonymise({"banner": ""}),
        ),
        files=("banner",),
        mentions=("search_text",),
    ),
    declare(
        "events.EventBooking",
        rows=by("user", "event__host"),
        erase=_erased_contact(only=by("user")),
    ),
    # Earnings.
    declare("earnings.Payee", rows=by("user"), erase=Keep(TAX)),
    declare(
        "earnings.Withdrawal",
        rows=by("professional", "decided_by"),
        erase=Call(
            _mask_withdrawals,
            "the account holder's name and phone erased, the "
            "account number cut to its last 4 digits; the "
            "amounts kept (tax)",
        ),
    ),
    declare("earnings.Entry", rows=by("professional"), erase=Keep(TAX), mentions=("memo",)),
    declare(
        "earnings.FeeInvoice",
        rows=by("professional"),
        erase=Keep(PAPER, holds=("recipient_name", "recipient_address")),
    ),
    # Invoices.
    declare(
        "invoices.Invoice",
        rows=by("professional", "client"),
        erase=Keep(
            PAPER, holds=("supplier_name", "supplier_address", "recipient_name", "recipient_phone")
        ),
    ),
    declare("invoices.CreditNote", rows=by("professional", "client"), erase=Keep(PAPER)),
    # Support.
    declare(
        "support.Report", rows=by("user"), erase=_erased_contact(message=""), mentions=("notes",)
    ),
    declare(
        "support.Grievance",
        rows=by("user"),
        erase=Anonymise({"subject": "", "message": ""}),
        mentions=("acknowledgement", "resolution"),
    ),
    # Calendars.
    declare("calendars.CalendarFeed", rows=by("user"), erase=Delete()),
    # Privacy.
    declare(
        "privacy.Export",
        rows=by("user"),
        erase=Call(_exports_delete, "the files and their rows deleted"),
    ),
    declare(
        "privacy.Deletion",
        rows=by("user"),
        erase=Keep("the record that the deletion was asked for and carried out"),
    ),
)

BY_LABEL = {declared.label: declared for declared in DECLARED}


def kept_as_issued() -> set[tuple[str, str]]:
    """(model label, field) pairs where the law keeps the person's details after a deletion."""
    return {
        (declared.label, name)
        for declared in DECLARED
        for action in declared.erase
        if isinstance(action, Keep)
        for name in action.holds
    }


def undeclared() -> list[str]:
    """The models Django knows that are not declared here (the registry test's list)."""
    return sorted(
        model._meta.label for model in apps.get_models() if model._meta.label not in BY_LABEL
    )
