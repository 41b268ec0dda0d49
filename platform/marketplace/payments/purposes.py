"""What can be bought. Payments sits below everything that is paid for (appointments, event
seats, and what comes next), and knows none of them: each purchasable thing registers its
`Purpose` here from its AppConfig.ready() (see `wiring`), and an order names what it
pays for as `(purpose, purpose_id)`. Adding a purchasable thing is one registration; the rest
(orders, settling a payment under its order's lock, refunds, locking a thing's payments) is
payments' own services, keyed by the same pair.

A purpose's `fulfil(purpose_id, payment_ref)` runs under the order's row lock once a payment
is captured. It returns the payment ref the thing is paid with (another payment for the same
thing is refunded as a duplicate), or raises Unfulfillable when the thing is gone (sold out,
lapsed and taken, ended): payments then refunds in full and answers with its message."""

from collections.abc import Callable
from dataclasses import dataclass

from kernel.errors import Conflict
from kernel.wiring import Registry


class Unfulfillable(Conflict):
    pass


@dataclass(frozen=True)
class Purpose:
    fulfil: Callable[[int, str], str]


purposes: Registry[Purpose] = Registry("purchase purpose")
