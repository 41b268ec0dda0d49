"""Every write of the earnings area: the ledger written as payments are captured and refunded
(payments tells us, see payments/observers.py), and withdrawals requested, paid out or failed.

A withdrawal's check and its entries are one transaction under the professional's Payee row
lock, so two requests at once queue and the second sees the first: the balance can never be
withdrawn twice. Ledger entries are written under the payment order's lock (the observers are
called there), and `source` is unique per account, so a capture or refund is booked once."""

import dataclasses
import datetime
import logging
import re

from django.db import transaction
from django.utils import timezone

from kernel import money, routes
from kernel.errors import InvalidInput, NotFound, invalid_fields
from kernel.history.services import transition
from kernel.locking import contended, lock_rows
from marketplace.bookings.models import Appointment
from marketplace.bookings.services import PURPOSE as APPOINTMENT
from marketplace.earnings import queries, texts, withholding
from marketplace.earnings.models import Balance, Entry, Payee, Withdrawal
from marketplace.events.queries import seat_with_event
from marketplace.events.services import PURPOSE as EVENT_SEAT
from marketplace.packages.models import Purchase
from marketplace.packages.services import PURPOSE as PACKAGE
from marketplace.packages.services import expiry
from marketplace.payments.models import Payment, Refund
from notifications.models import Notification
from notifications.services import notification_send
from notifications.wording import Text
from realtime import topics
from realtime.publish import publish

logger = logging.getLogger(__name__)

Account, Kind, Status = Entry.Account, Entry.Kind, Withdrawal.Status
MINIMUM_WITHDRAWAL_PAISE = money.paise_from_rupees(100)
IFSC = re.compile(r"[A-Z]{4}0[A-Z0-9]{6}")
ACCOUNT_NUMBER = re.compile(r"\d{9,18}")
PHONE = re.compile(r"\d{10}")
REFERENCE_MAX = 60  # a UTR is 16-22 characters; room for a bank's batch reference


@dataclasses.dataclass(frozen=True)
class Earned:
    """What a client payment earned and for whom."""

    professional_id: int
    balance: str
    share_paise: int
    fee_paise: int
    available_at: datetime.datetime
    memo: str


def _post(
    *, source: str, kind: str, professional_id: int, balance: str, lines, at=None, **links
) -> None:
    """One balanced set of entries, made `at` (default now): `lines` is (account, signed
    paise, available_at or None for `at`). Written once per source: a repeat is ignored."""
    if Entry.objects.filter(source=source).exists():
        return
    at = at or timezone.now()
    rows = [
        Entry(
            source=source,
            kind=kind,
            account=account,
            professional_id=professional_id,
            balance=balance,
            amount_paise=amount,
            available_at=available_at or at,
            created_at=at,
            **links,
        )
        for account, amount, available_at in lines
        if amount
    ]
    Entry.objects.bulk_create(rows)


def _earned_by_appointment(payment: Payment) -> Earned | None:
    appointment = Appointment.objects.filter(pk=payment.order.purpose_id).first()
    if appointment is None:
        return None
    share, fee = money.shares(payment.amount_paise)
    return Earned(
        appointment.professional_id, Balance.BOOKING, share, fee, appointment.earned_from,
        f"appointment {appointment.pk}",
    )  # fmt: skip


def _earned_by_seat(payment: Payment) -> Earned | None:
    seat = seat_with_event(payment.order.purpose_id)
    if seat is None:
        return None
    # The shares were fixed when the seat was booked (the price then).
    share = min(seat.host_share_paise, payment.amount_paise)
    return Earned(
        seat.event.host_id, Balance.EVENT, share, payment.amount_paise - share,
        seat.event.ends_at, f"event {seat.event_id}, seat {seat.pk}",
    )  # fmt: skip


def _earned_by_package(payment: Payment) -> Earned | None:
    """A package's share is withdrawable at the purchase's expiry, where every credit's part
    waits until it is spent (package_part_available_from moves it to its session's date):
    unused credits' parts become the professional's at expiry (the Terms' rule)."""
    purchase = Purchase.objects.filter(pk=payment.order.purpose_id).first()
    if purchase is None:
        return None
    share, fee = money.shares(payment.amount_paise)
    return Earned(
        purchase.professional_id, Balance.BOOKING, share, fee,
        expiry(payment.captured_at, purchase.valid_days), f"package purchase {purchase.pk}",
    )  # fmt: skip


# Who earns what a payment pays for, by its order's purpose (payments/purposes.py).
EARNED_BY = {
    APPOINTMENT: _earned_by_appointment, EVENT_SEAT: _earned_by_seat, PACKAGE: _earned_by_package,
}  # fmt: skip


def _earned(payment: Payment) -> Earned | None:
    earned_by = EARNED_BY.get(payment.order.purpose)
    return earned_by(payment) if earned_by else None


def payment_captured(payment: Payment) -> None:
    """Payments' observer: a client paid. Cash in, the fee to the platform, TDS and TCS held
    for the government out of the share (withholding.py), the rest of the share to the
    professional, withdrawable once the service is done. Under the professional's Payee lock,
    so two captures at once count the year's gross one after the other (the TDS threshold)."""
    earned = _earned(payment)
    if earned is None:
        logger.warning("payment %s pays for nothing we know: not in the ledger", payment.pk)
        return
    with transaction.atomic():
        _payee_lock(earned.professional_id)
        held = withholding.withheld(
            earned.professional_id, gross_paise=payment.amount_paise,
            share_paise=earned.share_paise, at=payment.captured_at,
        )  # fmt: skip
        net = earned.share_paise - held.tds_paise - held.tcs_paise
        _post(
            source=f"payment:{payment.pk}", kind=Kind.PAYMENT,
            professional_id=earned.professional_id, balance=earned.balance, payment=payment,
            at=payment.captured_at, memo=earned.memo,
            lines=[
                (Account.CASH, payment.amount_paise, None),
                (Account.PLATFORM, earned.fee_paise, None),
                (Account.TDS, held.tds_paise, None),
                (Account.TCS, held.tcs_paise, None),
                (Account.PROFESSIONAL, net, earned.available_at),
            ],
        )  # fmt: skip


def payment_refunded(refund: Refund) -> None:
    """Payments' observer: money went back to the client. The share, TDS and TCS are reversed
    in proportion to all that was refunded of the payment so far (each rounded down, the
    platform's fee taking the rest of the refund), so partial refunds never leave a stray
    paisa and a full refund reverses exactly what was booked."""
    payment = refund.payment
    booked = {e.account: e for e in Entry.objects.filter(source=f"payment:{payment.pk}")}
    if Account.CASH not in booked:
        logger.warning("refund %s is of payment %s, not in the ledger", refund.pk, payment.pk)
        return
    first = booked[Account.CASH]
    sits = _share_sits(payment) or first.available_at
    refunded = min(
        sum(payment.refunds.values_list("amount_paise", flat=True)), payment.amount_paise
    )
    before = queries.reversed_of(payment.pk)
    now = {}
    for account in (Account.TDS, Account.TCS, Account.PROFESSIONAL):
        amount = booked[account].amount_paise if account in booked else 0
        now[account] = amount * refunded // payment.amount_paise - before.get(account, 0)
    platform_now = refund.amount_paise - sum(now.values())
    share = first
    _post(
        source=f"refund:{refund.pk}", kind=Kind.REFUND, professional_id=share.professional_id,
        balance=share.balance, payment=payment, at=refund.created_at, memo=share.memo,
        lines=[
            (Account.CASH, -refund.amount_paise, None),
            (Account.PLATFORM, -platform_now, None),
            (Account.TDS, -now[Account.TDS], None),
            (Account.TCS, -now[Account.TCS], None),
            # Reversed where it sits now: pending money stays pending, minus this.
            (Account.PROFESSIONAL, -now[Account.PROFESSIONAL], sits),
        ],
    )  # fmt: skip
    # Booked after the move that asked for it (a cancel's frame went first): the earnings
    # page reads its sums again now.
    publish(
        topics.user(share.professional_id), "earnings.changed",
        {"balance": share.balance, "source": f"refund:{refund.pk}"},
    )  # fmt: skip


def _share_sits(payment: Payment) -> datetime.datetime:
    """When a payment's share is withdrawable now: where its latest move put it, else where
    its capture did."""
    rows = Entry.objects.filter(payment=payment, account=Account.PROFESSIONAL, amount_paise__gt=0)
    latest = rows.filter(kind__in=(Kind.PAYMENT, Kind.MOVED)).order_by("-created_at", "-id")
    return latest.values_list("available_at", flat=True).first()


def share_available_from(purpose: str, purpose_id: int, at: datetime.datetime) -> None:
    """Payments' observer: what the thing's payments earned its professional may be withdrawn
    from `at` instead (its appointment moved, or a no-show report holds it). Booked as a pair,
    the share still credited taken out where it sits and put back at `at`, so the ledger
    stays append-only and nothing but the moment it becomes withdrawable changes."""
    captured = Payment.objects.filter(order__purpose=purpose, order__purpose_id=purpose_id)
    for payment in captured.order_by("pk"):
        entries = Entry.objects.filter(payment=payment, account=Account.PROFESSIONAL)
        first = entries.filter(kind=Kind.PAYMENT).first()
        left = sum(entries.values_list("amount_paise", flat=True))
        sits = _share_sits(payment)
        if first is None or left <= 0 or sits == at:
            continue
        pair = entries.filter(kind=Kind.MOVED).count() // 2 + 1
        for side, amount, available_at in (("out", -left, sits), ("in", left, at)):
            _post(
                source=f"moved:{payment.pk}:{pair}:{side}", kind=Kind.MOVED,
                professional_id=first.professional_id, balance=first.balance, payment=payment,
                memo=first.memo, lines=[(Account.PROFESSIONAL, amount, available_at)],
            )  # fmt: skip
        publish(
            topics.user(first.professional_id), "earnings.changed",
            {"balance": first.balance, "source": f"moved:{payment.pk}:{pair}"},
        )  # fmt: skip


def part_paise(share_paise: int, sessions: int, number: int) -> int:
    """Credit `number`'s part of a package's share: share / N, the last one taking the
    remainder, so the parts add up to the share to the paisa."""
    part = share_paise // sessions
    return share_paise - part * (sessions - 1) if number == sessions else part


def package_part_available_from(purchase_id: int, number: int, at: datetime.datetime) -> None:
    """Packages' hook: credit `number` of the purchase was spent (its part withdrawable from
    its session's earned_from), given back (from the purchase's expiry again), or its session
    moved. A pair of `moved` entries per change, as share_available_from books them, so the
    ledger stays append-only."""
    purchase = Purchase.objects.filter(pk=purchase_id).first()
    payment = Payment.objects.filter(
        order__purpose=PACKAGE, order__purpose_id=purchase_id,
        razorpay_payment_id=getattr(purchase, "payment_ref", ""),
    ).first()  # fmt: skip
    first = Entry.objects.filter(
        payment=payment, account=Account.PROFESSIONAL, kind=Kind.PAYMENT
    ).first()
    if purchase is None or payment is None or first is None:
        logger.warning("purchase %s has no payment in the ledger: its part stays", purchase_id)
        return
    part = part_paise(first.amount_paise, purchase.sessions, number)
    prefix = f"part:{payment.pk}:{number}:"
    moves = Entry.objects.filter(
        payment=payment, account=Account.PROFESSIONAL, source__startswith=prefix,
        amount_paise__gt=0,
    )  # fmt: skip
    latest = moves.order_by("-id").first()
    sits = latest.available_at if latest else first.available_at
    if part <= 0 or sits == at:
        return
    pair = moves.count() + 1
    for side, amount, available_at in (("out", -part, sits), ("in", part, at)):
        _post(
            source=f"part:{payment.pk}:{number}:{pair}:{side}", kind=Kind.MOVED,
            professional_id=first.professional_id, balance=first.balance, payment=payment,
            memo=f"{first.memo}, session {number}",
            lines=[(Account.PROFESSIONAL, amount, available_at)],
        )  # fmt: skip
    publish(
        topics.user(first.professional_id), "earnings.changed",
        {"balance": first.balance, "source": f"part:{payment.pk}:{number}:{pair}"},
    )  # fmt: skip


@dataclasses.dataclass(frozen=True)
class Figures:
    """What a withdrawal's net stands for: gross - fee - TDS - TCS = net."""

    gross_paise: int
    fee_paise: int
    tds_paise: int
    tcs_paise: int
    net_paise: int


def _half_up(numerator: int, denominator: int) -> int:
    return (2 * numerator + denominator) // (2 * denominator)


def withdrawal_figures(professional_id: int, balance: str, net_paise: int) -> Figures:
    """A withdrawal of `net_paise` grossed up at the balance's own ratios: of everything the
    balance earned (payments less refunds), what share the net is of the gross, the fee, TDS
    and TCS. Rounded half up cumulatively (net, then + TDS, then + TCS, then the gross), so
    each figure is whole paise, none is negative, and they add up to the paisa."""
    made = queries.earned_by_account(professional_id, balance)
    net_earned = made.get(Account.PROFESSIONAL, 0)
    if net_earned <= 0 or net_paise <= 0:
        return Figures(net_paise, 0, 0, 0, net_paise)
    tds, tcs = made.get(Account.TDS, 0), made.get(Account.TCS, 0)
    with_tds = _half_up(net_paise * (net_earned + tds), net_earned)
    with_tcs = _half_up(net_paise * (net_earned + tds + tcs), net_earned)
    gross = max(with_tcs, _half_up(net_paise * made.get(Account.CASH, 0), net_earned))
    return Figures(
        gross_paise=gross, fee_paise=gross - with_tcs, tds_paise=with_tds - net_paise,
        tcs_paise=with_tcs - with_tds, net_paise=net_paise,
    )  # fmt: skip


def withdrawal_preview(*, professional, balance: str, amount) -> tuple[Figures, int]:
    """What a withdrawal of `amount` rupees (None: all that is withdrawable) from `balance`
    would record, and what is withdrawable now; refused as the request would refuse it."""
    if balance not in Balance.values:
        raise invalid_fields({"balance": texts.CHOOSE_BALANCE})
    available = queries.balances(professional.pk)[balance].withdrawable_paise
    if amount in (None, ""):
        paise = available
    else:
        if "e" in str(amount).lower():  # 1e9999 is a number to Python, never an amount typed
            raise invalid_fields({"amount": money.ENTER_AMOUNT})
        paise = money.paise_from_rupees(amount, field="amount")
        _check_amount(paise, available, balance)
    return withdrawal_figures(professional.pk, balance, paise), available


def _check_amount(paise: int, available: int, balance: str) -> None:
    if paise < MINIMUM_WITHDRAWAL_PAISE:
        message = texts.MINIMUM.format(minimum=money.rupees_text(MINIMUM_WITHDRAWAL_PAISE))
        raise InvalidInput(message, fields={"amount": message})
    if paise > available:
        message = texts.AT_MOST.format(
            available=money.rupees_text(available), balance=Balance(balance).label
        )
        raise InvalidInput(message, fields={"amount": message})


@dataclasses.dataclass(frozen=True)
class WithdrawalDraft:
    balance: str
    name: str
    account_number: str
    ifsc: str
    phone: str
    amount: object  # rupees as the person typed them


def _checked(draft: WithdrawalDraft) -> tuple[WithdrawalDraft, int]:
    """The draft tidied (spaces out, IFSC upper-cased) and its amount in paise, or every
    problem at once as field errors."""
    tidy = dataclasses.replace(
        draft,
        name=" ".join(draft.name.split()),
        account_number=re.sub(r"[\s-]", "", draft.account_number),
        ifsc=draft.ifsc.strip().upper(),
        phone=draft.phone.strip().removeprefix("+91").strip(),
    )
    errors = {}
    if tidy.balance not in Balance.values:
        errors["balance"] = texts.CHOOSE_BALANCE
    if not tidy.name:
        errors["name"] = texts.ENTER_NAME
    elif len(tidy.name) > 120:
        errors["name"] = texts.NAME_TOO_LONG
    if not ACCOUNT_NUMBER.fullmatch(tidy.account_number):
        errors["account_number"] = texts.ENTER_ACCOUNT
    if not IFSC.fullmatch(tidy.ifsc):
        errors["ifsc"] = texts.ENTER_IFSC
    if not PHONE.fullmatch(tidy.phone):
        errors["phone"] = texts.ENTER_PHONE
    paise = 0
    if tidy.amount in (None, ""):
        errors["amount"] = texts.ENTER_AMOUNT
    else:
        try:
            paise = money.paise_from_rupees(tidy.amount, field="amount")
        except InvalidInput as error:
            errors.update(error.fields)
        else:
            if paise < MINIMUM_WITHDRAWAL_PAISE:
                minimum = money.rupees_text(MINIMUM_WITHDRAWAL_PAISE)
                errors["amount"] = texts.MINIMUM.format(minimum=minimum)
    if errors:
        raise invalid_fields(errors)
    return tidy, paise


def _payee_lock(user_id: int) -> None:
    Payee.objects.get_or_create(user_id=user_id)
    lock_rows(Payee, [user_id])


def withdrawal_request(*, professional, draft: WithdrawalDraft) -> Withdrawal:
    """Ask for a payout of at most the withdrawable balance: checked and written in one
    transaction under the professional's lock, so racing requests never overdraw."""
    draft, paise = _checked(draft)
    with contended(), transaction.atomic():
        _payee_lock(professional.pk)
        available = queries.balances(professional.pk)[draft.balance].withdrawable_paise
        _check_amount(paise, available, draft.balance)
        figures = withdrawal_figures(professional.pk, draft.balance, paise)
        withdrawal = Withdrawal.objects.create(
            professional=professional, balance=draft.balance, name=draft.name,
            account_number=draft.account_number, ifsc=draft.ifsc, phone=draft.phone,
            amount_paise=paise, gross_paise=figures.gross_paise, fee_paise=figures.fee_paise,
            tds_paise=figures.tds_paise, tcs_paise=figures.tcs_paise,
        )  # fmt: skip
        _post(
            source=f"withdrawal:{withdrawal.pk}", kind=Kind.WITHDRAWAL,
            professional_id=professional.pk, balance=draft.balance, withdrawal=withdrawal,
            lines=[(Account.PROFESSIONAL, -paise, None), (Account.PAYABLE, paise, None)],
        )  # fmt: skip
        _publish(withdrawal)
    return withdrawal


def _decide(withdrawal_id: int, *, move: str, by, note: str) -> Withdrawal:
    withdrawal = Withdrawal.objects.filter(pk=withdrawal_id).first()
    if withdrawal is None:
        raise NotFound(texts.WITHDRAWAL_NOT_FOUND)
    transition(withdrawal, move, by=by, note=note[:300])
    withdrawal.decided_at = timezone.now()
    withdrawal.decided_by = by
    return withdrawal


def withdrawal_pay(*, withdrawal_id: int, reference: str, by) -> Withdrawal:
    """Staff paid it at the bank: the money leaves the platform's cash."""
    reference = reference.strip()
    if not reference or len(reference) > REFERENCE_MAX:
        raise InvalidInput(texts.ENTER_REFERENCE, fields={"reference": texts.ENTER_REFERENCE})
    with contended(), transaction.atomic():
        withdrawal = _decide(withdrawal_id, move="pay", by=by, note=reference)
        withdrawal.reference = reference
        withdrawal.save(update_fields=["reference", "decided_at", "decided_by"])
        amount = withdrawal.amount_paise
        _post(
            source=f"payout:{withdrawal.pk}", kind=Kind.PAYOUT,
            professional_id=withdrawal.professional_id, balance=withdrawal.balance,
            withdrawal=withdrawal,
            lines=[(Account.PAYABLE, -amount, None), (Account.CASH, -amount, None)],
        )  # fmt: skip
        text = Text(texts.PAID, amount=money.rupees_text(amount), reference=reference)
        _tell(withdrawal, text)
    return withdrawal


def withdrawal_fail(*, withdrawal_id: int, reason: str, by) -> Withdrawal:
    """The bank refused it (a wrong account, say): the money returns to the balance."""
    reason = reason.strip()
    if not reason:
        raise InvalidInput(texts.ENTER_REASON, fields={"reason": texts.ENTER_REASON})
    with contended(), transaction.atomic():
        withdrawal = _decide(withdrawal_id, move="fail", by=by, note=reason)
        withdrawal.failure_reason = reason[:300]
        withdrawal.save(update_fields=["failure_reason", "decided_at", "decided_by"])
        amount = withdrawal.amount_paise
        _post(
            source=f"payout_failed:{withdrawal.pk}", kind=Kind.PAYOUT_FAILED,
            professional_id=withdrawal.professional_id, balance=withdrawal.balance,
            withdrawal=withdrawal,
            lines=[(Account.PAYABLE, -amount, None), (Account.PROFESSIONAL, amount, None)],
        )  # fmt: skip
        text = Text(texts.FAILED, amount=money.rupees_text(amount), reason=reason.rstrip("."))
        _tell(withdrawal, text)
    return withdrawal


def _publish(withdrawal: Withdrawal) -> None:
    publish(
        topics.user(withdrawal.professional_id),
        "withdrawal.updated",
        {
            "withdrawal_id": withdrawal.pk,
            "status": withdrawal.status,
            "amount_paise": withdrawal.amount_paise,
            "balance": withdrawal.balance,
            "reference": withdrawal.reference,
            "reason": withdrawal.failure_reason,
        },
    )


def _tell(withdrawal: Withdrawal, text: Text) -> None:
    """Written in the professional's language, whoever decided."""
    _publish(withdrawal)
    notification_send(
        user=withdrawal.professional,
        kind=Notification.Kind.PAYMENT,
        text=text,
        data={"withdrawal_id": withdrawal.pk, "path": routes.PAYMENT_DASHBOARD},
    )
