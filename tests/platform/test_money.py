from decimal import Decimal

import pytest

from kernel import money
from kernel.errors import InvalidInput


@pytest.mark.parametrize(
    ("paise", "text"),
    [
        (0, "₹0"),
        (5, "₹0.05"),
        (49900, "₹499"),
        (49950, "₹499.50"),
        (100000, "₹1,000"),
        (12345600, "₹1,23,456"),
        (1234567800, "₹1,23,45,678"),
        (12345678901, "₹12,34,56,789.01"),
        (-250000, "-₹2,500"),
    ],
)
def test_rupees_text_groups_digits_the_indian_way(paise, text):
    assert money.rupees_text(paise) == text


@pytest.mark.parametrize(
    ("value", "paise"),
    [
        (499, 49900),
        ("499", 49900),
        (" 499.50 ", 49950),
        ("499.5", 49950),
        ("₹1,23,456", 12345600),
        (Decimal("0.01"), 1),
        (Decimal("10.000"), 1000),
        (0, 0),
        (19.99, 1999),  # a float reads as the number it prints as, not 1998.99999...
    ],
)
def test_amounts_people_type_become_paise(value, paise):
    assert money.paise_from_rupees(value) == paise


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("-1", money.NO_NEGATIVE_AMOUNT),
        (-500, money.NO_NEGATIVE_AMOUNT),
        ("499.505", money.AT_MOST_TWO_DECIMALS),
        ("1.0000000000000000000000000001", money.AT_MOST_TWO_DECIMALS),
        ("four hundred", money.ENTER_AMOUNT),
        ("", money.ENTER_AMOUNT),
        ("NaN", money.ENTER_AMOUNT),
        ("Infinity", money.ENTER_AMOUNT),
        (None, money.ENTER_AMOUNT),
        (True, money.ENTER_AMOUNT),
        ([499], money.ENTER_AMOUNT),
    ],
)
def test_anything_else_is_refused_naming_the_field(value, message):
    with pytest.raises(InvalidInput) as refused:
        money.paise_from_rupees(value, field="amount")
    assert refused.value.message == message
    assert refused.value.fields == {"amount": message}


def test_whole_rupees_never_rounds_up():
    assert money.whole_rupees(49900) == 499
    assert money.whole_rupees(49999) == 499
    assert money.whole_rupees(money.paise_from_rupees("1500")) == 1500
