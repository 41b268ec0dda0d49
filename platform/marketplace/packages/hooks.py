"""Who hears that a credit's part of a purchase's share moved. Earnings sits above packages and
keeps the ledger: it registers here from its AppConfig.ready() (see `kernel.wiring`). Called
inside the transaction that spends or gives back the credit, under the purchase's row lock."""

import datetime
from collections.abc import Callable
from dataclasses import dataclass

from kernel.wiring import Registry


@dataclass(frozen=True)
class Earning:
    # (purchase id, credit number, at): that credit's part is withdrawable from `at` instead:
    # its session's earned_from once spent, the purchase's expiry once given back.
    part_available_from: Callable[[int, int, datetime.datetime], None]


earnings: Registry[Earning] = Registry("package earning")


def part_available_from(purchase_id: int, number: int, at: datetime.datetime) -> None:
    for earning in earnings:
        earning.part_available_from(purchase_id, number, at)
