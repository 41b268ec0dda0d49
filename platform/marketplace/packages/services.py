"""Every write of the packages area: a professional's packages (made, edited while unsold,
withdrawn), a client's purchase (an order through payments, fulfilled on capture), and its
credits spent and given back by bookings, which sits above and calls these inside its own
transaction, under the professional's profile lock the booking's first statement took: the
purchase's row is locked next (the house's lock order: the profile, then the purchase), so
however many bookings race for the last credit, one spends it and the others are refused."""

import dataclasses
import datetime

from django.db import transaction
from django.db.models import F
from django.utils import formats, timezone

from kernel import money
from kernel.errors import Conflict, InvalidInput, NotFound, invalid_fields
from kernel.history.services import transition
from kernel.locking import contended, lock_rows
from marketplace.packages import hooks, texts
from marketplace.packages.models import Credit, Package, Purchase
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway
from marketplace.payments.models import Order, Payment, Refund
from marketplace.payments.purposes import Unfulfillable
from marketplace.profiles import texts as plan_texts
from marketplace.profiles.models import Plan
from marketplace.profiles.services import MAX_PLAN_PRICE_PAISE, MIN_PLAN_PRICE_PAISE
from realtime import topics
from realtime.publish import publish

# What a package is as a purchase (payments/purposes.py; registered in apps.py).
PURPOSE = "package"
MAX_ACTIVE = 20
NAME_MAX = 100


@dataclasses.dataclass(frozen=True)
class PackageDraft:
    plan_id: int | None
    name: str
    sessions: int | None
    price: object  # rupees as typed
    valid_days: int | None


def _price_checked(price, errors: dict) -> int | None:
    """A package is priced as a plan is: above ₹100, at most ₹10,00,000."""
    if price in (None, ""):
        errors["price"] = plan_texts.PRICE_TOO_LOW
        return None
    try:
        paise = money.paise_from_rupees(price, field="price")
    except InvalidInput as error:
        errors.update(error.fields)
        return None
    if paise <= MIN_PLAN_PRICE_PAISE:
        errors["price"] = plan_texts.PRICE_TOO_LOW
    elif paise > MAX_PLAN_PRICE_PAISE:
        errors["price"] = plan_texts.PRICE_TOO_HIGH
    return paise


def _name_checked(name: str, errors: dict) -> str:
    name = " ".join((name or "").split())
    if not name:
        errors["name"] = texts.ENTER_NAME
    elif len(name) > NAME_MAX:
        errors["name"] = texts.NAME_TOO_LONG
    return name


def _checked(professional, draft: PackageDraft) -> tuple[Plan | None, dict]:
    """The draft's plan and fields, or every problem at once, each on its field."""
    errors: dict[str, str] = {}
    plan = None
    if draft.plan_id is not None:
        plan = Plan.objects.filter(pk=draft.plan_id, profile_id=professional.pk).first()
    if plan is None:
        errors["plan_id"] = texts.CHOOSE_PLAN
    name = _name_checked(draft.name, errors)
    if draft.sessions is None or not Package.MIN_SESSIONS <= draft.sessions <= Package.MAX_SESSIONS:
        errors["sessions"] = texts.SESSIONS_RANGE
    if draft.valid_days is None or not Package.MIN_DAYS <= draft.valid_days <= Package.MAX_DAYS:
        errors["valid_days"] = texts.DAYS_RANGE
    paise = _price_checked(draft.price, errors)
    if errors:
        raise invalid_fields(errors)
    return plan, {
        "name": name, "sessions": draft.sessions, "price_paise": paise,
        "valid_days": draft.valid_days,
    }  # fmt: skip


def package_create(*, professional, draft: PackageDraft) -> Package:
    plan, fields = _checked(professional, draft)
    with contended(), transaction.atomic():
        active = Package.objects.filter(professional=professional, status=Package.Status.ACTIVE)
        if active.count() >= MAX_ACTIVE:
            raise Conflict(texts.TOO_MANY)
        package = Package.objects.create(
            professional=professional, plan=plan, plan_name=plan.name, **fields
        )
        _changed(package.professional_id, package.pk)
    return package


def _mine_locked(professional, package_id: int) -> Package:
    package = next(iter(lock_rows(Package, [package_id])), None)
    if package is None or package.professional_id != professional.pk:
        raise NotFound(texts.PACKAGE_NOT_FOUND)
    return package


def package_update(*, professional, package_id: int, name: str, price) -> Package:
    """A package's name and price change only while nobody has bought it: what a client
    bought (or is paying for) is what they read."""
    errors: dict[str, str] = {}
    name = _name_checked(name, errors)
    paise = _price_checked(price, errors)
    if errors:
        raise invalid_fields(errors)
    with contended(), transaction.atomic():
        package = _mine_locked(professional, package_id)
        if package.purchases.exists():
            raise Conflict(texts.SOLD_ALREADY)
        package.name, package.price_paise = name, paise
        package.save(update_fields=["name", "price_paise", "updated_at"])
        _changed(package.professional_id, package.pk)
    return package


def package_withdraw(*, professional, package_id: int) -> Package:
    """No new sales; every purchase made keeps its credits until its expiry."""
    with contended(), transaction.atomic():
        package = _mine_locked(professional, package_id)
        transition(package, "withdraw", by=professional, held=True)
        _changed(package.professional_id, package.pk)
    return package


def purchase_order(
    *, client, package_id: int, gateway: Gateway, billing: payments.Billing = payments.NO_BILLING
) -> tuple[Purchase, Order]:
    """The client's purchase of a package on sale and the Razorpay order for its price. An
    unpaid purchase of the same package is reused (a second "Buy" after a dismissed
    checkout), and so is its open order (payments.order_open)."""
    package = Package.objects.select_related("professional").filter(pk=package_id).first()
    if package is None:
        raise NotFound(texts.PACKAGE_NOT_FOUND)
    if package.professional_id == client.pk:
        raise InvalidInput(texts.NOT_YOURS_TO_BUY)
    if package.status != Package.Status.ACTIVE or package.plan_id is None:
        raise Conflict(texts.NOT_ON_SALE)
    purchase = Purchase.objects.filter(
        package=package, client=client, status=Purchase.Status.AWAITING_PAYMENT,
        price_paise=package.price_paise,
    ).first()  # fmt: skip
    if purchase is None:
        purchase = Purchase.objects.create(
            package=package, client=client, professional_id=package.professional_id,
            plan_id=package.plan_id, sessions=package.sessions, price_paise=package.price_paise,
            valid_days=package.valid_days,
        )  # fmt: skip
    order = payments.order_open(
        client=client, purpose=PURPOSE, purpose_id=purchase.pk, amount_paise=purchase.price_paise,
        receipt=f"package-{purchase.pk}", gateway=gateway, billing=billing,
    )  # fmt: skip
    purchase.package = package
    return purchase, order


def purchase_fulfil(purchase_id: int, payment_ref: str) -> str:
    """Payments' purpose hook, under the order's lock: the purchase becomes active with its N
    credits, valid for its days from the payment's capture. A second payment of it is
    refunded by the caller (the ref returned is the first one's); a purchase whose plan is
    gone cannot be used, and is refunded."""
    purchase = next(iter(lock_rows(Purchase, [purchase_id])), None)
    if purchase is None or purchase.plan_id is None:
        raise Unfulfillable(texts.NOT_ON_SALE)
    if purchase.status == Purchase.Status.ACTIVE:
        return purchase.payment_ref
    captured = Payment.objects.filter(razorpay_payment_id=payment_ref).first()
    paid_at = (captured and captured.captured_at) or timezone.now()
    transition(
        purchase, "activate", by=purchase.client, note=f"paid {payment_ref}"[:200], held=True,
        also={
            "payment_ref": payment_ref[:100], "paid_at": paid_at,
            "expires_at": expiry(paid_at, purchase.valid_days), "credits_left": purchase.sessions,
        },
    )  # fmt: skip
    Credit.objects.bulk_create(
        Credit(purchase=purchase, number=number) for number in range(1, purchase.sessions + 1)
    )
    _changed(purchase.professional_id, purchase.package_id, client_id=purchase.client_id)
    return payment_ref


def purchase_refunded(refund: Refund) -> None:
    """Payments' observer, in the refund's transaction under the order's lock: a purchase
    whose payment is given back in full is refunded. Its unspent credits can no longer be
    booked with, and it leaves the client's balances and the package's sales; the sessions
    already booked with it stand. A part refund leaves it as it is (its reason says what for)."""
    payment = refund.payment
    order = payment.order
    if order.purpose != PURPOSE or payment.status != Payment.Status.REFUNDED:
        return
    purchase = next(iter(lock_rows(Purchase, [order.purpose_id])), None)
    if purchase is None or purchase.status != Purchase.Status.ACTIVE:
        return
    transition(
        purchase, "refund", by=refund.requested_by, note=f"refunded: {refund.reason}"[:200],
        held=True, also={"credits_left": 0},
    )  # fmt: skip
    _changed(purchase.professional_id, purchase.package_id, client_id=purchase.client_id)


def expiry(paid_at: datetime.datetime, valid_days: int) -> datetime.datetime:
    """A purchase's credits may be used until this moment (the ledger's unused parts become
    the professional's then: earnings)."""
    return paid_at + datetime.timedelta(days=valid_days)


def credit_checked(*, client, purchase_id: int, plan_id: int, now) -> Purchase:
    """The client's purchase a booking pays with, its row locked (the caller holds the
    professional's profile lock): theirs (404 otherwise), paid, of this plan, not expired,
    with a credit left. Each refusal on the booking's `purchase_id` field."""
    purchase = next(iter(lock_rows(Purchase, [purchase_id])), None)
    if purchase is None or purchase.client_id != client.pk:
        raise NotFound(texts.PURCHASE_NOT_FOUND)
    message = None
    if purchase.status == Purchase.Status.REFUNDED:
        message = texts.CREDIT_REFUNDED
    elif purchase.status != Purchase.Status.ACTIVE:
        message = texts.CREDIT_NOT_PAID
    elif purchase.plan_id != plan_id:
        message = texts.CREDIT_WRONG_PLAN
    elif purchase.expires_at <= now:
        day = timezone.localtime(purchase.expires_at).date()
        message = texts.CREDIT_EXPIRED.format(date=formats.date_format(day, "j F Y"))
    elif purchase.credits_left <= 0:
        message = texts.CREDIT_NONE_LEFT
    if message:
        raise InvalidInput(message, fields={"purchase_id": message})
    return purchase


def credit_spend(
    purchase: Purchase, *, appointment_id: int, earned_from: datetime.datetime, now
) -> Credit:
    """One credit of the locked purchase (`credit_checked`) spent on the appointment: its part
    of the share is withdrawable once the session took place (`earned_from`)."""
    credit = purchase.credits.filter(appointment_id__isnull=True).order_by("number").first()
    if credit is None or purchase.credits_left <= 0:  # never below zero, whoever raced
        raise InvalidInput(texts.CREDIT_NONE_LEFT, fields={"purchase_id": texts.CREDIT_NONE_LEFT})
    credit.appointment_id, credit.spent_at = appointment_id, now
    credit.save(update_fields=["appointment_id", "spent_at"])
    Purchase.objects.filter(pk=purchase.pk).update(credits_left=F("credits_left") - 1)
    purchase.credits_left -= 1
    hooks.part_available_from(purchase.pk, credit.number, earned_from)
    _changed(purchase.professional_id, purchase.package_id, client_id=purchase.client_id)
    return credit


def _spent_on(appointment_id: int) -> tuple[Purchase, Credit] | None:
    """The purchase (locked) and the credit spent on an appointment, if one was."""
    found = Credit.objects.filter(appointment_id=appointment_id).only("purchase_id").first()
    if found is None:
        return None
    purchase = lock_rows(Purchase, [found.purchase_id])[0]
    credit = Credit.objects.filter(pk=found.pk, appointment_id=appointment_id).first()
    return (purchase, credit) if credit is not None else None


def credit_back(*, appointment_id: int) -> bool:
    """The credit spent on the appointment is the client's again (rejected, cancelled in time,
    lapsed), in the caller's transaction: its part of the share waits for the purchase's
    expiry again. False when none was spent on it (or it came back already)."""
    spent = _spent_on(appointment_id)
    if spent is None:
        return False
    purchase, credit = spent
    credit.appointment_id, credit.spent_at = None, None
    credit.save(update_fields=["appointment_id", "spent_at"])
    if purchase.status != Purchase.Status.ACTIVE:  # refunded: nothing left to book with
        _changed(purchase.professional_id, purchase.package_id, client_id=purchase.client_id)
        return True
    Purchase.objects.filter(pk=purchase.pk).update(credits_left=F("credits_left") + 1)
    hooks.part_available_from(purchase.pk, credit.number, purchase.expires_at)
    _changed(purchase.professional_id, purchase.package_id, client_id=purchase.client_id)
    return True


def credit_moved(*, appointment_id: int, earned_from: datetime.datetime) -> None:
    """The appointment a credit paid for moved: its part follows it."""
    spent = _spent_on(appointment_id)
    if spent is not None:
        hooks.part_available_from(spent[0].pk, spent[1].number, earned_from)


def _changed(professional_id: int, package_id: int, *, client_id: int | None = None) -> None:
    """The professional's packages page (and the buyer's balances) read theirs again."""
    for user_id in {professional_id, client_id} - {None}:
        publish(topics.user(user_id), "packages.changed", {"package_id": package_id})
