"""Who hears of money moving. Areas above payments (earnings keeps its ledger from these)
register from their AppConfig.ready(); payments never imports them (README, "Layering").

Observers are called inside the transaction that records the capture or the refund, under
the order's row lock, so the ledger and the payment records commit together or not at all,
and each capture or refund is told exactly once."""

from collections.abc import Callable

from marketplace.payments.models import Payment, Refund

_captured: list[Callable[[Payment], None]] = []
_refunded: list[Callable[[Refund], None]] = []


def listen(*, captured: Callable[[Payment], None], refunded: Callable[[Refund], None]) -> None:
    if captured not in _captured:
        _captured.append(captured)
    if refunded not in _refunded:
        _refunded.append(refunded)


def payment_captured(payment: Payment) -> None:
    for observer in _captured:
        observer(payment)


def payment_refunded(refund: Refund) -> None:
    for observer in _refunded:
        observer(refund)
