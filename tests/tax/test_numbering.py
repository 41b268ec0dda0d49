"""Paper numbers: one series per key and financial year, counted from 1, and a number taken
by a transaction that rolls back is given back with it (no gap)."""

import pytest
from django.db import transaction

from marketplace.tax.numbering import next_number

pytestmark = pytest.mark.django_db


def take(key: str, year: str = "2026-27") -> int:
    with transaction.atomic():
        return next_number(key, year)


def test_each_series_counts_from_one_on_its_own():
    assert [take("invoice:1"), take("invoice:1"), take("invoice:2")] == [1, 2, 1]
    assert take("invoice:1", "2027-28") == 1


def test_a_number_rolled_back_is_given_back():
    take("invoice:3")
    with pytest.raises(ZeroDivisionError), transaction.atomic():
        next_number("invoice:3", "2026-27")
        1 / 0  # noqa: B018  the paper's write fails after its number was taken
    assert take("invoice:3") == 2


@pytest.mark.django_db(transaction=True)
def test_outside_a_transaction_it_refuses():
    with pytest.raises(RuntimeError):
        next_number("invoice:4", "2026-27")
