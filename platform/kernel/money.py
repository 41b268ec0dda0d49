"""Money in one place. Amounts are whole paise (int) in the database, in services and in
realtime frames; rupees exist only at the edges: text shown to people and amounts people type.
Integers cannot round, so a price, a fee and a refund always add up to the paisa."""

from decimal import Decimal, InvalidOperation
from fractions import Fraction

from django.conf import settings
from django.utils.translation import gettext_lazy as _

from kernel.errors import InvalidInput

PAISE_PER_RUPEE = 100
ENTER_AMOUNT = _("Enter an amount in rupees, like 499 or 499.50.")
NO_NEGATIVE_AMOUNT = _("The amount cannot be negative.")
AT_MOST_TWO_DECIMALS = _("An amount has at most two digits after the point (paise).")


def paise_from_rupees(value: int | Decimal | str | float, *, field: str = "price") -> int:
    """An amount a person gave in rupees ("499", "499.50", 499, Decimal("0.5")) as paise.
    Anything else, a negative amount, or a fraction of a paisa is refused with `InvalidInput`
    naming `field`."""
    if isinstance(value, bool):  # bool is an int to Python, never an amount to a person
        raise InvalidInput(ENTER_AMOUNT, fields={field: ENTER_AMOUNT})
    if isinstance(value, float):
        value = repr(value)  # the shortest text that reads back as this float: 0.1 -> "0.1"
    if isinstance(value, str):
        value = value.strip().replace(",", "").removeprefix("₹").strip()
    try:
        amount = Decimal(value)
    except (InvalidOperation, TypeError, ValueError):
        raise InvalidInput(ENTER_AMOUNT, fields={field: ENTER_AMOUNT}) from None
    if not amount.is_finite():
        raise InvalidInput(ENTER_AMOUNT, fields={field: ENTER_AMOUNT})
    if amount < 0:
        raise InvalidInput(NO_NEGATIVE_AMOUNT, fields={field: NO_NEGATIVE_AMOUNT})
    paise = Fraction(amount) * PAISE_PER_RUPEE  # exact, where Decimal arithmetic would round
    if paise.denominator != 1:
        raise InvalidInput(AT_MOST_TWO_DECIMALS, fields={field: AT_MOST_TWO_DECIMALS})
    return int(paise)


def whole_rupees(paise: int) -> int:
    """For the API fields that carry whole rupees (a plan's `price`): plans are priced in
    whole rupees, so nothing is lost; a stray paisa would be dropped, never rounded up."""
    return paise // PAISE_PER_RUPEE


def rupees_text(paise: int) -> str:
    """ "₹1,23,456" for 12345600 paise: Indian digit grouping (the last three digits, then
    pairs), paise shown only when there are some ("₹499.50")."""
    sign = "-" if paise < 0 else ""
    rupees, rest = divmod(abs(paise), PAISE_PER_RUPEE)
    digits = str(rupees)
    head, tail = digits[:-3], digits[-3:]
    pairs = []
    while head:
        head, pairs = head[:-2], [head[-2:], *pairs]
    grouped = ",".join([*pairs, tail])
    return f"{sign}₹{grouped}" + (f".{rest:02d}" if rest else "")


def shares(amount_paise: int) -> tuple[int, int]:
    """(the professional's share, the platform's fee) of a price: the fee is
    PLATFORM_FEE_PERCENT of it rounded down, so the two always add up to the price."""
    fee = amount_paise * settings.PLATFORM_FEE_PERCENT // 100
    return amount_paise - fee, fee
