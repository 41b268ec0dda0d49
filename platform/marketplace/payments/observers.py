"""Who hears of money moving. Areas above payments (earnings keeps its ledger from these)
register an `Observer` from their AppConfig.ready() (see `wiring`).

Observers are called inside the transaction that records the capture or the refund, under
the order's row lock, so the ledger and the payment records commit together or not at all,
and each capture or refund is told exactly once."""

import datetime
from collections.abc import Callable
from dataclasses import dataclass

from kernel.wiring import Registry
from marketplace.payments.models import Payment, Refund


def _nothing(purpose: str, purpose_id: int, at: datetime.datetime) -> None:
    pass


def _unheard(money_moved: Payment | Refund) -> None:
    pass


@dataclass(frozen=True)
class Observer:
    # Each what an area hears of; an area that needs only some leaves the others out.
    captured: Callable[[Payment], None] = _unheard
    refunded: Callable[[Refund], None] = _unheard
    # (purpose, purpose_id, at): what the thing's payments earned its seller may be withdrawn
    # from `at` instead (its service moved, or its money is in question).
    available_from: Callable[[str, int, datetime.datetime], None] = _nothing


observers: Registry[Observer] = Registry("payment observer")


def payment_captured(payment: Payment) -> None:
    for observer in observers:
        observer.captured(payment)


def payment_refunded(refund: Refund) -> None:
    for observer in observers:
        observer.refunded(refund)


def purchase_available_from(*, purpose: str, purpose_id: int, at: datetime.datetime) -> None:
    """The area that sold the thing says when its seller may have the money: at its service's
    new end (a move), or once a question about it is settled (a no-show report)."""
    for observer in observers:
        observer.available_from(purpose, purpose_id, at)
