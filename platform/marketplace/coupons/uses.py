"""What coupons asks of the areas above it (kernel/wiring): the bookings that carry a code
are theirs (an appointment is bookings', a seat events'), and so are webinars.

- `uses`: each area that takes a code counts its live uses of one (overall and by one
  client) and totals them for the professional's list. A booking that is cancelled,
  rejected or lapsed is no longer live, so its use is given back by the state itself.
- `webinars`: events tells which webinars are a professional's own and what one costs."""

import datetime
from collections.abc import Callable
from dataclasses import dataclass

from kernel.wiring import Registry


@dataclass(frozen=True)
class Totals:
    live: int = 0  # uses held now (what max uses counts)
    ever: int = 0  # bookings made with it, given back or not (a code with any is kept)
    revenue_paise: int = 0  # what was paid with it and not refunded


@dataclass(frozen=True)
class Uses:
    # (coupon id, client id, now) -> (live uses, live uses by that client)
    live: Callable[[int, int, datetime.datetime], tuple[int, int]]
    # (coupon ids, now) -> the totals of each coupon that has any
    totals: Callable[[list[int], datetime.datetime], dict[int, Totals]]


@dataclass(frozen=True)
class Webinars:
    # (host id, event ids) -> those of the ids that are the host's webinars still to come
    owned: Callable[[int, list[int]], set[int]]
    # event id -> (host id, price in paise, title), or None when there is no such event
    priced: Callable[[int], tuple[int, int, str] | None]
    # (host id, event ids) -> {id: (title, price in paise)}
    described: Callable[[int, list[int]], dict[int, tuple[str, int]]]


uses: Registry[Uses] = Registry("coupon uses")
webinars: Registry[Webinars] = Registry("webinars of coupons")


def live_uses(coupon_id: int, client_id: int, now: datetime.datetime) -> tuple[int, int]:
    overall = mine = 0
    for entry in uses:
        counted = entry.live(coupon_id, client_id, now)
        overall, mine = overall + counted[0], mine + counted[1]
    return overall, mine


def totals(coupon_ids: list[int], now: datetime.datetime) -> dict[int, Totals]:
    summed: dict[int, Totals] = {}
    for entry in uses:
        for coupon_id, found in entry.totals(coupon_ids, now).items():
            was = summed.get(coupon_id, Totals())
            summed[coupon_id] = Totals(
                was.live + found.live, was.ever + found.ever,
                was.revenue_paise + found.revenue_paise,
            )  # fmt: skip
    return summed
