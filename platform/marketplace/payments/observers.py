"""Who hears of money moving. Areas above payments (earnings keeps its ledger from these)
register an `Observer` from their AppConfig.ready() (see `wiring`).

Observers are called inside the transaction that records the capture or the refund, under
the order's row lock, so the ledger and the payment records commit together or not at all,
and each capture or refund is told exactly once."""

from collections.abc import Callable
from dataclasses import dataclass

from kernel.wiring import Registry
from marketplace.payments.models import Payment, Refund


@dataclass(frozen=True)
class Observer:
    captured: Callable[[Payment], None]
    refunded: Callable[[Refund], None]


observers: Registry[Observer] = Registry("payment observer")


def payment_captured(payment: Payment) -> None:
    for observer in observers:
        observer.captured(payment)


def payment_refunded(refund: Refund) -> None:
    for observer in observers:
        observer.refunded(refund)
